import { Hono } from "hono";
import { handleStripeWebhook } from "../subscriptions/stripe-webhooks";
import type { ApiEnv } from "./types";

/** Calls from payment providers: authenticated by their signature, not by a user session. */
export const webhookRoutes = new Hono<ApiEnv>().post("/stripe", async (c) => {
  const payload = await c.req.text();
  return c.json(await handleStripeWebhook(c.var.services, payload, c.req.header("Stripe-Signature")));
});
