import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { writeInsights } from "../../workers/assessments/insights";
import { ASSESSMENTS, findAssessment } from "../../workers/assessments/instruments";
import { scoreAssessment } from "../../workers/assessments/scoring";
import type { Answer, AssessmentDefinition, InstrumentAssessment } from "../../workers/assessments/types";
import { FEATURES } from "../../app/content/landing";
import { ASSESSMENT_MINUTES, ASSESSMENT_MINUTES_TEXT } from "../../workers/shared/assessments";
import { crisisLinesFor } from "../../workers/shared/crisis-lines";
import { HELP_CATEGORIES, QUICK_GUIDES } from "../../workers/shared/help-content";
import { countRows, expireTrial, fakeModelConfig } from "./fixtures";
import { api, registerUser } from "./helpers";

/** A valid answer for every question, choosing options so that the scored items add up to `total`. */
function answersFor(assessment: AssessmentDefinition, total = 0): Answer[] {
  let remaining = total;
  return assessment.questions.map((question) => {
    if (question.points) {
      const best = question.points.reduce(
        (chosen, points, index) => (points <= remaining && points > question.points![chosen]! ? index : chosen),
        question.points.indexOf(Math.min(...question.points)),
      );
      remaining -= question.points[best]!;
      return question.options![best]!;
    }
    if (question.type === "multiple_choice") return question.options![0]!;
    if (question.type === "checkbox") return [question.options![0]!];
    if (question.type === "scale") return question.scaleRange!.min;
    return "I would like to feel steadier.";
  });
}

const instruments = ASSESSMENTS.filter((assessment): assessment is InstrumentAssessment => assessment.kind === "instrument");

async function submit(token: string, assessmentId: string, answers: Answer[], duration = 4) {
  return api(`/assessments/${assessmentId}/submit`, {
    method: "POST",
    token,
    json: { responses: answers.map((answer) => ({ answer, category: "x" })), duration },
  });
}

const responseCount = (userId: string) => countRows("assessment_responses", "user_id = ?", userId);

describe("assessment definitions", () => {
  it("gives every therapist one assessment and uses all four question types", () => {
    expect(ASSESSMENTS.map((assessment) => assessment.therapistId).sort()).toEqual(
      ["th_addiction", "th_anxiety", "th_depression", "th_family", "th_grief", "th_marriage", "th_relationships", "th_self_esteem", "th_stress", "th_trauma"],
    );
    const types = new Set(ASSESSMENTS.flatMap((assessment) => assessment.questions.map((question) => question.type)));
    expect([...types].sort()).toEqual(["checkbox", "multiple_choice", "scale", "text"]);
    expect(instruments.map((assessment) => assessment.instrument).sort()).toEqual(["AUDIT-C", "GAD-7", "PCL-5", "PHQ-9", "Rosenberg Self-Esteem Scale", "WHO-5"]);
    for (const assessment of instruments) {
      const max = assessment.questions.reduce((sum, question) => sum + (question.points ? Math.max(...question.points) : 0), 0);
      expect(max, assessment.id).toBe(assessment.maxScore);
      expect(assessment.bands.at(-1)!.max, assessment.id).toBe(assessment.maxScore);
    }
    for (const reflection of ASSESSMENTS.filter((assessment) => assessment.kind === "reflection")) {
      expect(reflection.description).toContain("not a clinical measure");
      expect(reflection.questions.every((question) => !question.points)).toBe(true);
    }
  });
});

