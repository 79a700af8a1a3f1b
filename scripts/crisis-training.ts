/** What the crisis trainers (train-crisis-classifier.ts, train-crisis-encoder.ts) share. */
import type { CrisisLevel, LabelledMessage } from "./crisis-corpus";

/** A small deterministic PRNG (mulberry32), so training is reproducible. */
export function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The detector's figures on labelled messages, each with the grade it gave. False alarms are counted apart on the
 * look-alikes and on ordinary text (`ordinaryTexts`), so the easy bland messages cannot hide them.
 */
export function detectorFigures(items: Iterable<{ message: LabelledMessage; level: CrisisLevel }>, ordinaryTexts: ReadonlySet<string>) {
  let crisis = 0, crisisFlagged = 0, crisisExact = 0, concern = 0, concernFlagged = 0, lookalikes = 0, lookalikesFlagged = 0, ordinary = 0, ordinaryFlagged = 0, flagged = 0, flaggedRight = 0;
  for (const { message, level } of items) {
    if (level !== "none") {
      flagged++;
      if (message.label !== "none") flaggedRight++;
    }
    if (message.label === "crisis") {
      crisis++;
      if (level !== "none") crisisFlagged++;
      if (level === "crisis") crisisExact++;
    } else if (message.label === "concern") {
      concern++;
      if (level !== "none") concernFlagged++;
    } else if (ordinaryTexts.has(message.text)) {
      ordinary++;
      if (level !== "none") ordinaryFlagged++;
    } else {
      lookalikes++;
      if (level !== "none") lookalikesFlagged++;
    }
  }
  return {
    recall: crisisFlagged / crisis,
    graded: crisisExact / crisis,
    concernRecall: concernFlagged / concern,
    falseAlarms: lookalikesFlagged / lookalikes,
    ordinaryFalseAlarms: ordinary ? ordinaryFlagged / ordinary : 0,
    precision: flaggedRight / flagged,
  };
}

export type DetectorFigures = ReturnType<typeof detectorFigures>;
