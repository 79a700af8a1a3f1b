import { z } from "zod";
import { assessmentMessages, DURATION_MAX_MINUTES, TEXT_ANSWER_MAX_LENGTH } from "../shared/assessments";

/** The body of a submission, from the API and the taking screen alike; each answer is checked against its question later. */
export const submitAssessmentSchema = z.object({
  responses: z
    .array(
      z.object({
        answer: z.union(
          [z.string().max(TEXT_ANSWER_MAX_LENGTH * 2), z.number(), z.array(z.string().max(200)).max(20)],
          { error: "Each answer must be text, a number or a list of options." },
        ),
        category: z.string().max(100).optional(),
      }),
      { error: assessmentMessages.answerEveryQuestion },
    )
    .max(50, assessmentMessages.answerEveryQuestion),
  duration: z
    .number({ error: "duration must be the time taken in whole minutes." })
    .min(0, "duration must be the time taken in whole minutes.")
    .max(DURATION_MAX_MINUTES * 10, "duration must be the time taken in whole minutes."),
});

export type SubmitAssessmentBody = z.infer<typeof submitAssessmentSchema>;
