import { crisisLinesPhrase, type CountryCrisisLines } from "../shared/crisis-lines";
import type { DreamType, EmotionAfterWaking, EmotionBeforeSleep } from "../shared/dreams";
import type { DreamAnalysis, DreamEmotion, DreamInsight, DreamSymbol, DreamTheme, RecurringPattern } from "./types";
import { CHOSEN_EMOTION, EMOTIONS, SYMBOLS, THEMES, type EmotionKey, type SymbolEntry, type ThemeKey } from "./vocabulary";

/**
 * The built-in dream analysis: computed from the dream's own words and the sourced vocabulary, deterministic, and
 * phrased as reflection rather than prediction. `docs/dreams.md` explains every number computed here.
 */

/** What the analysis reads: the dream as the person logged it, and what the server knows about it. */
export interface DreamFacts {
  title: string | null;
  content: string;
  tags: string[];
  vividness: number;
  lucidity: number;
  emotionBeforeSleep: EmotionBeforeSleep;
  emotionAfterWaking: EmotionAfterWaking;
  dreamType: DreamType;
  /** The crisis detector graded what was written as a crisis. */
  crisis: boolean;
  /** The person's crisis lines (their `crisisCountry`), which the support insight and the reflection's preface give. */
  crisisLines: CountryCrisisLines;
  /** How often this dream's motif has come back, when known. */
  recurring: RecurringPattern | null;
}

export const MAX_SYMBOLS = 6;
const MAX_EMOTIONS = 6;
const MAX_THEMES = 4;
const MAX_INSIGHTS = 5;
const QUOTE_MAX = 160;
/** How much a typical-dream image outranks a setting or a person when ordering the symbols (not their confidence). */
const DISTINCTIVE_BONUS = 0.2;
/** Settings and people count for less in a theme's weight: they are in most dreams. */
const COMMON_THEME_FACTOR = 0.6;

/**
 * Lower case with straight quotes, one character for one, so a match's position is also its position in what the
 * person wrote (and can be quoted back from it).
 */
export function normaliseDreamText(text: string): string {
  let out = "";
  for (const char of text) {
    const mapped = char === "\u2019" || char === "\u2018" ? "'" : char === "\u201c" || char === "\u201d" ? '"' : char.toLowerCase();
    out += mapped.length === char.length ? mapped : char;
  }
  return out;
}

/** The sentence around a position of the original text, trimmed to a short quote. */
function quoteAround(original: string, index: number, length: number): string {
  const before = original.slice(0, index);
  const start = Math.max(before.search(/[^.!?\n]*$/), 0);
  const rest = original.slice(index);
  const endOffset = rest.search(/[.!?\n]/);
  const end = endOffset === -1 ? original.length : index + endOffset + 1;
  let sentence = original.slice(start, end).trim();
  if (sentence.length > QUOTE_MAX) {
    const matchStart = index - start;
    const from = Math.max(0, Math.min(matchStart - 60, sentence.length - QUOTE_MAX));
    sentence = `${from > 0 ? "…" : ""}${sentence.slice(from, from + QUOTE_MAX - 2).trim()}…`;
  }
  return sentence || original.slice(index, index + length);
}

export interface DetectedSymbol {
  entry: SymbolEntry;
  count: number;
  confidence: number;
  /** A quote of where it first appears (the tags, when only a tag names it). */
  quote: string;
  fromTags: boolean;
}

interface Source {
  original: string;
  normalised: string;
  inTitle: boolean;
}

function sourcesOf(facts: Pick<DreamFacts, "title" | "content">): Source[] {
  const sources: Source[] = [];
  if (facts.title) sources.push({ original: facts.title, normalised: normaliseDreamText(facts.title), inTitle: true });
  sources.push({ original: facts.content, normalised: normaliseDreamText(facts.content), inTitle: false });
  return sources;
}

function tone(facts: Pick<DreamFacts, "dreamType" | "emotionAfterWaking">): "distressing" | "pleasant" | null {
  if (facts.dreamType === "nightmare" || ["anxious", "sad", "angry"].includes(facts.emotionAfterWaking)) return "distressing";
  if (["calm", "refreshed", "happy", "excited"].includes(facts.emotionAfterWaking)) return "pleasant";
  return null;
}

/**
 * Every vocabulary symbol in the dream, with how clearly the words show it: 0.5 for one mention (0.45 when only a
 * tag names it), 0.1 more for each of up to two further mentions, for the title and for a tag naming it, and 0.05
 * when its tone agrees with how the dream felt; at most 0.95.
 */
