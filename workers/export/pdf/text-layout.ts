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
/** Emoji as emoji (not ☀ or © drawn as text symbols, which the fonts have). */
const EMOJI = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F|\p{Regional_Indicator}/u;
/** Text made only of these needs no grapheme segmentation: no emoji can be in it. */
const NO_EMOJI_POSSIBLE = /^[\u0000-\u02FF\u0370-\u04FF\u2000-\u206F]*$/;
const STRONG_RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
/** Anything that can make a line right-to-left: right-to-left letters and the explicit bidi controls. */
const ANY_RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u200F\u202B\u202E\u2067]/;
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
  if (NO_EMOJI_POSSIBLE.test(normalized)) return normalized;
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

const glyphCache = new WeakMap<Font, Map<number, boolean>>();

function hasGlyph(font: Font, codePoint: number): boolean {
  let known = glyphCache.get(font);
  if (!known) {
    known = new Map();
    glyphCache.set(font, known);
  }
  let has = known.get(codePoint);
  if (has === undefined) {
    has = font.hasGlyphForCodePoint(codePoint);
    known.set(codePoint, has);
  }
  return has;
}

const NEUTRAL = /[\s\p{P}\p{N}]/u;

/** Each character (by code point) with the font that draws it; spaces and punctuation keep the font around them. */
function assignFonts(text: string, fonts: PdfFonts, primary: "regular" | "bold"): Char[] {
  const chars: Char[] = [];
  for (const symbol of text) {
    const codePoint = symbol.codePointAt(0)!;
    const previous = chars.at(-1)?.font;
    let font: FontRole;
    let drawn = symbol;
    if (previous && previous !== primary && NEUTRAL.test(symbol) && hasGlyph(fonts[previous], codePoint)) font = previous;
    else if (hasGlyph(fonts[primary], codePoint)) font = primary;
    else if (hasGlyph(fonts.fallback, codePoint)) font = "fallback";
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

/** The runs of a left-to-right line: characters grouped by font, in their own order. */
function logicalRuns(chars: Char[], start: number, end: number): Run[] {
  const runs: Run[] = [];
  for (let index = start; index < end; index++) {
    const char = chars[index]!;
    const current = runs.at(-1);
    if (current && current.font === char.font) current.text += char.text;
    else runs.push({ text: char.text, font: char.font, rtl: false });
  }
  return runs;
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
    // Most text has nothing right-to-left in it: then the visual order is the logical one and bidi can be skipped.
    const levels = ANY_RTL.test(paragraph) ? bidi.getEmbeddingLevels(paragraph) : null;
    const rtl = (levels?.paragraphs[0]?.level ?? 0) % 2 === 1;
    for (const [start, end] of breakLines(chars, paragraph, options.width / options.size)) {
      let trimmedEnd = end;
      while (trimmedEnd > start && paragraph[trimmedEnd - 1] === " ") trimmedEnd--;
      const width = chars.slice(start, trimmedEnd).reduce((sum, char) => sum + char.width, 0) * options.size;
      const runs = levels ? visualRuns(paragraph, chars, levels, start, end) : logicalRuns(chars, start, trimmedEnd);
      lines.push({ runs, width, rtl });
    }
  }
  return lines;
}
