import { z } from "zod";
import { chatTexts, MESSAGE_MAX_LENGTH } from "../shared/chat";
import { plainString } from "../validation";

/** The body of a send, from the API and from the web UI alike. */
export const sendMessageSchema = z.object({
  message: z.string({ error: chatTexts.empty }).trim().min(1, chatTexts.empty).max(MESSAGE_MAX_LENGTH, chatTexts.tooLong),
  therapistId: plainString("The therapist id").max(64).optional(),
  /** Makes a send idempotent per person, across `new-session` too (decision record 0045). */
  clientMessageId: plainString("The client message id").min(1).max(100).optional(),
});

export type SendMessageBody = z.infer<typeof sendMessageSchema>;
