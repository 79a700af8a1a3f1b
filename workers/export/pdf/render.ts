import PDFDocument from "pdfkit";
import type { Block, HandoverDocument, LineChart, SummaryItem } from "../document";
import { formatDate, formatDateTime, formatTime } from "../format";
import type { FontRole, PdfFonts } from "./fonts";
import { layoutText, type LaidOutLine } from "./text-layout";

/**
 * Lays out the handover document with pdfkit: a summary page, then each section's pages, every page numbered.
 * Line breaking, font fallback and bidi are ours (`text-layout.ts`); pdfkit shapes and embeds the glyphs.
 */

const PAGE = { width: 612, height: 792 }; // US Letter, in points
const MARGIN_X = 56;
const TOP = 56;
const BOTTOM = PAGE.height - 64;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN_X;
const COLOURS = {
  text: "#1e293b",
  muted: "#64748b",
  brand: "#237a72",
  brandSoft: "#e7f3f1",
  rule: "#cbd5e1",
  note: "#b45309",
  tableHeader: "#f1f5f9",
  white: "#ffffff",
};

interface TextStyle {
  size: number;
  bold?: boolean;
  colour?: string;
  /** Left offset from the margin. */
  indent?: number;
  /** Defaults to the rest of the line. */
  width?: number;
  /** Space after, in points. */
  after?: number;
}

class PdfWriter {
  readonly pdf: PDFKit.PDFDocument;
  y = TOP;

  constructor(
    private readonly fonts: PdfFonts,
    info: { title: string; author: string },
  ) {
    this.pdf = new PDFDocument({
      size: "LETTER",
      margins: { top: 0, bottom: 0, left: 0, right: 0 },
      bufferPages: true,
      // No standard font: everything is drawn with the embedded fonts below.
      font: null as unknown as string,
      info: { Title: info.title, Author: info.author, Creator: "Haven" },
      lang: "en-US",
    });
    for (const role of Object.keys(fonts) as FontRole[]) this.pdf.registerFont(role, fonts[role] as unknown as string);
  }

  lines(text: string, style: TextStyle): LaidOutLine[] {
    return layoutText(text, this.fonts, { size: style.size, width: style.width ?? CONTENT_WIDTH - (style.indent ?? 0), bold: style.bold });
  }

  lineHeight(size: number): number {
    return size * 1.42;
  }

  /** Draws laid-out lines from `top` at `left`; the caller has made room. */
  drawLines(lines: LaidOutLine[], left: number, top: number, style: TextStyle & { width: number }): number {
    let y = top;
    for (const line of lines) {
      this.drawLine(line, left, y, style);
      y += this.lineHeight(style.size);
    }
    return y - top;
  }

  private drawLine(line: LaidOutLine, left: number, top: number, style: TextStyle & { width: number }) {
    const baseline = top + style.size * 1.05;
    // pdfkit shapes text word by word (for its cache), which would leave right-to-left words in left-to-right
    // order; naming a feature makes it shape the whole run at once, so the shaper orders it right to left.
    const runs = line.runs
      .filter((run) => run.text)
      .map((run) => {
        const options = { lineBreak: false, baseline: "alphabetic" as const, features: run.rtl ? (["kern"] as PDFKit.Mixins.OpenTypeFeatures[]) : undefined };
        this.pdf.font(run.font).fontSize(style.size);
        return { run, options, width: this.pdf.widthOfString(run.text, options) };
      });
    // Shaped widths (Arabic letters join), not the layout's estimate, so a right-aligned line meets the margin.
    let x = line.rtl ? left + style.width - runs.reduce((sum, { width }) => sum + width, 0) : left;
    this.pdf.fillColor(style.colour ?? COLOURS.text);
    for (const { run, options, width } of runs) {
      this.pdf.font(run.font).fontSize(style.size);
      this.pdf.text(run.text, x, baseline, options);
      x += width;
    }
  }

