import { crisisLinesFor, crisisLinesPhrase } from "../../shared/crisis-lines";
import { isSpecialty } from "../prompts";
import type { ChatReplyRequest } from "../types";
import { detectIntent, readAddress, type Intent } from "./intent";
import * as phrases from "./phrases";
import { containsTemplate, Phrasebook, type Slots } from "./phrasebook";
import { analyseMessage, contentWords, isPositiveFeeling, namesFeeling, similarity, TOPIC_LABELS, type MessageFeatures, type TopicId } from "./reflect";
import { findRequest, type RequestKind } from "./requests";
import { answerToAskedStep, HABIT_TOPICS, PRESSURE_TOPICS, readSession, subjectsOf, withoutRepeatedNames, type SessionView } from "./session";
import type { Need, TechniqueStep } from "./techniques";
import { hash, listOf, normalise, splitSentences, unique } from "./text";

const MAX_SENTENCES = 5;
const EXPLORE_QUESTIONS_BEFORE_TECHNIQUE = 2;
// Interruptions (advice, "are you real?") should not postpone the technique indefinitely.
const TECHNIQUE_BY_TURN = 4;
// Earlier context is brought back every other turn, not every turn: enough to show it was heard.
const RECALL_FROM_TURN = 3;
const REPEATED_MESSAGE_SIMILARITY = 0.75;
// Reflection stems may return once they have been out of use for this many replies.
const STEM_REST_TURNS = 4;

/** A reply in the making: statements, then at most one question; optional statements give way to the length cap. */
class Reply {
  private readonly statements: { text: string; optional: boolean }[] = [];
  private question: string | null = null;

  say(text: string | null, options: { optional?: boolean } = {}): void {
    if (text) this.statements.push({ text, optional: options.optional ?? false });
  }

  ask(question: string | null): void {
    this.question ??= question;
  }

  includes(text: string | undefined): boolean {
    return text !== undefined && this.statements.some((statement) => statement.text.includes(text));
  }

  get hasQuestion(): boolean {
    return this.question !== null;
  }

  /** Statements that must stay; optional ones give way when room is needed. */
  get essentialStatementCount(): number {
    return this.statements.filter((statement) => !statement.optional).length;
  }

  get sentenceCount(): number {
    return this.statements.reduce((count, statement) => count + splitSentences(statement.text).length, 0) + (this.question ? 1 : 0);
  }

  toString(): string {
    while (this.sentenceCount > MAX_SENTENCES) {
      const optional = this.statements.findIndex((statement) => statement.optional);
      if (optional < 0) break;
      this.statements.splice(optional, 1);
    }
    return [...this.statements.map((statement) => statement.text), this.question].filter(Boolean).join(" ");
  }
}

interface Turn {
  request: ChatReplyRequest;
  /** The message without a greeting or the therapist's name used to address them. */
  text: string;
  session: SessionView;
  current: MessageFeatures;
  book: Phrasebook;
  slots: Slots;
  /** What the person has said that a technique step may rely on. */
  known: Set<Need>;
  reply: Reply;
}

// Intents a concrete request may come with: "thanks, and how do I ...?", "yes, but what can I do tonight?".
const MAY_ASK: readonly Intent[] = ["share", "advice", "thanks", "yes", "no", "unsure"];

/** The built-in therapist's reply to the latest message: deterministic for a given conversation. */
export function composeReply(request: ChatReplyRequest): string {
  const session = readSession(request.therapist, request.history);
  const { text, greeted } = readAddress(request.message, request.therapist.name);
  const current = analyseMessage(text, session.names);
  const slots = slotsFor(request, session, current, text);
  const turn: Turn = {
    request,
    text,
    session,
    current,
    book: new Phrasebook(conversationSeed(request), session.assistantTurns),
    slots,
    known: knownNeeds(session, current, slots),
    reply: new Reply(),
  };

  if (request.crisisLevel === "crisis") {
    respondToCrisis(turn);
  } else if (request.crisisLevel === "concern") {
    respondToConcern(turn);
  } else {
    const intent = text === "" ? "greeting" : detectIntent(text);
    const asked = MAY_ASK.includes(intent) ? findRequest(normalise(text).toLowerCase()) : null;
    // A request is answered first; only a session's first reply greets before answering.
    if (greeted && (intent === "share" || intent === "unsure") && (!asked || session.assistantTurns.length === 0)) greetAlong(turn);
    if (asked) answerRequest(asked, turn);
    else respondTo(intent, turn);
  }
  return turn.reply.toString();
}

