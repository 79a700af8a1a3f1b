import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { auditEntry } from "../audit";
import { dataKeyCounts, rewrapDataKeys } from "../crypto/data-keys";
import { countLegacyText, migrateLegacyText } from "../crypto/legacy-text";
import { masterKeyring } from "../crypto/master-keys";
import { NotFound, Unauthorized } from "../errors";
import { parseJson } from "./middleware";
import type { ApiEnv } from "./types";

const encoder = new TextEncoder();

/** Compares digests, so the time taken says nothing about how much of the token was right. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([given, expected].map(async (value) => new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(value)))));
  let difference = 0;
  for (let index = 0; index < a!.length; index++) difference |= a![index]! ^ b![index]!;
  return difference === 0;
}

/**
 * The operator's endpoints, for `npm run data-keys` (scripts/data-keys.mjs). They exist only when OPERATOR_TOKEN is
 * set, and answer only to it; they move keys and ciphertext, never return anyone's text.
 */
const requireOperator = createMiddleware<ApiEnv>(async (c, next) => {
  const expected = c.var.services.config.OPERATOR_TOKEN;
  if (!expected) throw new NotFound();
  const header = c.req.header("Authorization") ?? "";
  const given = header.startsWith("Bearer ") ? header.slice("Bearer ".length).trim() : "";
  if (!given || !(await sameSecret(given, expected))) throw new Unauthorized("The operator token is missing or wrong.", "OPERATOR_TOKEN_INVALID");
  await next();
});

const rewrapSchema = z.object({
  cursor: z.string().max(1024).optional(),
  limit: z.number().int().min(1, "limit must be 1 to 500").max(500, "limit must be 1 to 500").optional(),
});
const migrateSchema = z.object({
  limit: z.number().int().min(1, "limit must be 1 to 1000").max(1000, "limit must be 1 to 1000").optional(),
});

export const operatorRoutes = new Hono<ApiEnv>()
  .use(requireOperator)
  .get("/data-keys/status", async (c) => {
    const ctx = c.var.services;
    const [keyring, keysByMasterKey, legacyText] = await Promise.all([masterKeyring(ctx.config), dataKeyCounts(ctx), countLegacyText(ctx)]);
    return c.json({
      currentMasterKeyId: keyring.current.id,
      previousMasterKeyId: keyring.all[1]?.id ?? null,
      keysByMasterKey,
      legacyText,
    });
  })
  .post("/data-keys/rewrap", async (c) => {
    const input = await parseJson(c, rewrapSchema);
    const batch = await rewrapDataKeys(c.var.services, input);
    if (batch.rewrapped > 0) await auditEntry(c.var.services, null, "data_keys_rewrapped", { count: String(batch.rewrapped) });
    return c.json(batch);
  })
  .post("/data-keys/migrate-text", async (c) => {
    const input = await parseJson(c, migrateSchema);
    const batch = await migrateLegacyText(c.var.services, input);
    if (batch.migrated > 0) await auditEntry(c.var.services, null, "legacy_text_migrated", { count: String(batch.migrated) });
    return c.json(batch);
  });
