import type { DreamType } from "../shared/dreams";
import type { ComputedAnalysis } from "./analysis";
import type { DreamPatterns, PatternInsight, RecurringSymbol } from "./types";
import { SYMBOLS } from "./vocabulary";

/** One dream as the patterns see it: its facts and its computed analysis. */
export interface PatternDream {
  dreamDate: string;
  dreamType: DreamType;
  emotionAfterWaking: string;
  lucidity: number;
  computed: ComputedAnalysis;
}

const SYMBOL_BY_KEY = new Map(SYMBOLS.map((entry) => [entry.key, entry]));
const MAX_RECURRING = 12;
const RECENT_FOR_TREND = 5;
/** About one nightmare a week over the last 30 days: worth raising with a doctor (treatable; AASM 2018). */
const FREQUENT_NIGHTMARES_30_DAYS = 4;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

function counted<T extends string>(values: T[]): { value: T; count: number }[] {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

function recurringSymbolsOf(dreams: PatternDream[]): RecurringSymbol[] {
  const seen = new Map<string, { count: number; lastSeen: string }>();
  for (const dream of dreams) {
    for (const key of new Set(dream.computed.symbolKeys)) {
      const current = seen.get(key) ?? { count: 0, lastSeen: dream.dreamDate };
      current.count++;
      if (dream.dreamDate > current.lastSeen) current.lastSeen = dream.dreamDate;
      seen.set(key, current);
    }
  }
  return [...seen.entries()]
    .filter(([, { count }]) => count >= 2)
    .sort((a, b) => b[1].count - a[1].count || b[1].lastSeen.localeCompare(a[1].lastSeen))
    .slice(0, MAX_RECURRING)
    .map(([key, { count, lastSeen }]) => {
      const entry = SYMBOL_BY_KEY.get(key)!;
      return { symbol: entry.label, count, meaning: entry.meaning, lastSeen };
    });
}

/**
 * Patterns across the person's most recent dreams (newest first): recurring symbols, moods, themes, nightmare
 * frequency and stress, with plain sentences and a summary. `today` is the person's calendar day.
 */
export function computePatterns(dreams: PatternDream[], totalDreams: number, today: string, now: Date): DreamPatterns {
  const total = dreams.length;
  const monthAgo = new Date(Date.parse(today) - 29 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const recurringSymbols = recurringSymbolsOf(dreams);
  const commonMoods = counted(dreams.map((dream) => dream.computed.analysis.overallMood)).map(({ value, count }) => ({ mood: value, count }));
  const commonThemes = counted(dreams.flatMap((dream) => [...new Set(dream.computed.analysis.themes.map((theme) => theme.theme))])).map(
    ({ value, count }) => ({ theme: value, count }),
  );
  const nightmares = dreams.filter((dream) => dream.dreamType === "nightmare");
  const nightmareFrequency = {
    nightmares: nightmares.length,
    total,
    percent: total ? Math.round((nightmares.length / total) * 100) : 0,
    last30Days: nightmares.filter((dream) => dream.dreamDate >= monthAgo).length,
  };
  const stresses = dreams.map((dream) => dream.computed.analysis.stressLevel);
  const averageStress = total ? oneDecimal(mean(stresses)) : null;

  const insights: PatternInsight[] = [];
  if (total < 3) {
    insights.push({
      category: "getting started",
      title: "Patterns take a few dreams",
      description: `You have logged ${plural(total, "dream")}. After three or more, recurring symbols, moods and nightmare frequency appear here.`,
    });
  }
  const topSymbol = recurringSymbols[0];
  if (topSymbol) {
    insights.push({
      category: "symbols",
      title: `${topSymbol.symbol} keeps appearing`,
      description: `${topSymbol.symbol} appears in ${topSymbol.count} of your last ${plural(total, "dream")}. ${topSymbol.meaning}`,
    });
  }
  const topMood = commonMoods[0];
  if (topMood && total >= 2) {
    insights.push({
      category: "moods",
      title: `Mostly ${topMood.mood}`,
      description: `${topMood.count} of your last ${plural(total, "dream")} felt mostly ${topMood.mood}${
        commonMoods[1] ? `, then ${commonMoods[1].mood} (${commonMoods[1].count})` : ""
      }.`,
    });
  }
  if (nightmares.length > 0) {
    const frequent = nightmareFrequency.last30Days >= FREQUENT_NIGHTMARES_30_DAYS;
    insights.push({
      category: "nightmares",
      title: `${plural(nightmares.length, "nightmare")}`,
      description: `${nightmareFrequency.percent}% of your dreams were nightmares, ${nightmareFrequency.last30Days} of them in the last 30 days.${
        frequent
          ? " Nightmares about once a week or more are worth mentioning to a doctor: they are treatable, and imagery rehearsal helps most people."
          : ""
      }`,
    });
  }
  if (total >= RECENT_FOR_TREND + 3) {
    const recent = mean(stresses.slice(0, RECENT_FOR_TREND));
    const earlier = mean(stresses.slice(RECENT_FOR_TREND));
    if (Math.abs(recent - earlier) >= 1.5) {
      const rising = recent > earlier;
      insights.push({
        category: "stress",
        title: rising ? "Dream stress is rising" : "Dream stress is easing",
        description: `Your last ${RECENT_FOR_TREND} dreams average ${oneDecimal(recent)} of 10 for stress, against ${oneDecimal(earlier)} before.${
          rising ? " It may be worth looking at what has been weighing on you lately." : ""
        }`,
      });
    }
  }
  const wakings = counted(dreams.map((dream) => dream.emotionAfterWaking).filter((emotion) => emotion !== "neutral" && emotion !== "other"));
  if (wakings[0] && wakings[0].count >= 2) {
    insights.push({
      category: "emotions",
      title: `You often wake up ${wakings[0].value}`,
      description: `You woke up feeling ${wakings[0].value} after ${wakings[0].count} of your last ${plural(total, "dream")}.`,
    });
  }
  const lucid = dreams.filter((dream) => dream.dreamType === "lucid" || dream.lucidity >= 7).length;
  if (lucid >= 2) {
    insights.push({ category: "lucidity", title: `${plural(lucid, "lucid dream")}`, description: `You knew you were dreaming in ${lucid} of your last ${plural(total, "dream")}.` });
  }
  if (commonThemes[0] && commonThemes[0].count >= 2) {
    insights.push({
      category: "themes",
      title: `Most common theme: ${commonThemes[0].theme}`,
      description: `${commonThemes[0].theme} runs through ${commonThemes[0].count} of your last ${plural(total, "dream")}.`,
    });
  }

  return {
    insights,
    aiSummary: summaryOf({ total, totalDreams, commonMoods, recurringSymbols, nightmareFrequency, averageStress }),
    recurringSymbols,
    commonMoods: commonMoods.slice(0, 5),
    commonThemes: commonThemes.slice(0, 5),
    nightmareFrequency,
    averageStress,
    dreamsAnalyzed: total,
    totalDreams,
    aiGenerated: false,
    generatedAt: now.toISOString(),
  };
}

function summaryOf(facts: {
  total: number;
  totalDreams: number;
  commonMoods: { mood: string; count: number }[];
  recurringSymbols: RecurringSymbol[];
  nightmareFrequency: DreamPatterns["nightmareFrequency"];
  averageStress: number | null;
}): string {
  if (facts.total === 0) return "Log your first dream to start seeing patterns across your dreams here.";
  const mood = facts.commonMoods[0]!.mood;
  const scope = facts.total < facts.totalDreams ? `your ${facts.total} most recent dreams (of ${facts.totalDreams})` : `your ${facts.total} dreams`;
  const parts = [facts.total === 1 ? `Your first logged dream felt mostly ${mood}.` : `Across ${scope}, the mood that comes up most is ${mood}.`];
  const symbols = facts.recurringSymbols.slice(0, 3).map((symbol) => symbol.symbol.toLowerCase());
  parts.push(symbols.length ? `Recurring symbols: ${symbols.join(", ")}.` : "No symbol has come back yet.");
  if (facts.nightmareFrequency.nightmares > 0 && facts.total > 1) parts.push(`${facts.nightmareFrequency.percent}% were nightmares.`);
  if (facts.averageStress !== null) parts.push(`Stress in your dreams averages ${facts.averageStress.toFixed(1)} of 10.`);
  parts.push("Patterns show what your dreams share; they are prompts for reflection, not predictions.");
  return parts.join(" ");
}
