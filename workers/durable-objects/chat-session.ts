import { DurableObject } from "cloudflare:workers";

/**
 * One live chat session: serialises sends and streams replies.
 * Its behaviour arrives with the chat feature; the class is declared now so the binding and its
 * SQLite storage migration exist from the first deploy.
 */
export class ChatSession extends DurableObject<Env> {}
