import type { ServiceContext } from "../context";
import { PERSONAL_TABLES } from "../db/personal-tables";
import { openLegacyText, sealText } from "./person-text";

/**
 * The data migration to per-person keys: every `v1.` value (sealed under the master key) in any `*_enc` column is
 * opened and sealed again under its owner's data key. Safe to run any number of times, and alongside live
 * traffic: each write only replaces the exact value it read, and a second run finds nothing left to do.
 * Run by the nightly cron in bounded batches and by `npm run data-keys -- migrate` (decision 0040).
 */

const LEGACY_PREFIX = "v1.";

export interface MigrationBatch {
  /** Values resealed in this batch. */
  migrated: number;
  /** Whether `v1.` values may remain (run another batch). */
  more: boolean;
}

const tablesWithSealedColumns = () => PERSONAL_TABLES.filter((table) => table.sealedColumns.length > 0);

function legacyCondition(columns: string[]): string {
  return columns.map((column) => `substr("${column}", 1, 3) = '${LEGACY_PREFIX}'`).join(" OR ");
}

export async function migrateLegacyText(ctx: ServiceContext, options: { limit?: number } = {}): Promise<MigrationBatch> {
  const limit = options.limit ?? 200;
  let budget = limit;
  let migrated = 0;
  for (const table of tablesWithSealedColumns()) {
    if (budget <= 0) break;
    const selected = table.sealedColumns.map((column) => `"${column}"`).join(", ");
    const { results } = await ctx.env.DB.prepare(
      `SELECT rowid AS row_id, user_id, ${selected} FROM "${table.name}" WHERE ${legacyCondition(table.sealedColumns)} LIMIT ?`,
    )
      .bind(budget)
      .all<Record<string, string | number | null>>();
    budget -= results.length;
    const updates: D1PreparedStatement[] = [];
    for (const row of results) {
      const userId = String(row.user_id);
      for (const column of table.sealedColumns) {
        const stored = row[column];
        if (typeof stored !== "string" || !stored.startsWith(LEGACY_PREFIX)) continue;
        const resealed = await sealText(ctx, userId, await openLegacyText(ctx, stored));
        updates.push(
          ctx.env.DB.prepare(`UPDATE "${table.name}" SET "${column}" = ? WHERE rowid = ? AND "${column}" = ?`).bind(
            resealed,
            row.row_id,
            stored,
          ),
        );
      }
    }
    if (updates.length > 0) {
      const written = await ctx.env.DB.batch(updates);
      migrated += written.reduce((sum, result) => sum + (result.meta.changes ?? 0), 0);
    }
  }
  return { migrated, more: budget <= 0 };
}

/** How many `v1.` values remain, table by table (zero everywhere once the migration is complete). */
export async function countLegacyText(ctx: ServiceContext): Promise<Record<string, number>> {
  const tables = tablesWithSealedColumns();
  if (tables.length === 0) return {};
  const counts = await ctx.env.DB.batch(
    tables.map((table) => ctx.env.DB.prepare(`SELECT COUNT(*) AS n FROM "${table.name}" WHERE ${legacyCondition(table.sealedColumns)}`)),
  );
  return Object.fromEntries(tables.map((table, index) => [table.name, (counts[index]!.results[0] as { n: number }).n]));
}

/** The nightly part: batches until none remain or the time budget is spent; the command finishes the rest. */
export async function migrateLegacyTextNightly(ctx: ServiceContext): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const batch = await migrateLegacyText(ctx);
    if (!batch.more) return;
  }
}
