import type { GuidedSegment, MeditationCategory, MeditationSession } from "../shared/meditation";
import { CATEGORY_PLANS, type Line, type Practice, type Step } from "./practices";

/**
 * The built-in generator: a guided script for a category and a length, composed from the practices of
 * `practices.ts` and paced over the session. Each line is read, then followed by silence; longer sessions include
 * more of each practice's optional steps and more time (with reminders) in the steps where the practice is done.
 */

/** A calm reading pace (about 130 words a minute), so a line is finished before the next one starts. */
const WORDS_PER_SECOND = 2.2;
const MIN_HOLD_SECONDS = 2;
/** A reminder about this often while a practice is being done, no more. */
const CUE_EVERY_SECONDS = 50;
const WELCOME_HOLD_SECONDS = 3;

export function speakingSeconds(text: string): number {
  return Math.ceil(text.split(/\s+/).filter(Boolean).length / WORDS_PER_SECOND) + 1;
}

const lineCost = (line: Line) => speakingSeconds(line.text) + line.hold;
const stepCost = (step: Step) => step.lines.reduce((sum, line) => sum + lineCost(line), 0);

interface ComposedPhase {
  practice: Practice;
  steps: Step[];
  /** Seconds of the phase's budget left after its steps; negative when they overran it. */
  spare: number;
}

/** The practice's steps that fit the budget: every priority-0 step, then priority 1 and 2 while there is time. */
function chooseSteps(practice: Practice, budget: number): ComposedPhase {
  const chosen = new Set(practice.steps.filter((step) => step.priority === 0));
  let used = [...chosen].reduce((sum, step) => sum + stepCost(step), 0);
  for (const priority of [1, 2] as const) {
    for (const step of practice.steps) {
      if (step.priority !== priority || used + stepCost(step) > budget) continue;
      chosen.add(step);
      used += stepCost(step);
    }
  }
  return { practice, steps: practice.steps.filter((step) => chosen.has(step)), spare: budget - used };
}

const hasDwell = (phase: ComposedPhase) => phase.steps.some((step) => step.dwell);

/**
 * Moves the spare time where it belongs: a phase with nowhere to dwell (a closing) gives its spare time to the
 * phase before it, and overruns are paid for by the phases with time to spare.
 */
function balance(phases: ComposedPhase[]): void {
  for (let index = phases.length - 1; index > 0; index--) {
    if (hasDwell(phases[index]!)) continue;
    phases[index - 1]!.spare += phases[index]!.spare;
    phases[index]!.spare = 0;
  }
  const deficit = phases.reduce((sum, phase) => sum + Math.min(0, phase.spare), 0);
  const surplus = phases.reduce((sum, phase) => sum + Math.max(0, phase.spare), 0);
  const keep = surplus > 0 ? Math.max(0, (surplus + deficit) / surplus) : 0;
  for (const phase of phases) phase.spare = Math.max(0, phase.spare) * keep;
}

interface TimedLine {
  text: string;
  /** Silence after it, in seconds (fractional until the times are rounded). */
  hold: number;
}

/** The phase's lines, with its spare time (and reminders in it) after the steps where the practice is done. */
function linesOf(phase: ComposedPhase): TimedLine[] {
  const dwellSteps = hasDwell(phase) ? phase.steps.filter((step) => step.dwell) : phase.steps.slice(-1);
  const perDwell = phase.spare / dwellSteps.length;
  const lines: TimedLine[] = [];
  let cueIndex = 0;
  for (const step of phase.steps) {
    for (const line of step.lines) lines.push({ text: line.text, hold: line.hold });
    if (!dwellSteps.includes(step) || perDwell <= 0) continue;
    const cues: string[] = [];
    let cueSpeaking = 0;
    while (phase.practice.cues.length > 0 && cues.length < Math.floor(perDwell / CUE_EVERY_SECONDS)) {
      const cue = phase.practice.cues[cueIndex++ % phase.practice.cues.length]!;
      if (cueSpeaking + speakingSeconds(cue) + (cues.length + 2) * MIN_HOLD_SECONDS > perDwell) break;
      cues.push(cue);
      cueSpeaking += speakingSeconds(cue);
    }
    // The silence left is spread evenly: after the step, and after each reminder.
    const silence = (perDwell - cueSpeaking) / (cues.length + 1);
    lines[lines.length - 1]!.hold += silence;
    for (const cue of cues) lines.push({ text: cue, hold: silence });
  }
  return lines;
}

/** Whole seconds from the start for each line, squeezing silences (never below the minimum) if they overrun. */
function pace(lines: TimedLine[], totalSeconds: number): GuidedSegment[] {
  const speaking = lines.reduce((sum, line) => sum + speakingSeconds(line.text), 0);
  const floor = lines.reduce((sum, line) => sum + Math.min(line.hold, MIN_HOLD_SECONDS), 0);
  const excess = lines.reduce((sum, line) => sum + Math.max(0, line.hold - MIN_HOLD_SECONDS), 0);
  const room = totalSeconds - speaking - floor;
  const squeeze = excess > room ? Math.max(0, room / excess) : 1;
  const segments: GuidedSegment[] = [];
  let clock = 0;
  for (const line of lines) {
    segments.push({ at: Math.round(clock), text: line.text });
    const hold = line.hold <= MIN_HOLD_SECONDS ? line.hold : MIN_HOLD_SECONDS + (line.hold - MIN_HOLD_SECONDS) * squeeze;
    clock += speakingSeconds(line.text) + hold;
  }
  return segments;
}

const ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty"];

export function numberInWords(value: number): string {
  if (value < 20) return ONES[value]!;
  const tens = TENS[Math.floor(value / 10)]!;
  return value % 10 ? `${tens}-${ONES[value % 10]}` : tens;
}

/** A guided session of the category, paced over `minutes`. */
export function builtinSession(category: MeditationCategory, minutes: number, title: string): MeditationSession {
  const plan = CATEGORY_PLANS[category];
  const totalSeconds = minutes * 60;
  const welcome = `Welcome to this ${numberInWords(minutes)}-minute ${plan.welcome}`;
  const budget = totalSeconds - speakingSeconds(welcome) - WELCOME_HOLD_SECONDS;
  const shares = plan.phases.reduce((sum, phase) => sum + phase.share, 0);
  const phases = plan.phases.map((phase) => chooseSteps(phase.practice, (budget * phase.share) / shares));
  balance(phases);
  const lines = [{ text: welcome, hold: WELCOME_HOLD_SECONDS }, ...phases.flatMap(linesOf)];
  const segments = pace(lines, totalSeconds);
  return {
    title,
    duration: `${minutes} min`,
    minutes,
    content: segments.map((segment) => segment.text).join("\n\n"),
    instructions: [...plan.instructions],
    segments,
    source: "builtin",
  };
}

/** A script written elsewhere (by a model), paced over the session: each paragraph read in turn, silence spread evenly. */
export function paceScript(content: string, totalSeconds: number): GuidedSegment[] | null {
  const paragraphs = content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  const speaking = paragraphs.reduce((sum, paragraph) => sum + speakingSeconds(paragraph), 0);
  if (paragraphs.length === 0 || speaking > totalSeconds * 0.8) return null;
  const gap = (totalSeconds - speaking) / paragraphs.length;
  let clock = 0;
  return paragraphs.map((text) => {
    const segment = { at: Math.round(clock), text };
    clock += speakingSeconds(text) + gap;
    return segment;
  });
}
