#!/usr/bin/env node
// `npm run bench`: client JS per document, SSR landing size, and req/s + p50/p99 of the app against a
// hello-world Worker, both under local `wrangler dev`. See bench/README.md for what the numbers mean.
import { execFile, execFileSync, spawn, spawnSync } from "node:child_process";
import { createCipheriv, pbkdf2Sync, randomBytes, randomUUID } from "node:crypto";
import { createWriteStream, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { runDataKeyCommand } from "../scripts/data-keys.mjs";
import { ensureDevVars } from "../scripts/dev-vars.mjs";
import { measurePhoneDashboard } from "./phone.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(ROOT);

// ---------------------------------------------------------------- settings (all bounded)
const clampInt = (value, fallback, min, max) => {
  const n = Number.parseInt(value ?? "", 10);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
};
const CONCURRENCY = clampInt(process.env.BENCH_CONNECTIONS, 8, 1, 32);
const WARMUP_MS = clampInt(process.env.BENCH_WARMUP_MS, 2_000, 0, 10_000);
const DURATION_MS = clampInt(process.env.BENCH_DURATION_MS, 8_000, 1_000, 30_000);
const CHAT_SAMPLES = clampInt(process.env.BENCH_CHAT_SAMPLES, 30, 5, 200); // per kind: streamed send, API send, bare model
const CHAT_DELAY_MS = clampInt(process.env.BENCH_CHAT_DELAY_MS, 100, 10, 2_000); // the fake model's first-token delay
const ROUNDS = 4; // the measured time of each target is split into this many interleaved slices
const MAX_REQUESTS_PER_SLICE = 200_000; // hard cap on every load loop (per connection), whatever the speed
const WRANGLER_LOG_LEVEL = "warn"; // "info" logs every request through wrangler's Node process: dev-only overhead
const REQUEST_TIMEOUT_MS = 10_000;
const START_TIMEOUT_MS = 90_000; // wrangler dev must answer within this
const STEP_TIMEOUT_MS = 180_000; // remix build, d1 migrations
const JS_BUDGET_GZIP_BYTES = 90_000; // "90 kB": decimal kilobytes, gzip level 9
const BUDGET_PAGES = ["/", "/login"];
const BENCH_FORUM = "anxiety";
const FORUM_PAGE = `/app/peer-support/forum/${BENCH_FORUM}`;
const PAGES = ["/", "/login", "/app", "/app/dashboard", "/app/journal", "/app/meditation", "/app/dream", "/app/shiller", "/app/therapist-handover", "/app/transparency", "/app/peer-support", FORUM_PAGE];
const SIGNED_IN_PAGES = new Set(["/app", "/app/dashboard", "/app/journal", "/app/meditation", "/app/dream", "/app/shiller", "/app/therapist-handover", "/app/transparency", "/app/peer-support", FORUM_PAGE]);
const DASHBOARD_DATA = "/app/dashboard?_data=routes%2Fapp.dashboard";
const DASHBOARD_SAMPLES = 30;
const DREAMS_SEEDED = 500; // the bench account's dream log is topped up to this many before measuring
const DREAMS_SEED_CONNECTIONS = 8;
const DREAMS_SAMPLES = 20;
const DREAM_TEXTS = [
  "I was being chased through a dark forest and could not scream. I woke up with my heart racing.",
  "Flying over the sea at sunrise, so happy and free, with my grandmother waving from a lighthouse.",
  "I was late for an exam I had not studied for, and everyone was watching me walk in.",
  "My teeth crumbled while I was talking to my boss at work. I felt embarrassed and anxious.",
  "A calm lake, a small boat, and a friend I have not seen in years. We laughed about nothing.",
];
const JOURNAL_ENTRIES = 500; // the journal list is measured with this many entries (seeded through the API)
const JOURNAL_SEED_CONNECTIONS = 8;
const JOURNAL_LIST_SAMPLES = 40;
const JOURNAL_SEARCH_SAMPLES = 8;
const PDF_MESSAGES = 2_000;
const PDF_SAMPLES = 3;
const FORUM_SEED = { posts: 1_000, replies: 5_000 };
const FORUM_SAMPLES = 30;
const FORUM_SEED_TIMEOUT_MS = 20_000;
const RESERVED_PORTS = new Set([8787, 8790]); // other engineers' servers: never used, never touched

const RESULTS_DIR = join(ROOT, "bench/results");
const STATE_DIR = join(ROOT, "bench/.state");
const bin = (name) => join(ROOT, "node_modules/.bin", name);
const quietEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", NO_COLOR: "1" };

// ---------------------------------------------------------------- child processes, always cleaned up
/** Every child runs in its own process group (detached), so killing -pid also stops workerd. */
const children = new Set();

function spawnGroup(name, command, args, logFile, extraEnv = {}) {
  const log = createWriteStream(logFile, { flags: "w" });
  const child = spawn(command, args, { cwd: ROOT, env: { ...quietEnv, ...extraEnv }, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const entry = { name, child, logFile, exited: false, code: null };
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  child.on("exit", (code, signal) => {
    entry.exited = true;
    entry.code = code ?? signal;
    children.delete(entry);
  });
  child.on("error", (error) => {
    log.write(`\nspawn error: ${error.message}\n`);
    entry.exited = true;
    entry.code = error.message;
    children.delete(entry);
  });
  children.add(entry);
  return entry;
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    /* already gone */
  }
}

async function stopGroup(entry) {
  const pid = entry.child.pid;
  if (!pid) return;
  signalGroup(pid, "SIGTERM");
  for (let i = 0; i < 50 && groupAlive(pid); i++) await sleep(100); // up to 5 s
  if (groupAlive(pid)) signalGroup(pid, "SIGKILL");
  for (let i = 0; i < 20 && groupAlive(pid); i++) await sleep(100);
  children.delete(entry);
}

async function stopAll() {
  await Promise.all([...children].map(stopGroup));
}

// Last resort if the process exits without going through stopAll (e.g. an uncaught throw).
process.on("exit", () => {
  for (const entry of children) if (entry.child.pid) signalGroup(entry.child.pid, "SIGKILL");
});
let stopping = false;
for (const [signal, code] of [["SIGINT", 130], ["SIGTERM", 143], ["SIGHUP", 129]]) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: stopping wrangler...`);
    await stopAll();
    process.exit(code);
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function tail(file, lines = 25) {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/** Runs a one-shot command in its own group with a time limit; throws with the log tail on failure. */
async function runStep(name, command, args) {
  const started = performance.now();
  const logFile = join(RESULTS_DIR, `${name}.log`);
  const entry = spawnGroup(name, command, args, logFile);
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  while (!entry.exited && Date.now() < deadline) await sleep(50);
  if (!entry.exited) {
    await stopGroup(entry);
    throw new Error(`${name} took longer than ${STEP_TIMEOUT_MS / 1000} s. Log ${logFile}:\n${tail(logFile)}`);
  }
  await sleep(20); // let the log stream flush
  if (entry.code !== 0) throw new Error(`${name} failed (${entry.code}). Log ${logFile}:\n${tail(logFile)}`);
  return Math.round(performance.now() - started);
}

// ---------------------------------------------------------------- ports and readiness
function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

async function freePort(preferred, taken) {
  for (let port = preferred; port < preferred + 50; port++) {
    if (RESERVED_PORTS.has(port) || taken.has(port)) continue;
    if (await portFree(port)) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`No free port in ${preferred}..${preferred + 49}`);
}

function requestOnce(port, path, timeoutMs) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode));
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error("timeout")));
    req.on("error", reject);
  });
}

async function startWrangler(name, port, inspectorPort, extraArgs) {
  const started = performance.now();
  const logFile = join(RESULTS_DIR, `${name}-wrangler.log`);
  const args = ["dev", "--port", String(port), "--ip", "127.0.0.1", "--live-reload=false"];
  args.push("--inspector-port", String(inspectorPort), "--show-interactive-dev-session=false", "--log-level", WRANGLER_LOG_LEVEL);
  args.push(...extraArgs);
  const entry = spawnGroup(name, bin("wrangler"), args, logFile);
  return { entry, port, logFile, started };
}

async function waitReady(server, path) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.entry.exited) {
      throw new Error(`${server.entry.name} wrangler exited (${server.entry.code}). Log ${server.logFile}:\n${tail(server.logFile)}`);
    }
    try {
      await requestOnce(server.port, path, 2_000);
      return Math.round(performance.now() - server.started);
    } catch {
      await sleep(200);
    }
  }
  throw new Error(`${server.entry.name} did not answer on port ${server.port} within ${START_TIMEOUT_MS / 1000} s. Log ${server.logFile}:\n${tail(server.logFile)}`);
}

// ---------------------------------------------------------------- client JS per document
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Every script src, modulepreload href and inline `import "..."` under /build/, in document order, once each. */
function buildScripts(html, pageUrl) {
  const found = [];
  const add = (raw) => {
    if (!raw) return;
    const url = new URL(raw.replaceAll("&amp;", "&"), pageUrl);
    if (url.origin === new URL(pageUrl).origin && url.pathname.startsWith("/build/")) found.push(url.pathname);
  };
  const attr = (tag, name) => tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i"))?.slice(1).find((v) => v !== undefined);
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) add(attr(tag, "src"));
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if ((attr(tag, "rel") ?? "").toLowerCase().split(/\s+/).includes("modulepreload")) add(attr(tag, "href"));
  }
  for (const [, body] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const [, spec] of body.matchAll(/\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+)["']/g)) add(spec);
  }
  return [...new Set(found)];
}

async function fetchText(url, init = {}) {
  const res = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS), ...init });
  return { res, text: await res.text() };
}

async function measurePages(base, cookie) {
  const assetCache = new Map();
  const asset = async (path) => {
    if (!assetCache.has(path)) {
      assetCache.set(
        path,
        (async () => {
          const res = await fetch(base + path, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
          if (!res.ok) throw new Error(`GET ${path} -> ${res.status}`);
          const buffer = Buffer.from(await res.arrayBuffer());
          return { path, raw: buffer.length, gzip: gzipSize(buffer) };
        })(),
      );
    }
    return assetCache.get(path);
  };

  const pages = [];
  for (const path of PAGES) {
    const headers = SIGNED_IN_PAGES.has(path) && cookie ? { Cookie: cookie } : {};
    const { res, text } = await fetchText(base + path, { headers });
    const page = { path, status: res.status, signedIn: Boolean(headers.Cookie) };
    if (res.status !== 200) {
      page.location = res.headers.get("location");
      page.note =
        res.status === 404
          ? "route missing (404)"
          : res.status >= 300 && res.status < 400
            ? `redirect to ${page.location}`
            : `HTTP ${res.status}`;
      pages.push(page);
      continue;
    }
    const files = await Promise.all(buildScripts(text, base + path).map(asset));
    page.files = files;
    page.jsRaw = files.reduce((sum, f) => sum + f.raw, 0);
    page.jsGzip = files.reduce((sum, f) => sum + f.gzip, 0);
    page.htmlRaw = Buffer.byteLength(text);
    page.htmlGzip = gzipSize(Buffer.from(text));
    if (BUDGET_PAGES.includes(path)) page.budget = page.jsGzip < JS_BUDGET_GZIP_BYTES ? "PASS" : "OVER";
    pages.push(page);
  }
  return pages;
}

/**
 * The dashboard loader's D1 work (from the Server-Timing header the Worker adds outside production) and latency:
 * cold = right after a mood entry, when the insights are recomputed; warm = insights served from their cache.
 */
async function measureDashboardLoader(base, cookie) {
  if (!cookie) return null;
  const load = async () => {
    const start = performance.now();
    const res = await fetch(base + DASHBOARD_DATA, { headers: { Cookie: cookie }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    await res.arrayBuffer();
    const ms = performance.now() - start;
    const timing = /d1;desc="(\d+) round trips, (\d+) statements";dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "");
    if (res.status !== 200 || !timing) throw new Error(`GET ${DASHBOARD_DATA} -> ${res.status}, Server-Timing ${res.headers.get("server-timing")}`);
    return { ms, roundTrips: Number(timing[1]), statements: Number(timing[2]), d1Ms: Number(timing[3]) };
  };
  // Through the API, so no page loader runs and recomputes the insights before the measured request does.
  const token = decodeURIComponent(cookie.slice("haven_session=".length));
  const addMood = () =>
    fetch(`${base}/api/progress/mood`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ therapistId: "general", mood: 6, anxiety: 4, stress: 5 }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }).then((res) => res.arrayBuffer());
  const cold = [];
  const warm = [];
  for (let sample = 0; sample < DASHBOARD_SAMPLES; sample++) {
    if (sample % 5 === 0) {
      await addMood();
      cold.push(await load());
    } else {
      warm.push(await load());
    }
  }
  const summarise = (runs) => {
    const sorted = runs.map((run) => run.ms).sort((a, b) => a - b);
    return {
      samples: runs.length,
      roundTrips: runs[0].roundTrips,
      statements: runs[0].statements,
      p50Ms: sorted[Math.floor(sorted.length / 2)],
      maxMs: sorted.at(-1),
      d1MsP50: runs.map((run) => run.d1Ms).sort((a, b) => a - b)[Math.floor(runs.length / 2)],
    };
  };
  return { cold: summarise(cold), warm: summarise(warm) };
}

/**
 * GET /api/dreams with a long dream log: the account is topped up to DREAMS_SEEDED dreams through the API (each one
 * sealed and screened, as a person's would be), then the first page of the list, a search (which opens every dream
 * on the server) and the companion page's loader are timed, sequentially.
 */
async function measureDreams(base, cookie) {
  if (!cookie) return null;
  const token = decodeURIComponent(cookie.slice("haven_session=".length));
  const headers = { Authorization: `Bearer ${token}` };
  const total = async () => {
    const res = await fetch(`${base}/api/dreams?limit=1`, { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    if (res.status !== 200) throw new Error(`GET /api/dreams -> ${res.status}`);
    return (await res.json()).pagination.total;
  };
  const before = await total();
  const seedStart = performance.now();
  let next = before;
  const seeder = async () => {
    while (next < DREAMS_SEEDED) {
      const index = next++;
      const res = await fetch(`${base}/api/dreams`, {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/json" },
        body: JSON.stringify({ title: `Night ${index + 1}`, content: DREAM_TEXTS[index % DREAM_TEXTS.length], dreamType: index % 7 === 0 ? "nightmare" : "normal" }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await res.arrayBuffer();
      if (res.status !== 201) throw new Error(`POST /api/dreams -> ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: DREAMS_SEED_CONNECTIONS }, seeder));
  const seeded = { before, after: await total(), ms: Math.round(performance.now() - seedStart) };
  const time = async (path, init) => {
    const runs = [];
    for (let sample = 0; sample < DREAMS_SAMPLES; sample++) {
      const start = performance.now();
      const res = await fetch(base + path, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      const bytes = (await res.arrayBuffer()).byteLength;
      if (res.status !== 200) throw new Error(`GET ${path} -> ${res.status}`);
      runs.push({ ms: performance.now() - start, bytes });
    }
    const sorted = runs.map((run) => run.ms).sort((a, b) => a - b);
    return { path, samples: runs.length, p50Ms: sorted[Math.floor(sorted.length / 2)], maxMs: sorted.at(-1), bytes: runs[0].bytes };
  };
  return {
    seeded,
    list: await time("/api/dreams", { headers }),
    search: await time("/api/dreams?search=lighthouse", { headers }),
    page: await time("/app/dream?_data=routes%2Fapp.dream._index", { headers: { Cookie: cookie } }),
  };
}

