import { Hono } from "hono";
import { validTimeZone } from "../progress/calendar";
import { completeSessionSchema, generateSessionSchema } from "../meditation/schemas";
import { completeMeditationSession, generateMeditationSession, meditationPresets, meditationStats } from "../meditation/service";
import { parseJson, requireAuth } from "./middleware";
import type { ApiEnv } from "./types";

export const meditationRoutes = new Hono<ApiEnv>()
  .use(requireAuth)
  .get("/presets", (c) => c.json(meditationPresets(c.var.member)))
  .post("/generate", async (c) => {
    const input = await parseJson(c, generateSessionSchema);
    const { session, showCrisisResources } = await generateMeditationSession(c.var.services, c.var.member, input);
    return c.json(showCrisisResources ? { session, showCrisisResources } : { session });
  })
  // Days (for the streak) are counted in the zone of `X-Time-Zone` or `?tz=`, else UTC, as in the progress API.
  .post("/sessions", async (c) => {
    const input = await parseJson(c, completeSessionSchema);
    const timeZone = validTimeZone(c.req.header("X-Time-Zone") ?? c.req.query("tz"));
    return c.json(await completeMeditationSession(c.var.services, c.var.member, input, timeZone), 201);
  })
  .get("/stats", async (c) => c.json(await meditationStats(c.var.services, c.var.member, validTimeZone(c.req.header("X-Time-Zone") ?? c.req.query("tz")))));
