// `npm run train:crisis-encoder`: trains the crisis encoder (workers/safety/encoder.ts) and writes
// workers/safety/encoder-model.json. Deterministic: the same corpus gives the same model.
//
// It trains on ENCODER_TRAINING_FILES and keeps ENCODER_VALIDATION_FILES apart: two sets other writers wrote from the
// taxonomy alone, and one file of ordinary days. After each pass over the training messages it grades the validation
// messages with the whole detector (rules, linear classifier and this encoder, as detector.ts gradeText does), keeps
// the pass and the thresholds with the best crisis recall (counted twice) plus graded crisis within the limits below,
// and ships those. The frozen sets judge the result; nothing here reads them.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { classifierLevel, CLASSES, CONCEPT_OF, type RiskScores } from "../workers/safety/classifier";
import { gradeTextWith, linearGrade } from "../workers/safety/detector";
import type { CrisisAssessment } from "../workers/safety/crisis";
import {
  classProbabilities,
  encoderScores,
  encoderWords,
  forward,
  loadEncoder,
  TENSOR_NAMES,
  tokenRows,
  type EncoderModel,
  type EncoderWeights,
  type TensorName,
  type TokenRows,
  type Vocabulary,
} from "../workers/safety/encoder";
import wordClusters from "../workers/safety/word-clusters.json";
import { ENCODER_TRAINING_FILES, ENCODER_VALIDATION_FILES, ORDINARY_FILES, parseCorpus, type LabelledMessage } from "./crisis-corpus";
import { detectorFigures, random, type DetectorFigures } from "./crisis-training";

const root = join(import.meta.dirname, "..");
const read = (file: string) => readFileSync(join(root, "tests/crisis", file), "utf8");

const DIMENSIONS = Number(process.env.DIMENSIONS ?? 32);
const CHANNELS = Number(process.env.CHANNELS ?? 128);
const WIDTH = 3;
const BUCKETS = Number(process.env.BUCKETS ?? 4096);
const MIN_WORD_COUNT = 3;
const EPOCHS = Number(process.env.EPOCHS ?? 14);
const BATCH = 32;
const LEARNING_RATE = Number(process.env.LR ?? 0.002);
const DROPOUT = Number(process.env.DROPOUT ?? 0.3);
const WEIGHT_DECAY = Number(process.env.WEIGHT_DECAY ?? 1e-4);
/** Of the three draws trained on the final corpus (seeds 11, 23 and 37), this one scored best on validation (decision record 0067). */
const SEED = Number(process.env.SEED ?? 23);
/** Part of each label spread over the other classes, so the model does not learn certainty the data cannot give. */
const LABEL_SMOOTHING = Number(process.env.SMOOTHING ?? 0.1);
/** Validation and the shipped model read an exponential moving average of the weights: steadier than any one step. */
const AVERAGE_DECAY = Number(process.env.AVERAGE_DECAY ?? 0.998);
/** Limits the chosen thresholds must keep on the validation messages, for the detector as a whole. */
const MAX_FALSE_ALARMS = Number(process.env.MAX_FA ?? 0.04);
const MAX_ORDINARY_FALSE_ALARMS = Number(process.env.MAX_ORDINARY_FA ?? 0.015);
const MIN_PRECISION = Number(process.env.MIN_PRECISION ?? 0.93);

const next = random(SEED);
const gaussian = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());

const training = ENCODER_TRAINING_FILES.flatMap((file) => parseCorpus(read(file)));
const validation = ENCODER_VALIDATION_FILES.flatMap((file) => parseCorpus(read(file)));
const ordinaryTexts = new Set(ORDINARY_FILES.flatMap((file) => parseCorpus(read(file))).map((message) => message.text));

const wordCounts = new Map<string, number>();
const trainingWords = training.map((message) => encoderWords(message.text));
for (const words of trainingWords) for (const word of words) wordCounts.set(word, (wordCounts.get(word) ?? 0) + 1);
const knownWords = [...wordCounts.entries()].filter(([, count]) => count >= MIN_WORD_COUNT).map(([word]) => word).sort();
const concepts = [...new Set(CONCEPT_OF.values())].sort();
const vocabulary: Vocabulary = {
  words: new Map(knownWords.map((word, position) => [word, position + 1])),
  concepts: new Map(concepts.map((concept, position) => [concept, position])),
  buckets: BUCKETS,
};

