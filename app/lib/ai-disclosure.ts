/** After this much continued use of one conversation, the chat says again that the therapist is an AI. */
export const DISCLOSURE_INTERVAL_MS = 3 * 60 * 60 * 1000;

/**
 * The times at which a conversation that began at `startedAt` reminds the person they are talking to an AI: every
 * three hours of the conversation, up to now. Computed from timestamps, so a reload shows the same reminders.
 */
export function disclosureTimes(startedAt: string | null, now: number): string[] {
  if (!startedAt) return [];
  const start = Date.parse(startedAt);
  if (Number.isNaN(start)) return [];
  const times: string[] = [];
  for (let at = start + DISCLOSURE_INTERVAL_MS; at <= now; at += DISCLOSURE_INTERVAL_MS) times.push(new Date(at).toISOString());
  return times;
}
