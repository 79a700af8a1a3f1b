import type { Member } from "../accounts/member";
import { parseInput } from "../validation";
import type { WebScope } from "../web/scope";
import { sendMessageSchema } from "./schemas";
import { deleteSession, endSession, getSession, lastConversation, recentSessions, startSession, streamMessage } from "./service";

/** The chat for Remix loaders and actions. */
export function chatWeb({ services }: WebScope) {
  return {
    chat: {
      start: (member: Member, therapistId: string) => startSession(services, member, therapistId),
      session: (member: Member, sessionId: string) => getSession(services, member, sessionId),
      last: (member: Member, therapistId: string) => lastConversation(services, member, therapistId),
      recent: (member: Member) => recentSessions(services, member),
      end: (member: Member, sessionId: string) => endSession(services, member, sessionId),
      delete: (member: Member, sessionId: string) => deleteSession(services, member, sessionId),
      /** Validates a send from the web UI and returns the reply as server-sent events. */
      stream: (member: Member, sessionId: string, body: unknown) =>
        streamMessage(services, member, { ...parseInput(sendMessageSchema, body), sessionId }),
    },
  };
}
