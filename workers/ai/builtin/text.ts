/** Small text helpers shared by the built-in engine. No randomness: everything derives from the conversation. */

/** Straight quotes, single spaces: people type on phones, and curly apostrophes would defeat every pattern. */
export function normalise(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02BC`]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}

export function splitSentences(text: string): string[] {
  return normalise(text)
    .split(/(?<=[.!?])\s+|\s*\n+\s*/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** A comparison key for a sentence or fragment: case, punctuation and spacing do not matter. */
export function textKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^a-z0-9']+/g, " ")
    .trim();
}

export function words(text: string): string[] {
  return textKey(text).split(" ").filter(Boolean);
}

/** FNV-1a: a stable 32-bit hash, so the same conversation always picks the same phrasing. */
export function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** The list starting at a seed-chosen position, so equal conversations start at the same place. */
export function rotate<T>(items: readonly T[], seed: number): T[] {
  if (items.length === 0) return [];
  const start = seed % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a", "a and b", "a, b and c". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/** Cuts at a sentence end when possible, else at a word, so a capped text never ends mid-word. */
export function truncate(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const head = text.slice(0, maxChars);
  const sentenceEnd = Math.max(head.lastIndexOf(". "), head.lastIndexOf("! "), head.lastIndexOf("? "));
  if (sentenceEnd > maxChars * 0.5) return head.slice(0, sentenceEnd + 1);
  const wordEnd = head.slice(0, maxChars - 1).lastIndexOf(" ");
  return `${head.slice(0, wordEnd > 0 ? wordEnd : maxChars - 1).replace(/[\s,;:]+$/, "")}\u2026`;
}
