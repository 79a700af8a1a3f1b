import type { Member } from "../accounts/member";
import { parseInput } from "../validation";
import type { WebScope } from "../web/scope";
import { answerHelpQuestion } from "./assistant";
import { helpQuestionSchema } from "./schemas";

/** The help assistant for the popup's action. */
export function helpWeb({ services }: WebScope) {
  return {
    help: {
      ask: (member: Member, body: unknown) => answerHelpQuestion(services, member, parseInput(helpQuestionSchema, body).message),
    },
  };
}
