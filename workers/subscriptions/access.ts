import { eq } from "drizzle-orm";
import type { Member } from "../accounts/member";
import type { ServiceContext } from "../context";
import { subscriptions, type SubscriptionRow, type UserRow } from "../db/schema";
import { Forbidden, PlanRequired } from "../errors";
import { FEATURES, hasFeature, needsBaseTherapistChoice, type AccessLevel, type Feature, type PaidPlanType } from "../shared/plans";
import { trialDaysRemaining } from "../shared/trial";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PublicSubscription {
  status: SubscriptionRow["status"];
  plan: PaidPlanType;
  planType: PaidPlanType;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string;
}

export interface TrialInfo {
  isOnTrial: boolean;
  isTrialExpired: boolean;
  trialDaysRemaining: number;
  trialEnd: string;
}

export interface CancellationInfo {
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string;
  daysRemaining: number;
}

/** What a user may do right now: the basis of every plan gate, on the server and in the UI. */
export interface AccessState {
  /** What the plan table (shared/plans.ts, FEATURES) is read with. */
  level: AccessLevel;
  subscription: PublicSubscription | null;
  trialInfo: TrialInfo;
  cancellationInfo: CancellationInfo | null;
}

function isCurrent(row: SubscriptionRow, now: Date): boolean {
  return row.status !== "canceled" && row.currentPeriodEnd.getTime() > now.getTime();
}

/** The access of a person from their account and subscription row, read together when the session is checked. */
export function accessFor(user: UserRow, row: SubscriptionRow | null, now: Date): AccessState {
  const current = row && isCurrent(row, now) ? row : null;
  const trialRunning = now.getTime() <= user.trialEndsAt.getTime();
  const trialInfo: TrialInfo = {
    isOnTrial: !current && trialRunning,
    isTrialExpired: !current && !trialRunning,
    trialDaysRemaining: trialDaysRemaining(user.trialEndsAt, now),
    trialEnd: user.trialEndsAt.toISOString(),
  };
  if (!current) {
    return { level: trialRunning ? "trial" : "none", subscription: null, trialInfo, cancellationInfo: null };
  }
  return {
    level: current.plan,
    subscription: {
      status: current.status,
      plan: current.plan,
      planType: current.plan,
      cancelAtPeriodEnd: current.cancelAtPeriodEnd,
      currentPeriodEnd: current.currentPeriodEnd.toISOString(),
    },
    trialInfo,
    cancellationInfo: current.cancelAtPeriodEnd
      ? {
          cancelAtPeriodEnd: true,
          currentPeriodEnd: current.currentPeriodEnd.toISOString(),
          daysRemaining: Math.max(0, Math.ceil((current.currentPeriodEnd.getTime() - now.getTime()) / DAY_MS)),
        }
      : null,
  };
}

export async function accessState(ctx: ServiceContext, user: UserRow): Promise<AccessState> {
  const [row] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).limit(1);
  return accessFor(user, row ?? null, ctx.now());
}

/** The one plan gate: refuses with the status, code and message the feature table gives. */
export function requireFeature(member: Pick<Member, "access">, feature: Feature): void {
  if (hasFeature(member, feature)) return;
  const { status, code, message } = FEATURES[feature].refusal;
  throw status === 402 ? new PlanRequired(message, code) : new Forbidden(message, code);
}

/** Every therapist on the trial and Advanced; on Base, the one the person chose. */
export function canUseTherapist(member: Pick<Member, "access" | "account">, therapistId: string): boolean {
  if (hasFeature(member, "allTherapists")) return true;
  return hasFeature(member, "therapists") && member.account.preferredTherapistId === therapistId;
}

export function requireTherapist(member: Pick<Member, "access" | "account">, therapistId: string): void {
  requireFeature(member, "therapists");
  if (needsBaseTherapistChoice(member)) {
    throw new Forbidden(
      "Choose your Base plan's therapist first (PUT /api/subscription/preferred-therapist, or in the app).",
      "BASE_THERAPIST_NOT_CHOSEN",
    );
  }
  if (!canUseTherapist(member, therapistId)) requireFeature(member, "allTherapists");
}

/** A trial or a paid plan is running: most of /app is open (the route table's trial-expiry redirect). */
export function hasPlanOrTrial(member: Pick<Member, "access">): boolean {
  return member.access.level !== "none";
}
