export type QuestionType = "multiple_choice" | "scale" | "text" | "checkbox";
export type RiskLevel = "low" | "medium" | "high";

export interface AssessmentQuestion {
  question: string;
  type: QuestionType;
  category: string;
  /** For multiple_choice and checkbox. */
  options?: string[];
  /** For scale: buttons from min to max, with optional end labels. */
  scaleRange?: { min: number; max: number; minLabel?: string; maxLabel?: string };
  /** Points for each option, in order, when the item counts towards the instrument's score. */
  points?: number[];
}

/** A published score band: totals up to and including `max` fall in it. */
export interface ScoreBand {
  max: number;
  label: string;
  riskLevel: RiskLevel;
  explanation: string;
}

export interface InstrumentSource {
  citation: string;
  licence: string;
}

interface AssessmentBase {
  id: string;
  therapistId: string;
  name: string;
  description: string;
  /** Minutes, as shown on the card. */
  estimatedDuration: number;
  /** Shown above every question, e.g. the instrument's time frame. */
  instructions: string;
  questions: AssessmentQuestion[];
}

/** A validated, freely usable instrument, scored from its published bands. */
export interface InstrumentAssessment extends AssessmentBase {
  kind: "instrument";
  instrument: string;
  source: InstrumentSource;
  maxScore: number;
  bands: ScoreBand[];
  /** Indexes of items where any answer above zero starts the crisis path (PHQ-9 item 9). */
  safetyItems?: number[];
  /** Turns the raw total into the reported score (WHO-5 reports raw x 4 as a percentage). */
  reportScore?: (raw: number) => { value: number; display: string };
}

/** Our own questions where no free validated instrument fits: labelled as such and never scored. */
export interface ReflectionAssessment extends AssessmentBase {
  kind: "reflection";
}

export type AssessmentDefinition = InstrumentAssessment | ReflectionAssessment;

/** An answer as submitted: the option text, the scale value, the written text, or the ticked options. */
export type Answer = string | number | string[];
