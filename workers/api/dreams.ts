import { Hono, type Context } from "hono";
import {
  answerPromptSchema,
  createDreamSchema,
  listDreamsSchema,
  regenerateSchema,
  updateDreamSchema,
} from "../dreams/schemas";
import {
  answerReflectionPrompt,
  createDream,
  deleteDream,
  dreamInsights,
  dreamPatterns,
  dreamReflection,
  dreamStats,
  getDream,
  listDreams,
  updateDream,
} from "../dreams/service";
import { Invalid } from "../errors";
import { validTimeZone } from "../progress/calendar";
import { dreamMessages } from "../shared/dreams";
import { parseInput } from "../validation";
import { parseJson, parseQuery, requireAuth } from "./middleware";
import type { ApiEnv } from "./types";

/** Days (today's date, the last 30 days, streaks) are counted in the caller's zone: `X-Time-Zone` or `?tz=`, else UTC. */
const timeZoneOf = (c: Context<ApiEnv>) => validTimeZone(c.req.header("X-Time-Zone") ?? c.req.query("tz"));

/** A body that may be left out entirely (`POST /dreams/{id}/insights` with no options). */
async function optionalJson(c: Context<ApiEnv>): Promise<unknown> {
  const raw = await c.req.text();
  if (!raw.trim()) return {};
  try {
    return JSON.parse(raw);
  } catch {
    throw new Invalid("The request body must be valid JSON.", undefined, "INVALID_JSON");
  }
}

/** Spec 001 section 7 (Dreams), plus PUT for a saving Edit and the answers to reflection prompts. */
export const dreamRoutes = new Hono<ApiEnv>()
  .use(requireAuth)
  .get("/", async (c) => c.json(await listDreams(c.var.services, c.var.member, parseQuery(c, listDreamsSchema))))
  .post("/", async (c) => {
    const input = await parseJson(c, createDreamSchema);
    return c.json({ dream: await createDream(c.var.services, c.var.member, input, timeZoneOf(c)) }, 201);
  })
  .get("/stats/overview", async (c) => c.json({ stats: await dreamStats(c.var.services, c.var.member, timeZoneOf(c)) }))
  .get("/insights/patterns", async (c) => {
    const { forceRegenerate } = parseQuery(c, regenerateSchema);
    return c.json(await dreamPatterns(c.var.services, c.var.member, { forceRegenerate }, timeZoneOf(c)));
  })
  .get("/:dreamId", async (c) => c.json({ dream: await getDream(c.var.services, c.var.member, c.req.param("dreamId")) }))
  .put("/:dreamId", async (c) => {
    const input = await parseJson(c, updateDreamSchema);
    return c.json({ dream: await updateDream(c.var.services, c.var.member, c.req.param("dreamId"), input) });
  })
  .delete("/:dreamId", async (c) => {
    await deleteDream(c.var.services, c.var.member, c.req.param("dreamId"));
    return c.json({ success: true, message: dreamMessages.deleted });
  })
  .post("/:dreamId/insights", async (c) => {
    const { forceRegenerate } = parseInput(regenerateSchema, await optionalJson(c));
    return c.json(await dreamInsights(c.var.services, c.var.member, c.req.param("dreamId"), { forceRegenerate }));
  })
  .post("/:dreamId/ai-reflection", async (c) => c.json(await dreamReflection(c.var.services, c.var.member, c.req.param("dreamId"))))
  .put("/:dreamId/reflection-prompts/:promptId", async (c) => {
    const { answer } = await parseJson(c, answerPromptSchema);
    return c.json(await answerReflectionPrompt(c.var.services, c.var.member, c.req.param("dreamId"), c.req.param("promptId"), answer));
  });
