import { classifierLevel, combinedGrade, loadModel, riskScores, type ClassifierModel } from "./classifier";
import trainedModel from "./classifier-model.json";
import { assessCrisis, normalisedSentences, type CrisisAssessment, type CrisisLevel } from "./crisis";
import { encoderScores, loadEncoder, type EncoderModel, type LoadedEncoder } from "./encoder";
import trainedEncoder from "./encoder-model.json";

/**
 * The crisis detector every surface uses (through `screenText`): the normalising rule layer (crisis.ts) and the
 * trained linear classifier (classifier.ts), combined by combinedGrade, raised by the encoder (encoder.ts); then, in a
 * conversation, the person's recent messages. Deterministic and offline; a configured model may only raise the grade
 * afterwards (second-opinion.ts).
 */

const model = loadModel(trainedModel as ClassifierModel);
const RANK: Record<CrisisLevel, number> = { none: 0, concern: 1, crisis: 2 };

export function higherLevel(a: CrisisLevel, b: CrisisLevel): CrisisLevel {
  return RANK[a] >= RANK[b] ? a : b;
}

function withSignal(assessment: CrisisAssessment, level: CrisisLevel, signal: string): CrisisAssessment {
  if (RANK[level] <= RANK[assessment.level]) return assessment;
  return { level, signals: [...assessment.signals, signal] };
}

/** Decoded on first use rather than when the Worker starts: most requests grade no text. */
let encoder: LoadedEncoder | undefined;

const wordCount = (text: string) => text.trim().split(/\s+/).length;

/** The rules and the linear classifier together (combinedGrade). */
export function linearGrade(text: string): CrisisAssessment {
  const rules = assessCrisis(text);
  if (typeof text !== "string" || !text.trim()) return rules;
  return combinedGrade(rules, riskScores(model, text), model.thresholds, wordCount(text));
}

/** The encoder only raises: a grade it gives above the other layers' wins, it never clears what they flagged. */
export function gradeTextWith(linear: CrisisAssessment, encoded: CrisisLevel): CrisisAssessment {
  return withSignal(linear, encoded, "encoder");
}

/** One text on its own: the rules and the linear classifier (linearGrade), raised by the encoder (encoder.ts). */
export function gradeText(text: string): CrisisAssessment {
  const linear = linearGrade(text);
  if (typeof text !== "string" || !text.trim()) return linear;
  encoder ??= loadEncoder(trainedEncoder as EncoderModel);
  return gradeTextWith(linear, classifierLevel(encoderScores(encoder, text), encoder.thresholds, wordCount(text)));
}

export interface ConversationContext {
  /** The person's previous messages in this conversation, oldest first (a few are enough). */
  recent: readonly string[];
  /** Whether this conversation has already had a crisis. */
  hadCrisis: boolean;
  /** Whether the last reply asked the person if they are safe (the safe-messaging replies end that way). */
  askedIfSafe?: boolean;
}

/** How many earlier messages are read with the new one. */
export const CONTEXT_MESSAGES = 3;
/** From this risk up, a message after a crisis is not clearly fine, so it gets the check-in. */
const NOT_CLEARLY_FINE = 0.3;
/** Answers to "are you safe right now?" */
const NOT_SAFE_ANSWER = /^(?:no|nope|nah|not really|not sure|i do not know|i dont know|idk|dunno|i am not|not at all|not safe|kind of|sort of|i guess not|not yet|hardly)\b/;
const SAFE_ANSWER = /^(?:yes|yeah|yep|yup|i am safe|im safe|safe|i am okay|i am ok|im ok|im okay|ok|okay|i am fine|im fine|i am alright|i am safe now)\b/;

/**
 * A message in a conversation. Hopelessness earlier and "I've made up my mind" now is a crisis: the new message is
 * read together with the last few, and when together they are a crisis and the new message is at least a concern on
 * its own, it is graded a crisis. Once a conversation has had a crisis, a message that is not clearly fine is a concern, so
 * the reply checks in rather than carrying on as if nothing happened.
 */
export function gradeInConversation(text: string, context: ConversationContext): CrisisAssessment {
  const alone = gradeText(text);
  if (alone.level === "crisis") return alone;
  if (context.askedIfSafe) {
    const answer = normalisedSentences(text)[0] ?? "";
    if (NOT_SAFE_ANSWER.test(answer)) return withSignal(alone, "crisis", "not-safe-answer");
    if (SAFE_ANSWER.test(answer)) return alone;
  }
  const recent = context.recent.slice(-CONTEXT_MESSAGES);
  if (recent.length > 0 && alone.level !== "none") {
    const together = gradeText([...recent, text].join("\n"));
    if (together.level === "crisis") return withSignal(alone, "crisis", "conversation");
  }
  if (context.hadCrisis && riskScores(model, text).risk >= NOT_CLEARLY_FINE) return withSignal(alone, "concern", "after-crisis");
  return alone;
}
