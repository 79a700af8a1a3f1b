import { eq } from "drizzle-orm";
import { createAiProvider } from "../ai/provider";
import { checkCompletion, pendingSafetyCheckIn } from "../assessments/service";
import type { ServiceContext } from "../context";
import { therapists, type UserRow } from "../db/schema";
import type { ReplyInput, ReplyResult } from "../durable-objects/chat-session";
import { Conflict, Forbidden, Invalid, NotFound, PlanRequired, Unavailable } from "../errors";
import { canUseTherapist, type AccessState } from "../subscriptions/service";
import {
  completeSession,
  deleteSessionRow,
  findEmptyActiveSession,
  findOwnedSession,
  insertSession,
  listMessages,
  listRecentSessions,
  recentSummaries,
} from "./store";

export const MESSAGE_MAX_LENGTH = 4000;
export const REPLY_FAILED_MESSAGE = "Sorry, I'm having trouble responding right now. Please try again.";
export const RECENT_SESSIONS_DEFAULT = 10;
export const RECENT_SESSIONS_MAX = 50;
const MEMORY_SESSIONS = 3;

export interface ChatUser {
  account: UserRow;
  access: AccessState;
}

async function findTherapist(ctx: ServiceContext, therapistId: string) {
  const [row] = await ctx.db.select().from(therapists).where(eq(therapists.id, therapistId)).limit(1);
  if (!row) throw new NotFound("Therapist not found.", "THERAPIST_NOT_FOUND");
  return row;
}

/** No trial and no plan: nothing opens. Base: only the therapist chosen when subscribing. */
function assertCanUseTherapist({ account, access }: ChatUser, therapistId: string) {
  if (access.level === "none") {
    throw new PlanRequired("Your free trial has ended. Choose a plan to keep talking with your therapists.", "PLAN_REQUIRED");
  }
  if (!canUseTherapist(access, account, therapistId)) {
    throw new Forbidden(
      "You need an Advanced Plan to access this therapist. Please upgrade your subscription.",
      "THERAPIST_NOT_IN_PLAN",
    );
  }
}

async function ownedSession(ctx: ServiceContext, userId: string, sessionId: string) {
  const session = await findOwnedSession(ctx, userId, sessionId);
  if (!session) throw new NotFound("Chat session not found.", "SESSION_NOT_FOUND");
  return session;
}

/**
 * Opens a session with a therapist: reuses the user's untouched session with them if there is one, so opening
 * the chat screen repeatedly does not fill Recent Sessions with empty conversations.
 */
export async function startSession(ctx: ServiceContext, user: ChatUser, therapistId: string) {
  assertCanUseTherapist(user, therapistId);
  const therapist = await findTherapist(ctx, therapistId);
  const [session, assessment] = await Promise.all([
    findEmptyActiveSession(ctx, user.account.id, therapist.id).then((found) => found ?? insertSession(ctx, user.account.id, therapist.id)),
    checkCompletion(ctx, user.account.id, therapist.id),
  ]);
  return {
    sessionId: session.id,
    assessmentStatus: { hasCompleted: assessment.hasCompleted, assessmentId: therapist.assessmentId, responseId: assessment.responseId },
  };
}

export interface ChatMessageView {
  _id: string;
  content: string;
  role: "user" | "assistant";
  timestamp: string;
  isCrisis: boolean;
  metadata: { crisis: { level: "none" | "concern" | "crisis" } };
}

