import { and, count, desc, eq, gte, sum } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { meditationSessions, type MeditationSessionRow } from "../db/schema";

/** Every meditation query, scoped to the person. */

/** A streak is counted over at most this many days back. */
export const STREAK_WINDOW_DAYS = 400;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Records a completed session; a retry with the same client id returns the row recorded the first time. */
export async function recordSession(ctx: ServiceContext, row: MeditationSessionRow): Promise<MeditationSessionRow> {
  const [, stored] = await ctx.db.batch([
    ctx.db.insert(meditationSessions).values(row).onConflictDoNothing(),
    ctx.db
      .select()
      .from(meditationSessions)
      .where(and(eq(meditationSessions.userId, row.userId), eq(meditationSessions.clientSessionId, row.clientSessionId))),
  ]);
  return stored[0]!;
}

/**
 * The two reads behind the meditation stats, as statements for a caller's batch (the progress dashboard reads them
 * in its one round trip): totals, and the completion times of the streak window.
 */
export function statsStatements(ctx: ServiceContext, userId: string, now: Date) {
  return [
    ctx.db
      .select({ sessions: count(), seconds: sum(meditationSessions.practisedSeconds) })
      .from(meditationSessions)
      .where(eq(meditationSessions.userId, userId)),
    ctx.db
      .select({ completedAt: meditationSessions.completedAt, practisedSeconds: meditationSessions.practisedSeconds })
      .from(meditationSessions)
      .where(and(eq(meditationSessions.userId, userId), gte(meditationSessions.completedAt, new Date(now.getTime() - STREAK_WINDOW_DAYS * DAY_MS))))
      .orderBy(desc(meditationSessions.completedAt)),
  ] as const;
}

export type StatsRows = [Awaited<ReturnType<typeof statsStatements>[0]>, Awaited<ReturnType<typeof statsStatements>[1]>];

export async function readStats(ctx: ServiceContext, userId: string, now: Date): Promise<StatsRows> {
  const [totals, recent] = statsStatements(ctx, userId, now);
  return ctx.db.batch([totals, recent]);
}
