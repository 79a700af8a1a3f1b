import { and, desc, eq, gt, inArray, isNotNull, isNull, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { BatchItem } from "drizzle-orm/batch";
import type { ServiceContext } from "../context";
import { openText, sealText } from "../crypto/person-text";
import { chatMessages, chatSessions, therapists, type ChatSessionRow } from "../db/schema";
import type { CrisisLevel } from "../safety/crisis";

/** Every chat query, scoped to its owner. Message text is encrypted here and nowhere else. */

export interface StoredMessage {
  id: string;
  seq: number;
  role: "user" | "assistant";
  content: string;
  crisisLevel: CrisisLevel;
  clientMessageId: string | null;
  createdAt: Date;
}

export async function findOwnedSession(ctx: ServiceContext, userId: string, sessionId: string) {
  const [row] = await ctx.db
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function findEmptyActiveSession(ctx: ServiceContext, userId: string, therapistId: string) {
  const [row] = await ctx.db
    .select()
    .from(chatSessions)
    .where(
      and(
        eq(chatSessions.userId, userId),
        eq(chatSessions.therapistId, therapistId),
        eq(chatSessions.status, "active"),
        eq(chatSessions.messageCount, 0),
      ),
    )
    .orderBy(desc(chatSessions.createdAt))
    .limit(1);
  return row ?? null;
}

/** The person's latest conversation with a therapist that has any message in it, with its last message opened. */
export async function findLatestConversation(ctx: ServiceContext, userId: string, therapistId: string) {
  const [row] = await ctx.db
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.userId, userId), eq(chatSessions.therapistId, therapistId), gt(chatSessions.messageCount, 0)))
    .orderBy(desc(chatSessions.updatedAt))
    .limit(1);
  if (!row) return null;
  return { session: row, lastMessage: row.lastMessageEnc ? await openText(ctx, userId, row.lastMessageEnc) : "" };
}

export async function insertSession(ctx: ServiceContext, userId: string, therapistId: string): Promise<ChatSessionRow> {
  const now = ctx.now();
  const row: ChatSessionRow = {
    id: crypto.randomUUID(),
    userId,
    therapistId,
    status: "active",
    messageCount: 0,
    lastMessageEnc: null,
    summaryEnc: null,
    createdAt: now,
    updatedAt: now,
    endedAt: null,
    openingClientMessageId: null,
  };
  await ctx.db.insert(chatSessions).values(row);
  return row;
}

/**
 * The session that the send with this client message id opens (decision record 0045): the one it opened before, if
 * this is a retry; else the person's untouched session with the therapist, claimed for it; else a new one. One D1
 * batch, which runs as a single transaction, so concurrent copies of the same send all get the same session and
 * the unique index on (user, opening client message id) can never be hit by a second session.
 */
export async function claimSessionForMessage(ctx: ServiceContext, userId: string, therapistId: string, clientMessageId: string) {
  const claimed = alias(chatSessions, "claimed");
  const alreadyClaimed = ctx.db
    .select({ id: claimed.id })
    .from(claimed)
    .where(and(eq(claimed.userId, userId), eq(claimed.openingClientMessageId, clientMessageId)));
  const untouched = ctx.db
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(
      and(
        eq(chatSessions.userId, userId),
        eq(chatSessions.therapistId, therapistId),
        eq(chatSessions.status, "active"),
        eq(chatSessions.messageCount, 0),
        isNull(chatSessions.openingClientMessageId),
      ),
    )
    .orderBy(desc(chatSessions.createdAt))
    .limit(1);
  const now = ctx.now();
  const [, , [session]] = await ctx.db.batch([
    ctx.db
      .update(chatSessions)
      .set({ openingClientMessageId: clientMessageId })
      .where(and(inArray(chatSessions.id, untouched), notExists(alreadyClaimed))),
    ctx.db
      .insert(chatSessions)
      .values({ id: crypto.randomUUID(), userId, therapistId, status: "active", createdAt: now, updatedAt: now, openingClientMessageId: clientMessageId })
      .onConflictDoNothing({ target: [chatSessions.userId, chatSessions.openingClientMessageId] }),
    ctx.db
      .select()
      .from(chatSessions)
      .where(and(eq(chatSessions.userId, userId), eq(chatSessions.openingClientMessageId, clientMessageId)))
      .limit(1),
  ]);
  return session!;
}

