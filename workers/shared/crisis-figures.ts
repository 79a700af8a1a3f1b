/** The crisis detector on the published frozen test set (frozen-9.jsonl), written by `npm run eval:crisis -- --write`; do not edit by hand. */
export const CRISIS_DETECTOR_FIGURES = {
  "messages": 685,
  "crisisRecall": 0.946,
  "crisisGraded": 0.943,
  "concernRecall": 0.714,
  "precision": 0.985,
  "falseAlarms": 0.025,
  "measuredOn": "2026-11-28"
} as const;