export function detectSymbols(facts: Pick<DreamFacts, "title" | "content" | "tags" | "dreamType" | "emotionAfterWaking">): DetectedSymbol[] {
  const sources = sourcesOf(facts);
  const tagText = normaliseDreamText(facts.tags.join(", "));
  const dreamTone = tone(facts);
  const found: DetectedSymbol[] = [];
  for (const entry of SYMBOLS) {
    let count = 0;
    let inTitle = false;
    let titleQuote = "";
    let contentQuote = "";
    for (const source of sources) {
      for (const match of source.normalised.matchAll(entry.pattern)) {
        count++;
        if (source.inTitle) {
          inTitle = true;
          titleQuote ||= quoteAround(source.original, match.index, match[0].length);
        } else if (!contentQuote) {
          contentQuote = quoteAround(source.original, match.index, match[0].length);
        }
      }
    }
    const quote = contentQuote || titleQuote;
    const tagged = [...tagText.matchAll(entry.pattern)].length > 0;
    if (count === 0 && !tagged) continue;
    let confidence = count === 0 ? 0.45 : 0.5 + Math.min(count - 1, 2) * 0.1 + (inTitle ? 0.1 : 0) + (tagged ? 0.1 : 0);
    if (dreamTone && entry.tone === dreamTone) confidence += 0.05;
    found.push({
      entry,
      count: Math.max(count, 1),
      confidence: Math.round(Math.min(confidence, 0.95) * 100) / 100,
      quote: quote || facts.tags.join(", "),
      fromTags: count === 0,
    });
  }
  // The typical-dream images (distressing or pleasant) lead over settings and people, which appear in most dreams;
  // then the clearer first; between equals, the more specific entry (the vocabulary lists those first).
  const salience = (symbol: DetectedSymbol) => symbol.confidence + (symbol.entry.tone === "neutral" ? 0 : DISTINCTIVE_BONUS);
  return found.sort((a, b) => salience(b) - salience(a) || SYMBOLS.indexOf(a.entry) - SYMBOLS.indexOf(b.entry));
}

interface EmotionScore {
  key: EmotionKey;
  score: number;
  context: string;
}

/**
 * Intensity from 1 to 5: a feeling named once is 1.5, a strong word ("terrified") 3, an intensifier before it ("so
 * scared") 1 more; each further mention adds up; a very vivid dream adds 0.5; the feeling on waking counts 1.5 and
 * the one at bedtime 0.5.
 */
const NAMED_WEIGHT = 1.5;
const STRONG_WEIGHT = 3;

