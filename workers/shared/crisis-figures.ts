/** The crisis detector on the published frozen test set (frozen-7.jsonl), written by `npm run eval:crisis -- --write`; do not edit by hand. */
export const CRISIS_DETECTOR_FIGURES = {
  "messages": 695,
  "crisisRecall": 0.915,
  "crisisGraded": 0.899,
  "concernRecall": 0.628,
  "precision": 0.982,
  "falseAlarms": 0.029,
  "measuredOn": "2026-11-28"
} as const;
