import bidiFactory from "bidi-js";
import type { Font } from "fontkit";
import type { FontRole, PdfFonts } from "./fonts";

/**
 * Text as the PDF can draw it: emoji replaced by a word (no embedded font has them), each character in the first
 * font that has its glyph, lines broken at spaces to a width, and each line put in visual order with the Unicode
 * bidirectional algorithm, so Hebrew and Arabic read right to left, inside left-to-right text too.
 */

const bidi = bidiFactory();
const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
const STRONG_RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
/** What a missing glyph becomes (DejaVu has it). */
const MISSING_GLYPH = "\u25A1";
export const EMOJI_MARKER = "[emoji]";

export function prepareText(text: string): string {
  const normalized = text
    .normalize("NFC")
    .replace(/\r\n?/g, "\n")
    .replace(/\t/g, "    ")
    // Control and format characters draw nothing useful (bidi marks are kept: the algorithm reads them).
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B\u2060\uFEFF]/g, "");
  let result = "";
  for (const { segment } of graphemes.segment(normalized)) {
    result += EMOJI.test(segment) ? EMOJI_MARKER : segment.replace(/[\u200D\uFE0E\uFE0F]/g, "");
  }
  return result;
}

export interface Run {
  text: string;
  font: FontRole;
  /** Drawn right to left by the font's shaper (given in logical order). */
  rtl: boolean;
}

export interface LaidOutLine {
  runs: Run[];
  width: number;
  /** The paragraph's base direction is right to left: align the line to the right. */
  rtl: boolean;
}

const advanceCache = new WeakMap<Font, Map<number, number>>();

function advance(font: Font, codePoint: number): number {
  let widths = advanceCache.get(font);
  if (!widths) {
    widths = new Map();
    advanceCache.set(font, widths);
  }
  let width = widths.get(codePoint);
  if (width === undefined) {
    width = font.glyphForCodePoint(codePoint).advanceWidth / font.unitsPerEm;
    widths.set(codePoint, width);
  }
  return width;
}

interface Char {
  text: string;
  font: FontRole;
  /** Width at size 1. */
  width: number;
}

/** Each character (by code point) with the font that draws it; spaces and punctuation keep the font around them. */
function assignFonts(text: string, fonts: PdfFonts, primary: "regular" | "bold"): Char[] {
  const chars: Char[] = [];
  for (const symbol of text) {
    const codePoint = symbol.codePointAt(0)!;
    const neutral = /[\s\p{P}\p{N}]/u.test(symbol);
    const previous = chars.at(-1)?.font;
    let font: FontRole;
    let drawn = symbol;
    if (neutral && previous && fonts[previous].hasGlyphForCodePoint(codePoint)) font = previous;
    else if (fonts[primary].hasGlyphForCodePoint(codePoint)) font = primary;
    else if (fonts.fallback.hasGlyphForCodePoint(codePoint)) font = "fallback";
    else {
      font = "fallback";
      drawn = MISSING_GLYPH;
    }
    // A surrogate pair is one character here, but two code units for bidi: keep indices aligned.
    chars.push({ text: drawn, font, width: advance(fonts[font], drawn.codePointAt(0)!) });
    if (symbol.length === 2) chars.push({ text: "", font, width: 0 });
  }
  return chars;
}

/** Greedy line breaking at spaces (a word wider than the line is broken between characters). */
function breakLines(chars: Char[], text: string, maxWidth: number): [start: number, end: number][] {
  const lines: [number, number][] = [];
  let lineStart = 0;
  let lineWidth = 0;
  let lastBreak = -1;
  let widthAtBreak = 0;
  for (let index = 0; index < chars.length; index++) {
    const char = chars[index]!;
    const isSpace = text[index] === " ";
    if (isSpace) {
      lastBreak = index;
      widthAtBreak = lineWidth;
    }
    if (!isSpace && lineWidth + char.width > maxWidth && index > lineStart) {
      if (lastBreak >= lineStart) {
        lines.push([lineStart, lastBreak]);
        lineStart = lastBreak + 1;
        lineWidth -= widthAtBreak + chars[lastBreak]!.width;
      } else {
        lines.push([lineStart, index]);
        lineStart = index;
        lineWidth = 0;
      }
      lastBreak = -1;
    }
    lineWidth += char.width;
  }
  lines.push([lineStart, chars.length]);
  return lines;
}

/** The visual runs of one line [start, end). */
function visualRuns(text: string, chars: Char[], levels: ReturnType<typeof bidi.getEmbeddingLevels>, start: number, end: number): Run[] {
  let last = end - 1;
  while (last >= start && text[last] === " ") last--;
  if (last < start) return [];
  const order = Array.from({ length: last - start + 1 }, (_, offset) => start + offset);
  for (const [from, to] of bidi.getReorderSegments(text, levels, start, last)) {
    const reversed = order.slice(from - start, to - start + 1).reverse();
    order.splice(from - start, reversed.length, ...reversed);
  }
  const mirrored = bidi.getMirroredCharactersMap(text, levels, start, last);
  const runs: { indices: number[]; font: FontRole; odd: boolean }[] = [];
  for (const index of order) {
    const odd = (levels.levels[index]! & 1) === 1;
    const current = runs.at(-1);
    if (current && current.font === chars[index]!.font && current.odd === odd) current.indices.push(index);
    else runs.push({ indices: [index], font: chars[index]!.font, odd });
  }
  return runs.map(({ indices, font, odd }) => {
    const textOf = (list: number[]) => list.map((index) => mirrored.get(index) ?? chars[index]!.text).join("");
    // The shaper lays out right-to-left scripts itself (joining Arabic letters needs their logical order), so such
    // a run is handed over in logical order; a right-to-left run of neutrals only (". . .") is drawn as ordered.
    const logical = [...indices].sort((a, b) => a - b);
    const shapedRtl = odd && STRONG_RTL.test(textOf(logical));
    return { text: shapedRtl ? textOf(logical) : textOf(indices), font, rtl: shapedRtl };
  });
}

/** Lays out a paragraph (it may hold line breaks) in lines no wider than `width` points at `size`. */
export function layoutText(text: string, fonts: PdfFonts, options: { size: number; width: number; bold?: boolean }): LaidOutLine[] {
  const lines: LaidOutLine[] = [];
  for (const paragraph of prepareText(text).split("\n")) {
    if (paragraph.trim() === "") {
      lines.push({ runs: [], width: 0, rtl: false });
      continue;
    }
    const chars = assignFonts(paragraph, fonts, options.bold ? "bold" : "regular");
    const levels = bidi.getEmbeddingLevels(paragraph);
    const rtl = (levels.paragraphs[0]?.level ?? 0) % 2 === 1;
    for (const [start, end] of breakLines(chars, paragraph, options.width / options.size)) {
      let trimmedEnd = end;
      while (trimmedEnd > start && paragraph[trimmedEnd - 1] === " ") trimmedEnd--;
      const width = chars.slice(start, trimmedEnd).reduce((sum, char) => sum + char.width, 0) * options.size;
      lines.push({ runs: visualRuns(paragraph, chars, levels, start, end), width, rtl });
    }
  }
  return lines;
}
