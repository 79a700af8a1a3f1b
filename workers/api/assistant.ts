import { Hono } from "hono";
import { z } from "zod";
import { answerHelpQuestion } from "../help/assistant";
import { parseJson, requireAuth } from "./middleware";
import type { ApiEnv } from "./types";

const questionSchema = z.object({ message: z.string({ error: "Please type a question." }) });

export const assistantRoutes = new Hono<ApiEnv>().use(requireAuth).post("/chat", async (c) => {
  const { message } = await parseJson(c, questionSchema);
  const response = await answerHelpQuestion(c.var.services, message, c.var.auth.user.firstName || null);
  return c.json({ success: true, response });
});
