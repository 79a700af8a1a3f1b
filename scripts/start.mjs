#!/usr/bin/env node
// `npm start`: build, migrate and seed the local D1, then serve everything at http://localhost:8787.
// `npm run dev` does the same and rebuilds on every change (remix watch beside wrangler dev).
import { spawn, spawnSync } from "node:child_process";
import { ensureDevVars } from "./dev-vars.mjs";

const watch = process.argv.includes("--watch");
const bin = (name) => `node_modules/.bin/${name}`;
const quietEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

function run(command, args) {
  const result = spawnSync(bin(command), args, { stdio: "inherit", env: quietEnv });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

ensureDevVars();

if (spawnSync(process.execPath, ["scripts/build-assets.mjs"], { stdio: "inherit" }).status !== 0) process.exit(1);
run("remix", ["build"]);
run("wrangler", ["d1", "migrations", "apply", "DB", "--local"]);

const children = [
  spawn(bin("wrangler"), ["dev", "--port", process.env.PORT ?? "8787", "--ip", "127.0.0.1", ...(watch ? [] : ["--live-reload=false"])], {
    stdio: "inherit",
    env: quietEnv,
  }),
];
if (watch) children.push(spawn(bin("remix"), ["watch"], { stdio: "inherit", env: quietEnv }));

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => { stop(); process.exitCode = code ?? 0; });
