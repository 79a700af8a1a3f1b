#!/usr/bin/env node
// `npm run typegen`: worker-configuration.d.ts from wrangler.toml and the names of the local secrets.
// `npm run typegen -- --check` (run by `npm run typecheck`) fails when the committed file is not what it would write.
//
// `wrangler types` also declares the names found in .dev.vars, and `wrangler dev` warns "Your types might be out of
// date" when a hash of those names differs from the one in the file. Generated from whatever one machine's .dev.vars
// held, the types looked out of date on every other machine. So the names are taken from the list `npm start` writes
// (scripts/dev-vars.mjs), which is what a fresh .dev.vars holds, and never from .dev.vars itself.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LOCAL_SECRET_NAMES } from "./dev-vars.mjs";

const TYPES_FILE = "worker-configuration.d.ts";
const check = process.argv.includes("--check");
const dir = mkdtempSync(join(tmpdir(), "haven-typegen-"));

function generate(outFile) {
  const envFile = join(dir, "secret-names.env");
  writeFileSync(envFile, LOCAL_SECRET_NAMES.map((name) => `${name}=`).join("\n") + "\n");
  const result = spawnSync("node_modules/.bin/wrangler", ["types", outFile, "--include-runtime=false", "--env-file", envFile], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_INCLUDE_PROCESS_ENV: "false" },
  });
  if (result.status !== 0) throw new Error(`wrangler types failed (exit ${result.status})`);
  // The header names the command; the temporary file's path would make every run differ.
  const text = readFileSync(outFile, "utf8").replace(/ --env-file \S+(?=`)/, "").replace(/`wrangler types \S+ /, "`wrangler types ");
  writeFileSync(outFile, text);
  return text;
}

try {
  if (check) {
    // Written beside the real file, since the generated imports are relative to where the file is.
    const probe = ".typegen-check.d.ts";
    let expected;
    try {
      expected = generate(probe);
    } finally {
      rmSync(probe, { force: true });
    }
    if (readFileSync(TYPES_FILE, "utf8") !== expected) {
      console.error(`${TYPES_FILE} is out of date (wrangler.toml or the local secret names changed): run \`npm run typegen\`.`);
      process.exitCode = 1;
    }
  } else {
    generate(TYPES_FILE);
    console.log(`Wrote ${TYPES_FILE}.`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
