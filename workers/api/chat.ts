import { Hono } from "hono";
import { z } from "zod";
import { deleteSession, endSession, getSession, recentSessions, sendMessage, startSession } from "../chat/service";
import { sendMessageSchema } from "../chat/schemas";
import { RECENT_SESSIONS_DEFAULT, RECENT_SESSIONS_MAX } from "../shared/chat";
import { parseJson, parseQuery, requireAuth } from "./middleware";
import type { ApiEnv } from "./types";

const recentQuerySchema = z.object({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${RECENT_SESSIONS_MAX}.` })
    .int(`limit must be a whole number from 1 to ${RECENT_SESSIONS_MAX}.`)
    .min(1, `limit must be a whole number from 1 to ${RECENT_SESSIONS_MAX}.`)
    .max(RECENT_SESSIONS_MAX, `limit must be a whole number from 1 to ${RECENT_SESSIONS_MAX}.`)
    .default(RECENT_SESSIONS_DEFAULT),
});

export const chatRoutes = new Hono<ApiEnv>()
  .use(requireAuth)
  .post("/start/:therapistId", async (c) => c.json(await startSession(c.var.services, c.var.member, c.req.param("therapistId"))))
  .post("/message/:sessionId", async (c) => {
    const input = await parseJson(c, sendMessageSchema);
    const result = await sendMessage(c.var.services, c.var.member, { ...input, sessionId: c.req.param("sessionId") });
    return c.json({
      response: result.reply.content,
      timestamp: result.reply.timestamp,
      sessionId: result.sessionId,
      messageId: result.reply.id,
      isCrisis: result.userMessage.crisisLevel === "crisis",
      crisisLevel: result.userMessage.crisisLevel,
    });
  })
  .get("/session/:sessionId", async (c) => c.json({ chat: await getSession(c.var.services, c.var.member, c.req.param("sessionId")) }))
  .get("/recent-sessions", async (c) => {
    const { limit } = parseQuery(c, recentQuerySchema);
    return c.json({ sessions: await recentSessions(c.var.services, c.var.member, limit) });
  })
  .put("/end/:sessionId", async (c) => c.json(await endSession(c.var.services, c.var.member, c.req.param("sessionId"))))
  .delete("/session/:sessionId", async (c) => c.json(await deleteSession(c.var.services, c.var.member, c.req.param("sessionId"))));
