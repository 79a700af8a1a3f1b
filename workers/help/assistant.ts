import { withBuiltinFallback } from "../ai/with-fallback";
import type { Member } from "../accounts/member";
import type { ServiceContext } from "../context";
import { safeMessagingReply } from "../safety/replies";
import { crisisLinesFor } from "../shared/crisis-lines";
import { screenText } from "../safety/screen";
import { retrieveHelp } from "./retrieval";

/** Answers a question about Haven from the Help Center's content; a crisis always gets the safe-messaging reply. */
export async function answerHelpQuestion(ctx: ServiceContext, member: Member, question: string): Promise<string> {
  const screening = await screenText(ctx, member, question, "help");
  const lines = crisisLinesFor(member.account.crisisCountry);
  if (screening.response === "safe-messaging" && screening.level !== "none") {
    return safeMessagingReply(screening.level, {
      firstName: member.account.firstName || undefined,
      seed: question,
      signals: screening.signals,
      lines,
    });
  }
  const passages = retrieveHelp(question, 3, ctx.config.SUPPORT_EMAIL);
  return withBuiltinFallback(ctx.config, "Help assistant", (provider) => provider.answerHelpQuestion(question, passages, lines));
}
