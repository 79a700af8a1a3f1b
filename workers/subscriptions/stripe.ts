import Stripe from "stripe";
import type { Config } from "../env";
import type { PaidPlanType } from "../shared/plans";

export type StripeConfig = Config & {
  STRIPE_SECRET_KEY: string;
  STRIPE_WEBHOOK_SECRET: string;
  STRIPE_PRICE_BASE: string;
  STRIPE_PRICE_ADVANCED: string;
};

/** readConfig guarantees that the webhook secret and both prices come with the key. */
export function isStripeConfigured(config: Config): config is StripeConfig {
  return Boolean(config.STRIPE_SECRET_KEY);
}

export function createStripeClient(config: StripeConfig): Stripe {
  const apiUrl = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(apiUrl && {
      host: apiUrl.hostname,
      port: apiUrl.port || (apiUrl.protocol === "http:" ? 80 : 443),
      protocol: apiUrl.protocol === "http:" ? "http" : "https",
    }),
  });
}

export function priceIdFor(config: StripeConfig, plan: PaidPlanType): string {
  return plan === "base" ? config.STRIPE_PRICE_BASE : config.STRIPE_PRICE_ADVANCED;
}

export function planForPrice(config: StripeConfig, priceId: string | undefined): PaidPlanType | null {
  if (priceId === config.STRIPE_PRICE_BASE) return "base";
  if (priceId === config.STRIPE_PRICE_ADVANCED) return "advanced";
  return null;
}

/**
 * Since API version 2025-03-31 the billing period lives on each subscription item; a Haven subscription has one.
 */
export function periodEndOf(subscription: Stripe.Subscription): Date {
  const ends = subscription.items.data.map((item) => item.current_period_end);
  return new Date(Math.max(...ends) * 1000);
}
