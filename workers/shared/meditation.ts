/** Meditation's presets, limits and fallback session, shared by the meditation page and the server. */

export const MEDITATION_CATEGORIES = ["Mindfulness", "Relaxation", "Sleep", "Anxiety", "Breathing", "Body Scan"] as const;
export type MeditationCategory = (typeof MEDITATION_CATEGORIES)[number];

/** A session length the generator accepts, in whole minutes (the presets run 8 to 20; help says 5 to 30). */
export const DURATION_MIN_MINUTES = 5;
export const DURATION_MAX_MINUTES = 60;
export const PROMPT_MAX_LENGTH = 1000;
/** A completed session counts toward the progress dashboard once at least this much of it was practised. */
export const MIN_RECORDED_SECONDS = 60;

export interface MeditationPreset {
  id: string;
  title: string;
  subtitle: string;
  /** As the spec shows it: "10 min". */
  duration: string;
  minutes: number;
  category: MeditationCategory;
  description: string;
  benefits: string[];
  /** What the generator is asked for. */
  prompt: string;
}

/** The six presets of the spec (titles, minutes and categories), with our own copy. */
export const MEDITATION_PRESETS: readonly MeditationPreset[] = [
  {
    id: "morning-mindfulness",
    title: "Morning Mindfulness",
    subtitle: "Start your day grounded and clear",
    duration: "10 min",
    minutes: 10,
    category: "Mindfulness",
    description:
      "Arrive in the morning before the day's demands do: settle into your body, follow the breath, notice what is here, and set a gentle intention for the hours ahead.",
    benefits: ["Clearer focus for the day ahead", "A calm, intentional start", "A steady daily habit"],
    prompt:
      "Guide a morning mindfulness meditation: arriving in the body, following the breath, noticing thoughts without holding on to them, and setting a kind intention for the day.",
  },
  {
    id: "stress-relief",
    title: "Stress Relief",
    subtitle: "Release tension from body and mind",
    duration: "15 min",
    minutes: 15,
    category: "Relaxation",
    description:
      "Slow, longer out-breaths and progressive muscle relaxation let the body step out of its stress response, followed by a few quiet minutes in a place where you feel safe.",
    benefits: ["Eases muscle tension", "Slows a racing heart and breath", "A reset you can use on a hard day"],
    prompt:
      "Guide a stress-relief relaxation: slow breathing with longer exhales, progressive muscle relaxation from the hands to the feet, and a calm safe-place visualisation.",
  },
  {
    id: "sleep-preparation",
    title: "Sleep Preparation",
    subtitle: "Wind down for restful sleep",
    duration: "20 min",
    minutes: 20,
    category: "Sleep",
    description:
      "A wind-down to listen to in bed: soft, slow breathing, a downward body scan that lets each part grow heavy, and a gentle imagining exercise that gives a busy mind something restful to do.",
    benefits: ["Quiets a busy mind at bedtime", "Relaxes the body for sleep", "A soothing routine to return to"],
    prompt:
      "Guide a bedtime meditation for falling asleep: settling in bed, slow breathing, a downward body scan, and a drifting, restful imagining exercise, ending without waking the listener.",
  },
  {
    id: "anxiety-calm",
    title: "Anxiety Calm",
    subtitle: "Find steady ground when worry rises",
    duration: "12 min",
    minutes: 12,
    category: "Anxiety",
    description:
      "Ground yourself through your senses, steady the breath, then practise making room for anxious thoughts and feelings without being swept along, ending with a few words of kindness to yourself.",
    benefits: ["Grounds you in the present", "Calms the body's alarm", "Builds a kinder relationship with worry"],
    prompt:
      "Guide a meditation for anxiety: 5-4-3-2-1 sensory grounding, steadying breathing, letting anxious thoughts pass like leaves on a stream, and self-compassion.",
  },
  {
    id: "mindful-breathing",
    title: "Mindful Breathing",
    subtitle: "A short reset with the breath",
    duration: "8 min",
    minutes: 8,
    category: "Breathing",
    description:
      "A short practice built entirely on the breath: noticing it as it is, counting breaths to ten, then settling into a slow, even rhythm of about six breaths a minute.",
    benefits: ["Fits into a busy day", "Trains attention", "Leaves you calmer and more alert"],
    prompt: "Guide a short breathing meditation: noticing the natural breath, counting breaths, and slow, even breathing at about six breaths a minute.",
  },
  {
    id: "body-awareness",
    title: "Body Awareness",
    subtitle: "A slow scan from head to toe",
    duration: "18 min",
    minutes: 18,
    category: "Body Scan",
    description:
      "Move your attention slowly through the body, from the crown of the head to the tips of the toes, noticing each sensation with curiosity and without needing to change it.",
    benefits: ["Reconnects you with your body", "Releases tension you may not have noticed", "Strengthens steady, kind attention"],
    prompt: "Guide a full body scan meditation from head to toe, noticing sensations with curiosity and without judgement, ending in whole-body awareness.",
  },
];

export function findPreset(id: string): MeditationPreset | undefined {
  return MEDITATION_PRESETS.find((preset) => preset.id === id);
}

/** A line of the guided text and when, in seconds from the start, it is read. */
export interface GuidedSegment {
  at: number;
  text: string;
}

export interface MeditationSession {
  title: string;
  /** As the presets show it: "10 min". */
  duration: string;
  minutes: number;
  /** The guided text, paragraphs separated by blank lines. */
  content: string;
  instructions: string[];
  /** The content paced over the session, for the highlighted line and read-aloud. */
  segments: GuidedSegment[];
  /** Who wrote it: the built-in generator, the configured model, or the fallback after a failure. */
  source: "builtin" | "model" | "fallback";
}

export const FALLBACK_INSTRUCTIONS = [
  "Find a comfortable seated position",
  "Close your eyes gently",
  "Take three deep breaths",
  "Follow the guided meditation",
  "Stay present and focused",
] as const;

/** The spec's session when generation fails: a welcome text and its five instructions. */
export function fallbackSession(title: string, minutes: number): MeditationSession {
  const content = `Welcome to your ${title} session. Take this time to slow down, breathe gently and be present with yourself. Let each breath settle you a little more, and whenever your mind wanders, kindly bring it back to the breath.`;
  return {
    title,
    duration: `${minutes} min`,
    minutes,
    content,
    instructions: [...FALLBACK_INSTRUCTIONS],
    segments: [{ at: 0, text: content }],
    source: "fallback",
  };
}

/** Seconds as m:ss (or h:mm:ss past an hour) for the countdown. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}
