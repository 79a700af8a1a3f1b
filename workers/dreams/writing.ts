import { z } from "zod";
import type { AiConfig } from "../ai/types";
import { rewordComputed } from "../ai/with-fallback";
import type { ComputedAnalysis, DreamFacts } from "./analysis";
import { composeReflection, crisisPreface } from "./reflection";
import type { DreamPatterns } from "./types";

/**
 * Where a configured model may reword the computed dream analysis, reflection and patterns. The numbers, symbols,
 * moods and the crisis support never change; each written list is applied item by item, so a shorter answer
 * rewords fewer items and an invalid one is discarded.
 */

const RULES = [
  "You reword the dream companion of a mental-health app for the person whose dream it is, warmly and plainly, addressing them as 'you'.",
  "The computed facts (symbols, moods, stress, themes) are final: keep them, do not invent new ones, never diagnose.",
  "Never say what a dream predicts or 'means'; phrase meanings as observations from dream research with a question for the person.",
];

const text = (max: number) => z.string().trim().min(1).max(max);

const analysisWordingSchema = z.object({
  symbolMeanings: z.array(text(500)).max(8),
  themeDescriptions: z.array(text(400)).max(6),
  insights: z.array(text(400)).max(6),
  reflectionPrompts: z.array(text(300)).max(6),
});

/** The computed analysis of a dream, reworded by the configured model when there is one. */
export function writeAnalysis(config: AiConfig, computed: ComputedAnalysis, crisis: boolean): Promise<ComputedAnalysis> {
  const { analysis } = computed;
  // The fixed support insight of a crisis is neither sent nor reworded.
  const reworded = crisis ? analysis.insights.slice(1) : analysis.insights;
  return rewordComputed(config, {
    task: "Dream analysis",
    computed,
    instructions: [
      ...RULES,
      "Reword each item in the same order: the symbol meanings (each ending with a question), the theme descriptions, the insights (keep practical steps practical), and the reflection prompts (open questions).",
      "Answer with a JSON object only.",
      'JSON shape: {"symbolMeanings":["..."],"themeDescriptions":["..."],"insights":["..."],"reflectionPrompts":["..."]}',
    ].join("\n"),
    input: {
      overallMood: analysis.overallMood,
      stressLevel: analysis.stressLevel,
      symbols: analysis.symbols.map(({ symbol, meaning }) => ({ symbol, meaning })),
      themes: analysis.themes.map(({ theme, description }) => ({ theme, description })),
      insights: reworded.map(({ category, insight }) => ({ category, insight })),
      reflectionPrompts: computed.prompts,
    },
    schema: analysisWordingSchema,
    apply: (computed, written) => {
      const pick = <T>(items: T[], wording: string[], set: (item: T, words: string) => T) =>
        items.map((item, index) => (wording[index] ? set(item, wording[index]) : item));
      const insights = pick(reworded, written.insights, (item, insight) => ({ ...item, insight }));
      return {
        ...computed,
        analysis: {
          ...computed.analysis,
          symbols: pick(computed.analysis.symbols, written.symbolMeanings, (item, meaning) => ({ ...item, meaning })),
          themes: pick(computed.analysis.themes, written.themeDescriptions, (item, description) => ({ ...item, description })),
          insights: crisis ? [computed.analysis.insights[0]!, ...insights] : insights,
          aiGenerated: true,
        },
        prompts: pick(computed.prompts, written.reflectionPrompts, (_item, prompt) => prompt),
      };
    },
  });
}

const reflectionWordingSchema = z.object({ reflection: text(3000).min(40) });

/** The written reflection on a dream; a crisis keeps its fixed support preface, whatever the model writes. */
export async function writeReflection(config: AiConfig, facts: DreamFacts, computed: ComputedAnalysis): Promise<{ text: string; aiGenerated: boolean }> {
  const composed = { text: composeReflection(facts, computed), aiGenerated: false };
  const written = await rewordComputed(config, {
    task: "Dream reflection",
    computed: composed,
    instructions: [
      ...RULES,
      "Write a warm reflection of 3 to 5 short paragraphs on the dream, from the facts and the computed reflection given: acknowledge it, name what stands out with a question, notice how they woke up, and close with one reflection prompt.",
      "Answer with a JSON object only.",
      'JSON shape: {"reflection":"First paragraph.\\n\\nSecond paragraph."}',
    ].join("\n"),
    input: {
      title: facts.title,
      dream: facts.content,
      dreamType: facts.dreamType,
      vividness: facts.vividness,
      emotionAfterWaking: facts.emotionAfterWaking,
      overallMood: computed.analysis.overallMood,
      symbols: computed.analysis.symbols.map(({ symbol, meaning }) => ({ symbol, meaning })),
      reflectionPrompts: computed.prompts,
      computedReflection: composed.text,
    },
    schema: reflectionWordingSchema,
    apply: (_computed, written) => ({ text: written.reflection, aiGenerated: true }),
  });
  return facts.crisis ? { ...written, text: `${crisisPreface(facts.crisisLines)}\n\n${written.text}` } : written;
}

const patternsWordingSchema = z.object({
  aiSummary: text(1200),
  insights: z.array(z.object({ title: text(100), description: text(500) })).max(8),
});

/** The patterns across dreams, with the summary and sentences reworded by the configured model when there is one. */
export function writePatterns(config: AiConfig, computed: DreamPatterns): Promise<DreamPatterns> {
  return rewordComputed(config, {
    task: "Dream patterns",
    computed,
    instructions: [
      ...RULES,
      "Reword the summary (2 to 4 sentences) and each pattern insight in the same order (a short title and one or two sentences), keeping every number.",
      "Answer with a JSON object only.",
      'JSON shape: {"aiSummary":"...","insights":[{"title":"...","description":"..."}]}',
    ].join("\n"),
    input: {
      aiSummary: computed.aiSummary,
      insights: computed.insights.map(({ title, description }) => ({ title, description })),
      recurringSymbols: computed.recurringSymbols.map(({ symbol, count }) => ({ symbol, count })),
      nightmareFrequency: computed.nightmareFrequency,
      averageStress: computed.averageStress,
    },
    schema: patternsWordingSchema,
    apply: (computed, written) => ({
      ...computed,
      aiSummary: written.aiSummary,
      insights: computed.insights.map((insight, index) => (written.insights[index] ? { ...insight, ...written.insights[index] } : insight)),
      aiGenerated: true,
    }),
  });
}
