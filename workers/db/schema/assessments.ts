import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";

/**
 * A completed assessment; a retake replaces it. Answers and insights are encrypted, like everything a person writes;
 * the score and risk level stay readable so progress insights can use them without decrypting.
 */
export const assessmentResponses = sqliteTable(
  "assessment_responses",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    assessmentId: text("assessment_id").notNull(),
    therapistId: text("therapist_id").notNull(),
    answersEnc: text("answers_enc").notNull(),
    insightsEnc: text("insights_enc").notNull(),
    /** Null for reflection questionnaires, which are never scored. */
    score: integer("score"),
    riskLevel: text("risk_level", { enum: ["low", "medium", "high"] }).notNull(),
    /** An answer that needs a safety check-in (PHQ-9 item 9 above zero, or a crisis in a written answer). */
    crisis: integer("crisis", { mode: "boolean" }).notNull().default(false),
    /** Until the therapist's next chat reply has checked in on the person's safety. */
    checkInPending: integer("check_in_pending", { mode: "boolean" }).notNull().default(false),
    durationMinutes: integer("duration_minutes").notNull(),
    completedAt: integer("completed_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [uniqueIndex("assessment_responses_user_assessment_idx").on(table.userId, table.assessmentId)],
);

export type AssessmentResponseRow = typeof assessmentResponses.$inferSelect;
