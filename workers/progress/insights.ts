import { z } from "zod";
import type { AiConfig } from "../ai/types";
import { rewordComputed } from "../ai/with-fallback";
import type { RiskLevel } from "../assessments/types";
import { crisisLinesPhrase, type CountryCrisisLines } from "../shared/crisis-lines";
import { MIN_ENTRIES_FOR_TREND, wellnessIndex } from "../shared/progress";
import { localDay, WEEKDAYS, type Weekday } from "./calendar";
import type { MoodPoint, MoodTrend, ProgressInsights, Recommendation } from "./types";

/** Everything the insights are computed from: the person's own data in the period. */
export interface InsightFacts {
  timeZone: string;
  periodDays: number;
  /** Oldest first. */
  moods: MoodPoint[];
  sessions: { createdAt: Date }[];
  /** What the person wrote to their therapists in the period, decrypted on the server. */
  userMessages: string[];
  crisisMessages: number;
  concernMessages: number;
  assessmentRisks: { assessmentName: string; riskLevel: RiskLevel }[];
  /** The person's crisis lines (their `crisisCountry`), which the crisis risk factor and recommendation give. */
  crisisLines: CountryCrisisLines;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The change in the wellness index over the period that counts as a trend rather than noise. */
const TREND_THRESHOLD = 1;
const SLEEP_WORDS = /\b(sleep|slept|sleeping|sleepless|insomnia|awake|nightmares?|exhausted|can'?t sleep|bedtime)\b/i;

export const EXPLANATIONS = {
  recommendations:
    "Recommendations follow from your trend, the patterns and any risk factors on this page, all computed from your mood entries, chat activity and assessments in the last 30 days.",
  patterns:
    "Patterns compare your check-ins across weekdays and look for recurring themes, such as sleep, in what you wrote to your therapists. They grow more reliable with a few weeks of entries.",
  riskFactors:
    "Risk factors come from messages our safety check flagged, high stress readings and your assessment results. They are prompts to look after yourself, not a diagnosis.",
} as const;

function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1);

/** Least-squares change of the wellness index across the entries' time span. */
export function moodTrendOf(moods: MoodPoint[]): { trend: MoodTrend; change: number } {
  if (moods.length < MIN_ENTRIES_FOR_TREND) return { trend: "stable", change: 0 };
  const start = moods[0]!.createdAt.getTime();
  const xs = moods.map((point) => (point.createdAt.getTime() - start) / DAY_MS);
  const ys = moods.map(wellnessIndex);
  const span = Math.max(...xs);
  if (span === 0) return { trend: "stable", change: 0 };
  const xMean = mean(xs);
  const yMean = mean(ys);
  const slope =
    xs.reduce((sum, x, index) => sum + (x - xMean) * (ys[index]! - yMean), 0) / xs.reduce((sum, x) => sum + (x - xMean) ** 2, 0);
  const change = slope * span;
  return { trend: change >= TREND_THRESHOLD ? "improving" : change <= -TREND_THRESHOLD ? "declining" : "stable", change };
}

function trendExplanation(moods: MoodPoint[], trend: MoodTrend, change: number, periodDays: number): string {
  if (moods.length < MIN_ENTRIES_FOR_TREND) {
    const missing = MIN_ENTRIES_FOR_TREND - moods.length;
    return `A trend needs at least ${MIN_ENTRIES_FOR_TREND} mood entries; you have ${moods.length} in the last ${periodDays} days. Add ${missing} more to see which way your mood is going.`;
  }
  const average = oneDecimal(mean(moods.map(wellnessIndex)));
  const direction =
    trend === "improving" ? `rose by about ${oneDecimal(change)} points` : trend === "declining" ? `fell by about ${oneDecimal(-change)} points` : "held steady";
  return `Your wellness index (happiness together with calm and low stress, from 1 to 10) ${direction} across ${moods.length} entries in the last ${periodDays} days, averaging ${average}.`;
}

function weekdayPatterns(facts: InsightFacts): string[] {
  const patterns: string[] = [];
  const byDay = new Map<Weekday, number[]>();
  for (const point of facts.moods) {
    const { weekday } = localDay(point.createdAt, facts.timeZone);
    byDay.set(weekday, [...(byDay.get(weekday) ?? []), wellnessIndex(point)]);
  }
  if (facts.moods.length >= 6 && byDay.size >= 3) {
    const overall = mean(facts.moods.map(wellnessIndex));
    const days = [...byDay.entries()].filter(([, values]) => values.length >= 2).map(([day, values]) => ({ day, average: mean(values) }));
    const lowest = days.sort((a, b) => a.average - b.average)[0];
    const highest = days.at(-1);
    if (lowest && overall - lowest.average >= 1) {
      patterns.push(`Your wellness tends to dip on ${lowest.day}s (${oneDecimal(lowest.average)} against ${oneDecimal(overall)} overall).`);
    }
    if (highest && highest !== lowest && highest.average - overall >= 1) {
      patterns.push(`${highest.day}s tend to be your better days (${oneDecimal(highest.average)} against ${oneDecimal(overall)} overall).`);
    }
  }
  if (facts.sessions.length >= 3) {
    const counts = new Map<Weekday, number>();
    for (const session of facts.sessions) {
      const { weekday } = localDay(session.createdAt, facts.timeZone);
      counts.set(weekday, (counts.get(weekday) ?? 0) + 1);
    }
    const [day, count] = [...counts.entries()].sort((a, b) => b[1] - a[1] || WEEKDAYS.indexOf(a[0]) - WEEKDAYS.indexOf(b[0]))[0]!;
    if (count >= 2) patterns.push(`You most often talk with your therapists on ${day}s (${count} of ${facts.sessions.length} sessions).`);
  }
  return patterns;
}

function themePatterns(facts: InsightFacts): { patterns: string[]; sleep: boolean; anxious: boolean; stressed: boolean } {
  const patterns: string[] = [];
  const sleepMentions = facts.userMessages.filter((message) => SLEEP_WORDS.test(message)).length;
  const sleep = sleepMentions >= 2;
  if (sleep) patterns.push(`Sleep came up in ${sleepMentions} of your recent messages to your therapists.`);
  const anxiety = facts.moods.length ? mean(facts.moods.map((point) => point.anxiety)) : 0;
  const stress = facts.moods.length ? mean(facts.moods.map((point) => point.stress)) : 0;
  const anxious = facts.moods.length >= 2 && anxiety >= 7;
  const stressed = facts.moods.length >= 2 && stress >= 7;
  if (anxious) patterns.push(`Anxiety has been running high, averaging ${oneDecimal(anxiety)} of 10.`);
  if (stressed) patterns.push(`Stress has been running high, averaging ${oneDecimal(stress)} of 10.`);
  const days = new Set(facts.moods.map((point) => localDay(point.createdAt, facts.timeZone).date)).size;
  if (days > 0) patterns.push(`You checked in on ${days} of the last ${facts.periodDays} days.`);
  return { patterns, sleep, anxious, stressed };
}

function riskFactorsOf(facts: InsightFacts, trend: MoodTrend): string[] {
  const risks: string[] = [];
  if (facts.crisisMessages > 0) {
    risks.push(
      `${facts.crisisMessages} of your messages in the last ${facts.periodDays} days showed signs of crisis. If you are struggling right now, ${crisisLinesPhrase(facts.crisisLines)}.`,
    );
  }
  if (facts.concernMessages > 0) {
    risks.push(`${facts.concernMessages} of your messages in this period suggested things felt very heavy.`);
  }
  const highStress = facts.moods.filter((point) => point.stress >= 8).length;
  if (highStress >= 3) risks.push(`Stress was 8 or higher on ${highStress} check-ins.`);
  if (trend === "declining") risks.push("Your wellness index has been going down.");
  for (const risk of facts.assessmentRisks) {
    if (risk.riskLevel !== "low") risks.push(`Your ${risk.assessmentName} result was in the ${risk.riskLevel} range.`);
  }
  return risks;
}

/** The first recommendation after crisis messages, with the person's own lines; never reworded. */
function crisisRecommendation(lines: CountryCrisisLines): Recommendation {
  return {
    title: "Reach out for support now",
    description: `You don't have to carry this alone. ${crisisLinesPhrase(lines, { emergency: true, capital: true })} if you are in danger.`,
  };
}

function recommendationsOf(facts: InsightFacts, trend: MoodTrend, themes: ReturnType<typeof themePatterns>): Recommendation[] {
  const list: Recommendation[] = [];
  if (facts.crisisMessages > 0) list.push(crisisRecommendation(facts.crisisLines));
  if (facts.assessmentRisks.some((risk) => risk.riskLevel === "high")) {
    list.push({
      title: "Consider professional support",
      description: "An assessment result was in the high range. A doctor or licensed therapist can offer care that an AI cannot; the Therapist Handover page can help you prepare.",
    });
  }
  if (trend === "declining") {
    list.push({ title: "Talk it through", description: "Your wellness has been dipping. A conversation with your therapist about what changed can help you find one small next step." });
  }
  if (themes.sleep) {
    list.push({ title: "Protect your sleep", description: "Keep a steady wake-up time, dim screens an hour before bed, and jot down worries before sleep so they wait until morning." });
  }
  if (themes.anxious) {
    list.push({ title: "Try paced breathing", description: "Breathe in for 4 and out for 6, for two minutes, when anxiety builds. Longer out-breaths calm the body's alarm system." });
  }
  if (themes.stressed) {
    list.push({ title: "Plan a daily recovery break", description: "Ten minutes a day that belong to you: a walk, music, or a meditation from the Meditation page." });
  }
  if (facts.moods.length < 4) {
    list.push({ title: "Check in daily", description: "A quick mood entry each day builds a clearer picture, so trends and patterns become visible." });
  }
  if (trend === "improving") {
    list.push({ title: "Keep what's working", description: "Your wellness is rising. Notice what has helped lately and keep making room for it." });
  }
  if (list.length === 0) {
    list.push({ title: "Keep checking in", description: "Regular mood entries and conversations help you notice changes early, whichever way they go." });
  }
  return list.slice(0, 4);
}

/** Insights from statistics on the person's own data; the model (when configured) only rewords them. */
export function computeInsights(facts: InsightFacts): ProgressInsights {
  const { trend, change } = moodTrendOf(facts.moods);
  const themes = themePatterns(facts);
  return {
    moodTrend: trend,
    moodTrendExplanation: trendExplanation(facts.moods, trend, change, facts.periodDays),
    recommendations: recommendationsOf(facts, trend, themes),
    recommendationsExplanation: EXPLANATIONS.recommendations,
    patterns: [...weekdayPatterns(facts), ...themes.patterns],
    patternsExplanation: EXPLANATIONS.patterns,
    riskFactors: riskFactorsOf(facts, trend),
    riskFactorsExplanation: EXPLANATIONS.riskFactors,
    aiGenerated: false,
  };
}

const narrativeSchema = z.object({
  moodTrendExplanation: z.string().trim().min(1).max(600),
  recommendations: z
    .array(z.object({ title: z.string().trim().min(1).max(80), description: z.string().trim().min(1).max(400) }))
    .min(1)
    .max(4),
  patterns: z.array(z.string().trim().min(1).max(300)).max(6),
});

const INSTRUCTIONS = [
  "You write the insights panel of a mental-health progress dashboard for the person whose data it is, warmly and plainly, addressing them as 'you'.",
  "The trend, numbers, patterns and risk factors are computed and final: keep them accurate, do not invent data, and never diagnose.",
  "Write: moodTrendExplanation (1-2 sentences), 2-4 recommendations (short title, one or two sentence description) that follow from the facts, and the patterns reworded (same facts, same count or fewer).",
  "Answer with a JSON object only.",
  'JSON shape: {"moodTrendExplanation":"...","recommendations":[{"title":"...","description":"..."}],"patterns":["..."]}',
].join("\n");

/**
 * The computed insights, reworded by the configured model when there is one. Risk factors are never reworded, and a
 * crisis keeps its fixed first recommendation.
 */
export function writeProgressInsights(config: AiConfig, facts: InsightFacts): Promise<ProgressInsights> {
  const computed = computeInsights(facts);
  return rewordComputed(config, {
    task: "Progress insights",
    computed,
    instructions: INSTRUCTIONS,
    input: {
      periodDays: facts.periodDays,
      moodEntries: facts.moods.length,
      moodTrend: computed.moodTrend,
      moodTrendExplanation: computed.moodTrendExplanation,
      patterns: computed.patterns,
      riskFactors: computed.riskFactors,
      recommendations: computed.recommendations,
    },
    schema: narrativeSchema,
    apply: (computed, written) => ({
      ...computed,
      ...written,
      recommendations: facts.crisisMessages > 0 ? [crisisRecommendation(facts.crisisLines), ...written.recommendations].slice(0, 4) : written.recommendations,
      aiGenerated: true,
    }),
  });
}
