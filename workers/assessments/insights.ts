import { z } from "zod";
import type { AiConfig } from "../ai/types";
import { rewordComputed } from "../ai/with-fallback";
import { crisisLinesPhrase, type CountryCrisisLines } from "../shared/crisis-lines";
import { itemPoints, type ScoredAssessment } from "./scoring";
import type { Answer, AssessmentDefinition, RiskLevel } from "./types";

export interface AssessmentInsights {
  aiGenerated: boolean;
  riskLevel: RiskLevel;
  riskLevelExplanation: string;
  keyFindings: string[];
  keyFindingsExplanation: string;
  recommendations: string[];
  recommendationsExplanation: string;
}

const KEY_FINDINGS_EXPLANATION =
  "Findings come from your answers and, for validated questionnaires, their published scoring. They are a screening result to guide your conversations, not a diagnosis.";
const RECOMMENDATIONS_EXPLANATION =
  "Suggestions follow your result and the areas that weighed most in your answers. Your therapist can shape them with you; for anything medical, a doctor or licensed therapist is the right person.";

/** A crisis result's first recommendation, with the person's own lines: never reworded, and rendered again when shown. */
export function safetyRecommendation(lines: CountryCrisisLines): string {
  return `Please reach out now if those thoughts feel strong: ${crisisLinesPhrase(lines, { emergency: true })}. Your therapist will check in with you at the start of your next chat.`;
}

/** Next steps per therapist, from gentle to firmer as the risk level rises. */
const NEXT_STEPS: Record<string, Record<RiskLevel, string[]>> = {
  "onboarding-depression": {
    low: ["Keep a small daily routine with one thing you enjoy and one thing you accomplish.", "Notice what lifts your mood even slightly, and plan a little more of it."],
    medium: [
      "Try behavioural activation with Noah: schedule small, doable activities and notice how they shift your mood.",
      "A PHQ-9 in this range is usually followed up by a doctor or licensed therapist; consider booking a visit.",
    ],
    high: [
      "Please talk with a doctor or licensed mental-health professional soon; results in this range usually call for professional care.",
      "Noah can help you plan very small daily steps and prepare what to say at that appointment.",
    ],
  },
  "onboarding-anxiety": {
    low: ["Practise a slow-breathing exercise (in for 4, out for 6) when you notice tension building.", "Keep a short worry log to see which worries repeat."],
    medium: [
      "Work with Claire on a 'worry time' routine and on testing anxious predictions one small step at a time.",
      "A GAD-7 in this range is commonly followed up by a professional assessment; consider talking to your doctor.",
    ],
    high: [
      "Please consider seeing a doctor or licensed therapist soon: anxiety at this level responds well to professional treatment.",
      "Claire can teach grounding skills for the hardest moments while you arrange that support.",
    ],
  },
  "onboarding-trauma": {
    low: ["Notice what helps you feel safe and grounded, and keep those things close.", "Go at your own pace: you never have to share more than feels right."],
    medium: [
      "Amara can help you build grounding and stabilising skills before going any deeper.",
      "A score near the PCL-5 cut-point is worth discussing with a trauma-informed professional.",
    ],
    high: [
      "Please consider a trauma-informed professional: evidence-based treatments such as trauma-focused CBT and EMDR help many people.",
      "With Amara, start with safety and grounding, at a pace you choose.",
    ],
  },
  "onboarding-addiction": {
    low: ["Keep noticing when and why you drink or use; awareness is a strong first step.", "Plan a few alcohol-free days each week if you drink."],
    medium: [
      "Rosa can explore with you, without judgement, what you would gain from cutting down and what gets in the way.",
      "Try tracking drinks for two weeks and set a weekly limit you choose.",
    ],
    high: [
      "Please talk with a doctor before stopping heavy drinking suddenly: withdrawal can be dangerous and medical help makes it safer.",
      "Rosa can help you plan first steps and find support groups or treatment near you.",
    ],
  },
  "onboarding-self-esteem": {
    low: ["Keep a short list of things you did well each day, however small.", "Notice the voice you use with yourself, and how you would speak to a friend instead."],
    medium: [
      "Work with Lena on catching harsh self-talk and answering it with a fairer, kinder voice.",
      "Try writing three things each evening that you handled well today.",
    ],
    high: [
      "Lena can help you work on self-criticism step by step; a licensed therapist is also a good option if it weighs on you every day.",
      "Start a daily practice of one self-compassionate sentence.",
    ],
  },
  "onboarding-stress": {
    low: ["Protect the things that already help you unwind.", "Keep regular sleep and short breaks through the day."],
    medium: [
      "Priya can help you sort what you can change from what you can only cope with, and plan for each.",
      "Add one short recovery practice a day: a walk, a breathing exercise, or a few minutes offline.",
    ],
    high: [
      "A WHO-5 result in this range is a reason to talk with a doctor, who can check for depression and burnout.",
      "With Priya, start with one stressor and one small change you can make this week.",
    ],
  },
};

