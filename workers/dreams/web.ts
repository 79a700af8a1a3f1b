import type { Member } from "../accounts/member";
import { localDay, validTimeZone } from "../progress/calendar";
import { parseInput } from "../validation";
import { readCookie } from "../web/session-cookie";
import type { WebScope } from "../web/scope";
import { answerPromptSchema, createDreamSchema, listDreamsSchema, regenerateSchema, updateDreamSchema } from "./schemas";
import {
  answerReflectionPrompt,
  createDream,
  deleteDream,
  dreamCompanion,
  dreamInsights,
  dreamPatterns,
  dreamReflection,
  getDream,
  updateDream,
} from "./service";
import type { DreamList } from "./types";

/** Cards preview a few lines; the page does not need the whole of a long dream to show them. */
const PREVIEW_CHARACTERS = 400;

function withPreviews(list: DreamList): DreamList {
  return {
    ...list,
    dreams: list.dreams.map((dream) =>
      dream.content.length > PREVIEW_CHARACTERS ? { ...dream, content: `${dream.content.slice(0, PREVIEW_CHARACTERS).trimEnd()}…` } : dream,
    ),
  };
}

/** The dream companion for Remix loaders and actions; every input goes through the API's schemas. */
export function dreamsWeb({ services, request }: WebScope) {
  /** The browser's zone, from the cookie the signed-in shell sets (UTC until it has). */
  const timeZone = () => validTimeZone(readCookie(request, "tz"));
  return {
    dreams: {
      /** Today in the person's zone: the Log Dream form's default date. */
      today: () => localDay(services.now(), timeZone()).date,
      /** The companion page: the list (search, type and page from the URL), the statistics and the patterns. */
      async companion(member: Member, query: Record<string, string>) {
        const page = await dreamCompanion(services, member, parseInput(listDreamsSchema, query), timeZone());
        return { ...page, list: withPreviews(page.list) };
      },
      get: (member: Member, dreamId: string) => getDream(services, member, dreamId),
      create: (member: Member, body: unknown) => createDream(services, member, parseInput(createDreamSchema, body), timeZone()),
      update: (member: Member, dreamId: string, body: unknown) => updateDream(services, member, dreamId, parseInput(updateDreamSchema, body)),
      delete: (member: Member, dreamId: string) => deleteDream(services, member, dreamId),
      insights: (member: Member, dreamId: string, body: unknown) => dreamInsights(services, member, dreamId, parseInput(regenerateSchema, body)),
      reflection: (member: Member, dreamId: string) => dreamReflection(services, member, dreamId),
      answer: (member: Member, dreamId: string, promptId: string, body: unknown) =>
        answerReflectionPrompt(services, member, dreamId, promptId, parseInput(answerPromptSchema, body).answer),
      patterns: (member: Member, body: unknown) => dreamPatterns(services, member, parseInput(regenerateSchema, body), timeZone()),
    },
  };
}
