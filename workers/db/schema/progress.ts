import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./accounts";

/** How the person felt at a moment: Happiness, Anxiety and Stress from 1 to 10 (higher anxiety or stress is worse). */
export const moodEntries = sqliteTable(
  "mood_entries",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The spec's client sends "general"; a therapist id is kept as given. */
    therapistId: text("therapist_id").notNull().default("general"),
    mood: integer("mood").notNull(),
    anxiety: integer("anxiety").notNull(),
    stress: integer("stress").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("mood_entries_user_created_idx").on(table.userId, table.createdAt)],
);

/** The last computed progress insights of each user, encrypted (they quote patterns from private chats). */
export const progressInsights = sqliteTable("progress_insights", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  periodDays: integer("period_days").notNull(),
  /** The IANA zone the weekdays in the insights were counted in; another zone recomputes them. */
  timeZone: text("time_zone").notNull().default("UTC"),
  insightsEnc: text("insights_enc").notNull(),
  computedAt: integer("computed_at", { mode: "timestamp_ms" }).notNull(),
});

export type MoodEntryRow = typeof moodEntries.$inferSelect;