export async function getSession(ctx: ServiceContext, userId: string, sessionId: string) {
  const session = await ownedSession(ctx, userId, sessionId);
  const messages = await listMessages(ctx, session.id);
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

export async function recentSessions(ctx: ServiceContext, userId: string, limit = RECENT_SESSIONS_DEFAULT) {
  const rows = await listRecentSessions(ctx, userId, Math.min(Math.max(1, limit), RECENT_SESSIONS_MAX));
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
export async function endSession(ctx: ServiceContext, userId: string, sessionId: string) {
  const session = await ownedSession(ctx, userId, sessionId);
  if (session.status === "completed") return { success: true, status: "completed" as const };
  const messages = await listMessages(ctx, session.id);
  const therapist = await findTherapist(ctx, session.therapistId);
  let summary: string | null = null;
  if (messages.length > 0) {
    const turns = messages.map((message) => ({ role: message.role, content: message.content }));
    const subject = { id: therapist.id, name: therapist.name, specialty: therapist.specialty };
    summary = await createAiProvider(ctx.config)
      .summarizeSession(subject, turns)
      .catch(() => createAiProvider({}).summarizeSession(subject, turns));
  }
  await completeSession(ctx, session.id, summary);
  return { success: true, status: "completed" as const };
}

export async function deleteSession(ctx: ServiceContext, userId: string, sessionId: string) {
  const session = await ownedSession(ctx, userId, sessionId);
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
 * Checks everything about a send (text, ownership, plan, session state) and prepares the input of the
 * session's Durable Object. The placeholder `new-session` starts a session with `therapistId` first.
 */
async function prepareSend(ctx: ServiceContext, user: ChatUser, input: SendInput): Promise<ReplyInput> {
  const message = input.message.trim();
  if (!message) throw new Invalid("Please write a message before sending.", "message");
  if (message.length > MESSAGE_MAX_LENGTH) {
    throw new Invalid(`Messages can be up to ${MESSAGE_MAX_LENGTH.toLocaleString("en-US")} characters.`, "message");
  }
  let sessionId = input.sessionId;
  if (sessionId === "new-session") {
    if (!input.therapistId) throw new Invalid("Choose a therapist to start a session.", "therapistId");
    sessionId = (await startSession(ctx, user, input.therapistId)).sessionId;
  }
  const session = await ownedSession(ctx, user.account.id, sessionId);
  if (input.therapistId && input.therapistId !== session.therapistId) {
    throw new Invalid("This session belongs to another therapist.", "therapistId");
  }
  assertCanUseTherapist(user, session.therapistId);
  if (session.status === "completed") {
    throw new Conflict("This session has ended. Start a new session to keep talking.", "SESSION_COMPLETED");
  }
  const therapist = await findTherapist(ctx, session.therapistId);
  const [summaries, safetyCheckInResponseId] = await Promise.all([
    user.access.level === "trial" || user.access.level === "advanced" ? recentSummaries(ctx, user.account.id, therapist.id, MEMORY_SESSIONS) : [],
    pendingSafetyCheckIn(ctx, user.account.id),
  ]);
  return {
    sessionId,
    userId: user.account.id,
    therapist: { id: therapist.id, name: therapist.name, specialty: therapist.specialty },
    message,
    clientMessageId: input.clientMessageId ?? null,
    memory: summaries.join("\n") || null,
    userFirstName: user.account.firstName || null,
    safetyCheckInResponseId,
  };
}

/** Sends and waits for the whole reply (the JSON API). */
export async function sendMessage(ctx: ServiceContext, user: ChatUser, input: SendInput): Promise<ReplyResult & { sessionId: string }> {
  const prepared = await prepareSend(ctx, user, input);
  try {
    const result = await chatSessionStub(ctx, prepared.sessionId).reply(prepared);
    return { ...result, sessionId: prepared.sessionId };
  } catch (error) {
    console.error("Chat reply failed", error);
    throw new Unavailable(REPLY_FAILED_MESSAGE, "REPLY_FAILED");
  }
}

/** Sends and streams the reply as server-sent events (the web UI). */
export async function streamMessage(ctx: ServiceContext, user: ChatUser, input: SendInput) {
  const prepared = await prepareSend(ctx, user, input);
  return { sessionId: prepared.sessionId, stream: await chatSessionStub(ctx, prepared.sessionId).streamReply(prepared) };
}
