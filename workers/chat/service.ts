import { eq } from "drizzle-orm";
import { withBuiltinFallback } from "../ai/with-fallback";
import { checkCompletion, pendingSafetyCheckIn } from "../assessments/service";
import type { Member } from "../accounts/member";
import type { ServiceContext } from "../context";
import { therapists } from "../db/schema";
import { Conflict, Invalid, NotFound, Unavailable } from "../errors";
import { chatTexts, RECENT_SESSIONS_DEFAULT, RECENT_SESSIONS_MAX } from "../shared/chat";
import { hasFeature } from "../shared/plans";
import { requireTherapist } from "../subscriptions/access";
import {
  claimSessionForMessage,
  completeSession,
  deleteSessionRow,
  findEmptyActiveSession,
  findLatestConversation,
  findOwnedSession,
  insertSession,
  listMessages,
  listRecentSessions,
  recentSummaries,
} from "./store";

import type { ChatMessageView, LastConversation, ReplyInput, ReplyResult } from "./types";

const MEMORY_SESSIONS = 3;

async function findTherapist(ctx: ServiceContext, therapistId: string) {
  const [row] = await ctx.db.select().from(therapists).where(eq(therapists.id, therapistId)).limit(1);
  if (!row) throw new NotFound("Therapist not found.", "THERAPIST_NOT_FOUND");
  return row;
}

async function ownedSession(ctx: ServiceContext, member: Member, sessionId: string) {
  const session = await findOwnedSession(ctx, member.id, sessionId);
  if (!session) throw new NotFound("Chat session not found.", "SESSION_NOT_FOUND");
  return session;
}

/**
 * Opens a session with a therapist: reuses the user's untouched session with them if there is one, so opening
 * the chat screen repeatedly does not fill Recent Sessions with empty conversations.
 */
export async function startSession(ctx: ServiceContext, member: Member, therapistId: string) {
  requireTherapist(member, therapistId);
  const therapist = await findTherapist(ctx, therapistId);
  const [session, assessment] = await Promise.all([
    findEmptyActiveSession(ctx, member.id, therapist.id).then((found) => found ?? insertSession(ctx, member.id, therapist.id)),
    checkCompletion(ctx, member, therapist.id),
  ]);
  return {
    sessionId: session.id,
    assessmentStatus: {
      hasCompleted: assessment.hasCompleted,
      assessmentId: therapist.assessmentId,
      responseId: assessment.responseId,
      // Minutes, from the instrument itself, so the chat's prompt and the assessment cards say the same.
      estimatedDuration: assessment.estimatedDuration,
    },
  };
}

/**
 * The last conversation with this therapist, for the chat to offer to continue it (opening a therapist again starts
 * an empty session otherwise). Null when there is none.
 */
export async function lastConversation(ctx: ServiceContext, member: Member, therapistId: string): Promise<LastConversation | null> {
  const found = await findLatestConversation(ctx, member.id, therapistId);
  if (!found) return null;
  const { session, lastMessage } = found;
  return {
    sessionId: session.id,
    status: session.status,
    lastMessage,
    messageCount: session.messageCount,
    updatedAt: session.updatedAt.toISOString(),
  };
}

export async function getSession(ctx: ServiceContext, member: Member, sessionId: string) {
  const session = await ownedSession(ctx, member, sessionId);
  const messages = await listMessages(ctx, member.id, session.id);
  return {
    sessionId: session.id,
    therapistId: session.therapistId,
    status: session.status,
    messages: messages.map(
      (message): ChatMessageView => ({
        _id: message.id,
        content: message.content,
        role: message.role,
        timestamp: message.createdAt.toISOString(),
        isCrisis: message.crisisLevel === "crisis",
        metadata: { crisis: { level: message.crisisLevel } },
      }),
    ),
  };
}

export async function recentSessions(ctx: ServiceContext, member: Member, limit = RECENT_SESSIONS_DEFAULT) {
  const rows = await listRecentSessions(ctx, member.id, Math.min(Math.max(1, limit), RECENT_SESSIONS_MAX));
  return rows.map(({ session, therapistName, therapistSpecialty, lastMessage }) => ({
    _id: session.id,
    sessionId: session.id,
    therapistId: session.therapistId,
    therapistName,
    therapistSpecialty,
    lastMessage,
    updatedAt: session.updatedAt.toISOString(),
    messageCount: session.messageCount,
    status: session.status,
  }));
}

