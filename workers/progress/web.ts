import type { Member } from "../accounts/member";
import { parseInput } from "../validation";
import { readCookie } from "../web/session-cookie";
import type { WebScope } from "../web/scope";
import { validTimeZone } from "./calendar";
import { moodInputSchema } from "./schemas";
import { addMoodEntry, progressDashboard, progressInsightsFor } from "./service";

/** Progress for Remix loaders and actions. */
export function progressWeb({ services, request }: WebScope) {
  return {
    progress: {
      /** The browser's zone, from the cookie the signed-in shell sets (UTC until it has). */
      timeZone: () => validTimeZone(readCookie(request, "tz")),
      dashboard: (member: Member, timeZone: string) => progressDashboard(services, member, timeZone),
      refreshInsights: (member: Member, timeZone: string) => progressInsightsFor(services, member, timeZone, { refresh: true }),
      addMood: (member: Member, body: unknown) => addMoodEntry(services, member, parseInput(moodInputSchema, body)),
    },
  };
}
