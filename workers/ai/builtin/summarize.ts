import { SUMMARY_MAX_CHARS } from "../prompts";
import type { ChatTurn } from "../types";
import { containsTemplate } from "./phrasebook";
import { isPositiveFeeling } from "./reflect";
import { readSession, subjectsOf, withoutRepeatedNames } from "./session";
import { listOf, truncate, unique } from "./text";

/**
 * An extractive, third-person note of a finished session for cross-session memory: what was talked
 * about, the feelings named, what was practised and the step chosen. Only the person's own content
 * goes in, so the note never claims more than was said.
 */
export function summarizeSession(therapist: { name: string; specialty: string }, turns: readonly ChatTurn[]): string {
  const session = readSession(therapist, turns);
  const features = session.userTurns.map((turn) => turn.features);
  if (features.length === 0) return "They opened a session but did not share anything yet.";

  const about = withoutRepeatedNames(unique(features.flatMap(subjectsOf))).slice(0, 4).map(toThirdPerson);
  const feelings = mostFrequent(features.flatMap((entry) => entry.feelings.filter((label) => !isPositiveFeeling(label))), 3);
  const thought = features.map((entry) => entry.thought).find(Boolean);
  const practised = session.guide.steps.some((step) => session.assistantTurns.some((reply) => containsTemplate(reply, step.question)));

  const sentences = [
    about.length ? `They talked about ${listOf(about)}.` : "They talked about how things have been for them.",
    feelings.length ? `They described feeling ${listOf(feelings)}${thought ? `, with the thought "${thought}"` : ""}.` : null,
    practised ? `They worked on ${session.guide.techniqueName}.` : null,
    session.plan ? `Their chosen next step: ${toThirdPerson(session.plan)}.` : null,
  ].filter((sentence): sentence is string => sentence !== null);
  return truncate(sentences.join(" "), SUMMARY_MAX_CHARS);
}

function mostFrequent(items: string[], limit: number): string[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, limit).map(([item]) => item);
}

const YOU_TO_THEY: Record<string, string> = {
  you: "they",
  your: "their",
  yours: "theirs",
  yourself: "themselves",
  "you're": "they're",
  "you've": "they've",
  "you'll": "they'll",
  "you'd": "they'd",
};

/** The engine keeps the person's words in second person; the memory note speaks about them. */
function toThirdPerson(text: string): string {
  return text.replace(/\b(you're|you've|you'll|you'd|yourself|yours|your|you)\b/gi, (word) => YOU_TO_THEY[word.toLowerCase()]);
}