/** p50 and max of a few sequential GETs, in ms. */
async function sampleGets(url, headers, samples) {
  const times = [];
  for (let sample = 0; sample < samples; sample++) {
    const start = performance.now();
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET ${url} -> ${res.status}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { samples, p50Ms: times[Math.floor(times.length / 2)], maxMs: times.at(-1) };
}

/**
 * GET /api/journal/entries with JOURNAL_ENTRIES entries in the journal: the first page (newest 20, decrypted), and a
 * search for a word no entry has, which decrypts and reads the search's whole bound (500 entries). The entries are
 * seeded through the API (a previous run's are counted and topped up, not doubled).
 */
async function measureJournalList(base, cookie) {
  if (!cookie) return null;
  const headers = { Authorization: `Bearer ${decodeURIComponent(cookie.slice("haven_session=".length))}` };
  const list = `${base}/api/journal/entries`;
  let existing = 0;
  let cursor = null;
  do {
    const res = await fetch(`${list}?limit=50${cursor ? `&cursor=${cursor}` : ""}`, { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`GET /api/journal/entries -> ${res.status} ${body.code ?? ""}`);
    existing += body.entries.length;
    cursor = body.nextCursor;
  } while (cursor && existing < JOURNAL_ENTRIES);

  const seedStart = performance.now();
  let next = existing;
  const seedOne = async (index) => {
    const res = await fetch(list, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json" },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      body: JSON.stringify({
        title: `Bench entry ${index}`,
        content: `Entry ${index}. ${"Today was ordinary: work, a walk after lunch, dinner with a friend, and an early night. ".repeat(3)}`,
        mood: ["low", "neutral", "good"][index % 3],
        tags: ["bench", `week-${Math.floor(index / 7)}`],
      }),
    });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`POST /api/journal/entries -> ${res.status}`);
  };
  await Promise.all(
    Array.from({ length: JOURNAL_SEED_CONNECTIONS }, async () => {
      while (next < JOURNAL_ENTRIES) await seedOne(next++);
    }),
  );
  return {
    entries: Math.max(existing, JOURNAL_ENTRIES),
    seeded: Math.max(0, JOURNAL_ENTRIES - existing),
    seedMs: Math.round(performance.now() - seedStart),
    firstPage: await sampleGets(list, headers, JOURNAL_LIST_SAMPLES),
    search: await sampleGets(`${list}?q=lighthouse`, headers, JOURNAL_SEARCH_SAMPLES),
  };
}

