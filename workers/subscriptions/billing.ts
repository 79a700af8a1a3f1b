import { and, eq, isNull, lt } from "drizzle-orm";
import Stripe from "stripe";
import { auditEntry } from "../audit";
import type { ServiceContext } from "../context";
import type { Member } from "../accounts/member";
import { checkouts, stripeEvents, subscriptions, therapists, users } from "../db/schema";
import { Conflict, Invalid, NotFound, Unavailable } from "../errors";
import type { PaidPlanType } from "../shared/plans";
import { createStripeClient, isStripeConfigured, priceIdFor, type StripeConfig } from "./stripe";

const DAY_MS = 24 * 60 * 60 * 1000;
const PERIOD_MS = 30 * DAY_MS;
/** A Stripe Checkout Session expires after 24 hours; an unfinished checkout is kept a little longer, then dropped. */
const OPEN_CHECKOUT_KEPT_MS = 2 * DAY_MS;
/** Stripe retries a webhook for up to three days; remembering event ids for much longer catches any replay. */
const STRIPE_EVENT_KEPT_MS = 60 * DAY_MS;

export const billingMessages = {
  choosePlan: "Please choose the Base or the Advanced plan.",
  chooseTherapist: "Please choose the therapist you want for the Base plan.",
  baseTherapistChosen: "Your Base therapist is chosen. To talk with someone else, upgrade to Advanced or contact support to switch.",
  baseTherapistNotInPlan: "Choosing a therapist is part of the Base plan.",
  samePlan: "You are already on this plan.",
  downgrade: "To move from Advanced to Base, please contact support and we will switch your plan at the end of the period.",
  useUpgrade: "You are on the Base plan: upgrade to Advanced instead.",
  noSubscription: "You have no active subscription.",
  alreadyCancelled: "Your subscription is already set to end at the close of this period.",
  cancelled: "Subscription cancelled successfully!",
  upgraded: "Subscription upgraded successfully!",
  providerUnavailable: "Payments are unavailable right now. Nothing was charged; please try again in a few minutes.",
} as const;

/** A Stripe outage or rejection becomes a retryable 503 with a calm message, never a 500. */
async function callStripe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    console.warn("Stripe request failed", error.type, error.statusCode, error.message);
    throw new Unavailable(billingMessages.providerUnavailable, "PAYMENT_PROVIDER_UNAVAILABLE");
  }
}

/** The Stripe subscription behind a user's plan, when it was bought through Stripe. */
async function stripeSubscriptionOf(ctx: ServiceContext, userId: string): Promise<{ id: string; config: StripeConfig } | null> {
  const [row] = await ctx.db
    .select({ id: subscriptions.stripeSubscriptionId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  if (!row?.id) return null;
  if (!isStripeConfigured(ctx.config)) throw new Unavailable(billingMessages.providerUnavailable, "PAYMENT_PROVIDER_UNAVAILABLE");
  return { id: row.id, config: ctx.config };
}

async function existingTherapistId(ctx: ServiceContext, therapistId: string): Promise<string> {
  const [therapist] = await ctx.db.select({ id: therapists.id }).from(therapists).where(eq(therapists.id, therapistId));
  if (!therapist) throw new Invalid(billingMessages.chooseTherapist, "preferredTherapist");
  return therapist.id;
}

function assertPlan(planType: unknown): PaidPlanType {
  if (planType !== "base" && planType !== "advanced") throw new Invalid(billingMessages.choosePlan, "planType");
  return planType;
}

/**
 * Starts a purchase: a Stripe Checkout Session when Stripe is configured, otherwise the app's own local checkout
 * page, which says that no card is charged. Both complete through `fulfilSubscription`.
 */
export async function startCheckout(ctx: ServiceContext, member: Member, input: { planType: unknown; preferredTherapist?: unknown }) {
  const user = member.account;
  const plan = assertPlan(input.planType);
  const current = member.access.subscription?.plan;
  if (current === plan) throw new Conflict(billingMessages.samePlan, "SAME_PLAN");
  if (current === "advanced") throw new Conflict(billingMessages.downgrade, "DOWNGRADE_VIA_SUPPORT");
  if (current === "base") throw new Conflict(billingMessages.useUpgrade, "USE_UPGRADE");
  // Base without a therapist (what the spec's client sends) is fine: the person chooses one afterwards, on Home or
  // in the first chat they open (chooseBaseTherapist).
  const chosen = typeof input.preferredTherapist === "string" ? input.preferredTherapist.trim() : "";
  const preferredTherapistId = plan === "base" && chosen ? await existingTherapistId(ctx, chosen) : null;
  const id = crypto.randomUUID();
  await ctx.db.insert(checkouts).values({ id, userId: user.id, plan, preferredTherapistId, createdAt: ctx.now() });
  const { config } = ctx;
  if (!isStripeConfigured(config)) {
    return { success: true, checkoutUrl: `/app/checkout/${id}`, message: "Redirecting to checkout..." };
  }
  const stripe = createStripeClient(config);
  const session = await callStripe(() =>
    stripe.checkout.sessions.create(
      {
        mode: "subscription",
        line_items: [{ price: priceIdFor(config, plan), quantity: 1 }],
        client_reference_id: id,
        customer_email: user.email,
        success_url: `${config.APP_URL}/app/profile?success=true&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${config.APP_URL}/app/subscription`,
        metadata: { checkoutId: id, userId: user.id },
        subscription_data: { metadata: { checkoutId: id, userId: user.id } },
      },
      { idempotencyKey: `checkout-${id}` },
    ),
  );
  if (!session.url) throw new Unavailable(billingMessages.providerUnavailable, "PAYMENT_PROVIDER_UNAVAILABLE");
  await ctx.db.update(checkouts).set({ stripeSessionId: session.id }).where(eq(checkouts.id, id));
  return { success: true, checkoutUrl: session.url, message: "Redirecting to checkout..." };
}

/** An open local checkout of this user; a Stripe checkout can only be completed by Stripe's webhook. */
export async function findOpenCheckout(ctx: ServiceContext, member: Member, checkoutId: string) {
  if (isStripeConfigured(ctx.config)) throw new NotFound("This checkout has expired or was already completed.", "CHECKOUT_NOT_FOUND");
  const [checkout] = await ctx.db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.userId, member.id), eq(checkouts.status, "open"), isNull(checkouts.stripeSessionId)));
  if (!checkout) throw new NotFound("This checkout has expired or was already completed.", "CHECKOUT_NOT_FOUND");
  return checkout;
}

