import { Hono } from "hono";
import { getSafetyPlan, saveSafetyPlan, setCrisisCountry } from "../safety/plan";
import { crisisCountrySchema, safetyPlanSchema } from "../safety/schemas";
import { crisisLinesFor } from "../shared/crisis-lines";
import { parseJson, requireAuth } from "./middleware";
import type { ApiEnv } from "./types";

export const safetyRoutes = new Hono<ApiEnv>()
  .use(requireAuth)
  .get("/plan", async (c) => c.json(await getSafetyPlan(c.var.services, c.var.member)))
  .put("/plan", async (c) => c.json(await saveSafetyPlan(c.var.services, c.var.member, await parseJson(c, safetyPlanSchema))))
  .get("/crisis-lines", (c) => c.json({ crisisLines: crisisLinesFor(c.var.member.account.crisisCountry) }))
  .put("/crisis-country", async (c) => {
    const { country } = await parseJson(c, crisisCountrySchema);
    return c.json(await setCrisisCountry(c.var.services, c.var.member, country));
  });
