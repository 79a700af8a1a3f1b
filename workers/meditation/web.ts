import type { Member } from "../accounts/member";
import { validTimeZone } from "../progress/calendar";
import { parseInput } from "../validation";
import { readCookie } from "../web/session-cookie";
import type { WebScope } from "../web/scope";
import { completeSessionSchema, generateSessionSchema } from "./schemas";
import { completeMeditationSession, generateMeditationSession, meditationStats } from "./service";

/** Meditation for Remix loaders and actions; days are counted in the browser's zone (the shell's cookie). */
export function meditationWeb({ services, request }: WebScope) {
  const timeZone = () => validTimeZone(readCookie(request, "tz"));
  return {
    meditation: {
      stats: (member: Member) => meditationStats(services, member, timeZone()),
      generate: (member: Member, body: unknown) => generateMeditationSession(services, member, parseInput(generateSessionSchema, body)),
      complete: (member: Member, body: unknown) => completeMeditationSession(services, member, parseInput(completeSessionSchema, body), timeZone()),
    },
  };
}
