import { z } from "zod";
import type { AiConfig } from "../ai/types";
import { rewordComputed } from "../ai/with-fallback";
import type { CrisisLevel } from "../safety/crisis";
import { crisisLinesPhrase, type CountryCrisisLines } from "../shared/crisis-lines";
import { JOURNAL_MOODS, MOOD_DISPLAY, type JournalMood } from "../shared/journal";
import type { JournalInsights, RiskLevel } from "./types";
import { NEGATIONS, NEGATIVE_WORDS, POSITIVE_WORDS, THEMES, type Theme } from "./vocabulary";

/** What the insights of one entry are computed from: the entry itself and the detector's grade of it. */
export interface EntryFacts {
  title: string;
  content: string;
  tags: string[];
  mood: JournalMood;
  crisisLevel: CrisisLevel;
  /** The person's crisis lines (their `crisisCountry`), which a crisis entry's first recommendation gives. */
  crisisLines: CountryCrisisLines;
}

/** The computed part of the insights (the rest, `generatedAt` and `stale`, is added when they are stored and read). */
export type ComputedInsights = Omit<JournalInsights, "generatedAt" | "stale">;

const MAX_THEMES = 4;
const MAX_RECOMMENDATIONS = 4;
const NEGATION_WINDOW = 3;

/** A crisis entry's first recommendation, with the person's own lines: never reworded, and rendered again when shown. */
export function crisisRecommendation(lines: CountryCrisisLines): string {
  return `Please reach out now: ${crisisLinesPhrase(lines)}. If you are in immediate danger, call ${lines.emergency}. Your Safety Plan can help you through the next few hours.`;
}
const CONCERN_RECOMMENDATION =
  "Consider sharing what you wrote with someone you trust, or bring it to your therapist in your next chat. Heavy things are lighter when someone else helps carry them.";
const GOOD_MOOD_RECOMMENDATION = "Note what helped today, so you can come back to it on a harder day.";
const KEEP_WRITING_RECOMMENDATION = "Keep writing regularly: looking back over a few weeks of entries shows patterns that a single day cannot.";

const RISK_OF: Record<CrisisLevel, RiskLevel> = { crisis: "high", concern: "medium", none: "low" };

