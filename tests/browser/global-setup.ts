import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

const PORT = Number(process.env.BROWSER_TEST_PORT ?? 8799);
const quietEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

let server: ChildProcess | undefined;
let stateDir: string | undefined;

async function waitForServer(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`wrangler dev did not answer at ${url} within ${timeoutMs} ms`);
}

/** Serves the built app with a fresh, migrated local D1 (expects `npm run build` to have run). */
export default async function setup(project: TestProject) {
  stateDir = mkdtempSync(join(tmpdir(), "haven-browser-"));
  const migrate = spawnSync(
    "node_modules/.bin/wrangler",
    ["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir],
    { env: quietEnv, encoding: "utf8" },
  );
  if (migrate.status !== 0) throw new Error(`migrations failed: ${migrate.stderr}`);

  server = spawn(
    "node_modules/.bin/wrangler",
    [
      "dev",
      "--port",
      String(PORT),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      stateDir,
      "--live-reload=false",
      "--var",
      `APP_URL:http://localhost:${PORT}`,
      "--var",
      `ALLOWED_ORIGINS:http://localhost:${PORT}`,
      "--var",
      "ENVIRONMENT:test",
      "--var",
      "JWT_SECRET:browser-tests-secret-browser-tests-secret",
      "--var",
      "ENCRYPTION_KEY:YnJvd3Nlci10ZXN0cy1lbmNyeXB0aW9uLWtleS0zMmI=",
      "--var",
      "REGISTER_LIMIT_PER_IP:10000",
      "--var",
      "LOGIN_LIMIT_PER_IP:10000",
    ],
    { env: quietEnv, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  let output = "";
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));
  try {
    await waitForServer(`http://localhost:${PORT}/api/therapists`, 60_000);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${output.slice(-4000)}`);
  }
  project.provide("baseUrl", `http://localhost:${PORT}`);
  project.provide("stateDir", stateDir);

  return () => {
    if (server?.pid) process.kill(-server.pid, "SIGTERM");
    if (stateDir) rmSync(stateDir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    stateDir: string;
  }
}
