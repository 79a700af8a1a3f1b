// The crisis detector's cost, for `npm run bench`: time per message (p50/p99) over every labelled message of the
// corpus, in this Node process (V8, as in workerd), and what it adds to the Worker (minified, gzip). Prints JSON.
import { build } from "esbuild";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { loadCorpus } from "../scripts/crisis-corpus";
import { gradeText } from "../workers/safety/detector";

const root = join(import.meta.dirname, "..");
const corpus = loadCorpus((file) => readFileSync(join(root, "tests/crisis", file), "utf8"));
const texts = [...corpus.training, ...corpus.frozen.flatMap((set) => set.messages)].map((message) => message.text);

for (const text of texts.slice(0, 200)) gradeText(text); // warm-up: regexes compiled, code optimised
// Wall time, and CPU time (which a busy shared machine's waiting for a core does not inflate).
const timings: number[] = [];
const cpu: number[] = [];
for (let round = 0; round < 3; round++) {
  for (const text of texts) {
    const startCpu = process.cpuUsage();
    const start = performance.now();
    gradeText(text);
    timings.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
  }
}
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

const bundle = await build({
  entryPoints: [join(root, "workers/safety/detector.ts")],
  bundle: true,
  minify: true,
  write: false,
  format: "esm",
  platform: "neutral",
  logLevel: "silent",
});
const code = bundle.outputFiles[0]!.contents;
const model = readFileSync(join(root, "workers/safety/classifier-model.json"));
const encoder = readFileSync(join(root, "workers/safety/encoder-model.json"));

console.log(
  JSON.stringify({
    messages: texts.length,
    calls: timings.length,
    p50Us: Math.round(quantile(timings, 0.5) * 1000),
    p99Us: Math.round(quantile(timings, 0.99) * 1000),
    cpuP50Us: Math.round(quantile(cpu, 0.5) * 1000),
    cpuP99Us: Math.round(quantile(cpu, 0.99) * 1000),
    bundleBytes: code.length,
    bundleGzip: gzipSync(code, { level: 9 }).length,
    modelGzip: gzipSync(model, { level: 9 }).length,
    encoderModelGzip: gzipSync(encoder, { level: 9 }).length,
  }),
);
