import { inArray } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { users } from "../db/schema";
import { destroyDataKey, listDataKeyOwners, rewrapDataKeys } from "./data-keys";

/** How long one nightly task may keep going; `npm run data-keys` finishes anything left. */
const NIGHTLY_BUDGET_MS = 10_000;

/** Finishes a master-key rotation little by little: rewraps keys still under the previous master key. */
export async function rewrapDataKeysNightly(ctx: ServiceContext): Promise<void> {
  if (!ctx.config.ENCRYPTION_KEY_PREVIOUS) return;
  const deadline = Date.now() + NIGHTLY_BUDGET_MS;
  let cursor: string | undefined;
  do {
    const batch = await rewrapDataKeys(ctx, { cursor });
    cursor = batch.cursor ?? undefined;
  } while (cursor && Date.now() < deadline);
}

/**
 * Destroys data keys whose account no longer exists: one created by a request that raced the account's deletion,
 * or left by a deletion that stopped half-way. Nothing they sealed can remain in D1 (its rows went with the user).
 */
export async function sweepOrphanDataKeys(ctx: ServiceContext): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await listDataKeyOwners(ctx, cursor);
    for (let index = 0; index < page.userIds.length; index += 90) {
      const ids = page.userIds.slice(index, index + 90);
      const existing = new Set((await ctx.db.select({ id: users.id }).from(users).where(inArray(users.id, ids))).map((row) => row.id));
      await Promise.all(ids.filter((id) => !existing.has(id)).map((id) => destroyDataKey(ctx, id)));
    }
    cursor = page.cursor ?? undefined;
  } while (cursor);
}
