import type { Member } from "../accounts/member";
import { parseInput } from "../validation";
import type { WebScope } from "../web/scope";
import { submitAssessmentSchema } from "./schemas";
import { getAssessment, getResponse, listAssessments, submitAssessment } from "./service";

/** Assessments for Remix loaders and actions. */
export function assessmentsWeb({ services }: WebScope) {
  return {
    assessments: {
      list: (member: Member) => listAssessments(services, member),
      get: (member: Member, assessmentId: string) => getAssessment(services, member, assessmentId),
      response: (member: Member, responseId: string) => getResponse(services, member, responseId),
      /** Validates a submission from the taking screen with the API's schema. */
      submit: (member: Member, assessmentId: string, body: unknown) =>
        submitAssessment(services, member, assessmentId, parseInput(submitAssessmentSchema, body)),
    },
  };
}
