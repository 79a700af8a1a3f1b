/** The crisis detector on the published frozen test set (frozen-4.jsonl), written by `npm run eval:crisis -- --write`; do not edit by hand. */
export const CRISIS_DETECTOR_FIGURES = {
  "messages": 703,
  "crisisRecall": 0.866,
  "crisisGraded": 0.832,
  "concernRecall": 0.667,
  "precision": 0.981,
  "falseAlarms": 0.029,
  "measuredOn": "2026-11-28"
} as const;
