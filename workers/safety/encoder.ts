import { hash } from "../ai/builtin/text";
import { CONCEPT_OF, softmax, wordCluster, type RiskScores } from "./classifier";
import { normalisedSentences } from "./crisis";
import wordClusters from "./word-clusters.json";

/**
 * A small neural text encoder for crisis risk, beside the linear classifier (classifier.ts), which reads only which
 * words and word pairs a message has. This one reads them in order: each word becomes a vector (its own, its meaning
 * group's from word-clusters.json, its concept's, and its character n-grams', so a misspelling lands near the word), a
 * convolution reads every run of three words ("gave away my", "the cat for"), and the strongest and the average reading
 * of each of its filters over the whole message decide the class. "Packed a bag for the weekend" and "gave the dog to
 * my sister for after" share ordinary words; what tells them apart is which words sit together.
 *
 * Trained by `npm run train:crisis-encoder` (scripts/train-crisis-encoder.ts); its int8 weights ship in the Worker
 * (encoder-model.json). Deterministic and offline: about a third of a millisecond for a typical message
 * (`npm run bench`).
 */

export interface QuantisedTensor {
  /** Base64 of int8 values, row after row. */
  data: string;
  scale: number;
}

export interface EncoderModel {
  dimensions: number;
  /** Convolution filters, each reading `width` consecutive words. */
  channels: number;
  width: number;
  /** Hash buckets for character n-grams. */
  buckets: number;
  /** The known words; a word's row is its position + 1 (row 0 is every unknown word). */
  words: string[];
  /** The concepts of classifier.ts, in the order of their rows. */
  concepts: string[];
  tensors: Record<TensorName, QuantisedTensor>;
  convBias: number[];
  outBias: number[];
  /** At or above `crisis`, P(crisis) grades a crisis; at or above `flag`, P(concern) + P(crisis) grades a concern. */
  thresholds: { crisis: number; flag: number };
  meta: Record<string, unknown>;
}

export const TENSOR_NAMES = ["word", "cluster", "coarse", "concept", "chars", "conv", "out"] as const;
export type TensorName = (typeof TENSOR_NAMES)[number];

/** The float weights the forward pass reads; training keeps the same shape. */
export interface EncoderWeights {
  dimensions: number;
  channels: number;
  width: number;
  buckets: number;
  tensors: Record<TensorName, Float32Array>;
  convBias: Float32Array;
  outBias: Float32Array;
}

/** One word of a message, as the rows of the embedding tables it sums (-1: none). */
export interface TokenRows {
  word: number;
  cluster: number;
  coarse: number;
  concept: number;
  chars: number[];
}

/** Between sentences, so a run of words read across a full stop is known to cross it. */
export const SENTENCE_BREAK = "|";
const CHAR_GRAM_SIZES = [3, 4];

/** The words of a message as the encoder reads them: normalised (crisis.ts), sentences joined by SENTENCE_BREAK. */
export function encoderWords(text: string): string[] {
  const words: string[] = [];
  for (const sentence of normalisedSentences(text)) {
    if (words.length > 0) words.push(SENTENCE_BREAK);
    for (const token of sentence.split(" ")) if (token && token !== "," && token !== '"') words.push(token);
  }
  return words;
}

export interface Vocabulary {
  words: Map<string, number>;
  concepts: Map<string, number>;
  buckets: number;
}

export function tokenRows(words: string[], vocabulary: Vocabulary): TokenRows[] {
  return words.map((word) => {
    const cluster = word === SENTENCE_BREAK ? undefined : wordCluster(word);
    const concept = CONCEPT_OF.get(word);
    const chars: number[] = [];
    if (word !== SENTENCE_BREAK && word.length >= 2) {
      const marked = `<${word}>`;
      for (const size of CHAR_GRAM_SIZES) {
        for (let start = 0; start + size <= marked.length; start++) chars.push(hash(marked.slice(start, start + size)) % vocabulary.buckets);
      }
    }
    return {
      word: vocabulary.words.get(word) ?? 0,
      cluster: cluster ?? -1,
      coarse: cluster === undefined ? -1 : wordClusters.coarse[cluster]!,
      concept: concept === undefined ? -1 : (vocabulary.concepts.get(concept) ?? -1),
      chars,
    };
  });
}

export interface ForwardPass {
  probabilities: number[];
  /** Kept for training: each word's vector, the filters' outputs after ReLU, the pooled features (max, then mean), and where each max was. */
  vectors: Float32Array[];
  activations: Float32Array;
  pooled: Float32Array;
  argmax: Int32Array;
}

function addRow(target: Float32Array, table: Float32Array, row: number, dimensions: number, factor = 1) {
  const from = row * dimensions;
  for (let index = 0; index < dimensions; index++) target[index]! += table[from + index]! * factor;
}

/** A word's vector: the sum of its rows in the embedding tables (its character n-grams' averaged). */
export function tokenVector(weights: EncoderWeights, token: TokenRows): Float32Array {
  const { dimensions: d, tensors } = weights;
  const vector = new Float32Array(d);
  addRow(vector, tensors.word, token.word, d);
  if (token.cluster >= 0) addRow(vector, tensors.cluster, token.cluster, d);
  if (token.coarse >= 0) addRow(vector, tensors.coarse, token.coarse, d);
  if (token.concept >= 0) addRow(vector, tensors.concept, token.concept, d);
  const share = 1 / Math.max(1, token.chars.length);
  for (const bucket of token.chars) addRow(vector, tensors.chars, bucket, d, share);
  return vector;
}

