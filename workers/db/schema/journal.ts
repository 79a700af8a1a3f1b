import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";

/**
 * Journal entries. Everything the person wrote (title, content, tags) is sealed for them; the mood, the privacy
 * marker and the crisis grade of what they wrote (never the text) stay readable for counting and for the page.
 */
export const journalEntries = sqliteTable(
  "journal_entries",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    titleEnc: text("title_enc").notNull(),
    contentEnc: text("content_enc").notNull(),
    /** The tags as a JSON list, sealed. */
    tagsEnc: text("tags_enc").notNull(),
    mood: text("mood", { enum: ["very-low", "low", "neutral", "good", "excellent"] }).notNull().default("neutral"),
    isPrivate: integer("is_private", { mode: "boolean" }).notNull().default(true),
    /** The crisis detector's grade of the title and content as last saved. */
    crisisLevel: text("crisis_level", { enum: ["none", "concern", "crisis"] }).notNull().default("none"),
    /** Goes up whenever what the insights read (title, content, mood, tags) changes, so older insights show as stale. */
    revision: integer("revision").notNull().default(1),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  // Newest first, with the id breaking ties: the list's cursor order.
  (table) => [index("journal_entries_user_created_idx").on(table.userId, table.createdAt, table.id)],
);

/** The insights of an entry (they quote it, so sealed), and the entry revision they were computed from. */
export const journalInsights = sqliteTable("journal_insights", {
  entryId: text("entry_id")
    .primaryKey()
    .references(() => journalEntries.id, { onDelete: "cascade" }),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  insightsEnc: text("insights_enc").notNull(),
  entryRevision: integer("entry_revision").notNull(),
  generatedAt: integer("generated_at", { mode: "timestamp_ms" }).notNull(),
});

export type JournalEntryRow = typeof journalEntries.$inferSelect;
export type JournalInsightsRow = typeof journalInsights.$inferSelect;