// ---------------------------------------------------------------- the forum's posts list
const tokenOf = (cookie) => decodeURIComponent(cookie.slice("haven_session=".length));

async function benchApi(base, cookie, path, body) {
  const res = await fetch(`${base}/api${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { Authorization: `Bearer ${tokenOf(cookie)}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${path} -> ${res.status} ${json.code ?? ""}`);
  return json;
}

/**
 * Fills one forum with FORUM_SEED posts and replies. The bench user writes one post and one reply through the API
 * (so their text is sealed the way the app seals it), then one SQL file copies them into the rest with ids that
 * mark them as the bench's; running it again replaces the previous seed.
 */
async function seedForum(base, cookie) {
  await benchApi(base, cookie, `/peer-support/forums/${BENCH_FORUM}/join`, {});
  const { post } = await benchApi(base, cookie, `/peer-support/forums/${BENCH_FORUM}/posts`, {
    title: "How do you get through the first minutes of a panic attack?",
    content: "Breathing out longer than in helps me a little. What works for you when it starts?",
    category: "question",
    tags: ["panic", "breathing"],
  });
  const { reply } = await benchApi(base, cookie, `/peer-support/posts/${post.id}/replies`, {
    content: "Naming five things I can see, slowly. It does not stop it, but it gets smaller.",
  });
  const q = (value) => `'${String(value).replaceAll("'", "''")}'`;
  const sql = `DELETE FROM forum_posts WHERE id LIKE 'bench-post-%';
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${FORUM_SEED.posts - 1})
INSERT INTO forum_posts (id, forum_id, user_id, body_enc, category, priority, is_anonymous, is_pinned, is_locked, crisis_detected, status, needs_review, view_count, created_at)
SELECT 'bench-post-' || i, t.forum_id, t.user_id, t.body_enc, t.category, t.priority, i % 3 = 0, 0, 0, 0, 'visible', 0, i % 40, t.created_at - i * 60000
FROM n, (SELECT * FROM forum_posts WHERE id = ${q(post.id)}) t;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${FORUM_SEED.replies - 1})
INSERT INTO forum_replies (id, post_id, user_id, body_enc, is_anonymous, crisis_detected, status, needs_review, created_at)
SELECT 'bench-reply-' || i, 'bench-post-' || (1 + i % ${FORUM_SEED.posts - 1}), r.user_id, r.body_enc, i % 4 = 0, 0, 'visible', 0, r.created_at - i * 1000
FROM n, (SELECT * FROM forum_replies WHERE id = ${q(reply.id)}) r;
INSERT OR IGNORE INTO forum_post_likes (post_id, user_id, created_at)
SELECT id, user_id, created_at FROM forum_posts WHERE id LIKE 'bench-post-%' AND view_count % 2 = 0;
`;
  const file = join(RESULTS_DIR, "forum-seed.sql");
  writeFileSync(file, sql);
  const started = performance.now();
  const entry = spawnGroup("forum-seed", bin("wrangler"), ["d1", "execute", "DB", "--local", "--file", file, "--yes"], join(RESULTS_DIR, "forum-seed.log"));
  const deadline = Date.now() + FORUM_SEED_TIMEOUT_MS;
  while (!entry.exited && Date.now() < deadline) await sleep(50);
  if (!entry.exited) {
    await stopGroup(entry);
    throw new Error(`seeding the forum took longer than ${FORUM_SEED_TIMEOUT_MS / 1000} s`);
  }
  if (entry.code !== 0) throw new Error(`seeding the forum failed (${entry.code}):\n${tail(join(RESULTS_DIR, "forum-seed.log"))}`);
  // A page from the middle of the forum: the cursor is [pinned, createdAt, id], base64url JSON.
  const middle = Buffer.from(JSON.stringify([0, Date.parse(post.createdAt) - (FORUM_SEED.posts / 2) * 60000, `bench-post-${FORUM_SEED.posts / 2}`])).toString("base64url");
  return { seedMs: Math.round(performance.now() - started), middle };
}

/** The forum's posts list with the seed in place: the page loader (D1 counts from Server-Timing) and the API. */
async function measureForumPosts(base, cookie, seed) {
  const targets = [
    { label: "page loader, first page", path: `${FORUM_PAGE}?_data=${encodeURIComponent("routes/app.peer-support.forum.$forumId")}`, auth: "cookie" },
    { label: "API, first page", path: `/api/peer-support/forums/${BENCH_FORUM}/posts`, auth: "bearer" },
    { label: "API, middle page", path: `/api/peer-support/forums/${BENCH_FORUM}/posts?cursor=${seed.middle}`, auth: "bearer" },
    { label: "API, 50 per page", path: `/api/peer-support/forums/${BENCH_FORUM}/posts?limit=50`, auth: "bearer" },
  ];
  const rows = [];
  for (const target of targets) {
    const headers = target.auth === "cookie" ? { Cookie: cookie } : { Authorization: `Bearer ${tokenOf(cookie)}` };
    const runs = [];
    for (let sample = 0; sample < FORUM_SAMPLES; sample++) {
      const start = performance.now();
      const res = await fetch(base + target.path, { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      const body = await res.json();
      const ms = performance.now() - start;
      if (res.status !== 200 || !Array.isArray(body.posts) || body.posts.length === 0) throw new Error(`GET ${target.path} -> ${res.status}`);
      const timing = /d1;desc="(\d+) round trips, (\d+) statements"/.exec(res.headers.get("server-timing") ?? "");
      runs.push({ ms, posts: body.posts.length, roundTrips: timing ? Number(timing[1]) : null, statements: timing ? Number(timing[2]) : null });
    }
    const sorted = runs.map((run) => run.ms).sort((a, b) => a - b);
    rows.push({
      label: target.label,
      path: target.path,
      samples: runs.length,
      posts: runs[0].posts,
      roundTrips: runs[0].roundTrips,
      statements: runs[0].statements,
      p50Ms: sorted[Math.floor(sorted.length / 2)],
      maxMs: sorted.at(-1),
    });
  }
  return rows;
}

// ---------------------------------------------------------------- the chat's own overhead
/**
 * The fake model (tests/fake-servers/openai.mjs) sends its first words CHAT_DELAY_MS after a request arrives. What
 * the app adds on top is its own overhead: sign-in check, the send's checks and D1 reads, the session's Durable
 * Object (history, crisis screening, the encrypted write of the message, the spend count), the model client, and
 * the way back to the browser. Measured on a separate `wrangler dev` with its own local state and the model
 * configured, started after the load test so that nothing else runs meanwhile.
 */
async function startFakeModel() {
  const logFile = join(RESULTS_DIR, "fake-model.log");
  const entry = spawnGroup("fake-model", process.execPath, ["tests/fake-servers/openai.mjs"], logFile, { PORT: "0" });
  let output = "";
  entry.child.stdout.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && !entry.exited) {
    const port = /listening on (\d+)/.exec(output)?.[1];
    if (port) return { entry, port: Number(port) };
    await sleep(50);
  }
  throw new Error(`The fake model server did not start. Log ${logFile}:\n${tail(logFile)}`);
}

/** Reads server-sent events until `done`; returns when the first chunk of text arrived and when the reply ended. */
async function readReply(response, started) {
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let firstChunkMs = null;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end;
    while ((end = buffer.indexOf("\n\n")) !== -1) {
      const event = JSON.parse(buffer.slice(0, end).replace(/^data: /, ""));
      buffer = buffer.slice(end + 2);
      if (event.type === "chunk" && event.text && firstChunkMs === null) firstChunkMs = performance.now() - started;
      if (event.type === "error") throw new Error(`the reply failed: ${event.message}`);
      if (event.type === "done") {
        await reader.cancel();
        return { firstChunkMs, totalMs: performance.now() - started };
      }
    }
  }
  throw new Error("the reply stream ended without a done event");
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] : null;
};
const summary = (values) => ({ samples: values.length, p50: percentile(values, 50), p99: percentile(values, 99), max: percentile(values, 100) });

