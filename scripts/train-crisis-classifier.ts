// `npm run train:crisis`: trains the crisis classifier (workers/safety/classifier.ts) on the training corpus in
// tests/crisis/ (never on a frozen set) and writes workers/safety/classifier-model.json. Deterministic: the same
// corpus gives the same model. Thresholds are chosen on out-of-fold predictions of the training corpus, for the
// detector as it runs (the rules and the classifier together, classifier.ts combinedGrade).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { assessCrisis, type CrisisAssessment } from "../workers/safety/crisis";
import { CLASSES, combinedGrade, levelFor, readingFeatures, riskScores, type ClassifierModel, type LoadedModel, type RiskScores } from "../workers/safety/classifier";
import { loadTraining, ORDINARY_FILES, parseCorpus, TRAINING_FILES, type LabelledMessage } from "./crisis-corpus";
import { detectorFigures, random, type DetectorFigures } from "./crisis-training";

const root = join(import.meta.dirname, "..");
const FOLDS = 5;
const ITERATIONS = Number(process.env.ITERATIONS ?? 1200);
const MOMENTUM = 0.9;
const LEARNING_RATE = Number(process.env.LR ?? 20);
const L2 = Number(process.env.L2 ?? 5e-6);
const MIN_DOCUMENT_FREQUENCY = 2;
/** Features whose largest weight is smaller than this are dropped from the shipped model. */
const PRUNE_BELOW = 0.05;
/** Limits the chosen thresholds must keep on the out-of-fold predictions (with a margin over the goals). */
const MAX_FALSE_ALARMS = Number(process.env.MAX_FA ?? 0.04);
const MIN_PRECISION = Number(process.env.MIN_PRECISION ?? 0.93);
/** Bland everyday text must almost never be flagged: it is most of what people write. */
const MAX_ORDINARY_FALSE_ALARMS = Number(process.env.MAX_ORDINARY_FA ?? 0.015);

const read = (file: string) => readFileSync(join(root, "tests/crisis", file), "utf8");
const ordinaryTexts = new Set(ORDINARY_FILES.flatMap((file) => parseCorpus(read(file))).map((message) => message.text));

