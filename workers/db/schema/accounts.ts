import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull().default(""),
  passwordHash: text("password_hash").notNull(),
  profileImageKey: text("profile_image_key"),
  preferredTherapistId: text("preferred_therapist_id"),
  emailVerifiedAt: integer("email_verified_at", { mode: "timestamp_ms" }),
  trialEndsAt: integer("trial_ends_at", { mode: "timestamp_ms" }).notNull(),
  /** Whose crisis lines the person sees (an ISO country code, or INTL); guessed by the browser, changeable. */
  crisisCountry: text("crisis_country"),
  createdAt: createdAt(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch() * 1000)`),
});

export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
    userAgent: text("user_agent"),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

/** Single-use links sent by email; only a hash of the token is stored. */
export const authTokens = sqliteTable(
  "auth_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["verify-email", "reset-password"] }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (table) => [index("auth_tokens_user_idx").on(table.userId)],
);

/**
 * Fixed-window counters; one row per limited key: what is counted and a keyed hash of whom it is counted for
 * (`login-pair:<hash>`), never an email or IP address in clear.
 */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull(),
    /** A keyed hash of the person the count is about, so their rows go with their account; null for IP-only counts. */
    subject: text("subject"),
  },
  (table) => [
    primaryKey({ columns: [table.key] }),
    index("rate_limits_window_idx").on(table.windowStart),
    index("rate_limits_subject_idx").on(table.subject),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