const shapes: Record<TensorName, [rows: number, columns: number]> = {
  word: [knownWords.length + 1, DIMENSIONS],
  cluster: [wordClusters.groups.length, DIMENSIONS],
  coarse: [Math.max(...wordClusters.coarse) + 1, DIMENSIONS],
  concept: [concepts.length, DIMENSIONS],
  chars: [BUCKETS, DIMENSIONS],
  conv: [CHANNELS, WIDTH * DIMENSIONS],
  out: [CLASSES.length, 2 * CHANNELS],
};
const EMBEDDINGS: TensorName[] = ["word", "cluster", "coarse", "concept", "chars"];
const weights: EncoderWeights = {
  dimensions: DIMENSIONS,
  channels: CHANNELS,
  width: WIDTH,
  buckets: BUCKETS,
  tensors: Object.fromEntries(
    TENSOR_NAMES.map((name) => {
      const [rows, columns] = shapes[name];
      const deviation = EMBEDDINGS.includes(name) ? 0.1 : Math.sqrt(2 / columns);
      return [name, Float32Array.from({ length: rows * columns }, () => gaussian() * deviation)];
    }),
  ) as Record<TensorName, Float32Array>,
  convBias: new Float32Array(CHANNELS),
  outBias: new Float32Array(CLASSES.length),
};

/** Adam, lazily for the embedding tables: only the rows a batch touched move (and decay). */
class Adam {
  private readonly first: Float32Array;
  private readonly second: Float32Array;
  private readonly steps: Int32Array;
  constructor(
    readonly values: Float32Array,
    readonly columns: number,
    readonly decay: number,
  ) {
    this.first = new Float32Array(values.length);
    this.second = new Float32Array(values.length);
    this.steps = new Int32Array(values.length / columns);
  }
  update(gradient: Float32Array, rows: Iterable<number>) {
    const beta1 = 0.9;
    const beta2 = 0.999;
    for (const row of rows) {
      const step = ++this.steps[row]!;
      const correction1 = 1 - beta1 ** step;
      const correction2 = 1 - beta2 ** step;
      for (let index = row * this.columns; index < (row + 1) * this.columns; index++) {
        const g = gradient[index]! + this.decay * this.values[index]!;
        this.first[index] = beta1 * this.first[index]! + (1 - beta1) * g;
        this.second[index] = beta2 * this.second[index]! + (1 - beta2) * g * g;
        this.values[index]! -= (LEARNING_RATE * (this.first[index]! / correction1)) / (Math.sqrt(this.second[index]! / correction2) + 1e-8);
        gradient[index] = 0;
      }
    }
  }
}

const optimisers = Object.fromEntries(TENSOR_NAMES.map((name) => [name, new Adam(weights.tensors[name], shapes[name][1], WEIGHT_DECAY)])) as Record<TensorName, Adam>;
const convBiasOptimiser = new Adam(weights.convBias, CHANNELS, 0);
const outBiasOptimiser = new Adam(weights.outBias, CLASSES.length, 0);
const gradients = Object.fromEntries(TENSOR_NAMES.map((name) => [name, new Float32Array(weights.tensors[name].length)])) as Record<TensorName, Float32Array>;
const convBiasGradient = new Float32Array(CHANNELS);
const outBiasGradient = new Float32Array(CLASSES.length);

function addTo(gradient: Float32Array, row: number, source: Float32Array, factor: number) {
  const from = row * DIMENSIONS;
  for (let index = 0; index < DIMENSIONS; index++) gradient[from + index]! += source[index]! * factor;
}