function shuffled<T>(items: T[], seed: number): T[] {
  const next = random(seed);
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

interface Example {
  features: number[];
  /** Each present feature's value: 1 / sqrt(the reading's feature count), so a long message is not more certain. */
  scale: number;
  label: number;
}

/**
 * What the fit sees: every message as a whole, and a harmless message also in each of its windows of sentences, as
 * the detector reads it (classifier.ts riskScores). A risky message is only whole: which of its windows holds the
 * risk is not labelled, and a crisis told inside a long ordinary update must not teach that the update is risky.
 */
function readingsToFit(message: LabelledMessage): string[][] {
  const readings = readingFeatures(message.text);
  if (readings.length === 0) return [[]];
  return message.label === "none" ? readings : [readings[0]!];
}

function train(messages: LabelledMessage[]): LoadedModel {
  const documentFrequency = new Map<string, number>();
  const readings = messages.flatMap((message) => readingsToFit(message).map((features) => ({ message, features })));
  for (const { features } of readings) for (const feature of features) documentFrequency.set(feature, (documentFrequency.get(feature) ?? 0) + 1);
  const vocabulary = [...documentFrequency.entries()].filter(([, count]) => count >= MIN_DOCUMENT_FREQUENCY).map(([feature]) => feature).sort();
  const index = new Map(vocabulary.map((feature, position) => [feature, position]));
  const examples: Example[] = readings.map(({ message, features }) => ({
    features: features.map((feature) => index.get(feature)).filter((value): value is number => value !== undefined),
    scale: 1 / Math.sqrt(Math.max(1, features.length)),
    label: CLASSES.indexOf(message.label),
  }));

  // Full-batch gradient descent with momentum on the mean cross-entropy plus an L2 penalty on every weight: a proper
  // regularised fit, so rare words cannot take over (a word seen twice in one class stays a small push).
  const classes = CLASSES.length;
  const weights = Array.from({ length: classes }, () => new Float32Array(vocabulary.length));
  const velocity = Array.from({ length: classes }, () => new Float32Array(vocabulary.length));
  const bias = new Array<number>(classes).fill(0);
  const biasVelocity = new Array<number>(classes).fill(0);
  const n = examples.length;
  for (let iteration = 0; iteration < ITERATIONS; iteration++) {
    const gradient = Array.from({ length: classes }, () => new Float32Array(vocabulary.length));
    const biasGradient = new Array<number>(classes).fill(0);
    for (const example of examples) {
      const scores = [...bias];
      const x = example.scale;
      for (const feature of example.features) for (let cls = 0; cls < classes; cls++) scores[cls]! += weights[cls]![feature]! * x;
      const max = Math.max(...scores);
      const exps = scores.map((score) => Math.exp(score - max));
      const sum = exps.reduce((total, value) => total + value, 0);
      for (let cls = 0; cls < classes; cls++) {
        const g = (exps[cls]! / sum - (cls === example.label ? 1 : 0)) / n;
        biasGradient[cls]! += g;
        for (const feature of example.features) gradient[cls]![feature]! += g * x;
      }
    }
    for (let cls = 0; cls < classes; cls++) {
      for (let feature = 0; feature < vocabulary.length; feature++) {
        const g = gradient[cls]![feature]! + L2 * weights[cls]![feature]!;
        velocity[cls]![feature] = MOMENTUM * velocity[cls]![feature]! - LEARNING_RATE * g;
        weights[cls]![feature]! += velocity[cls]![feature]!;
      }
      biasVelocity[cls] = MOMENTUM * biasVelocity[cls]! - LEARNING_RATE * biasGradient[cls]!;
      bias[cls]! += biasVelocity[cls]!;
    }
  }
  return { index, weights, bias, thresholds: { crisis: 0.5, flag: 0.5, clear: 0 } };
}

interface Scored {
  message: LabelledMessage;
  scores: RiskScores;
  rules: CrisisAssessment;
  words: number;
}

const NO_RULES: CrisisAssessment = { level: "none", signals: [] };
const wordCount = (text: string) => text.trim().split(/\s+/).length;

/** The detector as it runs (rules and classifier together, combinedGrade) at these thresholds. */
function figures(scored: Scored[], thresholds: ClassifierModel["thresholds"]) {
  return detectorFigures(
    scored.map(({ message, scores, rules, words }) => ({ message, level: combinedGrade(rules, scores, thresholds, words).level })),
    ordinaryTexts,
  );
}

const training = loadTraining(read);
const folds = shuffled(training, 7).map((message, position) => ({ message, fold: position % FOLDS }));

console.log(`Training on ${training.length} messages, ${FOLDS}-fold out-of-fold predictions for the thresholds...`);
const outOfFold: Scored[] = [];
for (let fold = 0; fold < FOLDS; fold++) {
  const model = train(folds.filter((item) => item.fold !== fold).map((item) => item.message));
  for (const { message } of folds.filter((item) => item.fold === fold)) {
    outOfFold.push({ message, scores: riskScores(model, message.text), rules: assessCrisis(message.text), words: wordCount(message.text) });
  }
}

let best: { thresholds: ClassifierModel["thresholds"]; result: DetectorFigures } | null = null;
const CANDIDATES = [...Array.from({ length: 15 }, (_, step) => 0.25 + step * 0.05), 0.97, 0.98, 0.99, 0.995, 0.998];
/** How sure the classifier must be that a text is not at risk to overrule the rules (0: never). */
const CLEAR_CANDIDATES = [0, 0.005, 0.01, 0.02, 0.03, 0.05, 0.08, 0.1];
for (const clear of CLEAR_CANDIDATES) {
  for (const crisis of CANDIDATES) {
    for (const flag of CANDIDATES) {
      const thresholds = { crisis: Number(crisis.toFixed(3)), flag: Number(flag.toFixed(3)), clear };
      const result = figures(outOfFold, thresholds);
      if (result.falseAlarms > MAX_FALSE_ALARMS || result.ordinaryFalseAlarms > MAX_ORDINARY_FALSE_ALARMS || result.precision < MIN_PRECISION) continue;
      const score = result.recall * 2 + result.graded;
      if (!best || score > best.result.recall * 2 + best.result.graded) best = { thresholds, result };
    }
  }
}
if (process.argv.includes("--grid")) {
  const confusion: Record<string, Record<string, number>> = {};
  for (const { message, scores } of outOfFold) {
    const predicted = levelFor(scores, { crisis: 0.5, flag: 0.5 });
    confusion[message.label] ??= {};
    confusion[message.label]![predicted] = (confusion[message.label]![predicted] ?? 0) + 1;
  }
  console.log(JSON.stringify(confusion));
  const byRow: Record<string, [number, number]> = {};
  for (const { message, scores } of outOfFold) {
    if (message.label !== "none") continue;
    const row = (byRow[message.row] ??= [0, 0]);
    row[0]++;
    if (levelFor(scores, { crisis: 0.5, flag: 0.5 }) !== "none") row[1]++;
  }
  console.log(JSON.stringify(byRow));
  for (const crisis of [0.8, 0.9, 0.95, 0.98, 0.99]) {
    for (const flag of [0.9, 0.95, 0.98, 0.99, 0.995]) {
      const c = figures(outOfFold.map((item) => ({ ...item, rules: NO_RULES })), { crisis, flag, clear: 0 });
      const r = figures(outOfFold, { crisis, flag, clear: 0 });
      console.log(`crisis>=${crisis} flag>=${flag}  classifier: recall ${(c.recall * 100).toFixed(1)} graded ${(c.graded * 100).toFixed(1)} prec ${(c.precision * 100).toFixed(1)} FA ${(c.falseAlarms * 100).toFixed(1)}   with rules: recall ${(r.recall * 100).toFixed(1)} graded ${(r.graded * 100).toFixed(1)} prec ${(r.precision * 100).toFixed(1)} FA ${(r.falseAlarms * 100).toFixed(1)}`);
    }
  }
}
if (!best) best = { thresholds: { crisis: 0.5, flag: 0.5, clear: 0 }, result: figures(outOfFold, { crisis: 0.5, flag: 0.5, clear: 0 }) };
const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
console.log(
  `Out-of-fold, rules + classifier at crisis >= ${best.thresholds.crisis}, flag >= ${best.thresholds.flag}, rules overruled below ${best.thresholds.clear}: crisis recall ${pct(best.result.recall)}, graded crisis ${pct(best.result.graded)}, precision ${pct(best.result.precision)}, false alarms ${pct(best.result.falseAlarms)} of look-alikes and ${pct(best.result.ordinaryFalseAlarms)} of ordinary text`,
);
const rulesOnly = figures(outOfFold, { crisis: 2, flag: 2, clear: 0 });
console.log(`Rules alone on the same messages: crisis recall ${pct(rulesOnly.recall)}, graded ${pct(rulesOnly.graded)}, precision ${pct(rulesOnly.precision)}, false alarms ${pct(rulesOnly.falseAlarms)} of look-alikes and ${pct(rulesOnly.ordinaryFalseAlarms)} of ordinary text`);

const final = train(training);
const features = [...final.index.keys()];
const kept = features.map((_, position) => position).filter((position) => final.weights.some((row) => Math.abs(row[position]!) >= PRUNE_BELOW));
const model: ClassifierModel = {
  features: kept.map((position) => features[position]!),
  weights: final.weights.map((row) => {
    const scale = Math.max(...kept.map((position) => Math.abs(row[position]!))) / 127;
    const bytes = Uint8Array.from(kept.map((position) => Math.round(row[position]! / scale) & 0xff));
    return { data: Buffer.from(bytes).toString("base64"), scale };
  }),
  bias: final.bias.map((value) => Number(value.toFixed(5))),
  thresholds: best.thresholds,
  meta: {
    trainedOn: `${training.length} messages of tests/crisis/ (${TRAINING_FILES.join(", ")})`,
    features: `${kept.length} of ${features.length} (word and concept unigrams and bigrams, character 3- and 4-grams of words, document frequency >= ${MIN_DOCUMENT_FREQUENCY}, |weight| >= ${PRUNE_BELOW})`,
    outOfFold: { ...best.result },
  },
};
writeFileSync(join(root, "workers/safety/classifier-model.json"), JSON.stringify(model));
console.log(`Wrote workers/safety/classifier-model.json: ${kept.length} features`);
if (process.argv.includes("--insample")) {
  const inSample = training.map((message) => ({ message, scores: riskScores(final, message.text), rules: NO_RULES, words: wordCount(message.text) }));
  console.log("in-sample classifier", figures(inSample, { crisis: 0.5, flag: 0.5, clear: 0 }));
}
if (process.argv.includes("--fp")) {
  for (const { message, scores } of outOfFold) {
    if (message.label === "none" && levelFor(scores, { crisis: 0.5, flag: 0.5 }) === "crisis") console.log(`${scores.crisis.toFixed(2)} ${message.row} ${message.text.slice(0, 150)}`);
  }
}
