import { Hono } from "hono";
import { z } from "zod";
import { deleteSession, endSession, getSession, recentSessions, RECENT_SESSIONS_MAX, sendMessage, startSession } from "../chat/service";
import { sendMessageSchema } from "../chat/schemas";
import { Invalid } from "../errors";
import { accessState } from "../subscriptions/service";
import { parseJson, requireAuth } from "./middleware";
import type { ApiEnv } from "./types";

const limitSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(RECENT_SESSIONS_MAX)
  .default(10);

export const chatRoutes = new Hono<ApiEnv>()
  .use(requireAuth)
  .post("/start/:therapistId", async (c) => {
    const user = { account: c.var.auth.user, access: await accessState(c.var.services, c.var.auth.user) };
    return c.json(await startSession(c.var.services, user, c.req.param("therapistId")));
  })
  .post("/message/:sessionId", async (c) => {
    const input = await parseJson(c, sendMessageSchema);
    const user = { account: c.var.auth.user, access: await accessState(c.var.services, c.var.auth.user) };
    const result = await sendMessage(c.var.services, user, { ...input, sessionId: c.req.param("sessionId") });
    return c.json({
      response: result.reply.content,
      timestamp: result.reply.timestamp,
      sessionId: result.sessionId,
      messageId: result.reply.id,
      isCrisis: result.userMessage.crisisLevel === "crisis",
      crisisLevel: result.userMessage.crisisLevel,
    });
  })
  .get("/session/:sessionId", async (c) => c.json({ chat: await getSession(c.var.services, c.var.auth.user.id, c.req.param("sessionId")) }))
  .get("/recent-sessions", async (c) => {
    const limit = limitSchema.safeParse(c.req.query("limit"));
    if (!limit.success) throw new Invalid(`limit must be a whole number from 1 to ${RECENT_SESSIONS_MAX}.`, "limit");
    return c.json({ sessions: await recentSessions(c.var.services, c.var.auth.user.id, limit.data) });
  })
  .put("/end/:sessionId", async (c) => c.json(await endSession(c.var.services, c.var.auth.user.id, c.req.param("sessionId"))))
  .delete("/session/:sessionId", async (c) =>
    c.json(await deleteSession(c.var.services, c.var.auth.user.id, c.req.param("sessionId"))),
  );
