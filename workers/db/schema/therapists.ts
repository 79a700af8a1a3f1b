import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const therapists = sqliteTable("therapists", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  specialty: text("specialty").notNull(),
  description: text("description").notNull(),
  avatar: text("avatar"),
  /** The onboarding assessment that helps this therapist understand a new client. */
  assessmentId: text("assessment_id"),
  sortOrder: integer("sort_order").notNull().default(0),
});

export type TherapistRow = typeof therapists.$inferSelect;