/** "Hello, I've been tense": the greeting is returned, once, and the rest is answered; it is never reflected back. */
function greetAlong(turn: Turn): void {
  const { book, slots, reply, session } = turn;
  if (session.assistantTurns.length === 0) reply.say(book.pick(phrases.GREET_FIRST, slots, { salt: "greet" }));
  else reply.say(book.pick(phrases.GREET_AGAIN, slots, { salt: "greet-again" }), { optional: true });
}

function conversationSeed(request: ChatReplyRequest): number {
  const turns = request.history.map((turn) => `${turn.role}:${turn.content}`).join("\u0000");
  return hash(`${request.therapist.id}\u0000${turns}\u0000${request.message}`);
}

function slotsFor(request: ChatReplyRequest, session: SessionView, current: MessageFeatures, text: string): Slots {
  const newestFirst = [current, ...session.userTurns.map((turn) => turn.features).reverse()];
  const first = <T>(read: (features: MessageFeatures) => T | null | undefined): T | undefined => {
    for (const features of newestFirst) {
      const value = read(features);
      if (value) return value;
    }
    return undefined;
  };
  const topicOf = (allowed: TopicId[]) => first((features) => features.topics.find((topic) => allowed.includes(topic)));
  const pressure = topicOf(PRESSURE_TOPICS);
  const habit = topicOf(HABIT_TOPICS);
  // The message may answer the step the last reply asked ("that I'll get fired").
  const answeringNow = session.askedFor ? answerToAskedStep(session.askedFor, text) : null;
  const answered = { ...session.answered, ...(session.askedFor && answeringNow ? { [session.askedFor]: answeringNow } : {}) };
  const lines = request.crisisLines ?? crisisLinesFor(null);
  return {
    feeling: first((features) => features.feelings.find((label) => !isPositiveFeeling(label))),
    thought: first((features) => features.thought) ?? answered.thought,
    prediction: first((features) => features.prediction) ?? answered.prediction,
    partner: first((features) => features.people.find((person) => PARTNER.test(person))),
    event: EVENT.exec(text)?.[1]?.toLowerCase(),
    person: first((features) => features.people[0]),
    lost: first((features) => features.lostPerson),
    topic: pressure ? TOPIC_LABELS[pressure] : undefined,
    habit: habit ? TOPIC_LABELS[habit] : undefined,
    phrase: current.keyPhrase ?? undefined,
    name: request.userFirstName ?? undefined,
    therapist: request.therapist.name,
    plan: session.plan ?? undefined,
    // The person's own lines in the concern and crisis wording.
    crisisLines: crisisLinesPhrase(lines),
    emergency: lines.emergency,
  };
}

/** Words that show a question is about a topic the person raised. */
const TOPIC_WORDS: Partial<Record<TopicId, RegExp>> = {
  sleep: /\bsleep\b/i,
  work: /\bwork\b/i,
  school: /\b(school|study|studying)\b/i,
  family: /\b(family|home)\b/i,
  partner: /\b(partner|marriage)\b/i,
  friends: /\b(friends?|people|connected)\b/i,
  drinking: /\b(urges|habit)\b/i,
  loss: /\b(loss|grief|miss)\b/i,
};

const PARTNER = /^your (wife|husband|partner|boyfriend|girlfriend|fianc\w*|spouse)$/;
const EVENT = /\bbefore (?:my |the |an? |this )?(interview|exam|test|presentation|meeting|date|party|appointment|flight|speech|call)\b/i;

