import { eq } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { openText } from "../crypto/person-text";
import { assessmentResponses } from "../db/schema";
import type { Block, HandoverPerson, HandoverSection } from "../export/document";
import { formatDate } from "../export/format";
import type { AssessmentInsights } from "./insights";
import { findAssessment } from "./instruments";
import type { AssessmentScore } from "./scoring";
import type { Answer } from "./types";

const RISK_LABELS = { low: "low", medium: "moderate", high: "high" } as const;

/** Assessment results with their bands and dates on the summary page, and each one's answers after the transcripts. */
export async function assessmentsHandoverSection(ctx: ServiceContext, person: HandoverPerson): Promise<HandoverSection | null> {
  const rows = await ctx.db
    .select()
    .from(assessmentResponses)
    .where(eq(assessmentResponses.userId, person.userId))
    .orderBy(assessmentResponses.completedAt);
  const results = await Promise.all(
    rows.map(async (row) => {
      const [answers, stored] = await Promise.all([openText(ctx, person.userId, row.answersEnc), openText(ctx, person.userId, row.insightsEnc)]);
      return {
        row,
        definition: findAssessment(row.assessmentId),
        answers: JSON.parse(answers) as Answer[],
        insights: JSON.parse(stored) as AssessmentInsights & { score: AssessmentScore | null; crisis: boolean },
      };
    }),
  );

  const blocks: Block[] = [];
  for (const { row, definition, answers, insights } of results) {
    const name = definition?.name ?? row.assessmentId;
    blocks.push({
      kind: "heading",
      text: name,
      detail: `${formatDate(row.completedAt, person.timeZone)} · ${
        insights.score ? `${insights.score.instrument}: ${insights.score.display}, ${insights.score.band}` : "reflection questionnaire, not scored"
      } · ${RISK_LABELS[row.riskLevel]} risk`,
    });
    if (definition) {
      blocks.push({
        kind: "fields",
        rows: definition.questions.map((question, index) => {
          const answer = answers[index];
          return [question.question, Array.isArray(answer) ? answer.join(", ") || "(none ticked)" : String(answer ?? "")];
        }),
      });
    }
    if (insights.keyFindings.length > 0) blocks.push({ kind: "paragraph", text: `Findings: ${insights.keyFindings.join(" ")}` });
  }

  return {
    title: "Assessment answers",
    note:
      "Self-reported screening questionnaires taken in Haven. Scored instruments use their published bands; they are " +
      "screening results, not diagnoses. A retake replaces the earlier result.",
    summary: [
      {
        heading: "Assessment results",
        empty: "No assessments taken yet.",
        table:
          results.length === 0
            ? undefined
            : {
                columns: ["Assessment", "Score", "Band", "Date"],
                rows: results.map(({ row, definition, insights }) => [
                  definition?.name ?? row.assessmentId,
                  insights.score ? `${insights.score.instrument} ${insights.score.display}` : "Not scored",
                  insights.score ? insights.score.band : `${RISK_LABELS[row.riskLevel]} risk`,
                  formatDate(row.completedAt, person.timeZone),
                ]),
              },
      },
    ],
    blocks,
  };
}