const REFLECTION_STEPS: Record<string, string[]> = {
  "onboarding-family": [
    "Bring one recent moment at home to your first chat with Elena; together you can look at the pattern around it.",
    "Notice when the tension at home eases, and what was different then.",
  ],
  "onboarding-relationships": [
    "Talk with Jonah about the pattern you ticked and what you need when it happens.",
    "Try naming one need directly to someone close this week.",
  ],
  "onboarding-marriage": [
    "Bring the strain you ticked first to Marcus; you can plan a calm way to raise it together.",
    "Try a short weekly check-in with your partner: one appreciation and one wish.",
  ],
  "onboarding-grief": [
    "There is no right way or timeline to grieve; Samuel can walk alongside you at your pace.",
    "Keep a few small rituals that connect you with who or what you lost.",
  ],
};

function describeAnswer(answer: Answer): string {
  if (Array.isArray(answer)) return answer.length ? answer.join(", ") : "none of these";
  return String(answer);
}

/** Findings and next steps computed from the answers: always available, and the fallback for the model's text. */
export function builtinInsights(
  assessment: AssessmentDefinition,
  answers: readonly Answer[],
  scored: ScoredAssessment,
  lines: CountryCrisisLines,
): AssessmentInsights {
  const findings: string[] = [];
  if (scored.score) {
    findings.push(`Your ${scored.score.instrument} result is ${scored.score.display}: ${scored.score.band.toLowerCase()}.`);
    const weighty = assessment.questions
      .map((question, index) => ({ question, points: itemPoints(question, answers[index]!) }))
      .filter((item) => item.question.points && (item.points ?? 0) >= Math.max(...item.question.points) - 1 && (item.points ?? 0) > 0);
    const categories = [...new Set(weighty.map((item) => item.question.category))];
    if (categories.length) findings.push(`The areas that weighed most: ${categories.slice(0, 4).join(", ")}.`);
  } else {
    findings.push("This reflection has no score: it helps your therapist understand your situation in your own words.");
  }
  assessment.questions.forEach((question, index) => {
    const answer = answers[index];
    if (answer === undefined || question.points) return;
    if (question.type === "checkbox" && Array.isArray(answer) && answer.length) {
      findings.push(`${question.category}: ${describeAnswer(answer)}.`);
    } else if (question.type === "scale" && question.scaleRange) {
      findings.push(`You rated ${question.category.toLowerCase()} ${answer} of ${question.scaleRange.max}.`);
    } else if (question.type === "multiple_choice") {
      findings.push(`${question.category}: ${describeAnswer(answer)}.`);
    }
  });
  const steps = NEXT_STEPS[assessment.id]?.[scored.riskLevel] ?? REFLECTION_STEPS[assessment.id] ?? [];
  return {
    aiGenerated: false,
    riskLevel: scored.riskLevel,
    riskLevelExplanation: scored.riskLevelExplanation,
    keyFindings: findings.slice(0, 6),
    keyFindingsExplanation: KEY_FINDINGS_EXPLANATION,
    recommendations: scored.crisis ? [safetyRecommendation(lines), ...steps] : steps,
    recommendationsExplanation: RECOMMENDATIONS_EXPLANATION,
  };
}

const modelInsightsSchema = z.object({
  keyFindings: z.array(z.string().trim().min(1).max(400)).min(1).max(6),
  recommendations: z.array(z.string().trim().min(1).max(400)).min(1).max(6),
});

const INSTRUCTIONS = [
  "You write the result summary of a mental-health self-assessment for the person who took it, warmly and plainly, addressing them as 'you'.",
  "The score, band and risk level are already computed and final: do not change, recompute or contradict them, and never diagnose.",
  "Key findings: 2-5 short sentences on what the answers show. Recommendations: 2-4 concrete, gentle next steps that fit the specialty; suggest a doctor or licensed professional when the risk level is medium or high.",
  "Answer with a JSON object only.",
  'JSON shape: {"keyFindings":["..."],"recommendations":["..."]}',
].join("\n");

/**
 * Lets the configured model write the findings and recommendations from the scored result. A result with a crisis
 * keeps the built-in text, whose safety wording is fixed; `lines` are the person's crisis lines, which it gives.
 */
export async function writeInsights(
  config: AiConfig,
  assessment: AssessmentDefinition,
  answers: readonly Answer[],
  scored: ScoredAssessment,
  lines: CountryCrisisLines,
): Promise<AssessmentInsights> {
  const computed = builtinInsights(assessment, answers, scored, lines);
  if (scored.crisis) return computed;
  return rewordComputed(config, {
    task: "Assessment insights",
    computed,
    instructions: INSTRUCTIONS,
    input: {
      assessment: assessment.name,
      kind: assessment.kind === "instrument" ? `validated instrument (${assessment.instrument})` : "reflection questionnaire (not scored)",
      score: scored.score,
      riskLevel: scored.riskLevel,
      computedFindings: computed.keyFindings,
      answers: assessment.questions.map((question, index) => ({ question: question.question, answer: answers[index] })),
    },
    schema: modelInsightsSchema,
    apply: (computed, written) => ({ ...computed, aiGenerated: true, ...written }),
  });
}

/**
 * Stored insights as shown: a crisis result's first recommendation (always the safety one, see `builtinInsights`)
 * names the lines of the person's country now, whichever country it was written for.
 */
export function withCrisisLines<T extends AssessmentInsights>(insights: T, crisis: boolean, lines: CountryCrisisLines): T {
  if (!crisis || insights.recommendations.length === 0) return insights;
  const [, ...rest] = insights.recommendations;
  return { ...insights, recommendations: [safetyRecommendation(lines), ...rest] };
}