/** Marks the session completed and keeps a short summary as memory for the next session with this therapist. */
export async function endSession(ctx: ServiceContext, member: Member, sessionId: string) {
  const session = await ownedSession(ctx, member, sessionId);
  if (session.status === "completed") return { success: true, status: "completed" as const };
  const messages = await listMessages(ctx, member.id, session.id);
  const therapist = await findTherapist(ctx, session.therapistId);
  let summary: string | null = null;
  if (messages.length > 0) {
    const turns = messages.map((message) => ({ role: message.role, content: message.content }));
    const subject = { id: therapist.id, name: therapist.name, specialty: therapist.specialty };
    summary = await withBuiltinFallback(ctx.config, "Session summary", (provider) => provider.summarizeSession(subject, turns));
  }
  await completeSession(ctx, session, summary);
  return { success: true, status: "completed" as const };
}

export async function deleteSession(ctx: ServiceContext, member: Member, sessionId: string) {
  const session = await ownedSession(ctx, member, sessionId);
  await deleteSessionRow(ctx, session.id);
  await chatSessionStub(ctx, session.id).forget();
  return { success: true };
}

function chatSessionStub(ctx: ServiceContext, sessionId: string) {
  return ctx.env.CHAT_SESSION.get(ctx.env.CHAT_SESSION.idFromName(sessionId));
}

export interface SendInput {
  sessionId: string;
  therapistId?: string;
  message: string;
  clientMessageId?: string | null;
}

/**
 * The session a `new-session` send goes to. With a client message id, a retry (or ten concurrent copies) of the
 * same first message finds the session the first copy opened, whose Durable Object then answers it once.
 */
async function openSessionForSend(ctx: ServiceContext, member: Member, therapistId: string, clientMessageId: string | null) {
  if (!clientMessageId) return (await startSession(ctx, member, therapistId)).sessionId;
  requireTherapist(member, therapistId);
  const therapist = await findTherapist(ctx, therapistId);
  return (await claimSessionForMessage(ctx, member.id, therapist.id, clientMessageId)).id;
}

/**
 * Checks everything about a send (text, ownership, plan, session state) and prepares the input of the
 * session's Durable Object. The placeholder `new-session` opens a session with `therapistId` first.
 */
async function prepareSend(ctx: ServiceContext, member: Member, input: SendInput): Promise<ReplyInput> {
  const message = input.message;
  let sessionId = input.sessionId;
  if (sessionId === "new-session") {
    if (!input.therapistId) throw new Invalid("Choose a therapist to start a session.", "therapistId");
    sessionId = await openSessionForSend(ctx, member, input.therapistId, input.clientMessageId ?? null);
  }
  const session = await ownedSession(ctx, member, sessionId);
  if (input.therapistId && input.therapistId !== session.therapistId) {
    throw new Invalid("This session belongs to another therapist.", "therapistId");
  }
  requireTherapist(member, session.therapistId);
  if (session.status === "completed") {
    throw new Conflict("This session has ended. Start a new session to keep talking.", "SESSION_COMPLETED");
  }
  const therapist = await findTherapist(ctx, session.therapistId);
  const [summaries, safetyCheckInResponseId] = await Promise.all([
    hasFeature(member, "crossSessionMemory") ? recentSummaries(ctx, member.id, therapist.id, MEMORY_SESSIONS) : [],
    pendingSafetyCheckIn(ctx, member.id),
  ]);
  return {
    sessionId,
    userId: member.id,
    therapist: { id: therapist.id, name: therapist.name, specialty: therapist.specialty },
    message,
    clientMessageId: input.clientMessageId ?? null,
    memory: summaries.join("\n") || null,
    userFirstName: member.account.firstName || null,
    safetyCheckInResponseId,
    crisisCountry: member.account.crisisCountry,
  };
}

/** Sends and waits for the whole reply (the JSON API). */
export async function sendMessage(ctx: ServiceContext, member: Member, input: SendInput): Promise<ReplyResult & { sessionId: string }> {
  const prepared = await prepareSend(ctx, member, input);
  try {
    const result = await chatSessionStub(ctx, prepared.sessionId).reply(prepared);
    return { ...result, sessionId: prepared.sessionId };
  } catch (error) {
    console.error("Chat reply failed", error);
    throw new Unavailable(chatTexts.replyFailed, "REPLY_FAILED");
  }
}

/** Sends and streams the reply as server-sent events (the web UI). */
export async function streamMessage(ctx: ServiceContext, member: Member, input: SendInput) {
  const prepared = await prepareSend(ctx, member, input);
  return { sessionId: prepared.sessionId, stream: await chatSessionStub(ctx, prepared.sessionId).streamReply(prepared) };
}
