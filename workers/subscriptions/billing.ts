import { and, eq } from "drizzle-orm";
import { auditEntry } from "../audit";
import type { ServiceContext } from "../context";
import { checkouts, subscriptions, therapists, users, type UserRow } from "../db/schema";
import { Conflict, Invalid, NotFound } from "../errors";
import type { PaidPlanType } from "../shared/plans";
import type { AccessState } from "./service";

const PERIOD_MS = 30 * 24 * 60 * 60 * 1000;

export const billingMessages = {
  choosePlan: "Please choose the Base or the Advanced plan.",
  chooseTherapist: "Please choose the therapist you want for the Base plan.",
  samePlan: "You are already on this plan.",
  downgrade: "To move from Advanced to Base, please contact support and we will switch your plan at the end of the period.",
  useUpgrade: "You are on the Base plan: upgrade to Advanced instead.",
  noSubscription: "You have no active subscription.",
  alreadyCancelled: "Your subscription is already set to end at the close of this period.",
  cancelled: "Subscription cancelled successfully!",
  upgraded: "Subscription upgraded successfully!",
} as const;

function assertPlan(planType: unknown): PaidPlanType {
  if (planType !== "base" && planType !== "advanced") throw new Invalid(billingMessages.choosePlan, "planType");
  return planType;
}

/**
 * Starts a purchase. Without Stripe configured, the checkout URL is the app's own local checkout page, which says
 * that no card is charged and completes through the same fulfilment as a payment would.
 */
export async function startCheckout(
  ctx: ServiceContext,
  user: UserRow,
  access: AccessState,
  input: { planType: unknown; preferredTherapist?: unknown },
) {
  const plan = assertPlan(input.planType);
  const current = access.subscription?.plan;
  if (current === plan) throw new Conflict(billingMessages.samePlan, "SAME_PLAN");
  if (current === "advanced") throw new Conflict(billingMessages.downgrade, "DOWNGRADE_VIA_SUPPORT");
  if (current === "base") throw new Conflict(billingMessages.useUpgrade, "USE_UPGRADE");
  let preferredTherapistId: string | null = null;
  if (plan === "base") {
    const chosen = typeof input.preferredTherapist === "string" ? input.preferredTherapist : "";
    const [therapist] = chosen ? await ctx.db.select({ id: therapists.id }).from(therapists).where(eq(therapists.id, chosen)) : [];
    if (!therapist) throw new Invalid(billingMessages.chooseTherapist, "preferredTherapist");
    preferredTherapistId = therapist.id;
  }
  const id = crypto.randomUUID();
  await ctx.db.insert(checkouts).values({ id, userId: user.id, plan, preferredTherapistId, createdAt: ctx.now() });
  return { success: true, checkoutUrl: `/app/checkout/${id}`, message: "Redirecting to checkout..." };
}

export async function findOpenCheckout(ctx: ServiceContext, userId: string, checkoutId: string) {
  const [checkout] = await ctx.db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.userId, userId), eq(checkouts.status, "open")));
  if (!checkout) throw new NotFound("This checkout has expired or was already completed.", "CHECKOUT_NOT_FOUND");
  return checkout;
}

/** Activates (or renews) a plan: the one place a paid plan starts, whichever payment path led here. */
export async function fulfilSubscription(
  ctx: ServiceContext,
  input: { userId: string; plan: PaidPlanType; preferredTherapistId: string | null; currentPeriodEnd: Date },
) {
  const now = ctx.now();
  await ctx.db.batch([
    ctx.db
      .insert(subscriptions)
      .values({ userId: input.userId, plan: input.plan, status: "active", cancelAtPeriodEnd: false, currentPeriodEnd: input.currentPeriodEnd, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: subscriptions.userId,
        set: { plan: input.plan, status: "active", cancelAtPeriodEnd: false, currentPeriodEnd: input.currentPeriodEnd, updatedAt: now },
      }),
    ...(input.preferredTherapistId
      ? [ctx.db.update(users).set({ preferredTherapistId: input.preferredTherapistId, updatedAt: now }).where(eq(users.id, input.userId))]
      : []),
    auditEntry(ctx, input.userId, "plan_changed", { plan: input.plan }),
  ]);
}

/** Completes a local checkout (no card is charged) through the same fulfilment as a real payment. */
export async function completeLocalCheckout(ctx: ServiceContext, userId: string, checkoutId: string) {
  const checkout = await findOpenCheckout(ctx, userId, checkoutId);
  await fulfilSubscription(ctx, {
    userId,
    plan: checkout.plan,
    preferredTherapistId: checkout.preferredTherapistId,
    currentPeriodEnd: new Date(ctx.now().getTime() + PERIOD_MS),
  });
  await ctx.db.update(checkouts).set({ status: "completed", completedAt: ctx.now() }).where(eq(checkouts.id, checkout.id));
  return checkout;
}

/** Cancels at the end of the paid period; access continues until then. */
export async function cancelSubscription(ctx: ServiceContext, user: UserRow, access: AccessState) {
  if (!access.subscription) throw new Conflict(billingMessages.noSubscription, "NO_SUBSCRIPTION");
  if (access.subscription.cancelAtPeriodEnd) throw new Conflict(billingMessages.alreadyCancelled, "ALREADY_CANCELLED");
  await ctx.db.batch([
    ctx.db.update(subscriptions).set({ cancelAtPeriodEnd: true, updatedAt: ctx.now() }).where(eq(subscriptions.userId, user.id)),
    auditEntry(ctx, user.id, "plan_changed", { cancelAtPeriodEnd: "true" }),
  ]);
  return { success: true, message: billingMessages.cancelled };
}

/** Base to Advanced, immediately. */
export async function upgradeSubscription(ctx: ServiceContext, user: UserRow, access: AccessState, planType: unknown) {
  const plan = assertPlan(planType);
  if (!access.subscription) throw new Conflict(billingMessages.noSubscription, "NO_SUBSCRIPTION");
  if (plan !== "advanced" || access.subscription.plan !== "base") {
    throw new Conflict(plan === access.subscription.plan ? billingMessages.samePlan : billingMessages.downgrade, "INVALID_UPGRADE");
  }
  await ctx.db.batch([
    ctx.db.update(subscriptions).set({ plan: "advanced", cancelAtPeriodEnd: false, updatedAt: ctx.now() }).where(eq(subscriptions.userId, user.id)),
    auditEntry(ctx, user.id, "plan_changed", { plan: "advanced" }),
  ]);
  return { success: true, message: billingMessages.upgraded };
}
