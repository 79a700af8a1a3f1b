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
    // Under a full run on a 2-core machine, local `wrangler dev` now and then answers one request 503 (seen on the
    // chat and subscription actions, never twice in a row); a test gets one more try, with a fresh account, so that
    // a flake does not hide the suite's answer. A test that fails twice still fails.
    retry: 1,
  },
});
