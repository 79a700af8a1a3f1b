import { and, desc, eq } from "drizzle-orm";
import type { Member } from "../accounts/member";
import type { ServiceContext } from "../context";
import { openText, sealText } from "../crypto/person-text";
import { assessmentResponses, therapists } from "../db/schema";
import { Invalid, NotFound } from "../errors";
import { screenText } from "../safety/screen";
import { assessmentMessages, DURATION_MAX_MINUTES, TEXT_ANSWER_MAX_LENGTH } from "../shared/assessments";
import { crisisLinesFor } from "../shared/crisis-lines";
import { requireFeature } from "../subscriptions/access";
import { findAssessment, ASSESSMENTS } from "./instruments";
import { withCrisisLines, writeInsights, type AssessmentInsights } from "./insights";
import { scoreAssessment, type AssessmentScore } from "./scoring";
import type { Answer, AssessmentDefinition, RiskLevel } from "./types";

function requireAssessment(assessmentId: string): AssessmentDefinition {
  const assessment = findAssessment(assessmentId);
  if (!assessment) throw new NotFound(assessmentMessages.notFound, "ASSESSMENT_NOT_FOUND");
  return assessment;
}

export async function listAssessments(ctx: ServiceContext, member: Member) {
  requireFeature(member, "assessments");
  const [therapistRows, completed] = await ctx.db.batch([
    ctx.db.select({ id: therapists.id, name: therapists.name, specialty: therapists.specialty, sortOrder: therapists.sortOrder }).from(therapists),
    ctx.db
      .select({ id: assessmentResponses.id, assessmentId: assessmentResponses.assessmentId, completedAt: assessmentResponses.completedAt })
      .from(assessmentResponses)
      .where(eq(assessmentResponses.userId, member.id)),
  ]);
  const byTherapist = new Map(therapistRows.map((row) => [row.id, row]));
  const byAssessment = new Map(completed.map((row) => [row.assessmentId, row]));
  return ASSESSMENTS.filter((assessment) => byTherapist.has(assessment.therapistId))
    .map((assessment) => {
      const therapist = byTherapist.get(assessment.therapistId)!;
      const response = byAssessment.get(assessment.id);
      return {
        id: assessment.id,
        therapistId: assessment.therapistId,
        therapistName: therapist.name,
        specialty: therapist.specialty,
        name: assessment.name,
        description: assessment.description,
        estimatedDuration: assessment.estimatedDuration,
        questionCount: assessment.questions.length,
        kind: assessment.kind,
        hasCompleted: Boolean(response),
        responseId: response?.id ?? null,
        completedAt: response?.completedAt.toISOString() ?? null,
        sortOrder: therapist.sortOrder,
      };
    })
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map(({ sortOrder: _sortOrder, ...assessment }) => assessment);
}

export async function checkCompletion(ctx: ServiceContext, member: Member, therapistId: string) {
  const assessment = ASSESSMENTS.find((candidate) => candidate.therapistId === therapistId);
  if (!assessment) throw new NotFound("Therapist not found.", "THERAPIST_NOT_FOUND");
  const [row] = await ctx.db
    .select({ id: assessmentResponses.id, completedAt: assessmentResponses.completedAt })
    .from(assessmentResponses)
    .where(and(eq(assessmentResponses.userId, member.id), eq(assessmentResponses.assessmentId, assessment.id)));
  return {
    hasCompleted: Boolean(row),
    responseId: row?.id ?? null,
    completedAt: row?.completedAt.toISOString() ?? null,
    assessmentId: assessment.id,
    estimatedDuration: assessment.estimatedDuration,
  };
}

/** What the taking screen needs: the questions without their scoring. */
export async function getAssessment(ctx: ServiceContext, member: Member, assessmentId: string) {
  requireFeature(member, "assessments");
  const assessment = requireAssessment(assessmentId);
  const [therapist] = await ctx.db
    .select({ name: therapists.name, specialty: therapists.specialty })
    .from(therapists)
    .where(eq(therapists.id, assessment.therapistId));
  return {
    id: assessment.id,
    therapistId: assessment.therapistId,
    therapistName: therapist?.name ?? null,
    specialty: therapist?.specialty ?? null,
    name: assessment.name,
    description: assessment.description,
    instructions: assessment.instructions,
    kind: assessment.kind,
    estimatedDuration: assessment.estimatedDuration,
    questions: assessment.questions.map(({ question, type, category, options, scaleRange }) => ({
      question,
      type,
      category,
      options: options ?? [],
      ...(scaleRange && { scaleRange }),
    })),
  };
}

/** Checks each answer against its question; the message names the question so the person can find it. */
export function validateAnswers(assessment: AssessmentDefinition, responses: readonly { answer: unknown }[]): Answer[] {
  if (responses.length !== assessment.questions.length) throw new Invalid(assessmentMessages.answerEveryQuestion, "responses");
  return assessment.questions.map((question, index) => {
    const answer = responses[index]!.answer;
    const where = `Question ${index + 1}`;
    switch (question.type) {
      case "multiple_choice":
        if (typeof answer !== "string" || !question.options!.includes(answer)) {
          throw new Invalid(`${where}: please choose one of the listed answers.`, "responses");
        }
        return answer;
      case "scale": {
        const value = typeof answer === "string" && answer.trim() !== "" ? Number(answer) : answer;
        const { min, max } = question.scaleRange!;
        if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
          throw new Invalid(`${where}: please choose a number from ${min} to ${max}.`, "responses");
        }
        return value;
      }
      case "text": {
        const text = typeof answer === "string" ? answer.trim() : "";
        if (!text) throw new Invalid(`${where}: please write an answer.`, "responses");
        if (text.length > TEXT_ANSWER_MAX_LENGTH) {
          throw new Invalid(`${where}: answers can be up to ${TEXT_ANSWER_MAX_LENGTH.toLocaleString("en-US")} characters.`, "responses");
        }
        return text;
      }
      case "checkbox": {
        const ticked = Array.isArray(answer) ? answer : null;
        if (!ticked || ticked.some((option) => typeof option !== "string" || !question.options!.includes(option)) || new Set(ticked).size !== ticked.length) {
          throw new Invalid(`${where}: please tick only the listed options.`, "responses");
        }
        return ticked as string[];
      }
    }
  });
}

