/** Mood entries' range and the wellness index, shared by the dashboard's form and charts and the server. */
export const MOOD_MIN = 1;
export const MOOD_MAX = 10;

/** Happiness with calm and low stress, 1 to 10: anxiety and stress are inverted, so higher is always better. */
export function wellnessIndex(point: { mood: number; anxiety: number; stress: number }): number {
  return (point.mood + (MOOD_MAX + MOOD_MIN - point.anxiety) + (MOOD_MAX + MOOD_MIN - point.stress)) / 3;
}
