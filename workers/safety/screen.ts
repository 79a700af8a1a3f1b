import type { Member } from "../accounts/member";
import type { ServiceContext } from "../context";
import { safetyEvents } from "../db/schema";
import type { CrisisLevel } from "./crisis";
import { gradeInConversation, gradeText, higherLevel, type ConversationContext } from "./detector";
import { modelSecondOpinion } from "./second-opinion";

/** Every place a person writes. */
export type Surface = "chat" | "help" | "assessment" | "dream" | "journal" | "meditation" | "forum-post" | "forum-reply";

/**
 * What a surface does with a graded text:
 * - `safe-messaging`: answer with the safe-messaging reply (crisis lines, stay in the conversation) instead of its
 *   usual answer;
 * - `crisis-path`: keep what was written, show the crisis resources with the result, and have the next chat reply,
 *   from any therapist, check in on safety first;
 * - `with-resources`: keep what was written (a journal entry is always saved) or do what was asked, and show the
 *   crisis resources gently beside the result, never a refusal;
 * - `answer`: carry on as usual (the grade is still recorded).
 */
export type SafetyResponse = "safe-messaging" | "crisis-path" | "with-resources" | "answer";

/** The safety policy of every surface, in one place. */
export const SURFACE_POLICY: Record<Surface, Record<CrisisLevel, SafetyResponse>> = {
  chat: { crisis: "safe-messaging", concern: "safe-messaging", none: "answer" },
  help: { crisis: "safe-messaging", concern: "answer", none: "answer" },
  assessment: { crisis: "crisis-path", concern: "answer", none: "answer" },
  dream: { crisis: "with-resources", concern: "answer", none: "answer" },
  journal: { crisis: "with-resources", concern: "with-resources", none: "answer" },
  // A meditation prompt the person wrote themselves (the API takes any prompt): the session is still written.
  meditation: { crisis: "with-resources", concern: "answer", none: "answer" },
  // Published as written; a crisis is marked on the item, its author sees the crisis lines at once, readers see a
  // support card, and moderators see it first in their queue.
  "forum-post": { crisis: "crisis-path", concern: "answer", none: "answer" },
  "forum-reply": { crisis: "crisis-path", concern: "answer", none: "answer" },
};

export interface Screening {
  level: CrisisLevel;
  /** The detector's rule ids, never the person's words. */
  signals: string[];
  response: SafetyResponse;
}

/**
 * The one way a text a person wrote is screened: graded by the crisis detector (with the conversation's recent
 * messages when there is one), raised (never lowered) by a configured model's second opinion, recorded when it is a
 * concern or a crisis (grade and rule ids only), and answered with the surface's policy. `ref` identifies the graded
 * item, so a retried send is recorded once.
 */
export async function screenText(
  ctx: ServiceContext,
  member: Pick<Member, "id">,
  text: string,
  surface: Surface,
  options: { ref?: string | null; conversation?: ConversationContext } = {},
): Promise<Screening> {
  const graded = options.conversation ? gradeInConversation(text, options.conversation) : gradeText(text);
  let { level } = graded;
  const signals = [...graded.signals];
  if (level !== "crisis") {
    const opinion = await modelSecondOpinion(ctx.config, text, options.conversation?.recent);
    if (opinion && higherLevel(opinion, level) !== level) {
      level = opinion;
      signals.push("second-opinion");
    }
  }
  if (level !== "none") {
    await ctx.db
      .insert(safetyEvents)
      .values({ userId: member.id, surface, level, signals: JSON.stringify(signals), ref: options.ref ?? null, createdAt: ctx.now() })
      .onConflictDoNothing();
  }
  return { level, signals, response: SURFACE_POLICY[surface][level] };
}
