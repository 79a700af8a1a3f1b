import type { CountryCrisisLines } from "../shared/crisis-lines";
import type { SafetyPlanContent } from "../shared/safety-plan";

/** The safety area's wire types. */
export interface SafetyPlanView {
  plan: SafetyPlanContent;
  /** Null until the person first saves their plan. */
  updatedAt: string | null;
  crisisLines: CountryCrisisLines;
}
