import type { HelpPassage } from "../types";
import { normalise, splitSentences, truncate } from "./text";

const MAX_ANSWER_CHARS = 700;
const SENTENCES_FROM_TOP_PASSAGE = 4;
const SENTENCES_FROM_RELATED_PASSAGE = 2;

/**
 * Answers from the passages retrieval already ranked: the best one in full (trimmed), the next one
 * as a pointer when it exists. Without passages it says so and sends the person to people who know.
 */
export function answerHelpQuestion(passages: readonly HelpPassage[], supportEmail: string | null): string {
  const contact = supportEmail
    ? `the Help Center (/help-center) or email ${supportEmail}`
    : "the Help Center (/help-center) or contact our support team";
  const [best, related] = passages;
  if (!best) {
    return `I'm not sure about that one, and I'd rather not guess. You'll find more in ${contact}, and someone will help you there.`;
  }
  const answer = firstSentences(best.answer, SENTENCES_FROM_TOP_PASSAGE);
  const more = related
    ? ` You might also find this useful: ${normalise(related.question).replace(/\?*$/, "?")} ${firstSentences(related.answer, SENTENCES_FROM_RELATED_PASSAGE)}`
    : "";
  return `${truncate(`${answer}${more}`, MAX_ANSWER_CHARS)} If that doesn't fully answer it, see ${contact}.`;
}

function firstSentences(text: string, count: number): string {
  return splitSentences(text).slice(0, count).join(" ");
}
