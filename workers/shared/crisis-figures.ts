/** The crisis detector on the published frozen test set (frozen-3.jsonl), written by `npm run eval:crisis -- --write`; do not edit by hand. */
export const CRISIS_DETECTOR_FIGURES = {
  "messages": 703,
  "crisisRecall": 0.832,
  "crisisGraded": 0.804,
  "concernRecall": 0.696,
  "precision": 0.966,
  "falseAlarms": 0.053,
  "measuredOn": "2026-11-25"
} as const;
