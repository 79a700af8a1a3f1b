import { normalisedSentences } from "./crisis";
import type { CrisisAssessment, CrisisLevel } from "./crisis";
import wordClusters from "./word-clusters.json";

/**
 * A small trained text classifier for crisis risk: multinomial logistic regression over word unigrams and bigrams of
 * the normalised text, the same with words replaced by what they are about (CONCEPTS) and by their group of words near
 * in meaning (word-clusters.json, so a word few training messages used, "machete" or "hatchet", counts like "knife"),
 * and character n-grams of each word (so "overdoes", "ded" or "unaliving" still resemble what they stand for), trained
 * by `npm run train:crisis` (scripts/train-crisis-classifier.ts) on the training corpus in tests/crisis/. Its weights
 * ship in the Worker (classifier-model.json); it runs in well under a millisecond and needs no network.
 *
 * A message is scored as a whole and in windows of two sentences, and the riskiest reading wins, so one sentence
 * of danger inside a long ordinary message is not diluted by the rest.
 */

export const CLASSES = ["none", "concern", "crisis"] as const satisfies readonly CrisisLevel[];

export interface ClassifierModel {
  /** The feature strings, in the order of the weight rows. */
  features: string[];
  /** Per class, the quantised weights of every feature, base64 of int8, and the scale that turns them into floats. */
  weights: { data: string; scale: number }[];
  bias: number[];
  /**
   * At or above `crisis`, P(crisis) grades a crisis; at or above `flag`, P(concern) + P(crisis) grades a concern; below
   * `clear`, P(concern) + P(crisis) overrules the rules (see combinedLevel).
   */
  thresholds: { crisis: number; flag: number; clear: number };
  meta: Record<string, unknown>;
}

/**
 * Words grouped by what they are about, so a means, a place or a goodbye written in words the training set never
 * used still counts (the concept is a feature beside the word).
 */
const CONCEPTS: Record<string, string[]> = {
  MEANS_PILLS: ["pills", "pill", "tablets", "tablet", "meds", "medication", "medications", "paracetamol", "tylenol", "acetaminophen", "ibuprofen", "aspirin", "overdose", "overdosed", "overdosing", "dose", "doses", "dosage", "antidepressants", "insulin", "sleeping", "bottle", "packet", "strip", "prescription", "lethal"],
  MEANS_BLADE: ["knife", "knives", "blade", "blades", "razor", "razors", "scissors", "sharpener", "glass", "shard"],
  ACT_CUT: ["cut", "cuts", "cutting", "slit", "slash", "slashed", "scratch", "scratched", "scratching", "carve", "carved", "carving", "bleed", "bleeding", "blood"],
  ACT_BURN: ["burn", "burns", "burned", "burnt", "burning", "lighter", "cigarette"],
  MEANS_HANG: ["rope", "noose", "belt", "hang", "hanging", "hanged", "cord", "beam", "ligature", "strangle"],
  PLACE_HEIGHT: ["bridge", "roof", "rooftop", "ledge", "cliff", "balcony", "tower", "jump", "jumping", "jumped", "edge", "height", "floor", "storey", "story"],
  PLACE_TRACKS: ["tracks", "train", "trains", "railway", "traffic", "motorway", "highway", "lorry", "truck"],
  MEANS_GAS: ["garage", "exhaust", "engine", "fumes", "carbon", "monoxide", "gas"],
  MEANS_WEAPON: ["gun", "guns", "rifle", "pistol", "shotgun", "bullet", "bullets", "firearm", "weapon", "loaded"],
  MEANS_WATER: ["drown", "drowning", "drowned", "river", "lake", "sea", "ocean", "bath", "water"],
  DEATH: ["die", "dying", "died", "dead", "death", "ded", "suicide", "suicidal", "unalive", "kill", "killing", "killed", "end", "ending", "exist", "existing", "alive", "living", "live", "gone", "sleep", "wake", "waking"],
  GOODBYE: ["goodbye", "goodbyes", "bye", "farewell", "letter", "letters", "note", "notes", "passwords", "password", "belongings", "will", "sorry", "forgive", "everything", "love"],
  GIVE_AWAY: ["give", "giving", "gave", "away", "donate", "donated", "rehome", "rehomed", "sort", "sorted", "arranged", "arrangements"],
  WHEN_SOON: ["tonight", "tomorrow", "today", "now", "soon", "friday", "saturday", "sunday", "monday", "tuesday", "wednesday", "thursday", "weekend", "date", "birthday", "midnight"],
  FINALITY: ["anymore", "forever", "last", "final", "never", "after", "over", "done", "enough"],
  VOICES: ["voice", "voices", "whisper", "whispering", "telling", "commands", "command", "orders", "demons", "they"],
  FOOD: ["eat", "eaten", "eating", "ate", "food", "meal", "meals", "starve", "starving", "starved", "calories", "purge", "purging", "purged", "vomit", "vomiting", "fasting", "fast", "skipped", "laxatives", "weight"],
  BODY_ALARM: ["fainted", "faint", "fainting", "dizzy", "collapsed", "blackout", "heart", "chest", "palpitations", "shaking", "numb"],
  HOPELESS: ["pointless", "point", "hopeless", "worthless", "burden", "nothing", "empty", "tired", "exhausted", "trapped", "stuck", "useless", "nobody", "alone"],
  HELP_SEEK: ["help", "scared", "afraid", "trust", "safe", "unsafe", "stop", "please", "someone"],
  OTHERS: ["him", "her", "them", "he", "she", "boss", "husband", "wife", "partner", "dad", "mum", "mom", "father", "mother", "brother", "sister", "neighbour", "neighbor", "roommate"],
  PAST: ["used", "ago", "years", "months", "clean", "recovery", "recovered", "since", "anniversary", "relapse", "sober", "scars", "scar"],
  FRAME_WORK: ["patient", "patients", "nurse", "shift", "ward", "client", "clients", "students", "class", "lecture", "course", "training", "essay", "module", "book", "novel", "film", "movie", "song", "album", "episode", "series", "game", "level", "boss", "match", "team"],
};
/**
 * Each common English word's group of words near it in meaning, and the coarser group of that group
 * (scripts/build-word-clusters.ts). Built on first use rather than when the Worker starts: most requests grade no text.
 */
