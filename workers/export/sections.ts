import { assessmentsHandoverSection } from "../assessments/export";
import { chatHandoverSection } from "../chat/export";
import type { ServiceContext } from "../context";
import { dreamsHandoverSection } from "../dreams/export";
import { journalHandoverSection } from "../journal/export";
import { moodHandoverSection } from "../progress/export";
import { safetyPlanHandoverSection } from "../safety/export";
import type { HandoverPerson, HandoverSection } from "./document";

/** One area's part of the handover document, or null when the area has nothing to say about the person. */
export type HandoverSectionSource = (ctx: ServiceContext, person: HandoverPerson) => Promise<HandoverSection | null>;

/**
 * The areas in the handover PDF, in the order of the summary page and of the detail pages. A new area adds its
 * `workers/<area>/export.ts` function here.
 */
export const HANDOVER_SECTIONS: readonly HandoverSectionSource[] = [
  safetyPlanHandoverSection,
  chatHandoverSection,
  assessmentsHandoverSection,
  moodHandoverSection,
  journalHandoverSection,
  dreamsHandoverSection,
];
