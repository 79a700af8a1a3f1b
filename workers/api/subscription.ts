import { Hono } from "hono";
import { accessState } from "../subscriptions/service";
import { requireAuth } from "./middleware";
import type { ApiEnv } from "./types";

export const subscriptionRoutes = new Hono<ApiEnv>().use(requireAuth).get("/status", async (c) => {
  const { subscription, trialInfo, cancellationInfo } = await accessState(c.var.services, c.var.auth.user);
  return c.json({ subscription, trialInfo, cancellationInfo });
});