/**
 * Activates (or renews) a plan and closes its checkout: the one place a paid plan starts, whichever payment path
 * led here (the local checkout page or Stripe's checkout.session.completed webhook).
 */
export async function fulfilSubscription(
  ctx: ServiceContext,
  input: {
    checkoutId: string;
    userId: string;
    plan: PaidPlanType;
    preferredTherapistId: string | null;
    currentPeriodEnd: Date;
    stripe?: { customerId: string; subscriptionId: string };
  },
) {
  const now = ctx.now();
  const plan = {
    plan: input.plan,
    status: "active" as const,
    cancelAtPeriodEnd: false,
    currentPeriodEnd: input.currentPeriodEnd,
    stripeCustomerId: input.stripe?.customerId ?? null,
    stripeSubscriptionId: input.stripe?.subscriptionId ?? null,
    updatedAt: now,
  };
  await ctx.db.batch([
    ctx.db
      .insert(subscriptions)
      .values({ userId: input.userId, ...plan, createdAt: now })
      .onConflictDoUpdate({ target: subscriptions.userId, set: plan }),
    ...(input.preferredTherapistId
      ? [ctx.db.update(users).set({ preferredTherapistId: input.preferredTherapistId, updatedAt: now }).where(eq(users.id, input.userId))]
      : []),
    ctx.db.update(checkouts).set({ status: "completed", completedAt: now }).where(eq(checkouts.id, input.checkoutId)),
    auditEntry(ctx, input.userId, "plan_changed", { plan: input.plan }),
  ]);
}

/** Completes a local checkout (no card is charged) through the same fulfilment as a real payment. */
export async function completeLocalCheckout(ctx: ServiceContext, member: Member, checkoutId: string) {
  const checkout = await findOpenCheckout(ctx, member, checkoutId);
  await fulfilSubscription(ctx, {
    checkoutId: checkout.id,
    userId: member.id,
    plan: checkout.plan,
    preferredTherapistId: checkout.preferredTherapistId,
    currentPeriodEnd: new Date(ctx.now().getTime() + PERIOD_MS),
  });
  return checkout;
}

/**
 * The one therapist of a Base plan bought without one: chosen once, by the person. A later change goes through
 * support (or an upgrade), as a downgrade does, so Base stays one therapist.
 */