export async function listMessages(ctx: ServiceContext, userId: string, sessionId: string): Promise<StoredMessage[]> {
  const rows = await ctx.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), eq(chatMessages.userId, userId)))
    .orderBy(chatMessages.seq);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      seq: row.seq,
      role: row.role,
      content: await openText(ctx, userId, row.contentEnc),
      crisisLevel: row.crisisLevel,
      clientMessageId: row.clientMessageId,
      createdAt: row.createdAt,
    })),
  );
}

/** Appends messages and moves the session's preview and counters in one batch. */
export async function appendMessages(
  ctx: ServiceContext,
  session: { id: string; userId: string },
  messages: Omit<StoredMessage, "id">[],
): Promise<StoredMessage[]> {
  const stored = messages.map((message) => ({ ...message, id: crypto.randomUUID() }));
  const encrypted = await Promise.all(stored.map((message) => sealText(ctx, session.userId, message.content)));
  const last = stored[stored.length - 1]!;
  const inserts = stored.map((message, index) =>
    ctx.db.insert(chatMessages).values({
      id: message.id,
      sessionId: session.id,
      userId: session.userId,
      seq: message.seq,
      role: message.role,
      contentEnc: encrypted[index]!,
      crisisLevel: message.crisisLevel,
      clientMessageId: message.clientMessageId,
      createdAt: message.createdAt,
    }),
  );
  const update = ctx.db
    .update(chatSessions)
    .set({
      messageCount: sql`${chatSessions.messageCount} + ${stored.length}`,
      lastMessageEnc: encrypted[encrypted.length - 1]!,
      updatedAt: last.createdAt,
    })
    .where(eq(chatSessions.id, session.id));
  const statements: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] = [update, ...inserts];
  await ctx.db.batch(statements);
  return stored;
}

export interface SessionSummaryRow {
  session: ChatSessionRow;
  therapistName: string;
  therapistSpecialty: string;
  lastMessage: string;
}

export async function listRecentSessions(ctx: ServiceContext, userId: string, limit: number): Promise<SessionSummaryRow[]> {
  const rows = await ctx.db
    .select({ session: chatSessions, therapistName: therapists.name, therapistSpecialty: therapists.specialty })
    .from(chatSessions)
    .innerJoin(therapists, eq(therapists.id, chatSessions.therapistId))
    .where(and(eq(chatSessions.userId, userId), gt(chatSessions.messageCount, 0)))
    .orderBy(desc(chatSessions.updatedAt))
    .limit(limit);
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      lastMessage: row.session.lastMessageEnc ? await openText(ctx, userId, row.session.lastMessageEnc) : "",
    })),
  );
}

export async function completeSession(ctx: ServiceContext, session: { id: string; userId: string }, summary: string | null) {
  await ctx.db
    .update(chatSessions)
    .set({
      status: "completed",
      endedAt: ctx.now(),
      summaryEnc: summary ? await sealText(ctx, session.userId, summary) : null,
    })
    .where(eq(chatSessions.id, session.id));
}

export async function deleteSessionRow(ctx: ServiceContext, sessionId: string) {
  await ctx.db.delete(chatSessions).where(eq(chatSessions.id, sessionId));
}

/** The summaries of this user's latest finished sessions with a therapist, newest first. */
export async function recentSummaries(ctx: ServiceContext, userId: string, therapistId: string, count: number) {
  const rows = await ctx.db
    .select({ summaryEnc: chatSessions.summaryEnc })
    .from(chatSessions)
    .where(
      and(eq(chatSessions.userId, userId), eq(chatSessions.therapistId, therapistId), isNotNull(chatSessions.summaryEnc)),
    )
    .orderBy(desc(chatSessions.endedAt))
    .limit(count);
  return Promise.all(rows.map((row) => openText(ctx, userId, row.summaryEnc!)));
}
