import type { ServiceContext } from "../context";
import { emailOutbox } from "../db/schema";

export interface EmailMessage {
  userId: string | null;
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends through an HTTP email API when EMAIL_API_URL, EMAIL_API_KEY and EMAIL_FROM are configured (a JSON POST with
 * from, to, subject and text, bearer-authenticated, as Resend and similar services accept); otherwise the message
 * goes to the local outbox table so a developer can open its links.
 */
export async function sendEmail(ctx: ServiceContext, message: EmailMessage): Promise<void> {
  const { EMAIL_API_URL, EMAIL_API_KEY, EMAIL_FROM } = ctx.config;
  if (EMAIL_API_URL && EMAIL_API_KEY && EMAIL_FROM) {
    const response = await fetch(EMAIL_API_URL, {
      method: "POST",
      headers: { Authorization: `Bearer ${EMAIL_API_KEY}`, "Content-Type": "application/json" },
      body: JSON.stringify({ from: EMAIL_FROM, to: message.to, subject: message.subject, text: message.text }),
    });
    if (!response.ok) throw new Error(`The email API answered ${response.status}`);
    return;
  }
  await ctx.db.insert(emailOutbox).values({
    userId: message.userId,
    toAddress: message.to,
    subject: message.subject,
    body: message.text,
    createdAt: ctx.now(),
  });
}
