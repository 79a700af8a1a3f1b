import { createAiProvider } from "../ai/provider";
import type { ServiceContext } from "../context";
import { Invalid } from "../errors";
import { assessCrisis, safeMessagingReply } from "../safety/crisis";
import { retrieveHelp } from "./retrieval";

export const HELP_QUESTION_MAX_LENGTH = 1000;

/** Answers a question about Haven from the Help Center's content; a crisis always gets the safe-messaging reply. */
export async function answerHelpQuestion(ctx: ServiceContext, rawQuestion: unknown, firstName: string | null): Promise<string> {
  const question = typeof rawQuestion === "string" ? rawQuestion.trim() : "";
  if (!question) throw new Invalid("Please type a question.", "message");
  if (question.length > HELP_QUESTION_MAX_LENGTH) {
    throw new Invalid(`Questions can be up to ${HELP_QUESTION_MAX_LENGTH.toLocaleString("en-US")} characters.`, "message");
  }
  const { level, signals } = assessCrisis(question);
  if (level === "crisis") return safeMessagingReply("crisis", { firstName: firstName ?? undefined, seed: question, signals });
  const passages = retrieveHelp(question);
  const provider = createAiProvider(ctx.config);
  return provider
    .answerHelpQuestion(question, passages)
    .catch(() => createAiProvider({}).answerHelpQuestion(question, passages));
}
