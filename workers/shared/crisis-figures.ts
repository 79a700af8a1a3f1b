/** The crisis detector on the frozen test set, written by `npm run eval:crisis -- --write`; do not edit by hand. */
export const CRISIS_DETECTOR_FIGURES = {
  "messages": 576,
  "crisisRecall": 0.763,
  "crisisGraded": 0.742,
  "concernRecall": 0.473,
  "precision": 0.943,
  "falseAlarms": 0.061,
  "measuredOn": "2026-11-25"
} as const;
