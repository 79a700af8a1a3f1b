import { HELP_CATEGORIES, QUICK_GUIDES, type HelpQuestion } from "../shared/help-content";

/**
 * Finds the help passages that best answer a question: TF-IDF over the Help Center's questions, answers and quick
 * guides, with the question text weighted double. Small enough to rank in well under a millisecond.
 *
 * A "how do I ..." question is about an action, so a passage whose own question names the same action (cancel,
 * delete, upgrade...) ranks first, and within a passage the sentences that name it come first: the answer leads with
 * the steps the person asked for. Passages far below the best one are dropped rather than offered as noise.
 */
const STOP_WORDS = new Set(
  "a an and are as at be but by can do does for from get how i if in is it its me my of on or so that the this to was what when where which who why will with you your".split(
    " ",
  ),
);

function stem(word: string): string {
  return word.replace(/(ing|ed|es|s)$/, "").replace(/(ll)$/, "l");
}

/** Words people use for the same thing as the help content does. */
const SYNONYMS: Record<string, string[]> = {
  plan: ["subscription"],
  subscription: ["plan"],
  membership: ["subscription", "plan"],
  forgot: ["forgotten", "reset"],
  forgotten: ["forgot", "reset"],
  remove: ["delete"],
  close: ["delete"],
  stop: ["cancel"],
  contact: ["support", "email"],
  help: ["support"],
  pay: ["billing", "payment"],
  charge: ["billing", "payment"],
  download: ["export"],
};

/** Actions a person asks how to do; a passage whose question names the action is the answer. */
const ACTIONS = new Set(
  ["cancel", "delete", "change", "upgrade", "downgrade", "export", "reset", "forgot", "forgotten", "join", "contact", "subscribe", "choose", "track", "post", "report"].map(stem),
);
const ACTION_WEIGHT = 3;
/** A passage scoring under this share of the best one is not offered. */
const RELATIVE_FLOOR = 0.35;


function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, " ")
    .split(/\s+/)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
    .map(stem);
}

function queryTokens(question: string): string[] {
  const raw = question.toLowerCase().replace(/[^a-z0-9\s-]/g, " ").split(/\s+/);
  return [...new Set([...tokens(question), ...raw.flatMap((word) => SYNONYMS[word] ?? []).map(stem)])];
}

interface Document {
  passage: HelpQuestion;
  questionWords: Set<string>;
  weights: Map<string, number>;
}

/** Passages only the assistant answers from (the Help Center page shows its own support block instead). */
const ASSISTANT_PASSAGES: HelpQuestion[] = [
  {
    question: "How do I contact support?",
    answer:
      "Email us at {supportEmail} about anything: billing, your account or a problem with the app. Advanced members get priority replies. The Help Center lists every way to reach us.",
  },
];

const passages: HelpQuestion[] = [
  ...HELP_CATEGORIES.flatMap((category) => category.questions),
  ...QUICK_GUIDES.map((guide) => ({ question: guide.title, answer: `${guide.summary} ${guide.steps.join(" ")}` })),
  ...ASSISTANT_PASSAGES,
];

const documentFrequency = new Map<string, number>();
const termCounts = passages.map((passage) => {
  const counts = new Map<string, number>();
  for (const word of tokens(passage.question)) counts.set(word, (counts.get(word) ?? 0) + 2);
  for (const word of tokens(passage.answer)) counts.set(word, (counts.get(word) ?? 0) + 1);
  for (const word of counts.keys()) documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
  return counts;
});

const documents: Document[] = passages.map((passage, index) => {
  const weights = new Map<string, number>();
  for (const [word, count] of termCounts[index]!) {
    weights.set(word, (1 + Math.log(count)) * Math.log(1 + passages.length / documentFrequency.get(word)!));
  }
  return { passage, questionWords: new Set(tokens(passage.question)), weights };
});

/** The passage with the sentences that name what was asked first, so the answer leads with it. */
function leadWith(passage: HelpQuestion, asked: string[]): HelpQuestion {
  if (asked.length === 0) return passage;
  const sentences = passage.answer.split(/(?<=[.!?])\s+(?=[A-Z])/);
  const names = (sentence: string) => tokens(sentence).some((word) => asked.includes(word));
  return { ...passage, answer: [...sentences.filter(names), ...sentences.filter((sentence) => !names(sentence))].join(" ") };
}

export function retrieveHelp(question: string, limit = 3, supportEmail = "the support address in the Help Center"): HelpQuestion[] {
  const words = queryTokens(question);
  const actions = words.filter((word) => ACTIONS.has(word));
  const scored = documents
    .map((document) => {
      const score = words.reduce((sum, word) => sum + (document.weights.get(word) ?? 0), 0);
      const namesAction = actions.some((action) => document.questionWords.has(action));
      return { passage: document.passage, score: namesAction ? score * ACTION_WEIGHT : score };
    })
    .filter((candidate) => candidate.score > 0)
    .sort((a, b) => b.score - a.score);
  const best = scored[0]?.score ?? 0;
  return scored
    .filter((candidate) => candidate.score >= best * RELATIVE_FLOOR)
    .slice(0, limit)
    .map((candidate) => leadWith(candidate.passage, actions))
    .map((passage) => ({ ...passage, answer: passage.answer.replaceAll("{supportEmail}", supportEmail) }));
}
