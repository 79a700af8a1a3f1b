/** The crisis detector on the published frozen test set (frozen-6.jsonl), written by `npm run eval:crisis -- --write`; do not edit by hand. */
export const CRISIS_DETECTOR_FIGURES = {
  "messages": 683,
  "crisisRecall": 0.89,
  "crisisGraded": 0.852,
  "concernRecall": 0.584,
  "precision": 0.992,
  "falseAlarms": 0.013,
  "measuredOn": "2026-11-28"
} as const;
