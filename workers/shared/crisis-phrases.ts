/**
 * The product's plain crisis phrase list (case-insensitive substring match). It only decides when the in-chat
 * crisis banner appears, so it is kept exactly as specified, false positives included. The server's detector
 * (workers/safety/crisis.ts) grades every message properly.
 */
export const CLIENT_CRISIS_PHRASES = [
  "suicide",
  "kill myself",
  "want to die",
  "end it all",
  "self-harm",
  "hurt myself",
  "no reason to live",
  "better off dead",
  "give up",
] as const;

export function matchesClientCrisisPhrase(text: string): boolean {
  const lower = text.toLowerCase();
  return CLIENT_CRISIS_PHRASES.some((phrase) => lower.includes(phrase));
}