describe("scoring at the published band edges", () => {
  const edges: [string, number, string, "low" | "medium" | "high"][] = [
    ["onboarding-depression", 4, "Minimal", "low"],
    ["onboarding-depression", 5, "Mild", "low"],
    ["onboarding-depression", 9, "Mild", "low"],
    ["onboarding-depression", 10, "Moderate", "medium"],
    ["onboarding-depression", 14, "Moderate", "medium"],
    ["onboarding-depression", 15, "Moderately severe", "high"],
    ["onboarding-depression", 20, "Severe", "high"],
    ["onboarding-anxiety", 4, "Minimal", "low"],
    ["onboarding-anxiety", 5, "Mild", "low"],
    ["onboarding-anxiety", 10, "Moderate", "medium"],
    ["onboarding-anxiety", 14, "Moderate", "medium"],
    ["onboarding-anxiety", 15, "Severe", "high"],
    ["onboarding-anxiety", 21, "Severe", "high"],
    ["onboarding-trauma", 30, "Below the cut-point", "low"],
    ["onboarding-trauma", 31, "At the cut-point", "medium"],
    ["onboarding-trauma", 33, "At the cut-point", "medium"],
    ["onboarding-trauma", 34, "Above the cut-point", "high"],
    ["onboarding-addiction", 2, "Lower risk", "low"],
    ["onboarding-addiction", 3, "Possible hazardous drinking", "medium"],
    ["onboarding-addiction", 5, "Possible hazardous drinking", "medium"],
    ["onboarding-addiction", 6, "Higher risk", "high"],
    ["onboarding-self-esteem", 14, "Low self-esteem", "medium"],
    ["onboarding-self-esteem", 15, "Typical range", "low"],
    ["onboarding-self-esteem", 25, "Typical range", "low"],
    ["onboarding-self-esteem", 26, "High self-esteem", "low"],
    ["onboarding-stress", 7, "Low well-being", "high"],
    ["onboarding-stress", 8, "Reduced well-being", "medium"],
    ["onboarding-stress", 12, "Reduced well-being", "medium"],
    ["onboarding-stress", 13, "Good well-being", "low"],
  ];

  it.each(edges)("%s at %i is %s (%s)", (id, total, band, risk) => {
    const assessment = findAssessment(id)!;
    const answers = answersFor(assessment, total);
    const scored = scoreAssessment(assessment, answers, "none");
    expect(scored.score!.raw).toBe(total);
    expect(scored.score!.band).toBe(band);
    expect(scored.riskLevel).toBe(risk);
    expect(scored.crisis).toBe(false);
  });

  it("reverses the Rosenberg's negatively worded items and reports WHO-5 as a percentage", () => {
    const rses = findAssessment("onboarding-self-esteem")!;
    // "Strongly agree" with every statement: 3 on the five positive items, 0 on the five reversed ones.
    expect(scoreAssessment(rses, rses.questions.map(() => "Strongly agree"), "none").score!.raw).toBe(15);
    const who5 = findAssessment("onboarding-stress")!;
    const scored = scoreAssessment(who5, answersFor(who5, 13), "none");
    expect(scored.score).toMatchObject({ raw: 13, value: 52, display: "52 of 100" });
  });

  it("treats any answer above zero on PHQ-9 item 9 as a crisis, whatever the total", () => {
    const phq9 = findAssessment("onboarding-depression")!;
    const answers = answersFor(phq9, 0);
    answers[8] = "Several days";
    const scored = scoreAssessment(phq9, answers, "none");
    expect(scored.score!.raw).toBe(1);
    expect(scored.score!.band).toBe("Minimal");
    expect(scored).toMatchObject({ crisis: true, riskLevel: "high" });
    expect(scored.riskLevelExplanation).toContain("check in on your safety");
  });

  it("never scores a reflection, and raises its level only for what was written", () => {
    const grief = findAssessment("onboarding-grief")!;
    expect(scoreAssessment(grief, answersFor(grief), "none")).toMatchObject({ score: null, riskLevel: "low", crisis: false });
    expect(scoreAssessment(grief, answersFor(grief), "concern")).toMatchObject({ riskLevel: "medium", crisis: false });
    expect(scoreAssessment(grief, answersFor(grief), "crisis")).toMatchObject({ riskLevel: "high", crisis: true });
  });
});

