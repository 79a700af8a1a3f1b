import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { DREAM_TYPES, EMOTIONS_AFTER_WAKING, EMOTIONS_BEFORE_SLEEP } from "../../shared/dreams";
import { users } from "./accounts";
import { createdAt } from "./columns";

/**
 * A logged dream. What the person wrote (title, content, tags) is sealed together in `body_enc`, so a list or a
 * search opens one value per dream; the analysis, the reflection prompts with their answers and the reflection are
 * sealed too. The sliders, the chosen emotions and the type stay readable for the statistics and the type filter.
 */
export const dreams = sqliteTable(
  "dreams",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bodyEnc: text("body_enc").notNull(),
    /** The night of the dream, as the person's calendar day (YYYY-MM-DD). */
    dreamDate: text("dream_date").notNull(),
    vividness: integer("vividness").notNull(),
    lucidity: integer("lucidity").notNull(),
    emotionBeforeSleep: text("emotion_before_sleep", { enum: EMOTIONS_BEFORE_SLEEP }).notNull(),
    emotionAfterWaking: text("emotion_after_waking", { enum: EMOTIONS_AFTER_WAKING }).notNull(),
    dreamType: text("dream_type", { enum: DREAM_TYPES }).notNull(),
    /** The crisis detector's grade of what was written; a crisis shows the support resources beside the dream. */
    crisisLevel: text("crisis_level", { enum: ["none", "concern", "crisis"] }).notNull().default("none"),
    isRecurring: integer("is_recurring", { mode: "boolean" }).notNull().default(false),
    recurringFrequency: text("recurring_frequency"),
    recurringOccurrences: integer("recurring_occurrences"),
    analysisEnc: text("analysis_enc"),
    lastInsightUpdate: integer("last_insight_update", { mode: "timestamp_ms" }),
    promptsEnc: text("prompts_enc"),
    reflectionEnc: text("reflection_enc"),
    reflectionGeneratedAt: integer("reflection_generated_at", { mode: "timestamp_ms" }),
    /** When it was logged (the spec's logTime). */
    createdAt: createdAt(),
    /** Moves only when the person edits the dream, so "updated after the last insight update" means what it says. */
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [
    index("dreams_user_created_idx").on(table.userId, table.createdAt),
    index("dreams_user_type_created_idx").on(table.userId, table.dreamType, table.createdAt),
  ],
);

/** The pattern insights across a person's dreams, kept until a dream is logged, edited or deleted, or they regenerate. */
export const dreamPatterns = sqliteTable("dream_patterns", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  patternsEnc: text("patterns_enc").notNull(),
  computedAt: integer("computed_at", { mode: "timestamp_ms" }).notNull(),
});

export type DreamRow = typeof dreams.$inferSelect;
