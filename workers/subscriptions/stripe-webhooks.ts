import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { auditEntry } from "../audit";
import type { ServiceContext } from "../context";
import { checkouts, stripeEvents, subscriptions, users } from "../db/schema";
import { sendEmail } from "../email/send";
import { Invalid, NotFound } from "../errors";
import { fulfilSubscription } from "./billing";
import { createStripeClient, isStripeConfigured, periodEndOf, planForPrice, type StripeConfig } from "./stripe";

export const webhookMessages = {
  notConfigured: "Stripe is not configured for this deployment.",
  missingSignature: "Missing the Stripe-Signature header.",
  badSignature: "The webhook signature could not be verified.",
} as const;

type LocalStatus = "active" | "past_due" | "canceled";

/** Stripe has more states than Haven needs: a lapsed payment keeps access while Stripe retries it. */
function localStatusOf(status: Stripe.Subscription.Status): LocalStatus {
  if (status === "active" || status === "trialing") return "active";
  if (status === "canceled" || status === "incomplete_expired") return "canceled";
  return "past_due";
}

function idOf(reference: string | { id: string } | null | undefined): string | null {
  if (!reference) return null;
  return typeof reference === "string" ? reference : reference.id;
}

/**
 * Verifies and applies one webhook delivery. Each event id is applied once: Stripe delivers at least once and
 * may replay, so a seen id is acknowledged without effect. State is read back from the API rather than taken
 * from the event, because events can arrive out of order.
 */
export async function handleStripeWebhook(ctx: ServiceContext, payload: string, signature: string | undefined) {
  const { config } = ctx;
  if (!isStripeConfigured(config)) throw new NotFound(webhookMessages.notConfigured, "STRIPE_NOT_CONFIGURED");
  if (!signature) throw new Invalid(webhookMessages.missingSignature, undefined, "INVALID_SIGNATURE");
  const stripe = createStripeClient(config);
  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(payload, signature, config.STRIPE_WEBHOOK_SECRET);
  } catch {
    throw new Invalid(webhookMessages.badSignature, undefined, "INVALID_SIGNATURE");
  }
  const [seen] = await ctx.db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, event.id));
  if (seen) return { received: true, duplicate: true };
  await applyEvent(ctx, stripe, config, event);
  await ctx.db.insert(stripeEvents).values({ id: event.id, type: event.type, createdAt: ctx.now() }).onConflictDoNothing();
  return { received: true, duplicate: false };
}

async function applyEvent(ctx: ServiceContext, stripe: Stripe, config: StripeConfig, event: Stripe.Event) {
  switch (event.type) {
    case "checkout.session.completed":
      return completeCheckout(ctx, stripe, event.data.object);
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return syncSubscription(ctx, stripe, config, event.data.object.id);
    case "invoice.payment_failed":
      return recordFailedPayment(ctx, event.data.object);
    default:
      return;
  }
}

async function completeCheckout(ctx: ServiceContext, stripe: Stripe, session: Stripe.Checkout.Session) {
  const subscriptionId = idOf(session.subscription);
  const customerId = idOf(session.customer);
  if (session.mode !== "subscription" || !session.client_reference_id || !subscriptionId || !customerId) return;
  if (session.payment_status === "unpaid") return;
  const [checkout] = await ctx.db.select().from(checkouts).where(eq(checkouts.id, session.client_reference_id));
  if (!checkout || checkout.status === "completed") return;
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  await fulfilSubscription(ctx, {
    checkoutId: checkout.id,
    userId: checkout.userId,
    plan: checkout.plan,
    preferredTherapistId: checkout.preferredTherapistId,
    currentPeriodEnd: periodEndOf(subscription),
    stripe: { customerId, subscriptionId },
  });
}

/** Renewals, upgrades made in Stripe, cancel-at-period-end and deletion all land here. */
async function syncSubscription(ctx: ServiceContext, stripe: Stripe, config: StripeConfig, subscriptionId: string) {
  const [row] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, subscriptionId));
  // A subscription whose checkout has not completed yet: checkout.session.completed creates the row from fresh state.
  if (!row) return;
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const plan = planForPrice(config, subscription.items.data[0]?.price.id) ?? row.plan;
  const status = localStatusOf(subscription.status);
  const cancelAtPeriodEnd = subscription.cancel_at_period_end;
  const currentPeriodEnd = periodEndOf(subscription);
  const unchanged =
    row.plan === plan &&
    row.status === status &&
    row.cancelAtPeriodEnd === cancelAtPeriodEnd &&
    row.currentPeriodEnd.getTime() === currentPeriodEnd.getTime();
  if (unchanged) return;
  await ctx.db.batch([
    ctx.db
      .update(subscriptions)
      .set({ plan, status, cancelAtPeriodEnd, currentPeriodEnd, updatedAt: ctx.now() })
      .where(eq(subscriptions.userId, row.userId)),
    auditEntry(ctx, row.userId, "plan_changed", { plan, status, cancelAtPeriodEnd: String(cancelAtPeriodEnd) }),
  ]);
}

async function recordFailedPayment(ctx: ServiceContext, invoice: Stripe.Invoice) {
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  if (!subscriptionId) return;
  const [owner] = await ctx.db
    .select({ userId: subscriptions.userId, status: subscriptions.status, email: users.email, firstName: users.firstName })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(eq(subscriptions.stripeSubscriptionId, subscriptionId));
  if (!owner || owner.status === "canceled") return;
  await ctx.db.batch([
    ctx.db.update(subscriptions).set({ status: "past_due", updatedAt: ctx.now() }).where(eq(subscriptions.userId, owner.userId)),
    auditEntry(ctx, owner.userId, "plan_changed", { status: "past_due" }),
  ]);
  await sendEmail(ctx, {
    userId: owner.userId,
    to: owner.email,
    subject: "Your Haven payment did not go through",
    text: [
      `Hi ${owner.firstName},`,
      "",
      "We could not take this month's payment for your Haven plan. Your therapists stay available while our payment provider tries again over the next few days.",
      `If your card has changed, reply to this email or write to ${ctx.config.SUPPORT_EMAIL} and we will help you update it.`,
      "",
      "Take care,",
      "Haven",
    ].join("\n"),
  });
}