describe("assessments API", () => {
  it("lists the ten assessments, takes one, shows the result and marks it completed for the chat", async () => {
    const { token, user } = await registerUser();
    const list = await api("/assessments/onboarding/list", { token });
    expect(list.status).toBe(200);
    expect(list.body.assessments).toHaveLength(10);
    expect(list.body.assessments[0]).toMatchObject({
      id: "onboarding-family",
      therapistId: "th_family",
      therapistName: "Elena Brooks",
      estimatedDuration: expect.any(Number),
      questionCount: 4,
      hasCompleted: false,
    });

    const detail = await api("/assessments/onboarding-anxiety", { token });
    expect(detail.status).toBe(200);
    expect(detail.body.assessment.questions[0]).toEqual({
      question: "Feeling nervous, anxious, or on edge",
      type: "multiple_choice",
      category: "Nervousness",
      options: ["Not at all", "Several days", "More than half the days", "Nearly every day"],
    });
    expect(JSON.stringify(detail.body)).not.toContain("points");

    expect((await api("/assessments/check-completion/th_anxiety", { token })).body).toEqual({ hasCompleted: false, responseId: null, completedAt: null });
    expect((await api("/chat/start/th_anxiety", { method: "POST", token })).body.assessmentStatus.hasCompleted).toBe(false);

    const submitted = await submit(token, "onboarding-anxiety", answersFor(findAssessment("onboarding-anxiety")!, 11), 3.4);
    expect(submitted.status).toBe(201);
    const responseId = submitted.body.responseId as string;

    const completion = await api("/assessments/check-completion/th_anxiety", { token });
    expect(completion.body).toMatchObject({ hasCompleted: true, responseId });
    expect((await api("/chat/start/th_anxiety", { method: "POST", token })).body.assessmentStatus).toMatchObject({ hasCompleted: true, responseId });

    const result = await api(`/assessments/response/${responseId}`, { token });
    expect(result.status).toBe(200);
    expect(result.body.response).toMatchObject({
      assessmentName: "Anxiety Check (GAD-7)",
      duration: 3,
      therapistId: "th_anxiety",
      score: { raw: 11, band: "Moderate" },
      insights: {
        aiGenerated: false,
        riskLevel: "medium",
        keyFindings: expect.arrayContaining(["Your GAD-7 result is 11 of 21: moderate."]),
        recommendations: expect.any(Array),
        keyFindingsExplanation: expect.any(String),
        recommendationsExplanation: expect.any(String),
        riskLevelExplanation: expect.stringContaining("moderate anxiety range"),
      },
    });
    expect(result.body.response.responses).toHaveLength(8);
    expect(result.body.response.responses[0]).toEqual({ question: "Feeling nervous, anxious, or on edge", category: "Nervousness", answer: expect.any(String) });

    const listed = (await api("/assessments/onboarding/list", { token })).body.assessments.find((item: { id: string }) => item.id === "onboarding-anxiety");
    expect(listed).toMatchObject({ hasCompleted: true, responseId });
    expect(await responseCount(user.id)).toBe(1);
  });

  it("rejects an invalid answer of each question type with 400 and stores nothing", async () => {
    const { token, user } = await registerUser();
    const addiction = findAssessment("onboarding-addiction")!; // multiple_choice, checkbox, scale and text
    const valid = answersFor(addiction, 2);
    const cases: [Answer[], string][] = [
      [valid.slice(0, 3), "Please answer every question before submitting."],
      [valid.map((answer, index) => (index === 0 ? "Sometimes" : answer)), "Question 1: please choose one of the listed answers."],
      [valid.map((answer, index) => (index === 3 ? ["Alcohol", "Skydiving"] : answer)), "Question 4: please tick only the listed options."],
      [valid.map((answer, index) => (index === 3 ? ["Alcohol", "Alcohol"] : answer)), "Question 4: please tick only the listed options."],
      [valid.map((answer, index) => (index === 4 ? 11 : answer)), "Question 5: please choose a number from 1 to 10."],
      [valid.map((answer, index) => (index === 4 ? 2.5 : answer)), "Question 5: please choose a number from 1 to 10."],
      [valid.map((answer, index) => (index === 5 ? "   " : answer)), "Question 6: please write an answer."],
      [valid.map((answer, index) => (index === 5 ? "x".repeat(2001) : answer)), "Question 6: answers can be up to 2,000 characters."],
    ];
    for (const [answers, message] of cases) {
      const result = await submit(token, "onboarding-addiction", answers);
      expect(result.status, message).toBe(400);
      expect(result.body.error).toBe(message);
    }
    expect((await api("/assessments/onboarding-addiction/submit", { method: "POST", token, json: { responses: "all good", duration: 2 } })).status).toBe(400);
    expect((await api("/assessments/onboarding-addiction/submit", { method: "POST", token, json: { responses: [], duration: -1 } })).status).toBe(400);
    expect((await submit(token, "onboarding-nothing", valid)).status).toBe(404);
    expect(await responseCount(user.id)).toBe(0);

    const accepted = await submit(token, "onboarding-addiction", valid.map((answer, index) => (index === 3 ? [] : answer)));
    expect(accepted.status).toBe(201);
  });

  it("keeps results private: another user's response is 404, and written answers are encrypted at rest", async () => {
    const owner = await registerUser();
    const stranger = await registerUser();
    const grief = findAssessment("onboarding-grief")!;
    const answers = answersFor(grief);
    answers[4] = "My grandmother taught me to bake bread every Sunday.";
    const { responseId } = (await submit(owner.token, "onboarding-grief", answers)).body;
    expect((await api(`/assessments/response/${responseId}`, { token: stranger.token })).status).toBe(404);
    expect((await api(`/assessments/response/${responseId}`, { token: owner.token })).status).toBe(200);
    const row = await env.DB.prepare("SELECT * FROM assessment_responses WHERE id = ?").bind(responseId).first<Record<string, unknown>>();
    expect(JSON.stringify(row)).not.toContain("grandmother");
    expect(row).toMatchObject({ score: null, risk_level: "low" });
  });

  it("replaces the earlier result on a retake", async () => {
    const { token, user } = await registerUser();
    const rses = findAssessment("onboarding-self-esteem")!;
    const first = (await submit(token, rses.id, answersFor(rses, 10))).body.responseId;
    const second = (await submit(token, rses.id, answersFor(rses, 20))).body.responseId;
    expect(second).not.toBe(first);
    expect(await responseCount(user.id)).toBe(1);
    expect((await api(`/assessments/response/${first}`, { token })).status).toBe(404);
    expect((await api(`/assessments/response/${second}`, { token })).body.response.score.raw).toBe(20);
  });

  it("starts the crisis path on PHQ-9 item 9: resources on the result, then the therapist's next reply checks in once", async () => {
    const { token } = await registerUser({ firstName: "Ada" });
    const phq9 = findAssessment("onboarding-depression")!;
    const answers = answersFor(phq9, 3);
    answers[8] = "More than half the days";
    const { responseId } = (await submit(token, phq9.id, answers)).body;
    const result = (await api(`/assessments/response/${responseId}`, { token })).body.response;
    expect(result.crisis).toBe(true);
    expect(result.insights.riskLevel).toBe("high");
    expect(result.insights.recommendations[0]).toContain("call or text 988 (US), text HOME to 741741, or call 911");

    // Whichever therapist the person talks to next checks in first.
    const sessionId = (await api("/chat/start/th_anxiety", { method: "POST", token })).body.sessionId;
    const first = await api(`/chat/message/${sessionId}`, { method: "POST", token, json: { message: "Hi, I just finished the questionnaire." } });
    expect(first.status).toBe(200);
    expect(first.body.response).toContain("In your assessment you shared");
    expect(first.body.response).toContain("are you safe?");
    expect(first.body.response).toContain("988");
    const second = await api(`/chat/message/${sessionId}`, { method: "POST", token, json: { message: "I'm okay right now, thank you for asking." } });
    expect(second.body.response).not.toContain("In your assessment you shared");
    const pending = await env.DB.prepare("SELECT check_in_pending FROM assessment_responses WHERE id = ?").bind(responseId).first<{ check_in_pending: number }>();
    expect(pending!.check_in_pending).toBe(0);
  });

  it("gives a person outside the US their own crisis lines on a crisis result, as their country is now", async () => {
    const { token } = await registerUser();
    expect((await api("/safety/crisis-country", { method: "PUT", token, json: { country: "GB" } })).status).toBe(200);
    const phq9 = findAssessment("onboarding-depression")!;
    const answers = answersFor(phq9, 3);
    answers[8] = "Several days";
    const { responseId } = (await submit(token, phq9.id, answers)).body;
    const path = `/assessments/response/${responseId}`;
    const british = (await api(path, { token })).body.response.insights.recommendations[0];
    expect(british).toContain("call 116 123 (UK), text SHOUT to 85258, or call 999.");
    expect(british).not.toMatch(/988|741741|911/);

    // A stored result is shown with the lines of the country chosen since.
    await api("/safety/crisis-country", { method: "PUT", token, json: { country: "IN" } });
    const indian = (await api(path, { token })).body.response.insights.recommendations[0];
    expect(indian).toContain("call 14416 (India), or call 112.");
    expect(indian).not.toMatch(/988|116 123/);
    const elsewhere = await writeInsights(fakeModelConfig(), phq9, answers, scoreAssessment(phq9, answers, "none"), crisisLinesFor("INTL"));
    expect(elsewhere.recommendations[0]).toContain("find a free helpline at findahelpline.com, or call your local emergency number");
    expect(elsewhere.recommendations[0]).not.toContain("988");
  });

  it("runs the crisis detector on written answers", async () => {
    const { token } = await registerUser();
    const grief = findAssessment("onboarding-grief")!;
    const answers = answersFor(grief);
    answers[4] = "Since she died I don't want to be alive anymore.";
    const { responseId } = (await submit(token, grief.id, answers)).body;
    const result = (await api(`/assessments/response/${responseId}`, { token })).body.response;
    expect(result).toMatchObject({ crisis: true, score: null, insights: { riskLevel: "high" } });
    expect(result.insights.recommendations[0]).toContain("988");
  });

  it("asks for a plan once the trial has ended", async () => {
    const { token, user } = await registerUser();
    await expireTrial(user.id);
    expect((await api("/assessments/onboarding/list", { token })).status).toBe(402);
    expect((await submit(token, "onboarding-grief", answersFor(findAssessment("onboarding-grief")!))).status).toBe(402);
  });
});