/** The model alone, asked the same way the app asks it (streaming): its own time to the first words and to the end. */
async function bareModelReply(port, text) {
  const t0 = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/v1/chat/completions`, {
    method: "POST",
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    headers: { Authorization: "Bearer bench", "Content-Type": "application/json" },
    body: JSON.stringify({ model: "bench-model", stream: true, messages: [{ role: "system", content: "bench" }, { role: "user", content: text }] }),
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let received = "";
  let firstChunkMs = null;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += decoder.decode(value, { stream: true });
    if (firstChunkMs === null && /"content":"[^"]/.test(received)) firstChunkMs = performance.now() - t0;
  }
  return { firstChunkMs, totalMs: performance.now() - t0 };
}

async function measureChat(taken) {
  const model = await startFakeModel();
  const probe = await bareModelReply(model.port, "probe");
  if (!probe.firstChunkMs) throw new Error(`the fake model on port ${model.port} did not stream`);
  const chatPort = await freePort(8803, taken);
  const chatInspector = await freePort(8813, taken);
  const persist = ["--persist-to", "bench/.state/chat"];
  await runStep("d1-migrate-chat", bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", ...persist]);
  const vars = {
    AI_API_KEY: "bench",
    AI_BASE_URL: `http://127.0.0.1:${model.port}/v1`,
    AI_MODEL: "bench-model",
    // The bench's own sends must not meet the spend limits.
    AI_DAILY_CHAT_REPLIES_PER_PERSON: "100000000",
    AI_DAILY_MODEL_CALLS: "100000000",
  };
  const server = await startWrangler("chat", chatPort, chatInspector, [...persist, ...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`])]);
  await waitReady(server, "/api/therapists");
  const base = `http://127.0.0.1:${chatPort}`;
  const timeout = () => AbortSignal.timeout(REQUEST_TIMEOUT_MS);

  const email = `bench-chat-${Date.now()}-${randomBytes(4).toString("hex")}@example.com`;
  const registered = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    signal: timeout(),
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ firstName: "Bench", lastName: "Chat", email, password: randomBytes(12).toString("hex") }),
  });
  const { token } = await registered.json();
  if (!token) throw new Error(`registration on the chat server failed (${registered.status})`);
  const bearer = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
  const started = await fetch(`${base}/api/chat/start/th_anxiety`, { method: "POST", headers: bearer, signal: timeout() });
  const { sessionId } = await started.json();
  const message = (index) => `[[delay=${CHAT_DELAY_MS}]] Work has been heavy this week, day ${index}`;

  const streamed = async (index) => {
    const t0 = performance.now();
    const response = await fetch(`${base}/app/chat/th_anxiety/messages?sessionId=${encodeURIComponent(sessionId)}`, {
      method: "POST",
      signal: timeout(),
      headers: { Cookie: `haven_session=${encodeURIComponent(token)}`, Origin: base, "Content-Type": "application/json" },
      body: JSON.stringify({ message: message(index), clientMessageId: randomBytes(8).toString("hex") }),
    });
    if (response.status !== 200) throw new Error(`streamed send -> ${response.status} ${await response.text()}`);
    return readReply(response, t0);
  };
  const viaApi = async (index) => {
    const t0 = performance.now();
    const response = await fetch(`${base}/api/chat/message/${sessionId}`, {
      method: "POST",
      signal: timeout(),
      headers: bearer,
      body: JSON.stringify({ message: message(index), therapistId: "th_anxiety", clientMessageId: randomBytes(8).toString("hex") }),
    });
    const body = await response.json();
    if (response.status !== 200 || !body.response?.startsWith("Fake reply")) throw new Error(`API send -> ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
    return performance.now() - t0;
  };
  const bareModel = (index) => bareModelReply(model.port, message(index));

  for (let index = 0; index < 3; index++) await streamed(-index - 1); // warm-up: isolates, the session object, JIT
  const stream = [];
  const api = [];
  const bare = [];
  for (let index = 0; index < CHAT_SAMPLES; index++) {
    stream.push(await streamed(index));
    api.push(await viaApi(index));
    bare.push(await bareModel(index));
  }
  await Promise.all([stopGroup(server.entry), stopGroup(model.entry)]);

  const bareTotalP50 = percentile(bare.map((run) => run.totalMs), 50);
  return {
    delayMs: CHAT_DELAY_MS,
    samples: CHAT_SAMPLES,
    firstToken: summary(stream.map((run) => run.firstChunkMs - CHAT_DELAY_MS)),
    streamedReply: summary(stream.map((run) => run.totalMs - bareTotalP50)),
    apiReply: summary(api.map((ms) => ms - bareTotalP50)),
    bareModel: { firstToken: summary(bare.map((run) => run.firstChunkMs)), reply: summary(bare.map((run) => run.totalMs)) },
  };
}

// ---------------------------------------------------------------- a signed-in cookie for /app
async function signIn(base) {
  const email = `bench-${Date.now()}-${randomBytes(4).toString("hex")}@example.com`;
  const password = randomBytes(12).toString("hex");
  const attempts = [];

  // 1. The web UI's register form, as a browser would submit it.
  try {
    const res = await fetch(`${base}/register`, {
      method: "POST",
      redirect: "manual",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: "Bench User", email, password, confirmPassword: password, acceptTerms: "on" }),
    });
    await res.arrayBuffer();
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .find((c) => c.startsWith("haven_session=") && c.length > "haven_session=".length);
    if (cookie) return saveSession({ method: "POST /register (form)", cookie, email });
    attempts.push(`POST /register -> ${res.status}, no haven_session cookie`);
  } catch (error) {
    attempts.push(`POST /register failed: ${error.message}`);
  }

  // 2. The JSON API; the web UI reads the same token from the haven_session cookie.
  try {
    const res = await fetch(`${base}/api/auth/register`, {
      method: "POST",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ firstName: "Bench", lastName: "User", email, password }),
    });
    const body = await res.json().catch(() => ({}));
    if (res.ok && body.token) {
      return saveSession({ method: "POST /api/auth/register (fallback)", cookie: `haven_session=${encodeURIComponent(body.token)}`, email });
    }
    attempts.push(`POST /api/auth/register -> ${res.status} ${body.code ?? ""}`.trim());
  } catch (error) {
    attempts.push(`POST /api/auth/register failed: ${error.message}`);
  }

  // 3. Registration is rate limited per IP; reuse the previous run's session if it is still live.
  const previous = loadSession();
  if (previous) {
    const token = decodeURIComponent(previous.cookie.slice("haven_session=".length));
    const res = await fetch(`${base}/api/auth/profile`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }).catch(() => null);
    await res?.arrayBuffer();
    if (res?.ok) return { ...previous, method: `session of a previous run (${attempts.join("; ")})` };
  }
  return { method: null, cookie: null, error: attempts.join("; ") };
}

const sessionFile = join(STATE_DIR, "session.json");
function saveSession(session) {
  writeFileSync(sessionFile, JSON.stringify(session, null, 2));
  return session;
}
function loadSession() {
  try {
    return JSON.parse(readFileSync(sessionFile, "utf8"));
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- closed-loop load generator
function get(agent, port, path, headers) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path, agent, headers }, (res) => {
      let bytes = 0;
      res.on("data", (chunk) => (bytes += chunk.length));
      res.on("end", () => resolve({ status: res.statusCode, bytes }));
      res.on("error", reject);
    });
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error("timeout")));
    req.on("error", reject);
  });
}

/** CPU seconds (user + system) used so far by every process in a process group (Linux /proc), or null. */
function groupCpuSeconds(pgid) {
  let ticks = 0;
  try {
    for (const pid of readdirSync("/proc")) {
      if (!/^\d+$/.test(pid)) continue;
      let stat;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      } catch {
        continue; // exited meanwhile
      }
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" "); // fields[0] is field 3 (state)
      if (Number(fields[2]) !== pgid) continue; // field 5: pgrp
      ticks += Number(fields[11]) + Number(fields[12]); // fields 14, 15: utime, stime
    }
  } catch {
    return null;
  }
  return ticks / CLOCK_TICKS;
}
const CLOCK_TICKS = 100; // USER_HZ on Linux

/** One slice of load: CONCURRENCY loops, each sending its next request when the previous one completes. */
async function slice(target, durationMs, stats) {
  const deadline = performance.now() + durationMs;
  const cpuBefore = groupCpuSeconds(target.pgid);
  const started = performance.now();
  const loop = async () => {
    for (let n = 0; performance.now() < deadline && n < MAX_REQUESTS_PER_SLICE; n++) {
      const t0 = performance.now();
      try {
        const res = await get(target.agent, target.port, target.path, target.headers);
        const ms = performance.now() - t0;
        if (!stats) continue;
        stats.statuses[res.status] = (stats.statuses[res.status] ?? 0) + 1;
        if (res.status === 200) {
          stats.ok++;
          stats.bytes += res.bytes;
          stats.latencies.push(ms);
        } else stats.failed++;
      } catch (error) {
        if (stats) {
          stats.failed++;
          const key = error.code ?? error.message;
          stats.errors[key] = (stats.errors[key] ?? 0) + 1;
        }
        await sleep(10); // a refused connection must not spin
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  if (stats) {
    stats.elapsedMs += performance.now() - started;
    const cpuAfter = groupCpuSeconds(target.pgid);
    if (cpuBefore != null && cpuAfter != null) stats.serverCpuSeconds += cpuAfter - cpuBefore;
    else stats.serverCpuSeconds = NaN;
  }
}

/**
 * Warms every target, then measures them in ROUNDS interleaved slices (hello, api, ssr, hello, ...), so that
 * background load on this shared 2-core machine hits all targets alike instead of skewing the ratio.
 */
async function loadAll(targets) {
  for (const target of targets) {
    target.agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY, maxFreeSockets: CONCURRENCY });
    target.stats = { ok: 0, failed: 0, bytes: 0, statuses: {}, errors: {}, latencies: [], elapsedMs: 0, serverCpuSeconds: 0 };
  }
  try {
    for (const target of targets) if (WARMUP_MS > 0) await slice(target, WARMUP_MS, null);
    for (let round = 0; round < ROUNDS; round++) {
      for (const target of targets) await slice(target, DURATION_MS / ROUNDS, target.stats);
    }
  } finally {
    for (const target of targets) target.agent.destroy();
  }
  return targets.map(({ name, path, stats }) => {
    const sorted = Float64Array.from(stats.latencies).sort();
    const pct = (p) => (sorted.length ? sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] : null);
    return {
      name,
      path,
      requests: stats.ok,
      failed: stats.failed,
      statuses: stats.statuses,
      errors: stats.errors,
      elapsedMs: Math.round(stats.elapsedMs),
      rps: stats.ok / (stats.elapsedMs / 1000),
      p50: pct(50),
      p90: pct(90),
      p99: pct(99),
      max: sorted.length ? sorted[sorted.length - 1] : null,
      meanBytes: stats.ok ? Math.round(stats.bytes / stats.ok) : 0,
      serverCpuMsPerRequest: stats.ok && Number.isFinite(stats.serverCpuSeconds) ? (stats.serverCpuSeconds * 1000) / stats.ok : null,
    };
  });
}

// ---------------------------------------------------------------- output
const kB = (bytes) => (bytes == null ? "-" : `${(bytes / 1000).toFixed(1)} kB`);
const ms = (value) => (value == null ? "-" : value.toFixed(2));
const ratio = (a, b) => (a == null || !b ? null : a / b);
const fx = (value) => (value == null ? "-" : `${value.toFixed(2)}x`);
const pad = (rows) => {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows.map((r) => "  " + r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join("   ")).join("\n");
};

function gitInfo() {
  const git = (...args) => execFileSync("git", args, { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  try {
    return { commit: git("rev-parse", "HEAD"), branch: git("rev-parse", "--abbrev-ref", "HEAD"), dirty: git("status", "--porcelain") !== "" };
  } catch {
    return {};
  }
}

// ---------------------------------------------------------------- main
/**
 * The crisis detector's time per message and size (bench/crisis-detector.ts, run with tsx). Run without blocking this
 * process: the wrangler dev servers it started keep writing to its pipes meanwhile.
 */
function measureCrisisDetector() {
  return new Promise((resolve) => {
    execFile(bin("tsx"), [join(ROOT, "bench/crisis-detector.ts")], { cwd: ROOT, encoding: "utf8", timeout: STEP_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) {
        console.log(`  crisis detector bench failed: ${stderr.split("\n").filter(Boolean).pop() ?? error.message}`);
        resolve(null);
        return;
      }
      resolve(JSON.parse(stdout.trim().split("\n").pop()));
    });
  });
}

// ---------------------------------------------------------------- the handover PDF of a long history
function devVar(name) {
  return new RegExp(`^${name}=(.*)$`, "m").exec(readFileSync(join(ROOT, ".dev.vars"), "utf8"))?.[1]?.trim();
}

/** Text sealed the way it was before per-person keys (v1, under the master key); the bench's `migrate` reseals it. */
function sealLegacy(keyBase64, text) {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", Buffer.from(keyBase64, "base64"), iv);
  const sealed = Buffer.concat([cipher.update(text, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return `v1.${iv.toString("base64")}.${sealed.toString("base64")}`;
}

/**
 * A person with 2,000 chat messages, written as SQL for `wrangler d1 execute` before the server starts (through the
 * API it would take minutes of AI replies). Their text is sealed as legacy v1 values; the measurement first runs
 * `npm run data-keys -- migrate` against the server, so the PDF reads them sealed under the person's own key.
 */
function writePdfSeed() {
  const userId = randomUUID();
  const sessionId = randomUUID();
  const email = `bench-pdf-${Date.now()}-${randomBytes(3).toString("hex")}@example.com`;
  const password = randomBytes(12).toString("hex");
  const salt = randomBytes(16);
  const passwordHash = `pbkdf2-sha256$100000$${salt.toString("base64")}$${pbkdf2Sync(password, salt, 100_000, 32, "sha256").toString("base64")}`;
  const key = devVar("ENCRYPTION_KEY");
  const now = Date.now();
  const start = now - PDF_MESSAGES * 60_000;
  const quote = (value) => `'${String(value).replace(/'/g, "''")}'`;
  const sentences = [
    "Today was heavy again, but I managed to get outside for a short walk before lunch.",
    "I noticed the thought that I always fail, and looked for the evidence against it, like we practised.",
    "Sleep was better: about seven hours, and no phone after eleven.",
    "That makes sense. What helped most on the better days this week, even a little?",
  ];
  const statements = [
    `INSERT INTO users (id, email, first_name, last_name, password_hash, trial_ends_at, created_at, updated_at) VALUES (${quote(userId)}, ${quote(email)}, 'Bench', 'Reader', ${quote(passwordHash)}, ${now + 7 * 86_400_000}, ${start}, ${start});`,
    `INSERT INTO chat_sessions (id, user_id, therapist_id, status, message_count, created_at, updated_at) VALUES (${quote(sessionId)}, ${quote(userId)}, 'th_depression', 'active', ${PDF_MESSAGES}, ${start}, ${now});`,
  ];
  for (let first = 0; first < PDF_MESSAGES; first += 100) {
    const values = [];
    for (let index = first; index < Math.min(first + 100, PDF_MESSAGES); index++) {
      const text = `${index + 1}. ${sentences[index % 4]}${index % 5 === 0 ? ` ${sentences[(index + 1) % 4]}` : ""}`;
      values.push(
        `(${quote(randomUUID())}, ${quote(sessionId)}, ${quote(userId)}, ${index + 1}, '${index % 2 === 0 ? "user" : "assistant"}', ${quote(sealLegacy(key, text))}, 'none', ${start + index * 60_000})`,
      );
    }
    statements.push(`INSERT INTO chat_messages (id, session_id, user_id, seq, role, content_enc, crisis_level, created_at) VALUES ${values.join(",\n")};`);
  }
  const file = join(STATE_DIR, "pdf-seed.sql");
  writeFileSync(file, statements.join("\n") + "\n");
  return { email, password, file };
}

