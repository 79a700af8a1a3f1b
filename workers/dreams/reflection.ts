import { crisisLinesPhrase, type CountryCrisisLines } from "../shared/crisis-lines";
import type { DreamFacts, ComputedAnalysis } from "./analysis";

/**
 * The written reflection on one dream: warm, in the second person, built from the dream and its computed analysis.
 * It acknowledges, names what stands out with a question rather than an interpretation, and closes with an
 * invitation; it never predicts. A crisis opens with the support that matters more than any reflection.
 */

/** How every crisis preface starts, whichever lines it gives: how a stored one is found again (`withCrisisPreface`). */
const PREFACE_OPENING = "Before anything else: some of what you wrote sounds very painful.";

/** The first paragraph of a crisis dream's reflection, with the person's own lines; never reworded. */
export function crisisPreface(lines: CountryCrisisLines): string {
  return `${PREFACE_OPENING} If you are thinking about not being here, please reach out now: ${crisisLinesPhrase(lines)}, or open your Safety Plan. You deserve support with this tonight, not only reflection.`;
}

/**
 * A stored reflection as shown: a crisis preface (its first paragraph) names the lines of the person's country now,
 * whichever country it was written for.
 */
export function withCrisisPreface(reflection: string, lines: CountryCrisisLines): string {
  if (!reflection.startsWith(PREFACE_OPENING)) return reflection;
  const end = reflection.indexOf("\n\n");
  return end === -1 ? crisisPreface(lines) : `${crisisPreface(lines)}${reflection.slice(end)}`;
}

function opening(facts: DreamFacts): string {
  const named = facts.title ? `"${facts.title}"` : "this dream";
  if (facts.vividness >= 8) return `Thank you for writing down ${named}. It sounds like it was very vivid, the kind of dream that stays with you into the morning.`;
  if (facts.vividness <= 3) return `Thank you for writing down ${named}. Even faint dreams are worth noting; the parts you remember are often the parts that matter to you.`;
  return `Thank you for writing down ${named}.`;
}

function feeling(computed: ComputedAnalysis): string {
  const { overallMood, stressLevel, emotions } = computed.analysis;
  const inDream = emotions.filter((emotion) => emotion.context.startsWith("You wrote")).map((emotion) => emotion.emotion);
  const mood =
    overallMood === "neutral"
      ? "The dream doesn't name many feelings, which is common; sometimes the feeling only shows up when we think back on it."
      : overallMood === "mixed"
        ? "It holds mixed feelings, which dreams often do: more than one thing can be true at once."
        : `The feeling running through it seems mostly ${overallMood}${stressLevel >= 7 ? ", and it carried a lot of stress" : ""}.`;
  const named = inDream.length > 1 ? ` You described ${inDream.slice(0, -1).join(", ")} and ${inDream[inDream.length - 1]}.` : "";
  return mood + named;
}

function standout(computed: ComputedAnalysis): string | null {
  const symbol = computed.analysis.symbols[0];
  if (!symbol) return null;
  return `What stands out first: ${symbol.meaning[0]!.toLowerCase()}${symbol.meaning.slice(1)}`;
}

function waking(facts: DreamFacts): string | null {
  switch (facts.emotionAfterWaking) {
    case "anxious":
    case "sad":
    case "angry":
      return `You woke up feeling ${facts.emotionAfterWaking}. That feeling is real even though the dream was not, and it is fine to give yourself a gentle start to the day.`;
    case "calm":
    case "refreshed":
    case "happy":
      return `You woke up feeling ${facts.emotionAfterWaking}, so whatever the dream held, it settled into something kinder by morning.`;
    case "confused":
      return "You woke up confused, which is common after vivid or strange dreams; that fog usually lifts as the day takes shape.";
    default:
      return null;
  }
}

function kind(facts: DreamFacts): string | null {
  if (facts.dreamType === "nightmare") {
    return "Nightmares can leave their mark for a while. If this one comes back, try writing a new ending you choose and picturing it for a few minutes during the day; this is called imagery rehearsal, and it helps many people.";
  }
  if (facts.dreamType === "recurring" || (facts.recurring?.totalOccurrences ?? 0) >= 3) {
    return "Because this dream keeps coming back, it may be tied to something that is still open in your waking life. Noticing what was going on before each return can help you find out what.";
  }
  if (facts.dreamType === "lucid" || facts.lucidity >= 7) {
    return "You knew you were dreaming while it happened, something many people practise for. What you chose to do with that awareness can say a lot about what you want.";
  }
  return null;
}

/** The computed reflection, without the crisis preface (which is never reworded; see `writeReflection`). */
export function composeReflection(facts: DreamFacts, computed: ComputedAnalysis): string {
  const closing = `If you would like to sit with it a little longer: ${computed.prompts[0]} Dreams don't predict what will happen; they often echo what we are carrying while awake.`;
  return [`${opening(facts)} ${feeling(computed)}`, standout(computed), [waking(facts), kind(facts)].filter(Boolean).join(" "), closing]
    .filter((paragraph): paragraph is string => Boolean(paragraph))
    .join("\n\n");
}