describe("assessment insights from a model", () => {
  const config = fakeModelConfig();

  it("uses the model's findings and recommendations when they are valid, keeping the computed risk level", async () => {
    const gad7 = findAssessment("onboarding-anxiety")!;
    const answers = answersFor(gad7, 16);
    const insights = await writeInsights(config, gad7, answers, scoreAssessment(gad7, answers, "none"), crisisLinesFor("US"));
    expect(insights.aiGenerated).toBe(true);
    expect(insights.riskLevel).toBe("high");
    expect(insights.keyFindings[0]).toMatch(/^Fake fake-model: /);
    expect(insights.recommendations[0]).toMatch(/^Fake fake-model: /);
  });

  it("falls back to the computed text when the model's answer is not valid JSON", async () => {
    const grief = findAssessment("onboarding-grief")!;
    const answers = answersFor(grief);
    answers[4] = "[[malformed]]";
    const insights = await writeInsights(config, grief, answers, scoreAssessment(grief, answers, "none"), crisisLinesFor("US"));
    expect(insights.aiGenerated).toBe(false);
    expect(insights.keyFindings[0]).toContain("This reflection has no score");
  });

  it("keeps the fixed safety wording for a crisis result", async () => {
    const phq9 = findAssessment("onboarding-depression")!;
    const answers = answersFor(phq9, 0);
    answers[8] = "Nearly every day";
    const insights = await writeInsights(config, phq9, answers, scoreAssessment(phq9, answers, "none"), crisisLinesFor("US"));
    expect(insights.aiGenerated).toBe(false);
    expect(insights.recommendations[0]).toContain("988");
  });
});