/** One message forward and back; adds its gradients (divided by the batch) and returns its loss. */
function learn(rows: TokenRows[], label: number, touched: Record<TensorName, Set<number>>): number {
  const pass = forward(weights, rows);
  const k = CHANNELS;
  const d = DIMENSIONS;
  const length = Math.max(1, rows.length);
  const kept = pass.pooled.map((value) => (next() < DROPOUT ? 0 : value / (1 - DROPOUT)));
  const probabilities = classProbabilities(weights, kept);
  const target = (cls: number) => (cls === label ? 1 - LABEL_SMOOTHING : LABEL_SMOOTHING / (CLASSES.length - 1));
  const outputGradient = probabilities.map((p, cls) => (p - target(cls)) / BATCH);
  const pooledGradient = new Float32Array(2 * k);
  for (let cls = 0; cls < CLASSES.length; cls++) {
    const g = outputGradient[cls]!;
    outBiasGradient[cls]! += g;
    const row = cls * 2 * k;
    for (let index = 0; index < 2 * k; index++) {
      gradients.out[row + index]! += g * kept[index]!;
      if (kept[index] !== 0) pooledGradient[index]! += (g * weights.tensors.out[row + index]!) / (1 - DROPOUT);
    }
  }
  const activationGradient = new Float32Array(length * k);
  for (let channel = 0; channel < k; channel++) {
    if (pass.pooled[channel]! > 0) activationGradient[pass.argmax[channel]! * k + channel]! += pooledGradient[channel]!;
    const mean = pooledGradient[k + channel]! / length;
    if (mean !== 0) for (let position = 0; position < length; position++) if (pass.activations[position * k + channel]! > 0) activationGradient[position * k + channel]! += mean;
  }
  const vectorGradients = rows.map(() => new Float32Array(d));
  const half = Math.floor(WIDTH / 2);
  const conv = weights.tensors.conv;
  for (let position = 0; position < length; position++) {
    for (let channel = 0; channel < k; channel++) {
      const g = activationGradient[position * k + channel]!;
      if (g === 0) continue;
      convBiasGradient[channel]! += g;
      for (let tap = 0; tap < WIDTH; tap++) {
        const source = position + tap - half;
        if (source < 0 || source >= rows.length) continue;
        const kernel = channel * WIDTH * d + tap * d;
        const vector = pass.vectors[source]!;
        const vectorGradient = vectorGradients[source]!;
        for (let index = 0; index < d; index++) {
          gradients.conv[kernel + index]! += g * vector[index]!;
          vectorGradient[index]! += g * conv[kernel + index]!;
        }
      }
    }
  }
  rows.forEach((token, position) => {
    const vectorGradient = vectorGradients[position]!;
    addTo(gradients.word, token.word, vectorGradient, 1);
    touched.word.add(token.word);
    for (const [name, row] of [["cluster", token.cluster], ["coarse", token.coarse], ["concept", token.concept]] as const) {
      if (row < 0) continue;
      addTo(gradients[name], row, vectorGradient, 1);
      touched[name].add(row);
    }
    const share = 1 / Math.max(1, token.chars.length);
    for (const bucket of token.chars) {
      addTo(gradients.chars, bucket, vectorGradient, share);
      touched.chars.add(bucket);
    }
  });
  return -Math.log(Math.max(1e-9, probabilities[label]!));
}

const allRows = (count: number) => Array.from({ length: count }, (_, row) => row);

const copyOf = (source: EncoderWeights): EncoderWeights => ({
  ...source,
  tensors: Object.fromEntries(TENSOR_NAMES.map((name) => [name, source.tensors[name].slice()])) as Record<TensorName, Float32Array>,
  convBias: source.convBias.slice(),
  outBias: source.outBias.slice(),
});
const averaged = copyOf(weights);

function moveAverage(average: Float32Array, current: Float32Array) {
  for (let index = 0; index < average.length; index++) average[index] = AVERAGE_DECAY * average[index]! + (1 - AVERAGE_DECAY) * current[index]!;
}

function step(touched: Record<TensorName, Set<number>>) {
  for (const name of EMBEDDINGS) optimisers[name].update(gradients[name], touched[name]);
  optimisers.conv.update(gradients.conv, allRows(CHANNELS));
  optimisers.out.update(gradients.out, allRows(CLASSES.length));
  convBiasOptimiser.update(convBiasGradient, [0]);
  outBiasOptimiser.update(outBiasGradient, [0]);
  for (const name of TENSOR_NAMES) moveAverage(averaged.tensors[name], weights.tensors[name]);
  moveAverage(averaged.convBias, weights.convBias);
  moveAverage(averaged.outBias, weights.outBias);
}

interface Scored {
  message: LabelledMessage;
  linear: CrisisAssessment;
  scores: RiskScores;
  words: number;
}

/** The whole detector (rules and linear classifier, raised by the encoder at these thresholds). */
function figures(scored: Scored[], thresholds: EncoderModel["thresholds"]) {
  return detectorFigures(
    scored.map(({ message, linear, scores, words }) => ({ message, level: gradeTextWith(linear, classifierLevel(scores, thresholds, words)).level })),
    ordinaryTexts,
  );
}

const CANDIDATES = [...Array.from({ length: 15 }, (_, index) => Number((0.25 + index * 0.05).toFixed(2))), 0.97, 0.98, 0.99, 0.995, 0.998, 0.999, 1.01];

function bestThresholds(scored: Scored[]) {
  let best: { thresholds: EncoderModel["thresholds"]; result: DetectorFigures } | undefined;
  for (const crisis of CANDIDATES) {
    for (const flag of CANDIDATES) {
      const thresholds = { crisis, flag };
      const result = figures(scored, thresholds);
      if (result.falseAlarms > MAX_FALSE_ALARMS || result.ordinaryFalseAlarms > MAX_ORDINARY_FALSE_ALARMS || result.precision < MIN_PRECISION) continue;
      const score = result.recall * 2 + result.graded;
      if (!best || score > best.result.recall * 2 + best.result.graded) best = { thresholds, result };
    }
  }
  return best;
}

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
const report = (result: DetectorFigures) =>
  `crisis recall ${pct(result.recall)}, graded ${pct(result.graded)}, concern recall ${pct(result.concernRecall)}, precision ${pct(result.precision)}, false alarms ${pct(result.falseAlarms)} of look-alikes and ${pct(result.ordinaryFalseAlarms)} of ordinary text`;

