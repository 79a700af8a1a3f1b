import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { createdAt } from "./columns";

/**
 * Every text graded concern or crisis, wherever the person wrote it: the grade and the detector's rule ids, never the
 * text. `ref` names what was graded (a message, an entry) so grading it again does not count it twice.
 */
export const safetyEvents = sqliteTable(
  "safety_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    surface: text("surface").notNull(),
    level: text("level", { enum: ["concern", "crisis"] }).notNull(),
    signals: text("signals").notNull(),
    ref: text("ref"),
    createdAt: createdAt(),
  },
  (table) => [
    index("safety_events_user_created_idx").on(table.userId, table.createdAt),
    uniqueIndex("safety_events_user_surface_ref_idx").on(table.userId, table.surface, table.ref),
  ],
);

/**
 * A person's own Safety Plan (Stanley-Brown): every section sealed together as one JSON text. Its content is never
 * screened: writing down warning signs is the point of a safety plan, not a warning sign.
 */
export const safetyPlans = sqliteTable("safety_plans", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  planEnc: text("plan_enc").notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});