function knownNeeds(session: SessionView, current: MessageFeatures, slots: Slots): Set<Need> {
  const everything = [...session.userTurns.map((turn) => turn.features), current];
  const known = new Set<Need>();
  if (slots.thought) known.add("thought");
  if (slots.prediction) known.add("prediction");
  if (everything.some((features) => features.avoids)) known.add("avoidance");
  if (everything.some((features) => features.topics.includes("loss") || features.lostPerson)) known.add("loss");
  if (everything.some((features) => features.topics.some((topic) => HABIT_TOPICS.includes(topic)))) known.add("habit");
  return known;
}

/**
 * A direct question or request for help: the concrete answer first, then one question about it. The wording that fits
 * the message best comes first, then the one that fits the conversation, then this therapist's, then the general one;
 * an answer already given in this session is not given again word for word.
 */
function answerRequest(kind: RequestKind, turn: Turn): void {
  const { book, slots, reply, session } = turn;
  const specialty = turn.request.therapist.specialty;
  const message = normalise(turn.text).toLowerCase();
  const conversation = [message, ...session.userTurns.map((earlier) => earlier.text.toLowerCase())].join("\n");
  const fitting = kind.answers.filter((answer) => !answer.specialties || (isSpecialty(specialty) && answer.specialties.includes(specialty)));
  const groups = [
    fitting.filter((answer) => answer.when?.test(message)),
    fitting.filter((answer) => answer.when?.test(conversation)),
    fitting.filter((answer) => !answer.when && answer.specialties),
    fitting.filter((answer) => !answer.when && !answer.specialties),
  ];
  let answer: string | null = null;
  for (const group of groups) {
    answer ??= book.pick(
      group.map((candidate) => candidate.text),
      slots,
      { salt: `answer-${kind.id}` },
    );
  }
  if (!answer) return giveAdvice(turn);
  reply.say(answer);
  reply.ask(book.pick(kind.check, slots, { salt: `check-${kind.id}` }) ?? book.pick(phrases.ADVICE_CHECK, slots, { salt: "advice-check" }));
  continueFlow(turn);
}

function respondTo(intent: Intent, turn: Turn): void {
  const { book, slots, reply, session } = turn;
  const isFirstReply = session.assistantTurns.length === 0;
  switch (intent) {
    case "opener":
      reply.say(book.pick(phrases.OPENER, slots, { salt: "opener" }));
      reply.say(book.pick(isFirstReply ? phrases.OPENER_INTRO : session.guide.welcome, slots, { salt: "intro" }));
      return openSession(turn);
    case "greeting":
      if (isFirstReply) {
        reply.say(book.pick(phrases.GREET_FIRST, slots, { salt: "greet" }));
        reply.say(book.pick(session.guide.welcome, slots, { salt: "welcome" }), { optional: true });
        return openSession(turn);
      }
      reply.say(book.pick(phrases.GREET_AGAIN, slots, { salt: "greet-again" }));
      return continueFlow(turn);
    case "how-are-you":
      reply.say(book.pick(phrases.HOW_AM_I, slots, { salt: "how-am-i", reuseAfterTurns: STEM_REST_TURNS }));
      return isFirstReply ? openSession(turn) : continueFlow(turn);
    case "identity":
      reply.say(book.pick(phrases.IDENTITY, slots, { salt: "identity", allowRepeat: true }));
      reply.say(book.pick(phrases.IDENTITY_OFFER, slots, { salt: "identity-offer", reuseAfterTurns: STEM_REST_TURNS }));
      return isFirstReply ? openSession(turn) : returnToThread(turn);
    case "medication":
      // A bare question is answered, not reflected ("that helps me understand" would say nothing).
      if (turn.current.keyPhrase || turn.current.feelings.length > 0) reflect(turn);
      reply.say(book.pick(phrases.MEDICATION, slots, { salt: "medication", allowRepeat: true }));
      reply.ask(book.pick(phrases.MEDICATION_QUESTION, slots, { salt: "medication-question" }));
      return returnToThread(turn);
    case "diagnosis":
      reply.say(book.pick(phrases.DIAGNOSIS, slots, { salt: "diagnosis", allowRepeat: true }));
      reply.say(book.pick(phrases.DIAGNOSIS_OFFER, slots, { salt: "diagnosis-offer" }));
      reply.ask(book.pick(phrases.DIAGNOSIS_QUESTION, slots, { salt: "diagnosis-question" }));
      return returnToThread(turn);
    case "advice":
      return giveAdvice(turn);
    case "goodbye":
      return closeSession(turn);
    case "thanks":
      reply.say(book.pick(phrases.THANKS_ACK, slots, { salt: "thanks" }));
      return isFirstReply ? openSession(turn) : continueFlow(turn);
    case "unsure":
      return respondToUnsure(turn);
    case "declines":
      reply.say(book.pick(phrases.DECLINE_ACK, slots, { salt: "declines", reuseAfterTurns: STEM_REST_TURNS }));
      return continueFlow(turn);
    case "yes":
      reply.say(book.pick(phrases.YES_ACK, slots, { salt: "yes", reuseAfterTurns: STEM_REST_TURNS }));
      return continueFlow(turn);
    case "no":
      reply.say(book.pick(phrases.NO_ACK, slots, { salt: "no", reuseAfterTurns: STEM_REST_TURNS }));
      return continueFlow(turn);
    case "share":
      reflect(turn);
      if (isFirstReply) {
        reply.say(book.pick(session.guide.welcome, slots, { salt: "welcome" }), { optional: true });
        rememberLastSession(turn);
      } else {
        bringBackContext(turn);
      }
      return continueFlow(turn);
  }
}

