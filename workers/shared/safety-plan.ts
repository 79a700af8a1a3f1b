/**
 * The Safety Plan's sections (the Stanley-Brown Safety Planning Intervention, in the person's own words) and its
 * limits, shared by the page and the server.
 */
export const SAFETY_PLAN_SECTIONS = [
  {
    key: "warningSigns",
    title: "1. Warning signs",
    prompt: "Thoughts, feelings, situations or behaviours that tell you a crisis may be starting.",
    example: "Not sleeping, pulling away from everyone, thinking \"what's the point\"",
  },
  {
    key: "copingStrategies",
    title: "2. Things I can do on my own",
    prompt: "Ways to take your mind off things without contacting anyone: activities, places, small comforts.",
    example: "A hot shower, a walk round the block, my playlist",
  },
  {
    key: "distractions",
    title: "3. People and places that take my mind off things",
    prompt: "People you can be around, and social places you can go, without having to talk about how you feel.",
    example: "Coffee with Sam, the library, the gym",
  },
  {
    key: "helpers",
    title: "4. People I can ask for help",
    prompt: "Family or friends you can tell that you are struggling, with how to reach them.",
    example: "My sister, 07700 900123",
  },
  {
    key: "professionals",
    title: "5. Professionals and services I can contact",
    prompt: "Your doctor, therapist, a crisis line or an urgent care service, with their numbers.",
    example: "Dr Patel, 01632 960 000; the crisis line on this page",
  },
  {
    key: "environment",
    title: "6. Making my surroundings safer",
    prompt: "Steps that put distance between you and anything you could use to hurt yourself.",
    example: "Ask my partner to keep my medication",
  },
  {
    key: "reasonsForLiving",
    title: "7. What matters to me and is worth living for",
    prompt: "People, pets, plans, hopes: the things that keep you going.",
    example: "My dog, seeing my niece grow up",
  },
] as const;

export type SafetyPlanSectionKey = (typeof SAFETY_PLAN_SECTIONS)[number]["key"];
export type SafetyPlanContent = Record<SafetyPlanSectionKey, string[]>;

/** Where the plan lives; the crisis replies name it and the chat turns it into a link. */
export const SAFETY_PLAN_PATH = "/app/safety-plan";

export const SAFETY_PLAN_ITEMS_MAX = 12;
export const SAFETY_PLAN_ITEM_MAX_LENGTH = 300;

export const safetyPlanTexts = {
  tooManyItems: `Each section can hold up to ${SAFETY_PLAN_ITEMS_MAX} items.`,
  itemTooLong: `Each item can be up to ${SAFETY_PLAN_ITEM_MAX_LENGTH} characters.`,
  saved: "Your Safety Plan is saved.",
  saveFailed: "Your Safety Plan could not be saved. What you wrote is still here; please try again.",
} as const;

export function emptySafetyPlan(): SafetyPlanContent {
  return Object.fromEntries(SAFETY_PLAN_SECTIONS.map((section) => [section.key, []])) as unknown as SafetyPlanContent;
}

/** One item per line in the page's text areas: trimmed, blank lines dropped. */
export function itemsFromLines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}
