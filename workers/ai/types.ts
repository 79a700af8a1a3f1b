/** The AI area's types: what every engine implements and what callers pass. */
import type { CountryCrisisLines } from "../shared/crisis-lines";

export type Specialty =
  | "family"
  | "relationships"
  | "trauma"
  | "grief"
  | "stress"
  | "self-esteem"
  | "marriage"
  | "addiction"
  | "depression"
  | "anxiety";

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

export interface ChatReplyRequest {
  therapist: { id: string; name: string; specialty: string };
  /** Earlier turns of this session, oldest first, not including `message`. */
  history: ChatTurn[];
  /** The user's new message. */
  message: string;
  /** Short summary of earlier sessions with this therapist, or null. */
  memory: string | null;
  /** From the server's detector; the caller overrides crisis replies anyway. */
  crisisLevel: "none" | "concern" | "crisis";
  userFirstName: string | null;
  /** The person's crisis lines (their chosen or guessed country), which a model's safety rules give; the default country's when absent. */
  crisisLines?: CountryCrisisLines;
}

/** The one interface every AI feature uses, whichever engine answers. */
export interface AiProvider {
  readonly kind: "builtin" | "openai";
  /** Streams the therapist's reply as text chunks. Throws AiUnavailable on failure before any chunk. */
  streamChatReply(request: ChatReplyRequest, signal?: AbortSignal): AsyncIterable<string>;
  /** Short third-person summary (<= 600 chars) of a finished session for cross-session memory. */
  summarizeSession(therapist: ChatReplyRequest["therapist"], turns: ChatTurn[]): Promise<string>;
  /** Answers a question about the product from retrieved help passages; a model is told the person's crisis lines. */
  answerHelpQuestion(question: string, passages: HelpPassage[], crisisLines: CountryCrisisLines): Promise<string>;
  /**
   * A JSON object written by the model for a structured task (assessment insights, progress insights). The caller
   * validates it and keeps its own computed result when it is invalid. The built-in engine has no model: null.
   */
  writeJson(task: JsonTask): Promise<unknown>;
}

export interface JsonTask {
  /** What to write and the rules; it ends with a line "JSON shape: {...}" giving an example of the object. */
  instructions: string;
  /** The facts to write from, as JSON. */
  input: unknown;
  /** A longer answer than the default allows (a guided meditation script). */
  maxTokens?: number;
  /** A safety check of a text a person wrote: counted apart, so it never spends their generations (spend.ts). */
  safetyCheck?: boolean;
}

export interface HelpPassage {
  question: string;
  answer: string;
}

/** The model could not answer: callers show the failure bubble or fall back to the built-in engine. */
export class AiUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "AiUnavailable";
  }
}

export interface AiConfig {
  AI_BASE_URL?: string;
  AI_API_KEY?: string;
  AI_MODEL?: string;
  AI_TIMEOUT_MS?: number;
  /** Milliseconds between the built-in engine's streamed word groups; 0 turns the pacing off. */
  AI_STREAM_PACE_MS?: number;
  /** Where the help assistant sends questions it cannot answer. */
  SUPPORT_EMAIL?: string;
}
