import { z } from "zod";
import { chatTexts, MESSAGE_MAX_LENGTH } from "../shared/chat";

/** The body of a send, from the API and from the web UI alike. */
export const sendMessageSchema = z.object({
  message: z.string({ error: chatTexts.empty }).trim().min(1, chatTexts.empty).max(MESSAGE_MAX_LENGTH, chatTexts.tooLong),
  therapistId: z.string().max(64).optional(),
  clientMessageId: z.string().min(1).max(100).optional(),
});

export type SendMessageBody = z.infer<typeof sendMessageSchema>;
