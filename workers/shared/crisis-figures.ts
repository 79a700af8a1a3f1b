/** The crisis detector on the frozen test set, written by `npm run eval:crisis -- --write`; do not edit by hand. */
export const CRISIS_DETECTOR_FIGURES = {
  "messages": 576,
  "crisisRecall": 0.822,
  "crisisGraded": 0.788,
  "concernRecall": 0.636,
  "precision": 0.957,
  "falseAlarms": 0.052,
  "measuredOn": "2026-11-25"
} as const;
