import { z } from "zod";
import { HELP_QUESTION_MAX_LENGTH, helpTexts } from "../shared/help";

export const helpQuestionSchema = z.object({
  message: z.string({ error: helpTexts.empty }).trim().min(1, helpTexts.empty).max(HELP_QUESTION_MAX_LENGTH, helpTexts.tooLong),
});