const NEGATION_BEFORE = /\b(?:not|never|no|without|wasn't|weren't|didn't|don't|isn't|wasnt|didnt|dont|nothing)\s+(?:\w+\s+){0,2}$/;
const INTENSIFIER_BEFORE = /\b(?:so|very|really|extremely|incredibly|completely|totally|deeply|utterly)\s+$/;

/** Emotions named in the dream (negated ones left out), with the emotions chosen for before sleep and after waking. */
function scoreEmotions(facts: DreamFacts): EmotionScore[] {
  const scores = new Map<EmotionKey, EmotionScore>();
  const add = (key: EmotionKey, amount: number, context: string) => {
    const current = scores.get(key);
    if (current) current.score += amount;
    else scores.set(key, { key, score: amount, context });
  };
  for (const source of sourcesOf(facts)) {
    for (const [key, entry] of Object.entries(EMOTIONS) as [EmotionKey, (typeof EMOTIONS)[EmotionKey]][]) {
      for (const [pattern, weight] of [
        [entry.words, NAMED_WEIGHT],
        [entry.strong, STRONG_WEIGHT],
      ] as const) {
        for (const match of source.normalised.matchAll(pattern)) {
          const before = source.normalised.slice(Math.max(0, match.index - 40), match.index);
          if (NEGATION_BEFORE.test(before)) continue;
          const boost = INTENSIFIER_BEFORE.test(before) ? 1 : 0;
          add(key, weight + boost, `You wrote: "${quoteAround(source.original, match.index, match[0].length)}"`);
        }
      }
    }
  }
  const vivid = facts.vividness >= 8 ? 0.5 : 0;
  for (const score of scores.values()) score.score += vivid;
  const after = CHOSEN_EMOTION[facts.emotionAfterWaking];
  if (after) add(after, 1.5, `You woke up feeling ${facts.emotionAfterWaking}.`);
  const before = CHOSEN_EMOTION[facts.emotionBeforeSleep];
  if (before && before !== after) add(before, 0.5, `You went to sleep feeling ${facts.emotionBeforeSleep}.`);
  return [...scores.values()].sort((a, b) => b.score - a.score);
}

const intensityOf = (score: number) => Math.max(1, Math.min(5, Math.round(score)));

function overallMoodOf(emotions: EmotionScore[], dreamType: DreamType): string {
  if (emotions.length === 0) return dreamType === "nightmare" ? "uneasy" : "neutral";
  const total = (valence: "positive" | "negative") =>
    emotions.filter((emotion) => EMOTIONS[emotion.key].valence === valence).reduce((sum, emotion) => sum + emotion.score, 0);
  const positive = total("positive");
  const negative = total("negative");
  if (positive > 0 && negative > 0 && Math.min(positive, negative) / Math.max(positive, negative) >= 0.6) return "mixed";
  return EMOTIONS[emotions[0]!.key].mood;
}

const DISTRESSING_THEMES: ThemeKey[] = ["threat", "overwhelm", "control"];

/**
 * Stress from 0 to 10: negative emotions and their strength (up to 4.5), threatening symbols (up to 1.5), a
 * nightmare (1.5), waking anxious, sad or angry (1.5) or confused (0.5), going to bed anxious, sad or angry (1); calm
 * or happy waking (-1.5), calm bedtime (-0.5) and positive emotions (up to -2) lower it. A crisis is at least 8.
 */
export function stressLevelOf(facts: DreamFacts, emotions: EmotionScore[], symbols: DetectedSymbol[]): number {
  const load = (valence: "positive" | "negative") =>
    emotions.filter((emotion) => EMOTIONS[emotion.key].valence === valence).reduce((sum, emotion) => sum + intensityOf(emotion.score), 0);
  let stress = Math.min(4.5, load("negative") * 0.9);
  const threats = symbols.filter((symbol) => symbol.entry.tone === "distressing" && DISTRESSING_THEMES.includes(symbol.entry.theme)).length;
  stress += Math.min(1.5, threats * 0.75);
  if (facts.dreamType === "nightmare") stress += 1.5;
  if (["anxious", "sad", "angry"].includes(facts.emotionAfterWaking)) stress += 1.5;
  else if (facts.emotionAfterWaking === "confused") stress += 0.5;
  else if (["calm", "refreshed", "happy"].includes(facts.emotionAfterWaking)) stress -= 1.5;
  if (["anxious", "sad", "angry"].includes(facts.emotionBeforeSleep)) stress += 1;
  else if (facts.emotionBeforeSleep === "calm") stress -= 0.5;
  stress -= Math.min(2, load("positive") * 0.5);
  const level = Math.round(Math.max(0, Math.min(10, stress)));
  return facts.crisis ? Math.max(level, 8) : level;
}

const joinLabels = (labels: string[]) =>
  labels.length <= 1 ? (labels[0] ?? "") : `${labels.slice(0, -1).join(", ")} and ${labels[labels.length - 1]}`;

function themesOf(facts: DreamFacts, symbols: DetectedSymbol[]): DreamTheme[] {
  const byTheme = new Map<ThemeKey, { weight: number; labels: string[] }>();
  for (const symbol of symbols) {
    const theme = byTheme.get(symbol.entry.theme) ?? { weight: 0, labels: [] };
    theme.weight += symbol.confidence * (symbol.entry.tone === "neutral" ? COMMON_THEME_FACTOR : 1);
    theme.labels.push(symbol.entry.label.toLowerCase());
    byTheme.set(symbol.entry.theme, theme);
  }
  const themes = [...byTheme.entries()].map(([key, { weight, labels }]) => {
    const shown = labels.slice(0, 3);
    const subject = shown[0]![0]!.toUpperCase() + joinLabels(shown).slice(1);
    return {
      weight,
      theme: {
        theme: THEMES[key].label,
        description: `${subject} ${shown.length > 1 ? "point" : "points"} to ${THEMES[key].description}`,
        significance: (weight >= 1.3 ? "high" : weight >= 0.7 ? "medium" : "low") as DreamTheme["significance"],
      },
    };
  });
  if (facts.dreamType === "nightmare" && !byTheme.has("threat")) {
    themes.push({
      weight: 0.9,
      theme: {
        theme: THEMES.threat.label,
        description: `You marked this dream as a nightmare. Nightmares often center on ${THEMES.threat.description}`,
        significance: "medium",
      },
    });
  }
  if ((facts.dreamType === "lucid" || facts.lucidity >= 7) && !byTheme.has("freedom")) {
    themes.push({
      weight: 0.8,
      theme: { theme: THEMES.freedom.label, description: `You were aware you were dreaming, which brings ${THEMES.freedom.description}`, significance: "medium" },
    });
  }
  if (facts.dreamType === "recurring" || (facts.recurring?.totalOccurrences ?? 0) >= 3) {
    themes.push({
      weight: 1,
      theme: {
        theme: "A returning dream",
        description:
          "This dream keeps coming back. Recurring dreams often return while a waking concern stays open, and people whose recurring dreams have stopped tend to report better well-being.",
        significance: "high",
      },
    });
  }
  return themes
    .sort((a, b) => b.weight - a.weight)
    .slice(0, MAX_THEMES)
    .map(({ theme }) => theme);
}

export const SUPPORT_CATEGORY = "Support";

/** A crisis dream's first insight, with the person's own lines: never reworded, and rendered again when shown. */
export function supportInsight(lines: CountryCrisisLines): DreamInsight {
  return {
    category: SUPPORT_CATEGORY,
    insight: `Some of what you wrote sounds very painful. You don't have to carry it alone: ${crisisLinesPhrase(lines)} to talk with someone now, and your Safety Plan is there for the hard moments.`,
    actionable: true,
  };
}

function insightsOf(facts: DreamFacts, mood: string, stress: number, emotions: EmotionScore[], symbols: DetectedSymbol[]): DreamInsight[] {
  const insights: DreamInsight[] = [];
  if (facts.crisis) insights.push(supportInsight(facts.crisisLines));
  const fearful = emotions.some((emotion) => (emotion.key === "fear" || emotion.key === "anxiety") && intensityOf(emotion.score) >= 4);
  if (facts.dreamType === "nightmare" || (fearful && stress >= 6)) {
    insights.push({
      category: "Nightmares",
      insight:
        "If dreams like this keep coming back, imagery rehearsal is the best-supported self-help for nightmares: while awake, write the dream down with a new ending you choose, then spend a few minutes each day picturing the new version.",
      actionable: true,
    });
  }
  const recurring = facts.dreamType === "recurring" || (facts.recurring?.totalOccurrences ?? 0) >= 3;
  if (recurring) {
    const times = facts.recurring && facts.recurring.totalOccurrences >= 2 ? ` (${facts.recurring.totalOccurrences} times so far)` : "";
    insights.push({
      category: "Recurring dreams",
      insight: `This dream keeps returning${times}. Recurring dreams often come back while a waking concern stays open, and fade as it eases. Noting what was happening in the days before each one can show what it is tied to.`,
      actionable: true,
    });
  }
  if (stress >= 7 && !facts.crisis) {
    insights.push({
      category: "Sleep",
      insight:
        "This dream carried a lot of stress. A slower last hour before bed, with dim light, no news or work, and a few minutes of breathing out longer than you breathe in, can help the night feel safer.",
      actionable: true,
    });
  }
  if (["anxious", "sad", "angry"].includes(facts.emotionBeforeSleep)) {
    insights.push({
      category: "Before sleep",
      insight: `You went to bed feeling ${facts.emotionBeforeSleep}. In a sleep-lab study, writing a short to-do list for the next day before bed helped people fall asleep faster; it can park worries until morning.`,
      actionable: true,
    });
  }
  if (facts.dreamType === "lucid" || facts.lucidity >= 7) {
    insights.push({
      category: "Lucid dreaming",
      insight:
        "You were aware you were dreaming. If you would like that more often, people practise asking themselves \"Am I dreaming?\" a few times a day and keep a dream journal, as you are doing.",
      actionable: true,
    });
  }
  const lead = symbols.find((symbol) => symbol.entry.theme !== "places") ?? symbols[0];
  if (lead) {
    insights.push({
      category: "Waking life",
      insight: `Dreams tend to carry on what occupies us while awake. Rather than decoding ${lead.entry.label.toLowerCase()}, notice when the feeling it brought up (${mood}) shows up in your day, and what is happening then.`,
      actionable: true,
    });
  }
  const positive = emotions[0] && EMOTIONS[emotions[0].key].valence === "positive";
  if (positive && !facts.crisis) {
    insights.push({
      category: "Positive dream",
      insight: `This dream left you with ${EMOTIONS[emotions[0]!.key].label}. Pleasant dreams are worth noticing too: recalling it for a moment during the day can carry a little of that feeling with you.`,
      actionable: false,
    });
  }
  if (facts.vividness <= 3) {
    insights.push({
      category: "Dream recall",
      insight: "This dream felt faint. Writing dreams down as soon as you wake, before reaching for your phone, helps you remember more of them.",
      actionable: true,
    });
  }
  if (insights.length === 0) {
    insights.push({
      category: "Reflection",
      insight:
        "Sleep helps us work through the feelings of the day. Reading this entry again in a few days, next to what was happening in your life, can show connections that are hard to see right away.",
      actionable: false,
    });
  }
  return insights.slice(0, MAX_INSIGHTS);
}

function emotionsOf(emotions: EmotionScore[]): DreamEmotion[] {
  return emotions.slice(0, MAX_EMOTIONS).map((emotion) => ({
    emotion: EMOTIONS[emotion.key].label,
    intensity: intensityOf(emotion.score),
    context: emotion.context,
  }));
}

function symbolsOf(symbols: DetectedSymbol[]): DreamSymbol[] {
  return symbols.slice(0, MAX_SYMBOLS).map((symbol) => ({
    symbol: symbol.entry.label,
    meaning: symbol.entry.meaning,
    confidence: symbol.confidence,
    personalContext: symbol.fromTags
      ? `From your tags: ${symbol.quote}`
      : symbol.count > 1
        ? `You mention it ${symbol.count} times, first: "${symbol.quote}"`
        : `You wrote: "${symbol.quote}"`,
  }));
}

export interface ComputedAnalysis {
  analysis: DreamAnalysis;
  /** The reflection prompts that go with it (Hill's exploration, insight and action stages). */
  prompts: string[];
  /** The strongest symbol that can mark a dream as returning (settings and people are too common to count). */
  motif: string | null;
  symbolKeys: string[];
}

function promptsOf(facts: DreamFacts, mood: string, emotions: EmotionScore[], symbols: DetectedSymbol[], themes: DreamTheme[]): string[] {
  const prompts: string[] = [];
  const lead = symbols[0];
  if (lead) prompts.push(`When you think of ${lead.entry.label.toLowerCase()} in this dream, what is the first thing from your waking life that comes to mind?`);
  else prompts.push("Which moment of this dream stays with you most, and why do you think that is?");
  const strongest = emotions.find((emotion) => !emotion.context.startsWith("You went to sleep"));
  if (strongest) prompts.push(`When did you last feel ${EMOTIONS[strongest.key].label} like this while awake, and what was happening then?`);
  if (symbols.some((symbol) => symbol.entry.theme === "connection") || themes.some((theme) => theme.theme === THEMES.connection.label)) {
    prompts.push("Who in this dream mattered most to you, and what would you say to them if you could?");
  }
  const distressing = facts.dreamType === "nightmare" || ["fearful", "anxious", "sad", "angry", "uneasy"].includes(mood);
  prompts.push(
    distressing
      ? "If you could change how this dream ends, what would happen instead?"
      : "What from this dream would you like to carry into your day?",
  );
  prompts.push("Is there one small thing you could do today in response to what this dream stirred up?");
  return prompts.slice(0, 5);
}

/** The whole computed analysis of one dream. */
export function analyseDream(facts: DreamFacts): ComputedAnalysis {
  const symbols = detectSymbols(facts);
  const emotions = scoreEmotions(facts);
  const overallMood = overallMoodOf(emotions, facts.dreamType);
  const stressLevel = stressLevelOf(facts, emotions, symbols);
  const themes = themesOf(facts, symbols);
  const motif = symbols.find((symbol) => !["places", "connection"].includes(symbol.entry.theme) && symbol.entry.key !== "door") ?? null;
  return {
    analysis: {
      overallMood,
      stressLevel,
      symbols: symbolsOf(symbols),
      emotions: emotionsOf(emotions),
      themes,
      insights: insightsOf(facts, overallMood, stressLevel, emotions, symbols),
      aiGenerated: false,
    },
    prompts: promptsOf(facts, overallMood, emotions, symbols, themes),
    motif: motif?.entry.key ?? null,
    symbolKeys: symbols.map((symbol) => symbol.entry.key),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How often a motif has come back: the dreams (this one included) that share it, and how far apart they came on
 * average: "weekly" (at most 7 days), "monthly" (at most 31), "occasionally", or "first time" for a single one.
 */
export function recurrenceOf(dates: string[]): RecurringPattern {
  const sorted = [...dates].sort();
  if (sorted.length < 2) return { frequency: "first time", totalOccurrences: sorted.length || 1 };
  const span = (Date.parse(sorted[sorted.length - 1]!) - Date.parse(sorted[0]!)) / DAY_MS;
  const gap = span / (sorted.length - 1);
  return { frequency: gap <= 7 ? "weekly" : gap <= 31 ? "monthly" : "occasionally", totalOccurrences: sorted.length };
}
