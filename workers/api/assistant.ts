import { Hono } from "hono";
import { answerHelpQuestion } from "../help/assistant";
import { helpQuestionSchema } from "../help/schemas";
import { parseJson, requireAuth } from "./middleware";
import type { ApiEnv } from "./types";

export const assistantRoutes = new Hono<ApiEnv>().use(requireAuth).post("/chat", async (c) => {
  const { message } = await parseJson(c, helpQuestionSchema);
  return c.json({ success: true, response: await answerHelpQuestion(c.var.services, c.var.member, message) });
});
