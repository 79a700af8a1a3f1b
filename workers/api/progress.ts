import { Hono, type Context } from "hono";
import { Invalid } from "../errors";
import { validTimeZone } from "../progress/calendar";
import { moodInputSchema } from "../progress/schemas";
import {
  addMoodEntry,
  MOOD_TRACKING_DAYS,
  progressInsightsFor,
  progressMoodTracking,
  progressRecentMoods,
  progressSessionStats,
  progressSummary,
  SUMMARY_PERIOD_DAYS,
} from "../progress/service";
import { parseJson, requireAuth } from "./middleware";
import type { ApiEnv } from "./types";

/** Weeks and days are counted in the caller's zone: `X-Time-Zone` or `?tz=` (IANA name), else UTC. */
function timeZoneOf(c: Context<ApiEnv>): string {
  return validTimeZone(c.req.header("X-Time-Zone") ?? c.req.query("tz"));
}

/** The windows are fixed (30-day summary and insights, 7-day mood chart); another value is a client mistake. */
function expectWindow(c: Context<ApiEnv>, name: "period" | "days", days: number) {
  const given = c.req.query(name);
  if (given !== undefined && Number(given) !== days) throw new Invalid(`${name} must be ${days} (days).`, name);
}

export const progressRoutes = new Hono<ApiEnv>()
  .use(requireAuth)
  .get("/summary", async (c) => {
    expectWindow(c, "period", SUMMARY_PERIOD_DAYS);
    return c.json(await progressSummary(c.var.services, c.var.member));
  })
  .get("/mood-tracking", async (c) => {
    expectWindow(c, "days", MOOD_TRACKING_DAYS);
    return c.json(await progressMoodTracking(c.var.services, c.var.member));
  })
  .get("/recent-moods", async (c) => c.json(await progressRecentMoods(c.var.services, c.var.member)))
  .get("/session-stats", async (c) => c.json(await progressSessionStats(c.var.services, c.var.member, timeZoneOf(c))))
  .get("/insights", async (c) => {
    expectWindow(c, "period", SUMMARY_PERIOD_DAYS);
    return c.json(await progressInsightsFor(c.var.services, c.var.member, timeZoneOf(c), { refresh: false }));
  })
  .post("/insights/refresh", async (c) => {
    const { insights, lastUpdated } = await progressInsightsFor(c.var.services, c.var.member, timeZoneOf(c), { refresh: true });
    return c.json({ insights, fromCache: false, lastUpdated });
  })
  .post("/mood", async (c) => {
    const input = await parseJson(c, moodInputSchema);
    return c.json(await addMoodEntry(c.var.services, c.var.member, input), 201);
  });