/** Lower case, accents folded, apostrophes dropped ("don't" -> "dont"), everything else a space. */
function normalise(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’‘`]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

function matchesWord(token: string, word: string): boolean {
  return word.endsWith("*") ? token.startsWith(word.slice(0, -1)) : token === word;
}

/** How often a theme's words and phrases occur in the normalised text. */
function themeHits(theme: Theme, tokens: string[], joined: string): number {
  let hits = 0;
  for (const word of theme.words) {
    if (word.includes(" ")) {
      const phrase = normalise(word);
      for (let at = joined.indexOf(phrase); at !== -1; at = joined.indexOf(phrase, at + phrase.length)) {
        const before = at === 0 || joined[at - 1] === " ";
        const after = at + phrase.length === joined.length || joined[at + phrase.length] === " ";
        if (before && after) hits++;
      }
    } else {
      hits += tokens.filter((token) => matchesWord(token, word)).length;
    }
  }
  return hits;
}

export function themesOf(text: string): Theme[] {
  const joined = normalise(text);
  const tokens = joined.split(" ");
  return THEMES.map((theme) => ({ theme, hits: themeHits(theme, tokens, joined) }))
    .filter(({ hits }) => hits > 0)
    .sort((a, b) => b.hits - a.hits || THEMES.indexOf(a.theme) - THEMES.indexOf(b.theme))
    .slice(0, MAX_THEMES)
    .map(({ theme }) => theme);
}

const POSITIVE = new Set<string>(POSITIVE_WORDS);
const NEGATIVE = new Set<string>(NEGATIVE_WORDS);
const NEGATING = new Set<string>(NEGATIONS);

export interface MoodReading {
  /** The mood the words lean to, or null when they hardly carry feeling words. */
  mood: JournalMood | null;
  positive: string[];
  negative: string[];
}

/** Reads the feeling words of the text, a negation ("not happy") turning a word around. */
export function readMood(text: string): MoodReading {
  const tokens = normalise(text).split(" ");
  const positive: string[] = [];
  const negative: string[] = [];
  tokens.forEach((token, index) => {
    const leaning = POSITIVE.has(token) ? 1 : NEGATIVE.has(token) ? -1 : 0;
    if (leaning === 0) return;
    const negated = tokens.slice(Math.max(0, index - NEGATION_WINDOW), index).some((before) => NEGATING.has(before));
    const word = negated ? `not ${token}` : token;
    ((leaning > 0) !== negated ? positive : negative).push(word);
  });
  const total = positive.length + negative.length;
  if (total === 0) return { mood: null, positive, negative };
  const score = (positive.length - negative.length) / total;
  const mood: JournalMood =
    score <= -0.6 && negative.length >= 3
      ? "very-low"
      : score < -0.2
        ? "low"
        : score <= 0.2
          ? "neutral"
          : score < 0.6 || positive.length < 3
            ? "good"
            : "excellent";
  return { mood, positive, negative };
}

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function examples(words: string[]): string {
  return listOf([...new Set(words)].slice(0, 3).map((word) => `"${word}"`));
}

function moodSentence(chosen: JournalMood, reading: MoodReading): string {
  const chosenLabel = MOOD_DISPLAY[chosen].label;
  if (!reading.mood) return `You marked your mood as ${chosenLabel}; the words themselves do not lean clearly one way.`;
  const difference = JOURNAL_MOODS.indexOf(reading.mood) - JOURNAL_MOODS.indexOf(chosen);
  const heavy = reading.negative.length ? ` (${examples(reading.negative)})` : "";
  const light = reading.positive.length ? ` (${examples(reading.positive)})` : "";
  if (difference === 0) {
    const evidence = JOURNAL_MOODS.indexOf(chosen) < 2 ? heavy : JOURNAL_MOODS.indexOf(chosen) > 2 ? light : "";
    return `You marked your mood as ${chosenLabel}, and your words read that way too${evidence}.`;
  }
  return difference < 0
    ? `You marked your mood as ${chosenLabel}, but your words sound heavier than that${heavy}.`
    : `You marked your mood as ${chosenLabel}, and your words sound a little lighter than that${light}.`;
}

/** The insights of one entry, computed from what it says: its themes, the mood its words read, its risk level. */
export function computeEntryInsights(facts: EntryFacts): ComputedInsights {
  const text = [facts.title, facts.content, facts.tags.join(", ")].join("\n");
  const themes = themesOf(text);
  const reading = readMood(`${facts.title}\n${facts.content}`);
  const mood = reading.mood ?? facts.mood;
  const riskLevel = RISK_OF[facts.crisisLevel];

  const sentences = [
    themes.length
      ? `This entry is mostly about ${listOf(themes.map((theme) => theme.label.toLowerCase()))}.`
      : "No single theme stood out in this entry, and that is fine: some entries are simply a place to think.",
    moodSentence(facts.mood, reading),
  ];
  if (facts.crisisLevel === "crisis") {
    sentences.push("Some of what you wrote sounds like you may be in a lot of pain right now. You deserve support today, and the crisis lines beside this entry are there at any hour.");
  } else if (facts.crisisLevel === "concern") {
    sentences.push("Parts of this entry sound very heavy. You do not have to hold them on your own.");
  }

  const recommendations: string[] = [];
  if (facts.crisisLevel === "crisis") recommendations.push(crisisRecommendation(facts.crisisLines));
  if (facts.crisisLevel === "concern") recommendations.push(CONCERN_RECOMMENDATION);
  for (const theme of themes) recommendations.push(theme.recommendation);
  const lowMood = THEMES.find((theme) => theme.id === "low-mood")!;
  if ((mood === "very-low" || mood === "low") && !themes.includes(lowMood)) recommendations.push(lowMood.recommendation);
  if ((mood === "good" || mood === "excellent") && facts.crisisLevel === "none") recommendations.push(GOOD_MOOD_RECOMMENDATION);
  if (recommendations.length === 0) recommendations.push(KEEP_WRITING_RECOMMENDATION);

  return {
    content: sentences.join(" "),
    analysis: { mood, riskLevel, themes: themes.map((theme) => theme.label), recommendations: recommendations.slice(0, MAX_RECOMMENDATIONS) },
    aiGenerated: false,
  };
}

const wordingSchema = z.object({
  content: z.string().trim().min(1).max(1500),
  recommendations: z.array(z.string().trim().min(1).max(400)).min(1).max(MAX_RECOMMENDATIONS),
});

const INSTRUCTIONS = [
  "You word the insights on one private journal entry for the person who wrote it, warmly and plainly, addressing them as 'you'. You see the computed reading of the entry, not the entry itself.",
  "The themes, mood and risk level are computed and final: do not change them, do not invent facts, never diagnose, and do not predict the future.",
  "Write: content (2-4 sentences reflecting the entry's themes and mood back to them), and the recommendations reworded (same advice, same count or fewer, each one or two sentences).",
  "Answer with a JSON object only.",
  'JSON shape: {"content":"...","recommendations":["...","..."]}',
].join("\n");

/**
 * The computed insights, reworded by the configured model when there is one. Themes, mood and risk level are never
 * reworded, and a crisis keeps its fixed first recommendation with the crisis lines.
 */
export function writeEntryInsights(config: AiConfig, facts: EntryFacts): Promise<ComputedInsights> {
  const computed = computeEntryInsights(facts);
  const crisis = facts.crisisLevel === "crisis";
  return rewordComputed(config, {
    task: "Journal insights",
    computed,
    instructions: INSTRUCTIONS,
    input: {
      // The computed reading only: the entry itself never leaves Haven for the model.
      moodChosen: facts.mood,
      analysis: computed.analysis,
      content: computed.content,
      recommendations: crisis ? computed.analysis.recommendations.slice(1) : computed.analysis.recommendations,
    },
    schema: wordingSchema,
    apply: (computed, written) => ({
      content: written.content,
      analysis: {
        ...computed.analysis,
        recommendations: (crisis ? [crisisRecommendation(facts.crisisLines), ...written.recommendations] : written.recommendations).slice(0, MAX_RECOMMENDATIONS),
      },
      aiGenerated: true,
    }),
  });
}

/**
 * Stored insights as shown: a crisis entry's first recommendation (always the crisis one, see `computeEntryInsights`)
 * names the lines of the person's country now, whichever country it was written for.
 */
export function withCrisisLines<T extends ComputedInsights>(insights: T, lines: CountryCrisisLines): T {
  if (insights.analysis.riskLevel !== "high" || insights.analysis.recommendations.length === 0) return insights;
  const [, ...rest] = insights.analysis.recommendations;
  return { ...insights, analysis: { ...insights.analysis, recommendations: [crisisRecommendation(lines), ...rest] } };
}
