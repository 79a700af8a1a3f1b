import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch() * 1000)`);

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

export const chatSessions = sqliteTable(
  "chat_sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    therapistId: text("therapist_id")
      .notNull()
      .references(() => therapists.id),
    status: text("status", { enum: ["active", "completed"] }).notNull().default("active"),
    messageCount: integer("message_count").notNull().default(0),
    /** Encrypted, like every message: the preview shown in Recent Sessions. */
    lastMessageEnc: text("last_message_enc"),
    /** Encrypted short summary written when the session ends: the cross-session memory. */
    summaryEnc: text("summary_enc"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch() * 1000)`),
    endedAt: integer("ended_at", { mode: "timestamp_ms" }),
  },
  (table) => [index("chat_sessions_user_updated_idx").on(table.userId, table.updatedAt)],
);

export const chatMessages = sqliteTable(
  "chat_messages",
  {
    id: text("id").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => chatSessions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    contentEnc: text("content_enc").notNull(),
    crisisLevel: text("crisis_level", { enum: ["none", "concern", "crisis"] }).notNull().default("none"),
    /** Set on user messages sent with a client id, so a retried send is recognised. */
    clientMessageId: text("client_message_id"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("chat_messages_session_seq_idx").on(table.sessionId, table.seq),
    index("chat_messages_user_idx").on(table.userId),
  ],
);

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

/** Emails kept locally when no email API is configured, readable at /dev/outbox in development. */
export const emailOutbox = sqliteTable("email_outbox", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
  toAddress: text("to_address").notNull(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  createdAt: createdAt(),
});

/** Fixed-window counters; one row per limited key (for example `login:email:a@b.c`). */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.key] }), index("rate_limits_window_idx").on(table.windowStart)],
);

/** Security-relevant events, never with sensitive content. */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id"),
    action: text("action").notNull(),
    detail: text("detail"),
    createdAt: createdAt(),
  },
  (table) => [index("audit_log_user_idx").on(table.userId)],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type TherapistRow = typeof therapists.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type ChatSessionRow = typeof chatSessions.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type AssessmentResponseRow = typeof assessmentResponses.$inferSelect;
export type MoodEntryRow = typeof moodEntries.$inferSelect;
