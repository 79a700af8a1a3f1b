import { Hono } from "hono";
import { z } from "zod";
import { cancelSubscription, chooseBaseTherapist, startCheckout, upgradeSubscription } from "../subscriptions/billing";
import { parseJson, requireAuth } from "./middleware";
import type { ApiEnv } from "./types";

const therapistChoiceSchema = z.object({
  preferredTherapist: z.string({ error: "Please choose the therapist you want for the Base plan." }).max(64),
});

const planSchema = z.object({
  planType: z.string({ error: "Please choose the Base or the Advanced plan." }).max(20),
  preferredTherapist: z.string().max(64).optional(),
});

export const subscriptionRoutes = new Hono<ApiEnv>()
  .use(requireAuth)
  .get("/status", (c) => {
    const { subscription, trialInfo, cancellationInfo } = c.var.member.access;
    return c.json({ subscription, trialInfo, cancellationInfo });
  })
  .post("/create", async (c) => c.json(await startCheckout(c.var.services, c.var.member, await parseJson(c, planSchema))))
  .put("/preferred-therapist", async (c) => {
    const { preferredTherapist } = await parseJson(c, therapistChoiceSchema);
    return c.json(await chooseBaseTherapist(c.var.services, c.var.member, preferredTherapist));
  })
  .post("/cancel", async (c) => c.json(await cancelSubscription(c.var.services, c.var.member)))
  .post("/update", async (c) => {
    const { planType } = await parseJson(c, planSchema);
    return c.json(await upgradeSubscription(c.var.services, c.var.member, planType));
  });
