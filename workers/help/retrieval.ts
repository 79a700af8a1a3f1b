import { HELP_CATEGORIES, QUICK_GUIDES, type HelpQuestion } from "../shared/help-content";

/**
 * Finds the help passages that best answer a question: TF-IDF over the Help Center's questions, answers and
 * quick guides, with the question text weighted double. Small enough to rank in well under a millisecond.
 */
const STOP_WORDS = new Set(
  "a an and are as at be but by can do does for from how i if in is it its me my of on or so that the this to was what when where which who why will with you your".split(
    " ",
  ),
);

function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, " ")
    .split(/\s+/)
    .map((word) => word.replace(/(ing|ed|es|s)$/, ""))
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word));
}

interface Document {
  passage: HelpQuestion;
  weights: Map<string, number>;
}

const passages: HelpQuestion[] = [
  ...HELP_CATEGORIES.flatMap((category) => category.questions),
  ...QUICK_GUIDES.map((guide) => ({ question: guide.title, answer: `${guide.summary} ${guide.steps.join(" ")}` })),
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
  return { passage, weights };
});

export function retrieveHelp(question: string, limit = 3): HelpQuestion[] {
  const words = new Set(tokens(question));
  return documents
    .map((document) => ({
      passage: document.passage,
      score: [...words].reduce((sum, word) => sum + (document.weights.get(word) ?? 0), 0),
    }))
    .filter((scored) => scored.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((scored) => scored.passage);
}
