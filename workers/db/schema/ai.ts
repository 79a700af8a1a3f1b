import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";

/**
 * Model calls counted per UTC day (decision record 0048): per person and kind (chat replies, other generation), so
 * one person cannot spend the deployment's budget, and for the whole deployment. Only calls to a configured model
 * count; the built-in engine costs nothing. A person's rows go with their account.
 */
export const aiUsagePerPerson = sqliteTable(
  "ai_usage_per_person",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The UTC day, `YYYY-MM-DD`. */
    day: text("day").notNull(),
    kind: text("kind", { enum: ["chat", "safety", "generation"] }).notNull(),
    calls: integer("calls").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day, table.kind] })],
);

export const aiUsageTotal = sqliteTable("ai_usage_total", {
  day: text("day").primaryKey(),
  calls: integer("calls").notNull(),
});
