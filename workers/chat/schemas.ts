import { z } from "zod";
import { Invalid } from "../errors";

/** The body of a send, from the API and from the web UI alike. */
export const sendMessageSchema = z.object({
  message: z.string({ error: "Please write a message before sending." }),
  therapistId: z.string().max(64).optional(),
  clientMessageId: z.string().min(1).max(100).optional(),
});

export type SendMessageBody = z.infer<typeof sendMessageSchema>;

export function parseSendMessage(body: unknown): SendMessageBody {
  const parsed = sendMessageSchema.safeParse(body);
  if (!parsed.success) throw new Invalid(parsed.error.issues[0]?.message ?? "Invalid message.", "message");
  return parsed.data;
}
