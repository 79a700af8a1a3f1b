import type { Member } from "../accounts/member";
import { parseInput } from "../validation";
import type { WebScope } from "../web/scope";
import { createEntrySchema, listQuerySchema, updateEntrySchema } from "./schemas";
import {
  createJournalEntry,
  deleteJournalEntry,
  generateJournalInsights,
  listJournal,
  updateJournalEntry,
} from "./service";

/** The journal for Remix loaders and actions, validated with the API's schemas. */
export function journalWeb({ services }: WebScope) {
  return {
    journal: {
      list: (member: Member, query: unknown) => listJournal(services, member, parseInput(listQuerySchema, query)),
      create: (member: Member, body: unknown) => createJournalEntry(services, member, parseInput(createEntrySchema, body)),
      update: (member: Member, entryId: string, body: unknown) => updateJournalEntry(services, member, entryId, parseInput(updateEntrySchema, body)),
      remove: (member: Member, entryId: string) => deleteJournalEntry(services, member, entryId),
      generateInsights: (member: Member, entryId: string) => generateJournalInsights(services, member, entryId),
    },
  };
}
