import { count, desc, eq } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { openText } from "../crypto/person-text";
import { chatMessages, chatSessions, therapists } from "../db/schema";
import type { Block, HandoverPerson, HandoverSection } from "../export/document";
import { dateRange, formatDateTime, plural } from "../export/format";

/**
 * The most recent messages a handover PDF holds. 2,000 messages make a ~300-page PDF in about 1.5 s of CPU; the cap
 * keeps a long history inside a Worker's memory and time limits. The JSON export always has every message.
 */
export const HANDOVER_MESSAGE_LIMIT = 3_000;

const CRISIS_NOTES = {
  concern: "Haven's safety check noted signs of distress in this message.",
  crisis: "Haven's safety check flagged this message as a possible crisis and showed crisis resources.",
} as const;

/** The chat transcripts and, on the summary page, the therapists the person talked to. */
export async function chatHandoverSection(ctx: ServiceContext, person: HandoverPerson): Promise<HandoverSection | null> {
  const [sessions, [total], recent] = await Promise.all([
    ctx.db
      .select({
        id: chatSessions.id,
        status: chatSessions.status,
        createdAt: chatSessions.createdAt,
        therapistName: therapists.name,
        specialty: therapists.specialty,
      })
      .from(chatSessions)
      .innerJoin(therapists, eq(therapists.id, chatSessions.therapistId))
      .where(eq(chatSessions.userId, person.userId))
      .orderBy(chatSessions.createdAt),
    ctx.db.select({ value: count() }).from(chatMessages).where(eq(chatMessages.userId, person.userId)),
    ctx.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.userId, person.userId))
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.seq))
      .limit(HANDOVER_MESSAGE_LIMIT),
  ]);
  const totalMessages = total?.value ?? 0;
  const messages = await Promise.all(
    recent.reverse().map(async (row) => ({ ...row, content: await openText(ctx, person.userId, row.contentEnc) })),
  );
  const bySession = new Map<string, typeof messages>();
  for (const message of messages) bySession.set(message.sessionId, [...(bySession.get(message.sessionId) ?? []), message]);

  const perTherapist = new Map<string, { specialty: string; sessions: number; messages: number; first: Date; last: Date }>();
  for (const session of sessions) {
    const sessionMessages = bySession.get(session.id) ?? [];
    if (sessionMessages.length === 0) continue;
    const entry = perTherapist.get(session.therapistName) ?? {
      specialty: session.specialty,
      sessions: 0,
      messages: 0,
      first: sessionMessages[0]!.createdAt,
      last: sessionMessages[0]!.createdAt,
    };
    entry.sessions++;
    entry.messages += sessionMessages.length;
    entry.last = sessionMessages.at(-1)!.createdAt;
    perTherapist.set(session.therapistName, entry);
  }

  const blocks: Block[] = [];
  for (const session of sessions) {
    const sessionMessages = bySession.get(session.id) ?? [];
    if (sessionMessages.length === 0) continue;
    const first = sessionMessages[0]!.createdAt;
    blocks.push({
      kind: "heading",
      text: `${session.therapistName} (${session.specialty})`,
      detail: `${formatDateTime(first, person.timeZone)} · ${plural(sessionMessages.length, "message")} · ${session.status === "completed" ? "ended" : "still open"}`,
    });
    for (const message of sessionMessages) {
      blocks.push({
        kind: "message",
        speaker: message.role === "user" ? person.name : `${session.therapistName} (AI)`,
        at: message.createdAt,
        text: message.content,
        note: message.crisisLevel === "none" ? undefined : CRISIS_NOTES[message.crisisLevel],
      });
    }
  }

  const truncated = totalMessages > messages.length;
  return {
    title: "Chat transcripts",
    note:
      "Conversations with Haven's AI therapists, oldest first. The therapists are AI models, not licensed clinicians; " +
      "their replies are suggestions, not clinical advice." +
      (truncated
        ? ` This document holds the most recent ${messages.length.toLocaleString("en-US")} of ${totalMessages.toLocaleString("en-US")} messages; the data export (JSON) has all of them.`
        : ""),
    summary: [
      {
        heading: "Therapists talked to",
        empty: "No conversations yet.",
        table:
          perTherapist.size === 0
            ? undefined
            : {
                columns: ["AI therapist", "Specialty", "Sessions", "Messages", "Period"],
                rows: [...perTherapist].map(([name, entry]) => [
                  name,
                  entry.specialty,
                  String(entry.sessions),
                  String(entry.messages),
                  dateRange(entry.first, entry.last, person.timeZone),
                ]),
              },
      },
    ],
    blocks,
  };
}
