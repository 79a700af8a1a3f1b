import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";

/** Completed meditation sessions: what the progress dashboard counts as minutes and a streak. */
export const meditationSessions = sqliteTable(
  "meditation_sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Chosen by the page for each run of a session, so a retried Complete Session is recorded once. */
    clientSessionId: text("client_session_id").notNull(),
    presetId: text("preset_id").notNull(),
    category: text("category").notNull(),
    /** The session's planned length. */
    minutes: integer("minutes").notNull(),
    /** How long the countdown actually ran (pauses excluded), at most the planned length. */
    practisedSeconds: integer("practised_seconds").notNull(),
    completedAt: integer("completed_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [
    index("meditation_sessions_user_completed_idx").on(table.userId, table.completedAt),
    uniqueIndex("meditation_sessions_user_client_idx").on(table.userId, table.clientSessionId),
  ],
);

export type MeditationSessionRow = typeof meditationSessions.$inferSelect;