/** Migrates the seeded text to the person's key, then times the PDF export: the first call (fonts and PDF code loaded), then warm ones. */
async function measureHandoverPdf(base, seed, operatorToken) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: seed.email, password: seed.password }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!login.ok) throw new Error(`login of the PDF person -> ${login.status}`);
  const { token } = await login.json();
  const migrateStarted = performance.now();
  const migration = await runDataKeyCommand("migrate", { url: base, token: operatorToken, log: () => {} });
  const migrateMs = performance.now() - migrateStarted;
  const samples = [];
  for (let sample = 0; sample < PDF_SAMPLES; sample++) {
    const started = performance.now();
    const res = await fetch(`${base}/api/user/export-pdf`, { headers: { Authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(60_000) });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200) throw new Error(`GET /api/user/export-pdf -> ${res.status}: ${body.toString().slice(0, 200)}`);
    samples.push({ ms: performance.now() - started, bytes: body.length, pages: (body.toString("latin1").match(/\/Type \/Page[^s]/g) ?? []).length });
  }
  const warm = samples.slice(1).map((run) => run.ms).sort((a, b) => a - b);
  return {
    messages: PDF_MESSAGES,
    migratedValues: migration.migrated,
    migrateMs,
    firstMs: samples[0].ms,
    warmP50Ms: warm[Math.floor(warm.length / 2)] ?? null,
    bytes: samples[0].bytes,
    pages: samples[0].pages,
  };
}