  /** Text in the flow, breaking pages between lines. */
  text(text: string, style: TextStyle): void {
    const width = style.width ?? CONTENT_WIDTH - (style.indent ?? 0);
    for (const line of this.lines(text, style)) {
      this.ensure(this.lineHeight(style.size));
      this.drawLine(line, MARGIN_X + (style.indent ?? 0), this.y, { ...style, width });
      this.y += this.lineHeight(style.size);
    }
    this.y += style.after ?? 0;
  }

  ensure(height: number): void {
    if (this.y + height > BOTTOM) this.newPage();
  }

  newPage(): void {
    this.pdf.addPage();
    this.y = TOP;
  }

  rule(colour = COLOURS.rule): void {
    this.pdf.moveTo(MARGIN_X, this.y).lineTo(MARGIN_X + CONTENT_WIDTH, this.y).lineWidth(0.6).strokeColor(colour).stroke();
  }

  finish(): Promise<Uint8Array> {
    const chunks: Uint8Array[] = [];
    return new Promise((resolve, reject) => {
      this.pdf.on("data", (chunk: Uint8Array) => chunks.push(chunk));
      this.pdf.on("error", reject);
      this.pdf.on("end", () => {
        const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
        let offset = 0;
        for (const chunk of chunks) {
          bytes.set(chunk, offset);
          offset += chunk.byteLength;
        }
        resolve(bytes);
      });
      this.pdf.end();
    });
  }
}

function drawHeader(writer: PdfWriter, document: HandoverDocument) {
  const { pdf } = writer;
  const { person, generatedAt } = document;
  pdf.rect(0, 0, PAGE.width, 92).fill(COLOURS.brand);
  writer.drawLines(writer.lines("Haven", { size: 22, bold: true }), MARGIN_X, 22, { size: 22, bold: true, colour: COLOURS.white, width: CONTENT_WIDTH });
  writer.drawLines(writer.lines("Therapy data summary, to share with a new therapist", { size: 11 }), MARGIN_X, 56, {
    size: 11,
    colour: COLOURS.white,
    width: CONTENT_WIDTH,
  });
  writer.y = 112;
  writer.text(`${person.name} · ${person.email}`, { size: 13, bold: true, after: 2 });
  writer.text(`Exported ${formatDateTime(generatedAt, person.timeZone)} (times in ${person.timeZone})`, { size: 9.5, colour: COLOURS.muted, after: 12 });

  const about = [
    `This is ${person.name}'s own record from Haven, an AI-assisted mental-health support app, exported at their request so they can share it with a therapist or doctor.`,
    "Haven's therapists are AI models, not licensed clinicians. Assessment results are self-reported screening questionnaires, not diagnoses. Mood entries are the person's own ratings. Nothing here has been reviewed by a clinician.",
    "It contains personal health information: please keep it confidential. Haven keeps its copy of this file for one day only.",
    "In a crisis in the US, call or text 988 (Suicide & Crisis Lifeline) or text HOME to 741741; elsewhere, call your local emergency number or crisis line.",
  ];
  const style = { size: 9.5, width: CONTENT_WIDTH - 24 };
  const laidOut = about.map((paragraph) => writer.lines(paragraph, style));
  const height = laidOut.reduce((sum, lines) => sum + lines.length * writer.lineHeight(style.size) + 4, 0) + 30;
  pdf.roundedRect(MARGIN_X, writer.y, CONTENT_WIDTH, height, 6).fill(COLOURS.brandSoft);
  writer.drawLines(writer.lines("About this document", { size: 10.5, bold: true }), MARGIN_X + 12, writer.y + 10, {
    size: 10.5,
    bold: true,
    colour: COLOURS.brand,
    width: CONTENT_WIDTH - 24,
  });
  let y = writer.y + 28;
  for (const lines of laidOut) y += writer.drawLines(lines, MARGIN_X + 12, y, { ...style, colour: COLOURS.text }) + 4;
  writer.y += height + 18;
}