describe("one source for the assessments' question counts and times", () => {
  it("keeps counts out of the descriptions, so only the questions themselves say how many there are", async () => {
    for (const assessment of ASSESSMENTS) {
      expect(assessment.description, assessment.id).not.toMatch(
        /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|\d+)[- ](questions?|statements?|items?)\b/i,
      );
    }
    const { token } = await registerUser();
    const listed = (await api("/assessments/onboarding/list", { token })).body.assessments as { id: string; questionCount: number; estimatedDuration: number }[];
    for (const card of listed) {
      const assessment = findAssessment(card.id)!;
      expect(card).toMatchObject({ questionCount: assessment.questions.length, estimatedDuration: assessment.estimatedDuration });
    }
    expect(listed.find((card) => card.id === "onboarding-depression")!.questionCount).toBe(10);
  });

  it("gives the help answers and the landing page the instruments' range of minutes", () => {
    const minutes = ASSESSMENTS.map((assessment) => assessment.estimatedDuration);
    expect(ASSESSMENT_MINUTES).toEqual({ min: Math.min(...minutes), max: Math.max(...minutes) });
    const help = JSON.stringify([HELP_CATEGORIES, QUICK_GUIDES]);
    const landing = JSON.stringify(FEATURES);
    for (const copy of [help, landing]) {
      expect(copy).toContain(ASSESSMENT_MINUTES_TEXT);
      expect(copy).not.toMatch(/5 to 10 minutes|5-10 minutes/);
    }
  });
});
