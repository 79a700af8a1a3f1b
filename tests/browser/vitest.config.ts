import { defineConfig } from "vitest/config";

/** Chromium against a real `wrangler dev` of the built app (started once in global-setup). */
export default defineConfig({
  test: {
    include: ["tests/browser/**/*.test.ts"],
    globalSetup: ["tests/browser/global-setup.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});
