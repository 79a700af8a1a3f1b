#!/usr/bin/env node
// Two checks on what ships: the Worker bundles for deployment (wrangler dry run, within the size limit),
// and the browser build contains no server-only code or secrets.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const WORKER_LIMIT_GZIP = 3 * 1024 * 1024;
// The JavaScript budget of the sign-in page (gzip -9, decimal kB). The landing page ships none at all, which the
// workerd tests check; `npm run bench` measures both from the served HTML.
const JS_BUDGETS = { "routes/login": 90_000, "routes/register": 90_000 };
const SERVER_ONLY_MARKERS = ["pbkdf2-sha256", "SignJWT", "JWT_SECRET", "sqliteTable", "drizzle-orm", "CF-Connecting-IP", "password_hash"];

const outdir = ".cache/bundle";
const dryRun = spawnSync("node_modules/.bin/wrangler", ["deploy", "--dry-run", "--outdir", outdir], {
  encoding: "utf8",
  env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
});
if (dryRun.status !== 0) {
  console.error(dryRun.stdout, dryRun.stderr);
  process.exit(1);
}
const workerBytes = readFileSync(join(outdir, "index.js"));
const workerGzip = gzipSync(workerBytes).length;
console.log(`worker bundle: ${(workerBytes.length / 1024).toFixed(0)} KiB, ${(workerGzip / 1024).toFixed(0)} KiB gzip`);
if (workerGzip > WORKER_LIMIT_GZIP) {
  console.error(`The Worker bundle exceeds ${WORKER_LIMIT_GZIP / 1024 / 1024} MiB gzip.`);
  process.exit(1);
}

function* files(dir, extensions = [".js"]) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path, extensions);
    else if (extensions.some((extension) => path.endsWith(extension))) yield path;
  }
}

// The UI may take values only from workers/shared/ (browser-safe rules, plans, copy); anything else from workers/
// must be a type-only import, which the compiler erases.
const crossings = [];
for (const path of files("app", [".ts", ".tsx"])) {
  const text = readFileSync(path, "utf8");
  for (const [statement] of text.matchAll(/^import\s[^;]*?from\s+"[^"]*\/workers\/[^"]*";/gms)) {
    if (/^import\s+type\s/.test(statement) || /\/workers\/shared\//.test(statement)) continue;
    crossings.push(`${path}: ${statement.replace(/\s+/g, " ")}`);
  }
}
if (crossings.length > 0) {
  console.error("The UI imports server code (only types, or values from workers/shared/, may cross):\n" + crossings.join("\n"));
  process.exit(1);
}
console.log("app/: imports from workers/ are types or workers/shared/ only");

const leaks = [];
for (const path of files("public/build")) {
  const text = readFileSync(path, "utf8");
  for (const marker of SERVER_ONLY_MARKERS) if (text.includes(marker)) leaks.push(`${path}: ${marker}`);
}
if (leaks.length > 0) {
  console.error("Server-only code reached the browser build:\n" + leaks.join("\n"));
  process.exit(1);
}
console.log("browser build: no server-only code found");

const manifestName = readdirSync("public/build").find((name) => name.startsWith("manifest-"));
const manifest = JSON.parse(readFileSync(join("public/build", manifestName), "utf8").replace(/^window\.__remixManifest=/, "").replace(/;$/, ""));
const gzipped = (url) => gzipSync(readFileSync(join("public", url)), { level: 9 }).length;
let overBudget = false;
for (const [routeId, budget] of Object.entries(JS_BUDGETS)) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of ["root", routeId]) {
    files.add(manifest.routes[id].module);
    for (const file of manifest.routes[id].imports ?? []) files.add(file);
  }
  const total = [...files].reduce((sum, file) => sum + gzipped(file), 0);
  console.log(`${routeId}: ${total} bytes of JS (gzip), budget ${budget}`);
  if (total >= budget) overBudget = true;
}
if (overBudget) {
  console.error("A page is over its JavaScript budget (see docs/decisions/0007-no-javascript-on-the-landing-page.md).");
  process.exit(1);
}