function drawTable(writer: PdfWriter, table: NonNullable<SummaryItem["table"]>) {
  const size = 9;
  const padding = 5;
  const weights = table.columns.map((column, index) =>
    Math.max(column.length, ...table.rows.map((row) => Math.min((row[index] ?? "").length, 28))),
  );
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const widths = weights.map((weight) => (weight / total) * CONTENT_WIDTH);
  const drawRow = (cells: string[], header: boolean) => {
    const laidOut = cells.map((cell, index) => writer.lines(cell, { size, bold: header, width: widths[index]! - 2 * padding }));
    const height = Math.max(...laidOut.map((lines) => lines.length)) * writer.lineHeight(size) + 2 * padding;
    writer.ensure(height);
    if (header) writer.pdf.rect(MARGIN_X, writer.y, CONTENT_WIDTH, height).fill(COLOURS.tableHeader);
    let x = MARGIN_X;
    laidOut.forEach((lines, index) => {
      writer.drawLines(lines, x + padding, writer.y + padding, {
        size,
        bold: header,
        colour: header ? COLOURS.muted : COLOURS.text,
        width: widths[index]! - 2 * padding,
      });
      x += widths[index]!;
    });
    writer.y += height;
    writer.rule();
  };
  drawRow(table.columns, true);
  for (const row of table.rows) drawRow(row, false);
  writer.y += 10;
}

function drawChart(writer: PdfWriter, chart: LineChart, timeZone: string) {
  const { pdf } = writer;
  const height = 124;
  writer.ensure(height + 10);
  const left = MARGIN_X + 24;
  const right = MARGIN_X + CONTENT_WIDTH - 8;
  const top = writer.y + 22;
  const bottom = top + height - 30;
  const all = chart.series.flatMap((series) => series.points);
  const start = Math.min(...all.map((point) => point.at.getTime()));
  const end = Math.max(...all.map((point) => point.at.getTime()));
  const span = Math.max(end - start, 1);
  const xOf = (at: Date) => left + 6 + ((at.getTime() - start) / span) * (right - left - 12);
  const yOf = (value: number) => bottom - ((value - chart.min) / (chart.max - chart.min)) * (bottom - top);

  writer.drawLines(writer.lines(chart.title, { size: 9, bold: true }), MARGIN_X, writer.y, { size: 9, bold: true, colour: COLOURS.muted, width: 200 });
  // Legend, right-aligned above the plot.
  let legendX = right;
  for (const series of [...chart.series].reverse()) {
    const label = writer.lines(series.label, { size: 8.5 });
    legendX -= label[0]!.width;
    writer.drawLines(label, legendX, writer.y, { size: 8.5, colour: COLOURS.text, width: label[0]!.width + 1 });
    legendX -= 14;
    pdf.rect(legendX, writer.y + 4, 9, 3).fill(series.colour);
    legendX -= 12;
  }
  for (const tick of [chart.min, (chart.min + chart.max) / 2, chart.max]) {
    const y = yOf(tick);
    pdf.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(COLOURS.rule).stroke();
    writer.drawLines(writer.lines(String(tick), { size: 7.5 }), MARGIN_X, y - 6, { size: 7.5, colour: COLOURS.muted, width: 20 });
  }
  for (const series of chart.series) {
    const points = series.points.map((point) => [xOf(point.at), yOf(point.value)] as const);
    pdf.moveTo(points[0]![0], points[0]![1]);
    for (const [x, y] of points.slice(1)) pdf.lineTo(x, y);
    pdf.lineWidth(1.4).strokeColor(series.colour).stroke();
    for (const [x, y] of points) pdf.circle(x, y, points.length > 60 ? 1.2 : 2).fill(series.colour);
  }
  const dateStyle = { size: 7.5, colour: COLOURS.muted, width: 120 };
  const firstLabel = writer.lines(formatDate(new Date(start), timeZone), dateStyle);
  const lastLabel = writer.lines(formatDate(new Date(end), timeZone), dateStyle);
  writer.drawLines(firstLabel, left, bottom + 6, dateStyle);
  writer.drawLines(lastLabel, right - lastLabel[0]!.width, bottom + 6, dateStyle);
  writer.y = bottom + 26;
}