let clusterOf: Map<string, number> | undefined;
export function wordCluster(token: string): number | undefined {
  clusterOf ??= new Map(wordClusters.groups.flatMap((group, cluster) => group.split(" ").map((word) => [word, cluster] as const)));
  return clusterOf.get(token);
}
export const CONCEPT_OF = new Map<string, string>(Object.entries(CONCEPTS).flatMap(([concept, words]) => words.map((word) => [word, concept] as const)));
/**
 * The commonest English words. Their spelling tells nothing, so they get no character n-grams, and their meaning groups
 * are too broad to count: they are read as words and in bigrams only.
 */
const FUNCTION_WORDS = new Set(
  "a about after again all am an and any are as at be been before being both but by can could did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours out over own same she should so some such than that the their theirs them themselves then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours yourself got get gets getting go goes going went gone really like also still even well much many one two".split(" "),
);
const WINDOW_SENTENCES = 2;
/** Character n-grams within a word (with its edges marked): misspellings and new forms share most of them. */
const CHAR_GRAM_SIZES = [3, 4];

/** The features of one normalised sentence: unique strings, presence only. */
function sentenceFeatures(sentence: string): string[] {
  const features = new Set<string>();
  const tokens = sentence.split(" ").filter((token) => token !== "," && token !== '"');
  const generalised = tokens.map((token) => CONCEPT_OF.get(token) ?? token);
  const clusters = tokens.map((token) => (FUNCTION_WORDS.has(token) ? undefined : wordCluster(token)));
  const clustered = tokens.map((token, index) => (clusters[index] === undefined ? token : `~${clusters[index]}`));
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    features.add(`w:${token}`);
    if (index + 1 < tokens.length) {
      features.add(`b:${token} ${tokens[index + 1]}`);
      if (generalised[index] !== token || generalised[index + 1] !== tokens[index + 1]) features.add(`g:${generalised[index]} ${generalised[index + 1]}`);
      if (clustered[index] !== token || clustered[index + 1] !== tokens[index + 1]) features.add(`t:${clustered[index]} ${clustered[index + 1]}`);
    }
    const cluster = clusters[index];
    if (cluster !== undefined) {
      features.add(`s:${cluster}`);
      features.add(`S:${wordClusters.coarse[cluster]}`);
    }
    const concept = CONCEPT_OF.get(token);
    if (concept) features.add(`k:${concept}`);
    if (token.length >= 3 && !FUNCTION_WORDS.has(token)) {
      const marked = `<${token}>`;
      for (const size of CHAR_GRAM_SIZES) for (let start = 0; start + size <= marked.length; start++) features.add(`c:${marked.slice(start, start + size)}`);
    }
  }
  return [...features];
}

function unionOf(lists: string[][]): string[] {
  if (lists.length === 1) return lists[0]!;
  const union = new Set<string>();
  for (const list of lists) for (const feature of list) union.add(feature);
  return [...union];
}

/** The stretches a message is read in, as ranges of its sentences: the whole message, and each window. */
function readingRanges(count: number): [number, number][] {
  if (count <= WINDOW_SENTENCES) return [[0, count]];
  const ranges: [number, number][] = [[0, count]];
  for (let start = 0; start + WINDOW_SENTENCES <= count; start++) ranges.push([start, start + WINDOW_SENTENCES]);
  return ranges;
}

