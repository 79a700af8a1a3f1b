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
      "Community updates and token news",
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
