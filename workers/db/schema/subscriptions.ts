import { sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./accounts";

export const subscriptions = sqliteTable("subscriptions", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  plan: text("plan", { enum: ["base", "advanced"] }).notNull(),
  status: text("status", { enum: ["active", "past_due", "canceled"] }).notNull(),
  cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
  currentPeriodEnd: integer("current_period_end", { mode: "timestamp_ms" }).notNull(),
  /** Set when the plan was bought through Stripe; webhooks find the row by the subscription id. */
  stripeCustomerId: text("stripe_customer_id"),
  stripeSubscriptionId: text("stripe_subscription_id").unique(),
  createdAt: createdAt(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch() * 1000)`),
});

/** Stripe events already applied: a replayed or duplicated delivery is recognised and ignored. */
export const stripeEvents = sqliteTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  createdAt: createdAt(),
});

/** A purchase in progress: the local checkout page or a Stripe Checkout Session completes it. */
export const checkouts = sqliteTable("checkouts", {
  id: text("id").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  plan: text("plan", { enum: ["base", "advanced"] }).notNull(),
  preferredTherapistId: text("preferred_therapist_id"),
  status: text("status", { enum: ["open", "completed"] }).notNull().default("open"),
  stripeSessionId: text("stripe_session_id"),
  createdAt: createdAt(),
  completedAt: integer("completed_at", { mode: "timestamp_ms" }),
});

export type SubscriptionRow = typeof subscriptions.$inferSelect;
