import { applyD1Migrations, env } from "cloudflare:test";

// Storage is isolated per test file; apply the real migrations (schema and seed) to each.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
