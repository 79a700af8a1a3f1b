import { eq } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { subscriptions, type SubscriptionRow, type UserRow } from "../db/schema";
import type { PaidPlanType } from "../shared/plans";
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
  /** trial and advanced open every therapist; base opens the preferred one; none opens nothing. */
  level: "trial" | "base" | "advanced" | "none";
  subscription: PublicSubscription | null;
  trialInfo: TrialInfo;
  cancellationInfo: CancellationInfo | null;
}

function isCurrent(row: SubscriptionRow, now: Date): boolean {
  return row.status !== "canceled" && row.currentPeriodEnd.getTime() > now.getTime();
}

export async function accessState(ctx: ServiceContext, user: UserRow): Promise<AccessState> {
  const [row] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).limit(1);
  const now = ctx.now();
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

export function canUseTherapist(access: AccessState, user: UserRow, therapistId: string): boolean {
  if (access.level === "trial" || access.level === "advanced") return true;
  if (access.level === "base") return user.preferredTherapistId === therapistId;
  return false;
}
