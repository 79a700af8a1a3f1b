import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./accounts";
import { therapists } from "./therapists";

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
    /**
     * The client message id of the first message, when the session was opened by `new-session`: a retry of that
     * send finds this session instead of opening another (unique per person).
     */
    openingClientMessageId: text("opening_client_message_id"),
  },
  (table) => [
    index("chat_sessions_user_updated_idx").on(table.userId, table.updatedAt),
    uniqueIndex("chat_sessions_user_opening_message_idx").on(table.userId, table.openingClientMessageId),
  ],
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

export type ChatSessionRow = typeof chatSessions.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
