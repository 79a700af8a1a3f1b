import { asc, eq } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { journalEntries } from "../db/schema";
import type { HandoverPerson, HandoverSection } from "../export/document";
import { dateRange, formatDateTime, plural } from "../export/format";
import { openEntry } from "./store";

/** Every journal entry, oldest first, in the person's words. */
export async function journalHandoverSection(ctx: ServiceContext, person: HandoverPerson): Promise<HandoverSection | null> {
  const rows = await ctx.db.select().from(journalEntries).where(eq(journalEntries.userId, person.userId)).orderBy(asc(journalEntries.createdAt));
  if (rows.length === 0) return null;
  const entries = await Promise.all(rows.map((row) => openEntry(ctx, person.userId, row)));
  return {
    title: "Journal entries",
    note: "What the person wrote in their journal, with the mood they chose for each entry. Entries marked public were never shown to anyone else.",
    summary: [
      {
        heading: "Journal",
        lines: [`${plural(entries.length, "entry", "entries")} (${dateRange(entries[0]!.createdAt, entries.at(-1)!.createdAt, person.timeZone)}).`],
      },
    ],
    blocks: entries.flatMap((entry) => [
      {
        kind: "heading" as const,
        text: entry.title,
        detail: `${formatDateTime(entry.createdAt, person.timeZone)} · mood ${entry.mood}${entry.tags.length ? ` · ${entry.tags.join(", ")}` : ""}`,
      },
      { kind: "paragraph" as const, text: entry.content },
    ]),
  };
}
