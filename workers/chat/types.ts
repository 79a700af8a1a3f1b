import type { ChatReplyRequest } from "../ai/types";
import type { CrisisLevel } from "../safety/crisis";

/** The chat area's wire types: between the service and the session object, and what the browser reads. */

export interface ReplyInput {
  sessionId: string;
  userId: string;
  therapist: ChatReplyRequest["therapist"];
  message: string;
  /** Chosen by the client per message; a retry with the same id gets the first answer again. */
  clientMessageId: string | null;
  memory: string | null;
  userFirstName: string | null;
  /** An assessment result whose safety answer this reply must check in on first. */
  safetyCheckInResponseId: string | null;
  /** Whose crisis lines a safe-messaging reply gives (null: the default country's). */
  crisisCountry: string | null;
}

export interface ReplyResult {
  userMessage: { id: string; content: string; timestamp: string; crisisLevel: CrisisLevel };
  reply: { id: string; content: string; timestamp: string };
}

export type ReplyEvent =
  | { type: "chunk"; text: string }
  | ({ type: "done" } & ReplyResult)
  | { type: "error"; message: string };

export interface ChatMessageView {
  _id: string;
  content: string;
  role: "user" | "assistant";
  timestamp: string;
  isCrisis: boolean;
  metadata: { crisis: { level: CrisisLevel } };
}

/** The person's last conversation with a therapist, as the chat offers to continue it. */
export interface LastConversation {
  sessionId: string;
  status: "active" | "completed";
  lastMessage: string;
  messageCount: number;
  updatedAt: string;
}