export function softmax(scores: number[]): number[] {
  const max = Math.max(...scores);
  const exps = scores.map((score) => Math.exp(score - max));
  const sum = exps.reduce((total, value) => total + value, 0);
  return exps.map((value) => value / sum);
}

export interface LoadedModel {
  index: Map<string, number>;
  weights: Float32Array[];
  bias: number[];
  thresholds: ClassifierModel["thresholds"];
}

function decode(base64: string, scale: number): Float32Array {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const weights = new Float32Array(bytes.length);
  for (let index = 0; index < bytes.length; index++) weights[index] = ((bytes[index]! << 24) >> 24) * scale;
  return weights;
}

export function loadModel(model: ClassifierModel): LoadedModel {
  return {
    index: new Map(model.features.map((feature, position) => [feature, position])),
    weights: model.weights.map(({ data, scale }) => decode(data, scale)),
    bias: model.bias,
    thresholds: model.thresholds,
  };
}

function probabilities(model: LoadedModel, features: string[]): number[] {
  const scores = [...model.bias];
  // Every feature of the text counts in the scale, known or not, as in training.
  const value = 1 / Math.sqrt(Math.max(1, features.length));
  for (const feature of features) {
    const position = model.index.get(feature);
    if (position === undefined) continue;
    for (let cls = 0; cls < scores.length; cls++) scores[cls]! += model.weights[cls]![position]! * value;
  }
  return softmax(scores);
}

export interface RiskScores {
  /** The highest P(crisis) of any reading. */
  crisis: number;
  /** The highest P(concern) + P(crisis) of any reading. */
  risk: number;
}

/** The features of each reading of a message: the whole of it first, then each window of sentences. */
export function readingFeatures(text: string): string[][] {
  const perSentence = normalisedSentences(text).map(sentenceFeatures);
  if (perSentence.length === 0) return [];
  return readingRanges(perSentence.length).map(([from, to]) => unionOf(perSentence.slice(from, to)));
}

/** The riskiest readings of the message: the whole of it and each window of sentences (each sentence read once). */
export function riskScores(model: LoadedModel, text: string): RiskScores {
  const scores = { crisis: 0, risk: 0 };
  for (const features of readingFeatures(text)) {
    const [, concern, crisis] = probabilities(model, features);
    scores.crisis = Math.max(scores.crisis, crisis!);
    scores.risk = Math.max(scores.risk, concern! + crisis!);
  }
  return scores;
}

export function levelFor(scores: RiskScores, thresholds: Pick<ClassifierModel["thresholds"], "crisis" | "flag">): CrisisLevel {
  if (scores.crisis >= thresholds.crisis) return "crisis";
  return scores.risk >= thresholds.flag ? "concern" : "none";
}

const RANK: Record<CrisisLevel, number> = { none: 0, concern: 1, crisis: 2 };

/**
 * Fewer words than these are too little evidence for the classifier alone to flag a text ("i'm going now") or to call
 * it a crisis ("I'm ready", "done"); the rules still read them, and the conversation gives them their context.
 */
const CLASSIFIER_FLAG_MIN_WORDS = 4;
const CLASSIFIER_CRISIS_MIN_WORDS = 5;

/** A trained model's grade of a text on its own, within the word-count limits above. */
export function classifierLevel(scores: RiskScores, thresholds: Pick<ClassifierModel["thresholds"], "crisis" | "flag">, wordCount: number): CrisisLevel {
  if (wordCount < CLASSIFIER_FLAG_MIN_WORDS) return "none";
  const level = levelFor(scores, thresholds);
  return level === "crisis" && wordCount < CLASSIFIER_CRISIS_MIN_WORDS ? "concern" : level;
}

/**
 * The grade of both layers together: the higher of the rules' and the classifier's, except that a rule that fires on a
 * text the classifier is sure is not at risk (a figure of speech, a film title, a goodbye at work) is overruled. Training
 * chooses `clear` on held-out predictions, so that overruling costs next to no recall and frees false alarms for the
 * classifier's own thresholds.
 */
export function combinedGrade(
  rules: CrisisAssessment,
  scores: RiskScores,
  thresholds: ClassifierModel["thresholds"],
  wordCount: number,
): CrisisAssessment {
  if (rules.level !== "none" && scores.risk < thresholds.clear) return { level: "none", signals: [] };
  const classified = classifierLevel(scores, thresholds, wordCount);
  if (RANK[classified] <= RANK[rules.level]) return rules;
  return { level: classified, signals: [...rules.signals, "classifier"] };
}
