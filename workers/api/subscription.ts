import { Hono } from "hono";
import { z } from "zod";
import { cancelSubscription, startCheckout, upgradeSubscription } from "../subscriptions/billing";
import { accessState } from "../subscriptions/service";
import { parseJson, requireAuth } from "./middleware";
import type { ApiEnv } from "./types";

const planSchema = z.object({
  planType: z.string({ error: "Please choose the Base or the Advanced plan." }).max(20),
  preferredTherapist: z.string().max(64).optional(),
});

export const subscriptionRoutes = new Hono<ApiEnv>()
  .use(requireAuth)
  .get("/status", async (c) => {
    const { subscription, trialInfo, cancellationInfo } = await accessState(c.var.services, c.var.auth.user);
    return c.json({ subscription, trialInfo, cancellationInfo });
  })
  .post("/create", async (c) => {
    const input = await parseJson(c, planSchema);
    const access = await accessState(c.var.services, c.var.auth.user);
    return c.json(await startCheckout(c.var.services, c.var.auth.user, access, input));
  })
  .post("/cancel", async (c) => {
    const access = await accessState(c.var.services, c.var.auth.user);
    return c.json(await cancelSubscription(c.var.services, c.var.auth.user, access));
  })
  .post("/update", async (c) => {
    const { planType } = await parseJson(c, planSchema);
    const access = await accessState(c.var.services, c.var.auth.user);
    return c.json(await upgradeSubscription(c.var.services, c.var.auth.user, access, planType));
  });
