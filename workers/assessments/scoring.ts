import type { CrisisLevel } from "../safety/crisis";
import type { Answer, AssessmentDefinition, InstrumentAssessment, RiskLevel } from "./types";

export interface AssessmentScore {
  raw: number;
  /** What is reported: the raw total, or WHO-5's percentage. */
  value: number;
  display: string;
  band: string;
  instrument: string;
}

export interface ScoredAssessment {
  score: AssessmentScore | null;
  riskLevel: RiskLevel;
  riskLevelExplanation: string;
  /** A safety item above zero or a crisis in a written answer: resources on the result, a check-in in chat. */
  crisis: boolean;
}

const RISK_ORDER: Record<RiskLevel, number> = { low: 0, medium: 1, high: 2 };

function higher(a: RiskLevel, b: RiskLevel): RiskLevel {
  return RISK_ORDER[a] >= RISK_ORDER[b] ? a : b;
}

/** Points of a scored item's chosen option, or null for items that do not count. */
export function itemPoints(question: InstrumentAssessment["questions"][number], answer: Answer): number | null {
  if (!question.points || typeof answer !== "string") return null;
  const index = question.options?.indexOf(answer) ?? -1;
  return index === -1 ? null : question.points[index]!;
}

export function rawScore(assessment: InstrumentAssessment, answers: readonly Answer[]): number {
  return assessment.questions.reduce((total, question, index) => total + (itemPoints(question, answers[index]!) ?? 0), 0);
}

/**
 * Scores from the instrument's published bands. Reflection questionnaires get no score: their risk level only
 * says whether anything written calls for urgent support. A crisis always raises the level to high.
 */
export function scoreAssessment(assessment: AssessmentDefinition, answers: readonly Answer[], writtenCrisis: CrisisLevel): ScoredAssessment {
  const notes: string[] = [];
  let riskLevel: RiskLevel = "low";
  let score: AssessmentScore | null = null;
  let crisis = writtenCrisis === "crisis";

  if (assessment.kind === "instrument") {
    const raw = rawScore(assessment, answers);
    const band = assessment.bands.find((candidate) => raw <= candidate.max) ?? assessment.bands.at(-1)!;
    const reported = assessment.reportScore?.(raw) ?? { value: raw, display: `${raw} of ${assessment.maxScore}` };
    score = { raw, value: reported.value, display: reported.display, band: band.label, instrument: assessment.instrument };
    riskLevel = band.riskLevel;
    notes.push(band.explanation);
    const safetyAnswered = (assessment.safetyItems ?? []).some((index) => (itemPoints(assessment.questions[index]!, answers[index]!) ?? 0) > 0);
    if (safetyAnswered) {
      crisis = true;
      notes.push(
        "You told us you have had thoughts that you would be better off dead or of hurting yourself. Whatever the total, that answer always means we check in on your safety.",
      );
    }
  } else {
    notes.push("This reflection is not a clinical measure, so it has no score; the level only reflects whether anything you wrote suggests you may need support soon.");
  }

  if (writtenCrisis === "crisis") {
    notes.push("Something you wrote suggests you may be in crisis right now.");
  } else if (writtenCrisis === "concern") {
    riskLevel = higher(riskLevel, "medium");
    notes.push("Something you wrote suggests things feel very heavy at the moment.");
  }
  if (crisis) riskLevel = "high";
  return { score, riskLevel, riskLevelExplanation: notes.join(" "), crisis };
}
