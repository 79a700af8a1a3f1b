import type { ChatTurn } from "../types";
import { isSpecialty } from "../prompts";
import { detectIntent, readAddress } from "./intent";
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
  /** What the person said when a step asked for their thought or their anxious prediction, in their words. */
  answered: { thought?: string; prediction?: string };
  /** What the latest reply asked for, so the message being answered now can fill it. */
  askedFor: "thought" | "prediction" | null;
}

export function guideFor(specialty: string): SpecialtyGuide {
  return isSpecialty(specialty) ? GUIDES[specialty] : GENERAL_GUIDE;
}

export function readSession(therapist: { name: string; specialty: string }, turns: readonly ChatTurn[]): SessionView {
  const guide = guideFor(therapist.specialty);
  const names = new Set<string>();
  const userTurns: SessionView["userTurns"] = [];
  const assistantTurns: string[] = [];
  let plan: string | null = null;
  let askedForPlan = false;
  let askedFor: SessionView["askedFor"] = null;
  const answered: SessionView["answered"] = {};

  for (const turn of turns) {
    if (turn.role === "assistant") {
      assistantTurns.push(turn.content);
      askedForPlan = containsTemplate(turn.content, guide.plan[0].question);
      askedFor = guide.steps.find((step) => step.answeredBy && containsTemplate(turn.content, step.question))?.answeredBy ?? null;
      continue;
    }
    // Read as meant: "thanks Claire" thanks the therapist, it does not mention someone called Claire.
    const { text } = readAddress(turn.content, therapist.name);
    const features = analyseMessage(text, names);
    for (const person of features.people) for (const word of person.split(" ")) if (/^[A-Z][a-z]+$/.test(word)) names.add(word);
    userTurns.push({ text, features, contentWords: contentWords(text) });
    if (askedForPlan) plan = planFromAnswer(text, features, names) ?? plan;
    if (askedFor) answered[askedFor] = answerToAskedStep(askedFor, text) ?? answered[askedFor];
    askedForPlan = false;
    askedFor = null;
  }
  return { guide, userTurns, assistantTurns, names, plan, answered, askedFor };
}

// An answer to "what does your mind tell you?" is the thought when it is about the person ("that I'm lazy"); an
// answer to "what is the anxiety telling you will happen?" is the prediction when it looks ahead ("that I'll get fired").
const SOUNDS_LIKE_A_THOUGHT = /\b(i'm|i am|i'll|i will|i never|i always|i can't|i should|i'm not|nobody|no one|everyone|everybody)\b/i;
const LOOKS_AHEAD = /\b(will|'ll|going to|gonna|might|won't|what if)\b/i;
const MAX_ANSWER_WORDS = 20;

export function answerToAskedStep(asked: "thought" | "prediction", answer: string): string | null {
  if (detectIntent(answer) !== "share" || UNSAFE_PLAN.test(answer)) return null;
  const first = normalise(answer).split(/(?<=[.!?])\s+/)[0]!.replace(/^(that|like|probably|maybe)\s+/i, "").replace(/[.!?]+$/, "");
  if (words(first).length > MAX_ANSWER_WORDS || !(asked === "thought" ? SOUNDS_LIKE_A_THOUGHT : LOOKS_AHEAD).test(first)) return null;
  return first.charAt(0).toUpperCase() + first.slice(1);
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

