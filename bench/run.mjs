#!/usr/bin/env node
// `npm run bench`: client JS per document, SSR landing size, and req/s + p50/p99 of the app against a
// hello-world Worker, both under local `wrangler dev`. See bench/README.md for what the numbers mean.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { ensureDevVars } from "../scripts/dev-vars.mjs";

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
const PAGES = ["/", "/login", "/app", "/app/dashboard"];
const SIGNED_IN_PAGES = new Set(["/app", "/app/dashboard"]);
const DASHBOARD_DATA = "/app/dashboard?_data=routes%2Fapp.dashboard";
const DASHBOARD_SAMPLES = 30;
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

/** The chart library the dashboard imports after it has rendered (not in the page's initial scripts). */
function lazyChartLibrary() {
  const name = readdirSync(join(ROOT, "public/build/_shared")).find((file) => file.startsWith("uPlot"));
  if (!name) return null;
  const buffer = readFileSync(join(ROOT, "public/build/_shared", name));
  return { file: name, raw: buffer.length, gzip: gzipSize(buffer) };
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

  console.log("Building (remix build) and migrating the local D1...");
  const buildMs = await runStep("remix-build", bin("remix"), ["build"]);
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

  console.log(`Starting wrangler dev: app on 127.0.0.1:${appPort}, hello on 127.0.0.1:${helloPort}...`);
  const app = await startWrangler("app", appPort, appInspector, []);
  const hello = await startWrangler("hello", helloPort, helloInspector, ["--config", "bench/hello/wrangler.toml", "--persist-to", "bench/.state"]);
  const [appStartMs, helloStartMs] = await Promise.all([waitReady(app, "/api/therapists"), waitReady(hello, "/")]);
  const base = `http://127.0.0.1:${appPort}`;

  console.log("Measuring client JS per document...");
  const session = await signIn(base);
  const pages = await measurePages(base, session.cookie);
  const landing = pages.find((p) => p.path === "/");
  const chartLibrary = lazyChartLibrary();
  console.log("Measuring the dashboard loader...");
  const dashboardLoader = await measureDashboardLoader(base, session.cookie);

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
  if (chartLibrary) lines.push(`  /app/dashboard loads uPlot after rendering: ${kB(chartLibrary.gzip)} gzip more (${chartLibrary.file})`);
  if (dashboardLoader) {
    lines.push("", `Dashboard loader (GET ${DASHBOARD_DATA}, sequential; D1 counts from Server-Timing)`);
    const loaderRows = [["insights", "samples", "D1 round trips", "D1 statements", "p50 ms", "max ms", "D1 wait p50 ms"]];
    for (const [label, run] of [["cold (recomputed)", dashboardLoader.cold], ["warm (cached)", dashboardLoader.warm]]) {
      loaderRows.push([label, run.samples, run.roundTrips, run.statements, ms(run.p50Ms), ms(run.maxMs), ms(run.d1MsP50)]);
    }
    lines.push(pad(loaderRows));
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
    dashboard: { lazyChartLibrary: chartLibrary, loader: dashboardLoader },
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
