/** The crisis detector on the published frozen test set (frozen-10.jsonl), written by `npm run eval:crisis -- --write`; do not edit by hand. */
export const CRISIS_DETECTOR_FIGURES = {
  "messages": 720,
  "crisisRecall": 0.965,
  "crisisGraded": 0.956,
  "concernRecall": 0.785,
  "precision": 0.984,
  "falseAlarms": 0.028,
  "measuredOn": "2026-11-28"
} as const;
