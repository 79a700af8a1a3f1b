/** The crisis detector on the published frozen test set (frozen-2.jsonl), written by `npm run eval:crisis -- --write`; do not edit by hand. */
export const CRISIS_DETECTOR_FIGURES = {
  "messages": 705,
  "crisisRecall": 0.769,
  "crisisGraded": 0.747,
  "concernRecall": 0.435,
  "precision": 0.969,
  "falseAlarms": 0.041,
  "measuredOn": "2026-11-25"
} as const;