interface StoredInsights extends AssessmentInsights {
  score: AssessmentScore | null;
  crisis: boolean;
}

/** Scores, writes the insights and stores the result, replacing an earlier one of the same assessment (a retake). */
export async function submitAssessment(
  ctx: ServiceContext,
  member: Member,
  assessmentId: string,
  input: { responses: { answer: unknown }[]; duration: number },
) {
  requireFeature(member, "assessments");
  const assessment = requireAssessment(assessmentId);
  const answers = validateAnswers(assessment, input.responses);
  const id = crypto.randomUUID();
  const written = assessment.questions.flatMap((question, index) => (question.type === "text" ? [String(answers[index])] : [])).join("\n\n");
  const screening = written ? await screenText(ctx, member, written, "assessment", { ref: id }) : null;
  const scored = scoreAssessment(assessment, answers, screening?.level ?? "none");
  const insights = await writeInsights(ctx.config, assessment, answers, scored, crisisLinesFor(member.account.crisisCountry));
  const stored: StoredInsights = { ...insights, score: scored.score, crisis: scored.crisis };
  const [answersEnc, insightsEnc] = await Promise.all([sealText(ctx, member.id, JSON.stringify(answers)), sealText(ctx, member.id, JSON.stringify(stored))]);
  const userId = member.id;
  await ctx.db.batch([
    ctx.db.delete(assessmentResponses).where(and(eq(assessmentResponses.userId, userId), eq(assessmentResponses.assessmentId, assessment.id))),
    ctx.db.insert(assessmentResponses).values({
      id,
      userId,
      assessmentId: assessment.id,
      therapistId: assessment.therapistId,
      answersEnc,
      insightsEnc,
      score: scored.score?.value ?? null,
      riskLevel: scored.riskLevel,
      crisis: scored.crisis,
      checkInPending: scored.crisis,
      durationMinutes: Math.min(Math.max(0, Math.round(input.duration)), DURATION_MAX_MINUTES),
      completedAt: ctx.now(),
    }),
  ]);
  return { responseId: id, crisis: scored.crisis };
}

export async function getResponse(ctx: ServiceContext, member: Member, responseId: string) {
  const [row] = await ctx.db
    .select()
    .from(assessmentResponses)
    .where(and(eq(assessmentResponses.id, responseId), eq(assessmentResponses.userId, member.id)));
  if (!row) throw new NotFound(assessmentMessages.responseNotFound, "RESPONSE_NOT_FOUND");
  const assessment = requireAssessment(row.assessmentId);
  const answers = JSON.parse(await openText(ctx, member.id, row.answersEnc)) as Answer[];
  const { score, crisis, ...insights } = JSON.parse(await openText(ctx, member.id, row.insightsEnc)) as StoredInsights;
  return {
    _id: row.id,
    assessmentId: row.assessmentId,
    assessmentName: assessment.name,
    kind: assessment.kind,
    completedAt: row.completedAt.toISOString(),
    duration: row.durationMinutes,
    therapistId: row.therapistId,
    questionCount: assessment.questions.length,
    score,
    crisis,
    responses: assessment.questions.map((question, index) => ({
      question: question.question,
      category: question.category,
      answer: Array.isArray(answers[index]) ? answers[index] : String(answers[index] ?? ""),
    })),
    // Shown with the lines of the person's country now, whichever country the result was written for.
    insights: withCrisisLines(insights, crisis, crisisLinesFor(member.account.crisisCountry)),
  };
}

/** The latest risk level of each completed assessment, for progress insights. */
export async function latestAssessmentRisks(ctx: ServiceContext, userId: string): Promise<{ assessmentId: string; assessmentName: string; riskLevel: RiskLevel; completedAt: Date }[]> {
  const rows = await ctx.db
    .select({ assessmentId: assessmentResponses.assessmentId, riskLevel: assessmentResponses.riskLevel, completedAt: assessmentResponses.completedAt })
    .from(assessmentResponses)
    .where(eq(assessmentResponses.userId, userId))
    .orderBy(desc(assessmentResponses.completedAt));
  return rows.map((row) => ({ ...row, assessmentName: findAssessment(row.assessmentId)?.name ?? row.assessmentId }));
}

/**
 * A result with a safety answer that no therapist has checked in on yet. Whichever therapist the person talks to
 * next does it, not only the one whose assessment it was: safety does not wait for the right specialty.
 */
export async function pendingSafetyCheckIn(ctx: ServiceContext, userId: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ id: assessmentResponses.id })
    .from(assessmentResponses)
    .where(and(eq(assessmentResponses.userId, userId), eq(assessmentResponses.checkInPending, true)))
    .limit(1);
  return row?.id ?? null;
}

export async function markSafetyCheckInDone(ctx: ServiceContext, responseId: string) {
  await ctx.db.update(assessmentResponses).set({ checkInPending: false }).where(eq(assessmentResponses.id, responseId));
}