const examples = training.map((message, position) => ({ rows: tokenRows(trainingWords[position]!, vocabulary), label: CLASSES.indexOf(message.label) }));
const validationRows = validation.map((message) => tokenRows(encoderWords(message.text), vocabulary));
const validationLinear = validation.map((message) => linearGrade(message.text));
const wordCount = (text: string) => text.trim().split(/\s+/).length;
const withoutEncoder = figures(
  validation.map((message, position) => ({ message, linear: validationLinear[position]!, scores: { crisis: 0, risk: 0 }, words: 0 })),
  { crisis: 2, flag: 2 },
);
console.log(`Training on ${training.length} messages (${knownWords.length} known words), validating on ${validation.length} (${ENCODER_VALIDATION_FILES.join(", ")})`);
console.log(`Validation, the detector without the encoder: ${report(withoutEncoder)}`);

let chosen: { epoch: number; thresholds: EncoderModel["thresholds"]; result: DetectorFigures; snapshot: EncoderWeights } | undefined;
const order = allRows(examples.length);
for (let epoch = 1; epoch <= EPOCHS; epoch++) {
  for (let index = order.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1));
    [order[index], order[other]] = [order[other]!, order[index]!];
  }
  let loss = 0;
  for (let start = 0; start < order.length; start += BATCH) {
    const touched = Object.fromEntries(TENSOR_NAMES.map((name) => [name, new Set<number>()])) as Record<TensorName, Set<number>>;
    for (const position of order.slice(start, start + BATCH)) loss += learn(examples[position]!.rows, examples[position]!.label, touched);
    step(touched);
  }
  const scored = validation.map((message, position) => {
    const [, concern, crisis] = forward(averaged, validationRows[position]!).probabilities;
    return { message, linear: validationLinear[position]!, scores: { crisis: crisis!, risk: concern! + crisis! }, words: wordCount(message.text) };
  });
  const best = bestThresholds(scored);
  console.log(`pass ${epoch}: training loss ${(loss / examples.length).toFixed(4)}; validation ${best ? `at crisis >= ${best.thresholds.crisis}, flag >= ${best.thresholds.flag}: ${report(best.result)}` : "no thresholds within the limits"}`);
  if (best && (!chosen || best.result.recall * 2 + best.result.graded > chosen.result.recall * 2 + chosen.result.graded)) {
    chosen = { epoch, ...best, snapshot: copyOf(averaged) };
  }
}
if (!chosen) throw new Error("No pass kept the validation limits");

function quantise(values: Float32Array) {
  const scale = values.reduce((max, value) => Math.max(max, Math.abs(value)), 0) / 127 || 1;
  const bytes = Uint8Array.from(values, (value) => Math.round(value / scale) & 0xff);
  return { data: Buffer.from(bytes).toString("base64"), scale };
}

const quantised: Omit<EncoderModel, "thresholds" | "meta"> = {
  dimensions: DIMENSIONS,
  channels: CHANNELS,
  width: WIDTH,
  buckets: BUCKETS,
  words: knownWords,
  concepts,
  tensors: Object.fromEntries(TENSOR_NAMES.map((name) => [name, quantise(chosen!.snapshot.tensors[name])])) as EncoderModel["tensors"],
  convBias: Array.from(chosen.snapshot.convBias, (value) => Number(value.toFixed(5))),
  outBias: Array.from(chosen.snapshot.outBias, (value) => Number(value.toFixed(5))),
};
// The thresholds and the figures are those of the int8 weights the Worker runs, not of the float ones trained.
const shipped = loadEncoder({ ...quantised, thresholds: chosen.thresholds, meta: {} });
const shippedScored = validation.map((message, position) => ({ message, linear: validationLinear[position]!, scores: encoderScores(shipped, message.text), words: wordCount(message.text) }));
const final = bestThresholds(shippedScored) ?? { thresholds: chosen.thresholds, result: figures(shippedScored, chosen.thresholds) };
const model: EncoderModel = {
  ...quantised,
  thresholds: final.thresholds,
  meta: {
    trainedOn: `${training.length} messages of tests/crisis/ (${ENCODER_TRAINING_FILES.join(", ")}), pass ${chosen.epoch} of ${EPOCHS}`,
    validatedOn: `${validation.length} messages (${ENCODER_VALIDATION_FILES.join(", ")})`,
    validation: final.result,
  },
};
writeFileSync(join(root, "workers/safety/encoder-model.json"), JSON.stringify(model));
console.log(`Kept pass ${chosen.epoch}; as shipped (int8) at crisis >= ${final.thresholds.crisis}, flag >= ${final.thresholds.flag}: ${report(final.result)}`);
console.log(`Wrote workers/safety/encoder-model.json (${knownWords.length} words)`);