/** The first question of a session: last session's plan when there is one, else the therapist's opening. */
function openSession(turn: Turn): void {
  const { book, slots, reply, session } = turn;
  rememberLastSession(turn);
  reply.ask(book.pick(session.guide.opening, slots, { salt: "opening" }));
  // A second "let's just talk" in one session: the opening questions are used up, so carry on.
  continueFlow(turn);
}

function rememberLastSession(turn: Turn): void {
  const { book, reply } = turn;
  const memory = turn.request.memory?.trim();
  if (!memory) return;
  const planMatch = /\b(?:(?:planned|plans|decided|agreed|chose|wanted|was going|were going|would)\s+to|next step(?:\s+(?:was|is))?:?)\s+([^.;]+)/i.exec(memory);
  if (planMatch) {
    reply.say(book.pick(phrases.MEMORY_PLAN, { plan: theyToYou(planMatch[1].trim()) }, { salt: "memory" }));
    reply.ask(book.pick(phrases.MEMORY_PLAN_QUESTION, {}, { salt: "memory-question" }));
    return;
  }
  const firstSentence = splitSentences(memory)[0]?.replace(/[.!?]+$/, "") ?? "";
  const aboutThem = /^(?:they|the user|the person|user)\s+(.+)$/i.exec(firstSentence);
  if (aboutThem) {
    reply.say(book.pick(phrases.MEMORY_RECAP, { earlier: `you ${theyToYou(aboutThem[1])}` }, { salt: "memory" }));
  } else if (firstSentence) {
    reply.say(book.pick(phrases.MEMORY_NOTE, { earlier: `${firstSentence}.` }, { salt: "memory" }));
  }
}

const THEY_TO_YOU: Record<string, string> = {
  they: "you",
  them: "you",
  their: "your",
  theirs: "yours",
  themselves: "yourself",
  "they're": "you're",
  "they've": "you've",
  "they'll": "you'll",
  "they'd": "you'd",
};

/** Memory is written in third person ("they planned to ..."); the therapist speaks to the person. */
function theyToYou(text: string): string {
  return text.replace(/\b(they're|they've|they'll|they'd|themselves|theirs|their|them|they)\b/gi, (word) => THEY_TO_YOU[word.toLowerCase()]);
}