async function main() {
  const t0 = performance.now();
  const loadavgStart = os.loadavg();
  mkdirSync(RESULTS_DIR, { recursive: true });
  mkdirSync(STATE_DIR, { recursive: true });

  ensureDevVars();

  const taken = new Set();
  const appPort = await freePort(8801, taken);
  const helloPort = await freePort(8802, taken);
  const appInspector = await freePort(8811, taken);
  const helloInspector = await freePort(8812, taken);

  console.log("Building (icons and fonts, remix build) and migrating the local D1...");
  const buildMs = (await runStep("build-assets", process.execPath, ["scripts/build-assets.mjs"])) + (await runStep("remix-build", bin("remix"), ["build"]));
  // Seen once on this machine: a transient "write ECONNRESET" from miniflare while it starts. Retry twice.
  let migrateMs;
  for (let attempt = 1; migrateMs === undefined; attempt++) {
    try {
      migrateMs = await runStep("d1-migrate", bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local"]);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  d1 migrations failed (attempt ${attempt}), retrying: ${error.message.split("\n").filter(Boolean).pop()}`);
      await sleep(1_000);
    }
  }

  const pdfSeed = writePdfSeed();
  await runStep("pdf-seed", bin("wrangler"), ["d1", "execute", "DB", "--local", "--file", pdfSeed.file]);
  const operatorToken = randomBytes(24).toString("hex");

  console.log(`Starting wrangler dev: app on 127.0.0.1:${appPort}, hello on 127.0.0.1:${helloPort}...`);
  const app = await startWrangler("app", appPort, appInspector, ["--var", `OPERATOR_TOKEN:${operatorToken}`]);
  const hello = await startWrangler("hello", helloPort, helloInspector, ["--config", "bench/hello/wrangler.toml", "--persist-to", "bench/.state"]);
  const [appStartMs, helloStartMs] = await Promise.all([waitReady(app, "/api/therapists"), waitReady(hello, "/")]);
  const base = `http://127.0.0.1:${appPort}`;

  console.log("Measuring client JS per document...");
  const session = await signIn(base);
  let forum = { seed: null, lists: null, error: null };
  if (session.cookie) {
    console.log(`Seeding a forum with ${FORUM_SEED.posts.toLocaleString("en-US")} posts and ${FORUM_SEED.replies.toLocaleString("en-US")} replies...`);
    try {
      forum.seed = await seedForum(base, session.cookie);
    } catch (error) {
      forum.error = error.message;
    }
  }
  const pages = await measurePages(base, session.cookie);
  const landing = pages.find((p) => p.path === "/");
  console.log("Measuring the dashboard loader...");
  const dashboardLoader = await measureDashboardLoader(base, session.cookie);
  console.log("Measuring the crisis detector...");
  const crisisDetector = await measureCrisisDetector();
  console.log(`Measuring the dream list with ${DREAMS_SEEDED} dreams...`);
  const dreams = await measureDreams(base, session.cookie);
  console.log(`Measuring the journal list with ${JOURNAL_ENTRIES} entries...`);
  const journalList = await measureJournalList(base, session.cookie);
  console.log(`Measuring the handover PDF of ${PDF_MESSAGES.toLocaleString("en-US")} messages...`);
  const handoverPdf = await measureHandoverPdf(base, pdfSeed, operatorToken);
  if (forum.seed) {
    console.log("Measuring the forum's posts list...");
    try {
      forum.lists = await measureForumPosts(base, session.cookie, forum.seed);
    } catch (error) {
      forum.error = error.message;
    }
  }
  console.log("Measuring the dashboard on an emulated phone (bench/phone.mjs)...");
  const phone = await measurePhoneDashboard(base, session.cookie).catch((error) => ({ error: error.message }));

  const targets = [
    { name: "hello  GET /", port: helloPort, path: "/", pgid: hello.entry.child.pid },
    { name: "app    GET /api/therapists", port: appPort, path: "/api/therapists", pgid: app.entry.child.pid },
    { name: "app    GET / (SSR)", port: appPort, path: "/", pgid: app.entry.child.pid },
  ];
  const loadavgBefore = os.loadavg();
  console.log(
    `Load: ${CONCURRENCY} connections, ${WARMUP_MS / 1000} s warm-up each, then ${DURATION_MS / 1000} s each in ${ROUNDS} interleaved rounds...`,
  );
  const loads = await loadAll(targets);
  const [helloLoad] = loads;
  for (const result of loads) {
    result.vsHello = {
      rps: ratio(result.rps, helloLoad.rps),
      p50: ratio(result.p50, helloLoad.p50),
      p99: ratio(result.p99, helloLoad.p99),
      serverCpuMsPerRequest: ratio(result.serverCpuMsPerRequest, helloLoad.serverCpuMsPerRequest),
    };
  }

  await stopAll();
  console.log(`Measuring the chat's own overhead (${CHAT_SAMPLES} sends each way, the fake model's first words after ${CHAT_DELAY_MS} ms)...`);
  const chat = await measureChat(taken);

  // ---- print
  const lines = [];
  const avg = (values) => values.map((l) => l.toFixed(2)).join(" ");
  lines.push("", `Haven bench  ${new Date().toISOString()}  node ${process.version}, ${os.cpus().length} cores`);
  lines.push(`  load average at start ${avg(loadavgStart)}, before load ${avg(loadavgBefore)}, after ${avg(os.loadavg())}`);
  lines.push("", `Client JS per document (every /build/ script + modulepreload, each gzip -9; budget: / and /login < ${kB(JS_BUDGET_GZIP_BYTES)} gzip)`);
  const pageRows = [["page", "status", "files", "JS gzip", "JS raw", "HTML gzip", "budget"]];
  for (const p of pages) {
    pageRows.push([
      p.path + (p.signedIn ? " (signed in)" : ""),
      p.status,
      p.files ? p.files.length : "-",
      kB(p.jsGzip),
      kB(p.jsRaw),
      kB(p.htmlGzip),
      p.budget ?? (BUDGET_PAGES.includes(p.path) ? `n/a: ${p.note}` : p.note ?? ""),
    ]);
  }
  lines.push(pad(pageRows));
  lines.push(`  session for /app: ${session.method ?? `none (${session.error})`}`);
  if (landing?.htmlGzip != null) lines.push(`  SSR landing HTML: ${kB(landing.htmlGzip)} gzip (${kB(landing.htmlRaw)} raw)`);
  if (dashboardLoader) {
    lines.push("", `Dashboard loader (GET ${DASHBOARD_DATA}, sequential; D1 counts from Server-Timing)`);
    const loaderRows = [["insights", "samples", "D1 round trips", "D1 statements", "p50 ms", "max ms", "D1 wait p50 ms"]];
    for (const [label, run] of [["cold (recomputed)", dashboardLoader.cold], ["warm (cached)", dashboardLoader.warm]]) {
      loaderRows.push([label, run.samples, run.roundTrips, run.statements, ms(run.p50Ms), ms(run.maxMs), ms(run.d1MsP50)]);
    }
    lines.push(pad(loaderRows));
  }
  if (phone.median) {
    const { cpuSlowdown, network } = phone.profile;
    lines.push(
      "",
      `Dashboard on a phone (Chromium 375 x 800, CPU ${cpuSlowdown}x slower, ${network.latency} ms RTT, ${((network.downloadThroughput * 8) / 1024 / 1024).toFixed(1)} Mbit/s down; median of ${phone.runs} cold visits, ms)`,
    );
    const m = phone.median;
    lines.push(pad([["TTFB", "first paint", "charts drawn", "hydrated", "ready", "load", "transferred"], [ms(m.ttfb), ms(m.fcp), ms(m.chartsDrawn), ms(m.hydrated), ms(m.ready), ms(m.load), kB(m.kilobytes * 1000)]]));
  } else {
    lines.push("", `Dashboard on a phone: not measured (${phone.error})`);
  }

  if (crisisDetector) {
    const d = crisisDetector;
    lines.push("", `Crisis detector (rules + classifier, every message of tests/crisis/: ${d.messages} messages x 3)`);
    lines.push(`  per message: p50 ${d.p50Us} µs, p99 ${d.p99Us} µs wall; CPU p50 ${d.cpuP50Us} µs, p99 ${d.cpuP99Us} µs`);
    lines.push(`  in the Worker: ${kB(d.bundleGzip)} gzip (${kB(d.bundleBytes)} minified), of which the classifier's weights ${kB(d.modelGzip)}`);
  }
  if (dreams) {
    lines.push("", `Dream list with ${dreams.seeded.after} dreams (${dreams.seeded.after - dreams.seeded.before} logged through the API in ${dreams.seeded.ms} ms; sequential)`);
    const dreamRows = [["request", "samples", "p50 ms", "max ms", "body"]];
    for (const [label, run] of [["GET /api/dreams (first page of 20)", dreams.list], ["GET /api/dreams?search= (opens every dream)", dreams.search], ["/app/dream loader (list, stats, patterns)", dreams.page]]) {
      dreamRows.push([label, run.samples, ms(run.p50Ms), ms(run.maxMs), kB(run.bytes)]);
    }
    lines.push(pad(dreamRows));
  }
  if (journalList) {
    lines.push("", `Journal list (GET /api/journal/entries, sequential, ${journalList.entries} entries; ${journalList.seeded} seeded through the API in ${journalList.seedMs} ms)`);
    const journalRows = [["request", "samples", "p50 ms", "max ms"]];
    journalRows.push(["first page (20 newest, decrypted)", journalList.firstPage.samples, ms(journalList.firstPage.p50Ms), ms(journalList.firstPage.maxMs)]);
    journalRows.push(["search, no match (reads its 500-entry bound)", journalList.search.samples, ms(journalList.search.p50Ms), ms(journalList.search.maxMs)]);
    lines.push(pad(journalRows));
  }
  lines.push(
    "",
    `Handover PDF (GET /api/user/export-pdf, ${handoverPdf.messages.toLocaleString("en-US")} messages): first ${ms(handoverPdf.firstMs)} ms (fonts and PDF code loaded), then p50 ${ms(handoverPdf.warmP50Ms)} ms; ${kB(handoverPdf.bytes)}, ${handoverPdf.pages} pages`,
    `  migrate (npm run data-keys -- migrate) of the seeded legacy text first: ${handoverPdf.migratedValues} values in ${ms(handoverPdf.migrateMs)} ms`,
  );
  lines.push("", `Forum posts list (${FORUM_SEED.posts.toLocaleString("en-US")} posts, ${FORUM_SEED.replies.toLocaleString("en-US")} replies in /${BENCH_FORUM}; ${FORUM_SAMPLES} sequential requests each; D1 counts from Server-Timing, pages only)`);
  if (forum.lists) {
    const forumRows = [["request", "posts", "D1 round trips", "D1 statements", "p50 ms", "max ms"]];
    for (const row of forum.lists) forumRows.push([row.label, row.posts, row.roundTrips ?? "-", row.statements ?? "-", ms(row.p50Ms), ms(row.maxMs)]);
    lines.push(pad(forumRows));
    lines.push(`  seeded with one SQL file (wrangler d1 execute --local --file) in ${forum.seed.seedMs} ms`);
  } else {
    lines.push(`  not measured: ${forum.error ?? "no signed-in session"}`);
  }

  lines.push("", `Throughput under wrangler dev (local), closed loop: ${CONCURRENCY} connections, ${WARMUP_MS / 1000} s warm-up, ${DURATION_MS / 1000} s measured per target in ${ROUNDS} interleaved rounds`);
  const loadRows = [["target", "req/s", "p50 ms", "p99 ms", "CPU ms/req", "non-200/err", "req/s vs hello", "p50 vs hello", "p99 vs hello", "CPU vs hello"]];
  for (const r of loads) {
    loadRows.push([
      r.name,
      r.rps.toFixed(0),
      ms(r.p50),
      ms(r.p99),
      ms(r.serverCpuMsPerRequest),
      r.failed,
      fx(r.vsHello.rps),
      fx(r.vsHello.p50),
      fx(r.vsHello.p99),
      fx(r.vsHello.serverCpuMsPerRequest),
    ]);
  }
  lines.push(pad(loadRows));
  lines.push("  req/s vs hello = app req/s / hello req/s (1.00x = as fast as an empty Worker under wrangler dev; lower is slower).");
  lines.push("  p50/p99/CPU vs hello = app / hello (higher is slower). CPU ms/req = CPU time of that wrangler dev (node + workerd) per request.");
  lines.push("", `The chat's own overhead (fake model, first words after ${chat.delayMs} ms; ${chat.samples} sequential sends each; goal: first token < 30 ms p50)`);
  const chatRows = [["measure", "p50 ms", "p99 ms", "max ms"]];
  chatRows.push(["first token through the web stream, minus the delay", ms(chat.firstToken.p50), ms(chat.firstToken.p99), ms(chat.firstToken.max)]);
  chatRows.push(["whole reply through the web stream, minus the model's own time", ms(chat.streamedReply.p50), ms(chat.streamedReply.p99), ms(chat.streamedReply.max)]);
  chatRows.push(["whole reply through POST /api/chat/message, minus the model's own time", ms(chat.apiReply.p50), ms(chat.apiReply.p99), ms(chat.apiReply.max)]);
  chatRows.push(["(the model alone: first token)", ms(chat.bareModel.firstToken.p50), ms(chat.bareModel.firstToken.p99), ms(chat.bareModel.firstToken.max)]);
  chatRows.push(["(the model alone: whole reply)", ms(chat.bareModel.reply.p50), ms(chat.bareModel.reply.p99), ms(chat.bareModel.reply.max)]);
  lines.push(pad(chatRows));
  const totalMs = Math.round(performance.now() - t0);
  lines.push("", `Setup: remix build ${buildMs} ms, d1 migrations ${migrateMs} ms, wrangler ready app ${appStartMs} ms / hello ${helloStartMs} ms; total ${(totalMs / 1000).toFixed(1)} s`);
  const failures = loads.filter((r) => r.failed > 0);
  for (const r of failures) lines.push(`  WARNING ${r.name}: ${r.failed} failed (statuses ${JSON.stringify(r.statuses)}, errors ${JSON.stringify(r.errors)})`);
  console.log(lines.join("\n"));

  const report = {
    date: new Date().toISOString(),
    machine: { node: process.version, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, loadavg: { start: loadavgStart, beforeLoad: loadavgBefore, end: os.loadavg() } },
    git: gitInfo(),
    settings: { connections: CONCURRENCY, warmupMs: WARMUP_MS, durationMs: DURATION_MS, rounds: ROUNDS, wranglerLogLevel: WRANGLER_LOG_LEVEL, requestTimeoutMs: REQUEST_TIMEOUT_MS, jsBudgetGzipBytes: JS_BUDGET_GZIP_BYTES, gzipLevel: 9 },
    ports: { app: appPort, hello: helloPort },
    setupMs: { remixBuild: buildMs, d1Migrations: migrateMs, appReady: appStartMs, helloReady: helloStartMs, total: totalMs },
    session: { method: session.method, error: session.error },
    pages,
    landingHtml: landing?.htmlGzip != null ? { gzip: landing.htmlGzip, raw: landing.htmlRaw } : null,
    dashboard: { loader: dashboardLoader, phone },
    crisisDetector,
    dreams,
    journalList,
    handoverPdf,
    forum: { seed: FORUM_SEED, seedMs: forum.seed?.seedMs ?? null, lists: forum.lists, error: forum.error },
    load: loads,
    chat,
  };
  writeFileSync(join(RESULTS_DIR, "latest.json"), JSON.stringify(report, null, 2) + "\n");
  console.log(`\nWrote bench/results/latest.json`);
}

try {
  await main();
} catch (error) {
  console.error(`\nbench failed: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
