import { Hono } from "hono";
import { checkCompletion, getAssessment, getResponse, listAssessments, submitAssessment } from "../assessments/service";
import { submitAssessmentSchema } from "../assessments/schemas";
import { accessState } from "../subscriptions/service";
import { parseJson, requireAuth } from "./middleware";
import type { ApiEnv } from "./types";

export const assessmentRoutes = new Hono<ApiEnv>()
  .use(requireAuth)
  .get("/onboarding/list", async (c) => {
    const user = { account: c.var.auth.user, access: await accessState(c.var.services, c.var.auth.user) };
    return c.json({ assessments: await listAssessments(c.var.services, user) });
  })
  .get("/check-completion/:therapistId", async (c) => {
    const { hasCompleted, responseId, completedAt } = await checkCompletion(c.var.services, c.var.auth.user.id, c.req.param("therapistId"));
    return c.json({ hasCompleted, responseId, completedAt });
  })
  .get("/response/:responseId", async (c) => c.json({ response: await getResponse(c.var.services, c.var.auth.user.id, c.req.param("responseId")) }))
  .get("/:assessmentId", async (c) => {
    const user = { account: c.var.auth.user, access: await accessState(c.var.services, c.var.auth.user) };
    return c.json({ assessment: await getAssessment(c.var.services, user, c.req.param("assessmentId")) });
  })
  .post("/:assessmentId/submit", async (c) => {
    const input = await parseJson(c, submitAssessmentSchema);
    const user = { account: c.var.auth.user, access: await accessState(c.var.services, c.var.auth.user) };
    const { responseId } = await submitAssessment(c.var.services, user, c.req.param("assessmentId"), input);
    return c.json({ responseId }, 201);
  });