/** Reflects the person's own words back: their clause, their feeling, or what they talked about. */
function reflect(turn: Turn): void {
  const { book, slots, reply, current } = turn;
  const rest = { reuseAfterTurns: STEM_REST_TURNS };
  if (current.metaphor) {
    const { image, meaning, meaningInGrief } = current.metaphor;
    const read = turn.known.has("loss") && meaningInGrief ? meaningInGrief : meaning;
    const said = book.pick(phrases.REFLECT_METAPHOR, { image, meaning: read }, { salt: "reflect-metaphor", ...rest });
    if (said) return reply.say(said);
  }
  const phrase = current.keyPhrase;
  const feeling = current.feelings.find((label) => !phrase || !namesFeeling(phrase, label));

  // A fear about what will happen is reflected as the mind's prediction, never agreed with as what will happen.
  const thought = current.thought
    ? book.pick(phrases.REFLECT_THOUGHT, { thought: current.thought }, { salt: "reflect-thought", ...rest })
    : current.prediction
      ? book.pick(phrases.REFLECT_PREDICTION, { prediction: current.prediction }, { salt: "reflect-prediction", ...rest })
      : null;
  const combined =
    !thought && phrase && feeling && !isPositiveFeeling(feeling)
      ? book.pick(phrases.REFLECT_PHRASE_AND_FEELING, { ...slots, feeling }, { salt: "reflect-both", ...rest })
      : null;
  const reflections = combined
    ? [combined]
    : [
        thought,
        phrase && !thought ? book.pick(phrases.REFLECT_PHRASE, slots, { salt: "reflect-phrase", ...rest }) : null,
        feeling
          ? book.pick(isPositiveFeeling(feeling) ? phrases.REFLECT_POSITIVE_FEELING : phrases.REFLECT_FEELING, { feeling }, { salt: "reflect-feeling", ...rest })
          : null,
      ].filter((text): text is string => text !== null);

  if (reflections.length === 0) {
    const thing = current.people[0] ?? (current.topics[0] ? TOPIC_LABELS[current.topics[0]] : undefined);
    const aboutThing = thing ? book.pick(phrases.REFLECT_THING, { thing }, { salt: "reflect-thing", ...rest }) : null;
    reply.say(aboutThing ?? book.pick(phrases.ACKNOWLEDGE, slots, { salt: "acknowledge", ...rest }));
  }
  for (const reflection of reflections) reply.say(reflection);

  // Validation after about half of the painful messages: after every one it would start to sound rote.
  const painful = current.feelings.some((label) => !isPositiveFeeling(label));
  if (painful && reflections.length === 1 && hash(turn.request.message) % 2 === 0) {
    reply.say(book.pick(phrases.VALIDATE, slots, { salt: "validate" }), { optional: true });
  }
}

/** Shows the session is remembered: notices repetition, or links back to something said earlier. */
function bringBackContext(turn: Turn): void {
  const { book, reply, current, session } = turn;
  const earlier = session.userTurns;
  if (earlier.length + 1 < RECALL_FROM_TURN) return;

  const currentWords = contentWords(turn.request.message);
  if (earlier.some((previous) => similarity(previous.contentWords, currentWords) >= REPEATED_MESSAGE_SIMILARITY)) {
    reply.say(book.pick(phrases.REPEATED_MESSAGE, {}, { salt: "repeated" }), { optional: true });
    return;
  }

  const mentionsNow = new Set(mentionsIn(current));
  const counts = new Map<string, number>();
  for (const previous of earlier) for (const mention of new Set(mentionsIn(previous.features))) counts.set(mention, (counts.get(mention) ?? 0) + 1);
  // What the previous message said was just reflected; bringing it back already would not show memory.
  const justSaid = new Set(mentionsIn(earlier[earlier.length - 1].features));

  const recurring = [...mentionsNow].find((mention) => (counts.get(mention) ?? 0) >= 2);
  if (recurring) {
    const said = book.pick(phrases.REPETITION, { thing: recurring }, { salt: "repetition" });
    if (said) return reply.say(said, { optional: true });
  }

  if ((earlier.length + 1) % 2 === 0) return;
  // Each earlier mention is brought back once (after that it would sound like a tic), people first:
  // remembering who someone talked about shows listening more than remembering a feeling word.
  // Self-judging thoughts are left to the technique rather than brought up again out of the blue.
  const alreadyRecalled = (mention: string) =>
    session.assistantTurns.some((reply) =>
      splitSentences(reply).some((sentence) => sentence.includes(mention) && containsTemplate(sentence, [...phrases.RECALL, ...phrases.REPETITION])),
    );
  const priority = (mention: string) => (mention.startsWith("feeling ") ? 1 : 0);
  const candidates = [...counts.keys()]
    .filter((mention) => !mention.startsWith("the thought ") && !mentionsNow.has(mention) && !justSaid.has(mention) && !alreadyRecalled(mention))
    .sort((a, b) => priority(a) - priority(b));
  for (const mention of candidates) {
    const said = book.pick(phrases.RECALL, { earlier: mention }, { salt: "recall" });
    if (said) return reply.say(said, { optional: true });
  }
}

