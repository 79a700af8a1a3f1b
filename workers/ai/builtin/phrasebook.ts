import { capitalise, hash, rotate, splitSentences, textKey, unique } from "./text";

export type SlotName =
  | "feeling"
  | "thought"
  | "prediction"
  | "person"
  | "partner"
  | "topic"
  | "habit"
  | "lost"
  | "event"
  | "phrase"
  | "image"
  | "meaning"
  | "earlier"
  | "thing"
  | "name"
  | "therapist"
  | "plan"
  | "crisisLines"
  | "emergency";
export type Slots = Partial<Record<SlotName, string>>;

const SLOT = /\{(\w+)\}/g;
// Shorter literal pieces ("So ", ", and ") say nothing about which template was used.
const SIGNIFICANT_FRAGMENT = 12;

function slotsIn(template: string): string[] {
  return [...template.matchAll(SLOT)].map((match) => match[1]);
}

// Templates are a fixed set, and every reply checks many of them against every earlier turn.
const fingerprints = new Map<string, string[]>();

/** The literal parts of a template that identify it in anything said earlier, whatever filled its slots. */
function fingerprint(template: string): string[] {
  let parts = fingerprints.get(template);
  if (!parts) {
    parts = literalParts(template);
    fingerprints.set(template, parts);
  }
  return parts;
}

function literalParts(template: string): string[] {
  const fragments = template
    .split(SLOT)
    .filter((_, index) => index % 2 === 0)
    .map(textKey)
    .filter(Boolean);
  const significant = fragments.filter((fragment) => fragment.length >= SIGNIFICANT_FRAGMENT);
  if (significant.length) return significant;
  const longest = fragments.sort((a, b) => b.length - a.length)[0];
  return longest ? [longest] : [];
}

/** Whether this text contains any of the templates, with any slot values. */
export function containsTemplate(text: string, templates: readonly string[]): boolean {
  return keyContainsTemplate(textKey(text), templates);
}

function keyContainsTemplate(key: string, templates: readonly string[]): boolean {
  return templates.some((template) => {
    const parts = fingerprint(template);
    return parts.length > 0 && parts.every((part) => key.includes(part));
  });
}

function render(template: string, slots: Slots): string | null {
  let missing = false;
  const text = template.replace(SLOT, (_, name: string) => {
    const value = slots[name as SlotName];
    if (!value) missing = true;
    return value ?? "";
  });
  return missing ? null : capitalise(text);
}

export interface PickOptions {
  /** Distinguishes picks within one reply, so they do not all start at the same rotation. */
  salt: string;
  /**
   * Stems like reflections may come back after a few turns with new words in them; questions and
   * techniques must not. Either way the exact same sentence is never said twice.
   */
  reuseAfterTurns?: number;
  /** Safety wording must always be given, even if it has been said before in this session. */
  allowRepeat?: boolean;
}

/**
 * Chooses wording for one reply: seeded by the conversation (so it is deterministic), preferring
 * templates that use the person's words, and never repeating a sentence said earlier in the session.
 */
export class Phrasebook {
  private readonly spokenSentences = new Set<string>();
  private readonly turnKeys: string[];
  private currentReplyKey = "";

  constructor(
    private readonly seed: number,
    turns: readonly string[],
  ) {
    this.turnKeys = turns.map(textKey);
    for (const turn of turns) for (const sentence of splitSentences(turn)) this.spokenSentences.add(textKey(sentence));
  }

  /** Whether any of these templates was said in this session, with any slot values. */
  said(templates: readonly string[], lastTurnsOnly?: number): boolean {
    const turnKeys = lastTurnsOnly === undefined ? this.turnKeys : this.turnKeys.slice(-lastTurnsOnly);
    return [...turnKeys, this.currentReplyKey].some((key) => keyContainsTemplate(key, templates));
  }

  pick(templates: readonly string[], slots: Slots, options: PickOptions): string | null {
    const seed = this.seed ^ hash(options.salt);
    // Templates carrying more of the person's own words come first; within a group, the seed decides.
    const slotCounts = unique(templates.map((template) => slotsIn(template).length)).sort((a, b) => b - a);
    const ordered = slotCounts
      .flatMap((count) => rotate(templates.filter((template) => slotsIn(template).length === count), seed >>> count))
      .map((template) => ({ template, text: render(template, slots) }))
      .filter((candidate): candidate is { template: string; text: string } => candidate.text !== null);

    const passes: ((candidate: { template: string; text: string }) => boolean)[] = [
      ({ template, text }) => this.isFresh(text) && !this.said([template]),
    ];
    if (options.reuseAfterTurns !== undefined) {
      const turns = options.reuseAfterTurns;
      passes.push(({ template, text }) => this.isFresh(text) && !this.said([template], turns));
    }
    if (options.allowRepeat) passes.push(() => true);

    for (const pass of passes) {
      const chosen = ordered.find(pass);
      if (chosen) {
        this.remember(chosen.text);
        return chosen.text;
      }
    }
    return null;
  }

  /** What is picked now counts as said, so nothing later in the same reply repeats it. */
  private remember(text: string): void {
    for (const sentence of splitSentences(text)) this.spokenSentences.add(textKey(sentence));
    this.currentReplyKey += ` ${textKey(text)}`;
  }

  private isFresh(text: string): boolean {
    return splitSentences(text).every((sentence) => !this.spokenSentences.has(textKey(sentence)));
  }
}