export async function chooseBaseTherapist(ctx: ServiceContext, member: Member, therapistId: unknown) {
  if (member.access.level !== "base") throw new Conflict(billingMessages.baseTherapistNotInPlan, "NOT_ON_BASE_PLAN");
  if (member.account.preferredTherapistId) throw new Conflict(billingMessages.baseTherapistChosen, "BASE_THERAPIST_CHOSEN");
  const chosen = await existingTherapistId(ctx, typeof therapistId === "string" ? therapistId : "");
  // Only while none is set, so two tabs choosing at once cannot both win.
  const updated = await ctx.db
    .update(users)
    .set({ preferredTherapistId: chosen, updatedAt: ctx.now() })
    .where(and(eq(users.id, member.id), isNull(users.preferredTherapistId)))
    .returning({ id: users.id });
  if (updated.length === 0) throw new Conflict(billingMessages.baseTherapistChosen, "BASE_THERAPIST_CHOSEN");
  await auditEntry(ctx, member.id, "plan_changed", { preferredTherapist: chosen });
  return { success: true, preferredTherapist: chosen };
}

/** Cancels at the end of the paid period; access continues until then. */
export async function cancelSubscription(ctx: ServiceContext, member: Member) {
  const { account: user, access } = member;
  if (!access.subscription) throw new Conflict(billingMessages.noSubscription, "NO_SUBSCRIPTION");
  if (access.subscription.cancelAtPeriodEnd) throw new Conflict(billingMessages.alreadyCancelled, "ALREADY_CANCELLED");
  const billed = await stripeSubscriptionOf(ctx, user.id);
  if (billed) {
    const stripe = createStripeClient(billed.config);
    await callStripe(() => stripe.subscriptions.update(billed.id, { cancel_at_period_end: true }));
  }
  await ctx.db.batch([
    ctx.db.update(subscriptions).set({ cancelAtPeriodEnd: true, updatedAt: ctx.now() }).where(eq(subscriptions.userId, user.id)),
    auditEntry(ctx, user.id, "plan_changed", { cancelAtPeriodEnd: "true" }),
  ]);
  return { success: true, message: billingMessages.cancelled };
}

/** Base to Advanced, immediately; Stripe charges the prorated difference at once. */
export async function upgradeSubscription(ctx: ServiceContext, member: Member, planType: unknown) {
  const { account: user, access } = member;
  const plan = assertPlan(planType);
  if (!access.subscription) throw new Conflict(billingMessages.noSubscription, "NO_SUBSCRIPTION");
  if (plan !== "advanced" || access.subscription.plan !== "base") {
    throw new Conflict(plan === access.subscription.plan ? billingMessages.samePlan : billingMessages.downgrade, "INVALID_UPGRADE");
  }
  const billed = await stripeSubscriptionOf(ctx, user.id);
  if (billed) {
    const stripe = createStripeClient(billed.config);
    await callStripe(async () => {
      const current = await stripe.subscriptions.retrieve(billed.id);
      const [item] = current.items.data;
      if (!item) throw new Error(`Stripe subscription ${billed.id} has no items`);
      return stripe.subscriptions.update(billed.id, {
        items: [{ id: item.id, price: priceIdFor(billed.config, "advanced") }],
        proration_behavior: "always_invoice",
        cancel_at_period_end: false,
      });
    });
  }
  await ctx.db.batch([
    ctx.db.update(subscriptions).set({ plan: "advanced", cancelAtPeriodEnd: false, updatedAt: ctx.now() }).where(eq(subscriptions.userId, user.id)),
    auditEntry(ctx, user.id, "plan_changed", { plan: "advanced" }),
  ]);
  return { success: true, message: billingMessages.upgraded };
}

/**
 * Before an account is deleted: deletes its Stripe customer, which ends any subscription at once, so a deleted
 * account is never charged again and Stripe keeps no profile of the person. Fails (and so stops the deletion)
 * while Stripe cannot be reached.
 */
export async function closeBillingAccount(ctx: ServiceContext, userId: string) {
  const [row] = await ctx.db
    .select({ customerId: subscriptions.stripeCustomerId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  if (!row?.customerId) return;
  const { config } = ctx;
  if (!isStripeConfigured(config)) throw new Unavailable(billingMessages.providerUnavailable, "PAYMENT_PROVIDER_UNAVAILABLE");
  const customerId = row.customerId;
  await callStripe(async () => {
    try {
      await createStripeClient(config).customers.del(customerId);
    } catch (error) {
      const alreadyGone = error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;
      if (!alreadyGone) throw error;
    }
  });
}

/** Nightly: drops abandoned checkouts and event ids too old to be delivered again. */
export async function purgeStaleBillingRecords(ctx: ServiceContext) {
  const now = ctx.now().getTime();
  await ctx.db.batch([
    ctx.db.delete(checkouts).where(and(eq(checkouts.status, "open"), lt(checkouts.createdAt, new Date(now - OPEN_CHECKOUT_KEPT_MS)))),
    ctx.db.delete(stripeEvents).where(lt(stripeEvents.createdAt, new Date(now - STRIPE_EVENT_KEPT_MS))),
  ]);
}
