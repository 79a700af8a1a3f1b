import type { ServiceContext } from "../context";
import type { HandoverPerson, HandoverSection } from "../export/document";
import { crisisLinesText } from "../shared/crisis-lines";
import { SAFETY_PLAN_SECTIONS } from "../shared/safety-plan";
import { readSafetyPlan } from "./plan";

/** The person's Safety Plan, on the summary page where a new therapist sees it first. */
export async function safetyPlanHandoverSection(ctx: ServiceContext, person: HandoverPerson): Promise<HandoverSection | null> {
  const { plan, updatedAt, crisisLines } = await readSafetyPlan(ctx, person.userId);
  if (!updatedAt) return null;
  const filled = SAFETY_PLAN_SECTIONS.filter((section) => plan[section.key].length > 0);
  return {
    title: "Safety Plan",
    note: "The person's own Safety Plan (Stanley-Brown Safety Planning Intervention), in their words.",
    summary: [
      {
        heading: "Safety Plan",
        lines: [
          ...filled.map((section) => `${section.title}: ${plan[section.key].join("; ")}`),
          `Crisis lines (${crisisLines.country}): ${crisisLinesText(crisisLines)}; emergency ${crisisLines.emergency}.`,
        ],
      },
    ],
    blocks: [],
  };
}
