/**
 * The one definition of the plans: names, prices and features shown on the public pages, the subscription
 * page and the profile, and the plan keys the server's gating uses.
 */
export type PaidPlanType = "base" | "advanced";
export type PlanType = "free" | PaidPlanType;

export interface PlanDefinition {
  type: PlanType;
  name: string;
  price: string;
  priceCents: number;
  period: string;
  description: string;
  features: string[];
  popular: boolean;
}

export const PLANS: readonly PlanDefinition[] = [
  {
    type: "free",
    name: "Free",
    price: "$0",
    priceCents: 0,
    period: "forever",
    description: "Explore the community and our public resources.",
    features: [
      "Help center and crisis resources",
      "The daily social-media contest",
      "7-day free trial of every feature",
    ],
    popular: false,
  },
  {
    type: "base",
    name: "Base",
    price: "$9.99",
    priceCents: 999,
    period: "per month",
    description: "One dedicated AI therapist, whenever you need them.",
    features: [
      "Access to 1 AI therapist 24/7",
      "Unlimited chat sessions",
      "Basic progress tracking",
      "Basic mood analysis",
      "Enhanced token rewards",
      "Email support",
    ],
    popular: false,
  },
  {
    type: "advanced",
    name: "Advanced",
    price: "$19.99",
    priceCents: 1999,
    period: "per month",
    description: "Every specialist and every tool, for deeper support.",
    features: [
      "All 10 specialised AI therapists",
      "Cross-referencing of chat history",
      "Advanced progress tracking",
      "Voice mode support",
      "Mood tracking with AI analysis",
      "Peer support forums",
      "Maximum token impact",
      "Priority support",
    ],
    popular: true,
  },
];

export const TRIAL_DAYS = 7;

export function planDefinition(type: PlanType): PlanDefinition {
  const plan = PLANS.find((candidate) => candidate.type === type);
  if (!plan) throw new Error(`Unknown plan ${type}`);
  return plan;
}

/** The label on Home's plan badge. */
export function planBadgeLabel(plan: PaidPlanType | null): string {
  if (plan === "advanced") return "Advanced Plan";
  if (plan === "base") return "Base Plan";
  return "Trial";
}

/** Where a person stands: no plan and no trial, the trial, or a paid plan. */
export type AccessLevel = "none" | "trial" | PaidPlanType;

export interface FeatureRule {
  /** The access levels that include the feature. */
  levels: readonly AccessLevel[];
  /** What a person without it gets: 402 or 403 (as the spec reads each area), a code and a message. */
  refusal: { status: 402 | 403; code: string; message: string };
}

const PAYING_OR_TRIAL = ["trial", "base", "advanced"] as const;
const FULL_ACCESS = ["trial", "advanced"] as const;

/**
 * What each plan and the trial include: the one table behind every plan gate, on the server (`requireFeature`) and
 * in the pages (`hasFeature`). Base includes one therapist, chosen by the person; `allTherapists` is the rest.
 */
export const FEATURES = {
  therapists: {
    levels: PAYING_OR_TRIAL,
    refusal: { status: 402, code: "PLAN_REQUIRED", message: "Your free trial has ended. Choose a plan to keep talking with your therapists." },
  },
  allTherapists: {
    levels: FULL_ACCESS,
    refusal: { status: 403, code: "THERAPIST_NOT_IN_PLAN", message: "You need an Advanced Plan to access this therapist. Please upgrade your subscription." },
  },
  voice: {
    levels: FULL_ACCESS,
    refusal: { status: 403, code: "ADVANCED_PLAN_REQUIRED", message: "Voice features are part of the Advanced plan." },
  },
  crossSessionMemory: {
    levels: FULL_ACCESS,
    refusal: { status: 403, code: "ADVANCED_PLAN_REQUIRED", message: "Cross-referencing of chat history is part of the Advanced plan." },
  },
  assessments: {
    levels: PAYING_OR_TRIAL,
    refusal: { status: 402, code: "PLAN_REQUIRED", message: "Your free trial has ended. Choose a plan to use assessments." },
  },
  // The spec's client reads a 403 from the progress endpoints as "a subscription is required".
  progress: {
    levels: PAYING_OR_TRIAL,
    refusal: { status: 403, code: "PLAN_REQUIRED", message: "Please upgrade your subscription to access progress tracking." },
  },
  // Safety is never behind a plan: the Safety Plan and crisis lines stay open after a trial ends.
  safetyPlan: {
    levels: ["none", "trial", "base", "advanced"],
    refusal: { status: 403, code: "FORBIDDEN", message: "The Safety Plan is open to everyone signed in." },
  },
  dreams: {
    levels: PAYING_OR_TRIAL,
    refusal: { status: 402, code: "PLAN_REQUIRED", message: "Your free trial has ended. Choose a plan to keep using the Dream Companion." },
  },
  journal: {
    levels: PAYING_OR_TRIAL,
    refusal: { status: 402, code: "PLAN_REQUIRED", message: "Your free trial has ended. Choose a plan to keep writing in your journal." },
  },
  meditation: {
    levels: PAYING_OR_TRIAL,
    refusal: { status: 402, code: "PLAN_REQUIRED", message: "Your free trial has ended. Choose a plan to keep using guided meditation." },
  },
  // The community contest is open to every signed-in person, whatever their plan or trial (DESIGN.md).
  contest: {
    levels: ["none", "trial", "base", "advanced"],
    refusal: { status: 403, code: "FORBIDDEN", message: "The contest is open to every signed-in person." },
  },
  peerSupport: {
    levels: FULL_ACCESS,
    refusal: { status: 403, code: "ADVANCED_PLAN_REQUIRED", message: "Peer support forums are part of the Advanced plan. Upgrade to join the community." },
  },
} as const satisfies Record<string, FeatureRule>;

export type Feature = keyof typeof FEATURES;

/** Whether a member's trial or plan includes a feature (the server refuses with `requireFeature`). */
export function hasFeature(member: { access: { level: AccessLevel } }, feature: Feature): boolean {
  return (FEATURES[feature].levels as readonly AccessLevel[]).includes(member.access.level);
}

/**
 * A Base plan bought without a therapist (the spec's client sends only the plan): the person still chooses their one
 * therapist, on Home or in the first chat they open.
 */
export function needsBaseTherapistChoice(member: {
  access: { level: AccessLevel };
  account: { preferredTherapistId: string | null };
}): boolean {
  return member.access.level === "base" && !member.account.preferredTherapistId;
}
