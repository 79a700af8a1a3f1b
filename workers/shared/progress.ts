/** Mood entries' range and the wellness index, shared by the dashboard's form and charts and the server. */
export const MOOD_MIN = 1;
export const MOOD_MAX = 10;

/** Happiness with calm and low stress, 1 to 10: anxiety and stress are inverted, so higher is always better. */
export function wellnessIndex(point: { mood: number; anxiety: number; stress: number }): number {
  return (point.mood + (MOOD_MAX + MOOD_MIN - point.anxiety) + (MOOD_MAX + MOOD_MIN - point.stress)) / 3;
}

/**
 * A mood trend needs this many entries in the period; with fewer the API still reports the spec's default, "stable",
 * and the dashboard says what is missing instead of showing a trend there is no data for.
 */
export const MIN_ENTRIES_FOR_TREND = 3;