/** The things a message is about, as the therapist would name them later. */
function mentionsIn(features: MessageFeatures): string[] {
  return unique([
    ...subjectsOf(features),
    ...features.feelings.filter((label) => !isPositiveFeeling(label)).map((label) => `feeling ${label}`),
    ...(features.thought ? [`the thought "${features.thought}"`] : []),
  ]);
}

/** The session's arc: understand, then the specialty's technique, then a plan, then a summary, then go deeper. */
function continueFlow(turn: Turn): void {
  const { book, slots, reply, session } = turn;
  if (reply.hasQuestion) return;
  const guide = session.guide;

  const exploreAsked = guide.explore.filter((question) => book.said([question])).length;
  const userTurnNumber = session.userTurns.length + 1;
  if (exploreAsked < EXPLORE_QUESTIONS_BEFORE_TECHNIQUE && userTurnNumber < TECHNIQUE_BY_TURN) {
    // A question about what the person just brought up ("I slept badly" -> sleep) comes before the others.
    const relevant = guide.explore.filter((question) => turn.current.topics.some((topic) => TOPIC_WORDS[topic]?.test(question)));
    const question = book.pick(relevant, slots, { salt: "explore" }) ?? book.pick(guide.explore, slots, { salt: "explore" });
    if (question) return reply.ask(question);
  }

  const step = nextUnasked(guide.steps, turn) ?? nextUnasked(guide.plan, turn);
  if (step) {
    // Once the reflection has quoted the thought, the lead explains without quoting it again.
    const leadSlots = {
      ...slots,
      thought: reply.includes(slots.thought) ? undefined : slots.thought,
      prediction: reply.includes(slots.prediction) ? undefined : slots.prediction,
    };
    const lead = book.pick(step.lead, leadSlots, { salt: "lead" });
    const question = book.pick(step.question, slots, { salt: "step" });
    if (question) {
      reply.say(lead);
      return reply.ask(question);
    }
  }

  // A summary needs the room: after an answer to "are you real?" it waits for the next turn.
  if (!book.said(phrases.SUMMARY_QUESTION) && reply.essentialStatementCount <= 1) return summarise(turn);

  // Once the arc is done, say once where more help than an AI can give is found.
  if (!book.said([guide.careNote])) reply.say(guide.careNote, { optional: true });
  reply.ask(
    book.pick(guide.deepen, slots, { salt: "deepen" }) ??
      book.pick(guide.explore, slots, { salt: "explore-again" }) ??
      book.pick(phrases.DEEPEN_COMMON, { ...slots, thing: mentionsIn(turn.current)[0] }, { salt: "deepen-common", allowRepeat: true }),
  );
}

function nextUnasked(steps: readonly TechniqueStep[], turn: Turn): TechniqueStep | undefined {
  return steps.find(
    (step) =>
      !turn.book.said(step.question) &&
      !(step.answeredBy && turn.slots[step.answeredBy]) &&
      (step.needs ?? []).every((need) => turn.known.has(need)),
  );
}

