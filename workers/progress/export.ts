import { eq } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { moodEntries } from "../db/schema";
import type { HandoverPerson, HandoverSection } from "../export/document";
import { dateRange, formatDateTime, plural } from "../export/format";
import { wellnessIndex } from "../shared/progress";
import { moodTrendOf } from "./insights";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The summary's trend and chart look at the last 90 days; every entry is listed after them. */
const CHART_DAYS = 90;

const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1);
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The mood trend with a small chart on the summary page, and every mood entry after it. */
export async function moodHandoverSection(ctx: ServiceContext, person: HandoverPerson): Promise<HandoverSection | null> {
  const entries = await ctx.db.select().from(moodEntries).where(eq(moodEntries.userId, person.userId)).orderBy(moodEntries.createdAt);
  const since = ctx.now().getTime() - CHART_DAYS * DAY_MS;
  const recent = entries.filter((entry) => entry.createdAt.getTime() >= since);
  const { trend, change } = moodTrendOf(recent);

  const lines =
    recent.length === 0
      ? [`No mood entries in the last ${CHART_DAYS} days${entries.length > 0 ? ` (${plural(entries.length, "entry", "entries")} before that, listed below)` : ""}.`]
      : [
          `${plural(recent.length, "entry", "entries")} in the last ${CHART_DAYS} days (${dateRange(recent[0]!.createdAt, recent.at(-1)!.createdAt, person.timeZone)}).`,
          `Averages from 1 to 10: happiness ${oneDecimal(mean(recent.map((entry) => entry.mood)))}, anxiety ${oneDecimal(mean(recent.map((entry) => entry.anxiety)))}, stress ${oneDecimal(mean(recent.map((entry) => entry.stress)))}.`,
          `Trend of the wellness index (happiness with calm and low stress): ${trend}${trend === "stable" ? "" : `, ${change > 0 ? "up" : "down"} about ${oneDecimal(Math.abs(change))} points`}.`,
        ];

  return {
    title: "Mood entries",
    note: "Mood as the person recorded it, from 1 to 10: happiness, anxiety and stress (higher anxiety or stress is worse).",
    summary: [
      {
        heading: "Mood trend",
        empty: entries.length === 0 ? "No mood entries yet." : undefined,
        lines: entries.length === 0 ? undefined : lines,
        chart:
          recent.length < 2
            ? undefined
            : {
                title: `Last ${CHART_DAYS} days`,
                min: 0,
                max: 10,
                series: [
                  { label: "Happiness", colour: "#237a72", points: recent.map((entry) => ({ at: entry.createdAt, value: entry.mood })) },
                  { label: "Wellness index", colour: "#c2410c", points: recent.map((entry) => ({ at: entry.createdAt, value: wellnessIndex(entry) })) },
                ],
              },
      },
    ],
    blocks:
      entries.length === 0
        ? []
        : [
            {
              kind: "fields",
              rows: entries.map((entry) => [
                formatDateTime(entry.createdAt, person.timeZone),
                `Happiness ${entry.mood} · Anxiety ${entry.anxiety} · Stress ${entry.stress}`,
              ]),
            },
          ],
  };
}