function drawSummaryItem(writer: PdfWriter, item: SummaryItem, timeZone: string) {
  // Keep a heading with its lines and chart (a table may run on to the next page, its rows whole).
  writer.ensure(40 + (item.lines?.length ?? 0) * 18 + (item.chart ? 134 : 0) + (item.table ? 50 : 0));
  writer.text(item.heading, { size: 13, bold: true, colour: COLOURS.brand, after: 4 });
  if (item.empty && !item.table && !item.lines && !item.chart) {
    writer.text(item.empty, { size: 10, colour: COLOURS.muted, after: 14 });
    return;
  }
  for (const line of item.lines ?? []) writer.text(line, { size: 10, after: 3 });
  if (item.lines?.length) writer.y += 6;
  if (item.table) drawTable(writer, item.table);
  if (item.chart) drawChart(writer, item.chart, timeZone);
  writer.y += 8;
}

function drawBlock(writer: PdfWriter, block: Block, timeZone: string) {
  switch (block.kind) {
    case "heading":
      writer.ensure(80);
      writer.y += 8;
      writer.text(block.text, { size: 12, bold: true, after: 1 });
      if (block.detail) writer.text(block.detail, { size: 9, colour: COLOURS.muted, after: 4 });
      writer.rule();
      writer.y += 8;
      return;
    case "message":
      writer.ensure(36);
      writer.text(`${block.speaker} · ${formatTime(block.at, timeZone)}`, { size: 8.5, bold: true, colour: COLOURS.muted, after: 1 });
      writer.text(block.text, { size: 10, indent: 8, after: block.note ? 1 : 7 });
      if (block.note) writer.text(block.note, { size: 8.5, indent: 8, colour: COLOURS.note, after: 7 });
      return;
    case "paragraph":
      writer.text(block.text, { size: 10, after: 8 });
      return;
    case "fields":
      for (const [label, value] of block.rows) {
        writer.ensure(30);
        writer.text(label, { size: 9, bold: true, colour: COLOURS.muted, after: 1 });
        writer.text(value, { size: 10, indent: 8, after: 6 });
      }
      writer.y += 4;
      return;
  }
}

function drawFooters(writer: PdfWriter, document: HandoverDocument) {
  const { start, count } = writer.pdf.bufferedPageRange();
  const style = { size: 8, colour: COLOURS.muted, width: CONTENT_WIDTH };
  const left = `Haven · ${document.person.name} · exported ${formatDate(document.generatedAt, document.person.timeZone)} · confidential`;
  for (let index = start; index < start + count; index++) {
    writer.pdf.switchToPage(index);
    writer.pdf.moveTo(MARGIN_X, PAGE.height - 46).lineTo(PAGE.width - MARGIN_X, PAGE.height - 46).lineWidth(0.5).strokeColor(COLOURS.rule).stroke();
    writer.drawLines(writer.lines(left, { size: 8, width: CONTENT_WIDTH - 90 }).slice(0, 1), MARGIN_X, PAGE.height - 40, style);
    const pageLabel = writer.lines(`Page ${index - start + 1} of ${count}`, { size: 8 });
    writer.drawLines(pageLabel, PAGE.width - MARGIN_X - pageLabel[0]!.width, PAGE.height - 40, style);
  }
}

export async function renderHandoverPdf(document: HandoverDocument, fonts: PdfFonts): Promise<Uint8Array> {
  const writer = new PdfWriter(fonts, { title: `Haven: therapy data of ${document.person.name}`, author: document.person.name });
  drawHeader(writer, document);
  for (const section of document.sections) {
    for (const item of section.summary) drawSummaryItem(writer, item, document.person.timeZone);
  }

  for (const section of document.sections) {
    if (section.blocks.length === 0) continue;
    writer.newPage();
    writer.text(section.title, { size: 18, bold: true, colour: COLOURS.brand, after: 2 });
    if (section.note) writer.text(section.note, { size: 9, colour: COLOURS.muted, after: 6 });
    writer.rule(COLOURS.brand);
    writer.y += 10;
    for (const block of section.blocks) drawBlock(writer, block, document.person.timeZone);
  }
  drawFooters(writer, document);
  return writer.finish();
}
