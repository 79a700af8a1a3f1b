import { Hono } from "hono";
import { checkCompletion, getAssessment, getResponse, listAssessments, submitAssessment } from "../assessments/service";
import { submitAssessmentSchema } from "../assessments/schemas";
import { parseJson, requireAuth } from "./middleware";
import type { ApiEnv } from "./types";

export const assessmentRoutes = new Hono<ApiEnv>()
  .use(requireAuth)
  .get("/onboarding/list", async (c) => c.json({ assessments: await listAssessments(c.var.services, c.var.member) }))
  .get("/check-completion/:therapistId", async (c) => {
    const { hasCompleted, responseId, completedAt } = await checkCompletion(c.var.services, c.var.member, c.req.param("therapistId"));
    return c.json({ hasCompleted, responseId, completedAt });
  })
  .get("/response/:responseId", async (c) => c.json({ response: await getResponse(c.var.services, c.var.member, c.req.param("responseId")) }))
  .get("/:assessmentId", async (c) => c.json({ assessment: await getAssessment(c.var.services, c.var.member, c.req.param("assessmentId")) }))
  .post("/:assessmentId/submit", async (c) => {
    const input = await parseJson(c, submitAssessmentSchema);
    const { responseId } = await submitAssessment(c.var.services, c.var.member, c.req.param("assessmentId"), input);
    return c.json({ responseId }, 201);
  });