function summarise(turn: Turn): void {
  const { book, slots, reply, session, current } = turn;
  const everything = [...session.userTurns.map((previous) => previous.features), current];
  const about = withoutRepeatedNames(unique(everything.flatMap(subjectsOf))).slice(0, 3);
  const feelings = unique(everything.flatMap((features) => features.feelings.filter((label) => !isPositiveFeeling(label)))).slice(0, 3);
  const plan = session.plan;

  reply.say(book.pick(phrases.SUMMARY_INTRO, slots, { salt: "summary" }));
  const recap = [
    about.length ? `You've talked about ${listOf(about)}` : "You've shared a lot today",
    feelings.length ? `and about feeling ${listOf(feelings)}` : null,
  ].filter(Boolean);
  const worked = `We also worked on ${session.guide.techniqueName}`;
  reply.say(`${recap.join(", ")}. ${plan ? `${worked}, and you chose a next step: ${plan}.` : `${worked}.`}`);
  reply.ask(book.pick(phrases.SUMMARY_QUESTION, slots, { salt: "summary-question" }));
}

/** "What should I do?" with nothing more specific: the therapist's core skill, first unused one first. */
function giveAdvice(turn: Turn): void {
  const { book, slots, reply, session } = turn;
  let advice: string | null = null;
  for (const text of session.guide.advice) advice ??= book.pick([text], slots, { salt: "advice" });
  if (!advice) {
    if (turn.current.keyPhrase) reflect(turn);
    return continueFlow(turn);
  }
  reply.say(advice);
  reply.ask(book.pick(phrases.ADVICE_CHECK, slots, { salt: "advice-check" }));
  // Only when every check-in question has been used does the session's next question take over.
  continueFlow(turn);
}

/** "I don't know": offer an easier way into the question just asked. */
function respondToUnsure(turn: Turn): void {
  const { book, slots, reply } = turn;
  reply.say(book.pick(phrases.UNSURE_ACK, slots, { salt: "unsure", reuseAfterTurns: STEM_REST_TURNS }));
  reply.ask(gentlerVersionOfLastQuestion(turn) ?? book.pick(phrases.GENTLE_GENERIC, slots, { salt: "gentle-generic" }));
  continueFlow(turn);
}

/** After a side question ("are you real?"), come back to the step that was waiting for an answer. */
function returnToThread(turn: Turn): void {
  turn.reply.ask(gentlerVersionOfLastQuestion(turn));
  continueFlow(turn);
}

function gentlerVersionOfLastQuestion(turn: Turn): string | null {
  const { book, slots, session } = turn;
  const lastReply = session.assistantTurns.at(-1);
  const pending = lastReply ? [...session.guide.steps, ...session.guide.plan].find((step) => containsTemplate(lastReply, step.question)) : undefined;
  return pending ? book.pick(pending.gentle, slots, { salt: "gentle" }) : null;
}

function closeSession(turn: Turn): void {
  const { book, slots, reply } = turn;
  reply.say(book.pick(phrases.CLOSING_THANKS, slots, { salt: "closing", reuseAfterTurns: STEM_REST_TURNS }));
  reply.say(book.pick(phrases.CLOSING_PLAN, slots, { salt: "closing-plan" }));
  reply.say(book.pick(phrases.CLOSING_FAREWELL, slots, { salt: "farewell", allowRepeat: true }));
}

function respondToConcern(turn: Turn): void {
  const { book, slots, reply } = turn;
  reflect(turn);
  reply.say(book.pick(phrases.CONCERN_CHECK, slots, { salt: "concern", reuseAfterTurns: STEM_REST_TURNS }));
  reply.say(book.pick(phrases.CONCERN_RESOURCES, slots, { salt: "concern-resources", allowRepeat: true }));
  reply.ask(book.pick(phrases.CONCERN_QUESTION, slots, { salt: "concern-question", allowRepeat: true }));
}

/** Safe-messaging first: resources, presence, a direct safety question; never anything else. */
function respondToCrisis(turn: Turn): void {
  const { book, slots, reply } = turn;
  reply.say(book.pick(phrases.CRISIS_CARE, slots, { salt: "crisis", allowRepeat: true }));
  reply.say(book.pick(phrases.CRISIS_RESOURCES, slots, { salt: "crisis-resources", allowRepeat: true }));
  reply.say(book.pick(phrases.CRISIS_PRESENCE, slots, { salt: "crisis-presence", allowRepeat: true }));
  reply.ask(book.pick(phrases.CRISIS_QUESTION, slots, { salt: "crisis-question", allowRepeat: true }));
}
