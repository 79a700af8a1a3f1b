import type { ChatTurn } from "../types";
import { isSpecialty } from "../prompts";
import { detectIntent } from "./intent";
import { containsTemplate } from "./phrasebook";
import { analyseMessage, contentWords, shiftPerson, TOPIC_LABELS, type MessageFeatures, type TopicId } from "./reflect";
import { GENERAL_GUIDE, GUIDES, type SpecialtyGuide } from "./techniques";
import { normalise, words } from "./text";

/** What the engine knows about the session so far, read fresh from the turns on every reply. */
export interface SessionView {
  guide: SpecialtyGuide;
  /** Earlier user turns, oldest first. */
  userTurns: { text: string; features: MessageFeatures; contentWords: Set<string> }[];
  assistantTurns: string[];
  /** Names the person has used, so later mentions keep their capital letters. */
  names: Set<string>;
  /** The next step the person chose when asked for one, in second person. */
  plan: string | null;
}

export function guideFor(specialty: string): SpecialtyGuide {
  return isSpecialty(specialty) ? GUIDES[specialty] : GENERAL_GUIDE;
}

export function readSession(specialty: string, turns: readonly ChatTurn[]): SessionView {
  const guide = guideFor(specialty);
  const names = new Set<string>();
  const userTurns: SessionView["userTurns"] = [];
  const assistantTurns: string[] = [];
  let plan: string | null = null;
  let askedForPlan = false;

  for (const turn of turns) {
    if (turn.role === "assistant") {
      assistantTurns.push(turn.content);
      askedForPlan = containsTemplate(turn.content, guide.plan[0].question);
      continue;
    }
    const features = analyseMessage(turn.content, names);
    for (const person of features.people) for (const word of person.split(" ")) if (/^[A-Z][a-z]+$/.test(word)) names.add(word);
    userTurns.push({ text: turn.content, features, contentWords: contentWords(turn.content) });
    if (askedForPlan) plan = planFromAnswer(turn.content, features, names) ?? plan;
    askedForPlan = false;
  }
  return { guide, userTurns, assistantTurns, names, plan };
}

// A plan is only ever read from an answer to "what's one step ...", and never from words about harm.
const UNSAFE_PLAN = /\b(die|dying|kill|suicid\w*|overdose|hurt (myself|me)|end (it|my life)|cut myself)\b/i;
// Without "I'll ..." an answer counts as a plan only when it sounds like one: a when, or an action.
const SOUNDS_LIKE_A_PLAN =
  /\b(today|tonight|tomorrow|morning|afternoon|evening|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|after|before|every|each|daily|week|minutes?|hours?|at \d)\b|^\w+ing\b/i;
const MAX_PLAN_WORDS = 14;
const MAX_PLAN_CHARS = 120;

export function planFromAnswer(answer: string, features: MessageFeatures, names: ReadonlySet<string>): string | null {
  if (UNSAFE_PLAN.test(answer) || detectIntent(answer) !== "share") return null;
  if (features.intention) return features.intention.slice(0, MAX_PLAN_CHARS);
  const text = normalise(answer).replace(/[.!?]+$/, "");
  const oneShortSentence = !/[.!?]/.test(text) && words(text).length <= MAX_PLAN_WORDS && text.length <= MAX_PLAN_CHARS;
  return oneShortSentence && SOUNDS_LIKE_A_PLAN.test(text) ? shiftPerson(text, "you", names) : null;
}

/** Topics that read naturally as "things with {topic}" and "what you said about {topic}". */
export const PRESSURE_TOPICS: TopicId[] = ["work", "school", "money", "family", "partner", "health", "friends", "sleep"];
export const HABIT_TOPICS: TopicId[] = ["drinking", "using", "smoking", "gambling"];

/** People and topics, without "your family" when a family member was already named. */
export function subjectsOf(features: MessageFeatures): string[] {
  const namedSomeone = features.people.some((person) => person.startsWith("your "));
  const topics = features.topics.filter(
    (topic) => (PRESSURE_TOPICS.includes(topic) || HABIT_TOPICS.includes(topic)) && !(namedSomeone && (topic === "family" || topic === "partner")),
  );
  return [...features.people, ...topics.map((topic) => TOPIC_LABELS[topic])];
}

const GROUP_LABELS = [TOPIC_LABELS.family, TOPIC_LABELS.partner];

/** "Jess" adds nothing next to "your sister Jess", nor "your family" next to "your mom". */
export function withoutRepeatedNames(subjects: readonly string[]): string[] {
  const namesSomeone = subjects.some((subject) => subject.startsWith("your ") && !GROUP_LABELS.includes(subject));
  return subjects.filter(
    (subject) =>
      !subjects.some((other) => other !== subject && other.endsWith(` ${subject}`)) && !(namesSomeone && GROUP_LABELS.includes(subject)),
  );
}

