// `npm run eval:crisis`: the crisis detector's figures on the labelled corpus (tests/crisis/), per class and per
// taxonomy row, beside the spec's plain phrase list. The last frozen set is the honest figure: it was written from the
// taxonomy alone by writers who never read the detector or the training messages, and nothing is tuned on it.
// Only figures are printed for it, never its messages. `--misses` lists the training set's disagreements (for tuning).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gradeText, linearGrade } from "../workers/safety/detector";
import { matchesClientCrisisPhrase } from "../workers/shared/crisis-phrases";
import { loadCorpus, PUBLISHED_FROZEN_FILE, type LabelledMessage, type CrisisLevel } from "./crisis-corpus";

type Predict = (text: string) => CrisisLevel;

interface Counts {
  total: number;
  flagged: number;
  exact: number;
}

const pct = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(1)}%` : "-").padStart(7);

function evaluate(set: LabelledMessage[], predict: Predict) {
  const byLabel: Record<CrisisLevel, Counts> = {
    crisis: { total: 0, flagged: 0, exact: 0 },
    concern: { total: 0, flagged: 0, exact: 0 },
    none: { total: 0, flagged: 0, exact: 0 },
  };
  const byRow = new Map<string, Counts & { label: CrisisLevel }>();
  let flaggedAtRisk = 0;
  let flaggedAll = 0;
  let crisisGraded = 0;
  let crisisGradedRight = 0;
  for (const message of set) {
    const predicted = predict(message.text);
    const flagged = predicted !== "none";
    const counts = byLabel[message.label];
    counts.total++;
    if (flagged) counts.flagged++;
    if (predicted === message.label) counts.exact++;
    const key = `${message.label} ${message.row}`;
    const row = byRow.get(key) ?? { total: 0, flagged: 0, exact: 0, label: message.label };
    row.total++;
    if (flagged) row.flagged++;
    if (predicted === message.label) row.exact++;
    byRow.set(key, row);
    if (flagged) {
      flaggedAll++;
      if (message.label !== "none") flaggedAtRisk++;
    }
    if (predicted === "crisis") {
      crisisGraded++;
      if (message.label === "crisis") crisisGradedRight++;
    }
  }
  return { byLabel, byRow, flaggedAll, flaggedAtRisk, crisisGraded, crisisGradedRight };
}

function report(title: string, set: LabelledMessage[], predictors: Record<string, Predict>) {
  const results = Object.entries(predictors).map(([name, predict]) => ({ name, ...evaluate(set, predict) }));
  const counts = results[0]!.byLabel;
  console.log(`\n${title}: ${set.length} messages (crisis ${counts.crisis.total}, concern ${counts.concern.total}, none ${counts.none.total})`);
  console.log(
    `${"".padEnd(22)}${"crisis recall".padStart(15)}${"graded crisis".padStart(15)}${"concern recall".padStart(16)}${"precision".padStart(11)}${"crisis prec.".padStart(14)}${"false alarms".padStart(14)}`,
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(22)}${pct(r.byLabel.crisis.flagged, r.byLabel.crisis.total).padStart(15)}${pct(r.byLabel.crisis.exact, r.byLabel.crisis.total).padStart(15)}${pct(r.byLabel.concern.flagged, r.byLabel.concern.total).padStart(16)}${pct(r.flaggedAtRisk, r.flaggedAll).padStart(11)}${pct(r.crisisGradedRight, r.crisisGraded).padStart(14)}${pct(r.byLabel.none.flagged, r.byLabel.none.total).padStart(14)}`,
    );
  }
  console.log(`  per taxonomy row: flagged (any grade) and graded as labelled, ${results.map((r) => r.name).join(" | ")}`);
  const rows = [...results[0]!.byRow.entries()].sort(([a], [b]) => a.localeCompare(b));
  for (const [row, { total }] of rows) {
    const cells = results.map((r) => {
      const counts = r.byRow.get(row)!;
      return `${pct(counts.flagged, total)} ${pct(counts.exact, total)}`;
    });
    console.log(`  ${row.padEnd(28)}${String(total).padStart(5)}  ${cells.join("  |")}`);
  }
  console.log("  crisis recall = crisis messages flagged (crisis or concern); graded crisis = crisis messages graded crisis;");
  console.log("  precision = flagged messages that are crisis or concern; crisis prec. = messages graded crisis that are crisis;");
  console.log("  false alarms = harmless look-alikes flagged. For none rows the first figure is the false-alarm rate.");
}

const root = join(import.meta.dirname, "..");
const corpus = loadCorpus((name) => readFileSync(join(root, "tests/crisis", name), "utf8"));
const predictors: Record<string, Predict> = {
  detector: (text) => gradeText(text).level,
  "without the encoder": (text) => linearGrade(text).level,
  "spec phrase list": (text) => (matchesClientCrisisPhrase(text) ? "crisis" : "none"),
};

for (const { file, messages } of corpus.frozen) {
  report(file === PUBLISHED_FROZEN_FILE ? `Frozen test set ${file} (never tuned on; published)` : `Spent frozen set ${file} (never trained on)`, messages, predictors);
}

if (process.argv.includes("--write")) {
  // The figures the public crisis-protocol page quotes: the published frozen set's, never the training set's.
  const published = corpus.frozen.find((set) => set.file === PUBLISHED_FROZEN_FILE)!.messages;
  const { byLabel, flaggedAll, flaggedAtRisk } = evaluate(published, predictors.detector!);
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const figures = {
    messages: published.length,
    crisisRecall: round(byLabel.crisis.flagged / byLabel.crisis.total),
    crisisGraded: round(byLabel.crisis.exact / byLabel.crisis.total),
    concernRecall: round(byLabel.concern.flagged / byLabel.concern.total),
    precision: round(flaggedAtRisk / flaggedAll),
    falseAlarms: round(byLabel.none.flagged / byLabel.none.total),
    measuredOn: new Date().toISOString().slice(0, 10),
  };
  writeFileSync(
    join(root, "workers/shared/crisis-figures.ts"),
    `/** The crisis detector on the published frozen test set (${PUBLISHED_FROZEN_FILE}), written by \`npm run eval:crisis -- --write\`; do not edit by hand. */\nexport const CRISIS_DETECTOR_FIGURES = ${JSON.stringify(figures, null, 2)} as const;\n`,
  );
  console.log("\nWrote workers/shared/crisis-figures.ts");
}
report("Training set (tuned on: an in-sample figure)", corpus.training, predictors);

if (process.argv.includes("--misses")) {
  console.log("\nTraining-set disagreements:");
  for (const message of corpus.training) {
    const predicted = gradeText(message.text).level;
    if (predicted !== message.label) console.log(`  ${message.label.padEnd(8)}-> ${predicted.padEnd(8)}${message.row.padEnd(20)}${JSON.stringify(message.text.slice(0, 200))}`);
  }
}
