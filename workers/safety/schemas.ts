import { z } from "zod";
import { CRISIS_COUNTRY_CHOICES } from "../shared/crisis-lines";
import { SAFETY_PLAN_ITEM_MAX_LENGTH, SAFETY_PLAN_ITEMS_MAX, SAFETY_PLAN_SECTIONS, safetyPlanTexts } from "../shared/safety-plan";

const items = z
  .array(z.string().trim().max(SAFETY_PLAN_ITEM_MAX_LENGTH, safetyPlanTexts.itemTooLong), { error: "Each section must be a list of items." })
  .max(SAFETY_PLAN_ITEMS_MAX, safetyPlanTexts.tooManyItems)
  .transform((list) => list.filter(Boolean))
  .default([]);

/** A whole Safety Plan: every section a list of short items (missing sections are empty). */
export const safetyPlanSchema = z.object(
  Object.fromEntries(SAFETY_PLAN_SECTIONS.map((section) => [section.key, items])) as Record<(typeof SAFETY_PLAN_SECTIONS)[number]["key"], typeof items>,
);

export const crisisCountrySchema = z.object({
  country: z.enum(CRISIS_COUNTRY_CHOICES.map((entry) => entry.code) as [string, ...string[]], { error: "Please choose a country from the list." }),
});
