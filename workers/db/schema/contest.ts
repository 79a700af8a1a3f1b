import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./accounts";

/**
 * The daily contest's record. The live round is coordinated by its `ContestRound` Durable Object, which writes
 * every entry and metric through to these tables; a closed round lives here only.
 */
export const contestRounds = sqliteTable(
  "contest_rounds",
  {
    /** The round's UTC date, e.g. "2026-11-25". */
    id: text("id").primaryKey(),
    startsAt: integer("starts_at", { mode: "timestamp_ms" }).notNull(),
    endsAt: integer("ends_at", { mode: "timestamp_ms" }).notNull(),
    /** The prize pool as configured when the round opened (a decimal string), so a later change cannot alter it. */
    prizeAmount: text("prize_amount"),
    prizeCurrency: text("prize_currency"),
    closedAt: integer("closed_at", { mode: "timestamp_ms" }),
    closedBy: text("closed_by", { enum: ["cron", "alarm"] }),
    /** Entries when the round closed (kept when an entrant later deletes their account). */
    finalEntryCount: integer("final_entry_count"),
    metricsUpdatedAt: integer("metrics_updated_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (table) => [index("contest_rounds_open_idx").on(table.closedAt, table.endsAt)],
);

export const contestSubmissions = sqliteTable(
  "contest_submissions",
  {
    id: text("id").primaryKey(),
    roundId: text("round_id")
      .notNull()
      .references(() => contestRounds.id),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** X's post id (a 64-bit integer as text); one post can be entered once per round. */
    postId: text("post_id").notNull(),
    postUrl: text("post_url").notNull(),
    authorUsername: text("author_username"),
    walletAddress: text("wallet_address").notNull(),
    /** Order of arrival in the round, given by its Durable Object: a tie goes to the lower. */
    seq: integer("seq").notNull(),
    submittedAt: integer("submitted_at", { mode: "timestamp_ms" }).notNull(),
    likes: integer("likes"),
    retweets: integer("retweets"),
    /** unknown: not read from X yet (or X is not configured); live: read; unavailable: deleted or protected on X. */
    metricsStatus: text("metrics_status", { enum: ["unknown", "live", "unavailable"] }).notNull().default("unknown"),
    metricsAt: integer("metrics_at", { mode: "timestamp_ms" }),
    /** Set when the round closes, on each person's best entry. */
    finalRank: integer("final_rank"),
  },
  (table) => [
    uniqueIndex("contest_submissions_round_post_idx").on(table.roundId, table.postId),
    index("contest_submissions_user_idx").on(table.userId, table.submittedAt),
  ],
);

/** The top three of a closed round, and what each is owed (recorded as due; an operator pays). */
export const contestWinners = sqliteTable(
  "contest_winners",
  {
    id: text("id").primaryKey(),
    roundId: text("round_id")
      .notNull()
      .references(() => contestRounds.id),
    rank: integer("rank").notNull(),
    /** Null once the winner deleted their account (decision record 0036). */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    submissionId: text("submission_id").references(() => contestSubmissions.id, { onDelete: "set null" }),
    score: integer("score").notNull(),
    sharePercent: integer("share_percent").notNull(),
    /** Null when no prize pool was configured for the round: then nothing is owed. */
    amount: text("amount"),
    currency: text("currency"),
    walletAddress: text("wallet_address"),
    payoutStatus: text("payout_status", { enum: ["due", "paid", "withdrawn"] }),
    paidAt: integer("paid_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("contest_winners_round_rank_idx").on(table.roundId, table.rank),
    index("contest_winners_user_idx").on(table.userId),
  ],
);

export type ContestRoundRow = typeof contestRounds.$inferSelect;
export type ContestSubmissionRow = typeof contestSubmissions.$inferSelect;
export type ContestWinnerRow = typeof contestWinners.$inferSelect;