/**
 * What a word adds to every filter from each place in the filter's window (`width` × `channels` dot products). It
 * depends on the word alone, so the Worker keeps it per word (LoadedEncoder) and a common word is worked out once.
 */
export function projectToken(weights: EncoderWeights, vector: Float32Array): Float32Array {
  const { dimensions: d, channels: k, width, tensors } = weights;
  const projection = new Float32Array(width * k);
  for (let channel = 0; channel < k; channel++) {
    for (let tap = 0; tap < width; tap++) {
      const kernel = (channel * width + tap) * d;
      let sum = 0;
      for (let index = 0; index < d; index++) sum += tensors.conv[kernel + index]! * vector[index]!;
      projection[tap * k + channel] = sum;
    }
  }
  return projection;
}

/**
 * Reads a message from its words' projections: each filter over `width` words with ReLU, max and mean over the
 * message, and a linear layer to the three classes.
 */
export function readProjections(weights: EncoderWeights, projections: Float32Array[]): Omit<ForwardPass, "vectors"> {
  const { channels: k, width } = weights;
  const length = Math.max(1, projections.length);
  const half = Math.floor(width / 2);
  const activations = new Float32Array(length * k);
  for (let position = 0; position < length; position++) {
    for (let channel = 0; channel < k; channel++) {
      let sum = weights.convBias[channel]!;
      for (let tap = 0; tap < width; tap++) {
        const source = position + tap - half;
        if (source >= 0 && source < projections.length) sum += projections[source]![tap * k + channel]!;
      }
      activations[position * k + channel] = sum > 0 ? sum : 0;
    }
  }
  const pooled = new Float32Array(2 * k);
  const argmax = new Int32Array(k);
  for (let channel = 0; channel < k; channel++) {
    let max = 0;
    let total = 0;
    for (let position = 0; position < length; position++) {
      const value = activations[position * k + channel]!;
      total += value;
      if (value > max) {
        max = value;
        argmax[channel] = position;
      }
    }
    pooled[channel] = max;
    pooled[k + channel] = total / length;
  }
  return { probabilities: classProbabilities(weights, pooled), activations, pooled, argmax };
}

/** The whole pass from a message's words, as training reads it. */
export function forward(weights: EncoderWeights, rows: TokenRows[]): ForwardPass {
  const vectors = rows.map((token) => tokenVector(weights, token));
  return { ...readProjections(weights, vectors.map((vector) => projectToken(weights, vector))), vectors };
}

/** The output layer: the pooled features to the three classes' probabilities. */
export function classProbabilities(weights: EncoderWeights, pooled: Float32Array): number[] {
  const scores = Array.from(weights.outBias);
  for (let cls = 0; cls < scores.length; cls++) {
    const row = cls * pooled.length;
    for (let index = 0; index < pooled.length; index++) scores[cls]! += weights.tensors.out[row + index]! * pooled[index]!;
  }
  return softmax(scores);
}

/** How many words' projections the Worker keeps (the most recently read; about 6 MB). */
const KEPT_PROJECTIONS = 4_000;

export interface LoadedEncoder {
  weights: EncoderWeights;
  vocabulary: Vocabulary;
  thresholds: EncoderModel["thresholds"];
  /** Each recently read word's projectToken, least recently read first. */
  projections: Map<string, Float32Array>;
}

function dequantise({ data, scale }: QuantisedTensor): Float32Array {
  const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
  const values = new Float32Array(bytes.length);
  for (let index = 0; index < bytes.length; index++) values[index] = ((bytes[index]! << 24) >> 24) * scale;
  return values;
}

export function loadEncoder(model: EncoderModel): LoadedEncoder {
  const tensors = Object.fromEntries(TENSOR_NAMES.map((name) => [name, dequantise(model.tensors[name])])) as Record<TensorName, Float32Array>;
  return {
    weights: {
      dimensions: model.dimensions,
      channels: model.channels,
      width: model.width,
      buckets: model.buckets,
      tensors,
      convBias: Float32Array.from(model.convBias),
      outBias: Float32Array.from(model.outBias),
    },
    vocabulary: {
      words: new Map(model.words.map((word, position) => [word, position + 1])),
      concepts: new Map(model.concepts.map((concept, position) => [concept, position])),
      buckets: model.buckets,
    },
    thresholds: model.thresholds,
    projections: new Map(),
  };
}

function wordProjection(encoder: LoadedEncoder, word: string): Float32Array {
  const kept = encoder.projections.get(word);
  if (kept) {
    encoder.projections.delete(word);
    encoder.projections.set(word, kept);
    return kept;
  }
  const projection = projectToken(encoder.weights, tokenVector(encoder.weights, tokenRows([word], encoder.vocabulary)[0]!));
  encoder.projections.set(word, projection);
  if (encoder.projections.size > KEPT_PROJECTIONS) encoder.projections.delete(encoder.projections.keys().next().value!);
  return projection;
}

/**
 * The whole text is read, however long: each filter's strongest reading is kept, so one line of danger at the end of a
 * 10,000-character post counts almost as much as in a short message.
 */
export function encoderScores(encoder: LoadedEncoder, text: string): RiskScores {
  const words = encoderWords(text);
  if (words.length === 0) return { crisis: 0, risk: 0 };
  const [, concern, crisis] = readProjections(encoder.weights, words.map((word) => wordProjection(encoder, word))).probabilities;
  return { crisis: crisis!, risk: concern! + crisis! };
}
