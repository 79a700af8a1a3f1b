import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

/** Tests inside workerd: the real Worker entry with real D1, Durable Objects and R2 (see STACK.md). */
export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  return {
    plugins: [
      cloudflareTest({
        main: "./workers/index.ts",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            ENVIRONMENT: "test",
            APP_URL: "https://haven.test",
            ALLOWED_ORIGINS: "https://partner.test",
            JWT_SECRET: "workerd-tests-secret-workerd-tests-secret",
            ENCRYPTION_KEY: "dGVzdHMtb25seS1lbmNyeXB0aW9uLWtleS0zMmJ5dGU=",
            LOGIN_LIMIT_PER_EMAIL_IP: "3",
            LOGIN_LIMIT_PER_EMAIL: "6",
            LOGIN_LIMIT_PER_IP: "8",
            LOGIN_LIMIT_PER_DEVICE: "3",
            PASSWORD_CHANGE_LIMIT: "3",
            REGISTER_LIMIT_PER_EMAIL: "3",
            REGISTER_LIMIT_PER_IP: "4",
          },
        },
      }),
    ],
    test: {
      include: ["tests/workers/**/*.test.ts"],
      globalSetup: ["./tests/workers/global-setup.ts"],
      setupFiles: ["./tests/workers/apply-migrations.ts", "./tests/workers/console-guard.ts"],
      deps: {
        optimizer: {
          ssr: {
            enabled: true,
            include: [
              "@remix-run/cloudflare",
              "@remix-run/react",
              "react",
              "react-dom/server",
              "react/jsx-runtime",
              "zod",
              "hono",
              "jose",
              "drizzle-orm",
              "drizzle-orm/d1",
              "drizzle-orm/sqlite-core",
              "isbot",
              "stripe",
            ],
          },
        },
      },
    },
  };
});
