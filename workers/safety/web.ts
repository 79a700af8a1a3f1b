import type { Member } from "../accounts/member";
import { parseInput } from "../validation";
import type { WebScope } from "../web/scope";
import { getSafetyPlan, saveSafetyPlan, setCrisisCountry } from "./plan";
import { crisisCountrySchema, safetyPlanSchema } from "./schemas";

/** The Safety Plan and the person's crisis lines, for Remix loaders and actions. */
export function safetyWeb({ services }: WebScope) {
  return {
    safety: {
      plan: (member: Member) => getSafetyPlan(services, member),
      savePlan: (member: Member, body: unknown) => saveSafetyPlan(services, member, parseInput(safetyPlanSchema, body)),
      setCountry: (member: Member, body: unknown) => setCrisisCountry(services, member, parseInput(crisisCountrySchema, body).country),
    },
  };
}
