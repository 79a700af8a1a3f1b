/**
 * The handover document, independent of any PDF library: each area describes its part of a person's record in
 * these plain shapes, and `pdf/render.ts` lays them out. An area adds its part with one function of type
 * `HandoverSectionSource` (in `workers/<area>/export.ts`) and one line in `sections.ts`.
 */

/** Something for the summary page: a heading with lines, a small table or a chart. */
export interface SummaryItem {
  heading: string;
  lines?: string[];
  table?: { columns: string[]; rows: string[][] };
  chart?: LineChart;
  /** Shown in place of the rest when the area has nothing yet. */
  empty?: string;
}

/** A small line chart drawn in the PDF itself (values on a fixed scale, times on the horizontal axis). */
export interface LineChart {
  title: string;
  min: number;
  max: number;
  series: { label: string; colour: string; points: { at: Date; value: number }[] }[];
}

export type Block =
  /** A heading inside a section (a session, an entry), with a quieter line of detail. */
  | { kind: "heading"; text: string; detail?: string }
  /** One message of a conversation. */
  | { kind: "message"; speaker: string; at: Date; text: string; note?: string }
  | { kind: "paragraph"; text: string }
  /** Label and value pairs (answers to a questionnaire, an entry's fields). */
  | { kind: "fields"; rows: [label: string, value: string][] };

export interface HandoverSection {
  /** The heading of the section's pages, e.g. "Chat transcripts". */
  title: string;
  /** One or two sentences under the heading: what this data is and how it came about. */
  note?: string;
  /** What the section puts on the summary page. */
  summary: SummaryItem[];
  /** The detail pages; empty for a section that lives on the summary page only. */
  blocks: Block[];
}

export interface HandoverPerson {
  userId: string;
  name: string;
  email: string;
  /** The IANA zone dates are written in. */
  timeZone: string;
}

export interface HandoverDocument {
  person: HandoverPerson;
  generatedAt: Date;
  sections: HandoverSection[];
}
