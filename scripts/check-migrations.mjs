#!/usr/bin/env node
// Fails when the drizzle schema (workers/db/schema/) and the migrations disagree: drizzle-kit generates against a
// copy of migrations/, and any SQL it writes there is a change someone forgot to generate and commit.
import { spawnSync } from "node:child_process";
import { cpSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

// drizzle-kit reads --out as a path relative to the project (an absolute one fails), so the copy lives in .cache.
const copy = ".cache/migrations-check";
rmSync(copy, { recursive: true, force: true });
try {
  cpSync("migrations", copy, { recursive: true });
  const before = new Set(readdirSync(copy));
  const result = spawnSync(
    "node_modules/.bin/drizzle-kit",
    ["generate", "--dialect", "sqlite", "--schema", "./workers/db/schema", "--out", copy],
    { encoding: "utf8" },
  );
  // drizzle-kit exits 0 even when it fails to read the folder, so success is also read from what it prints.
  if (result.status !== 0 || !/No schema changes|Your SQL migration file/.test(result.stdout)) {
    console.error(result.stdout, result.stderr);
    process.exit(1);
  }
  const added = readdirSync(copy).filter((name) => !before.has(name) && name.endsWith(".sql"));
  if (added.length > 0) {
    console.error("The schema in workers/db/schema/ has changes with no migration. Run `npm run db:generate` and commit:");
    for (const name of added) console.error(`--- ${name}\n${readFileSync(join(copy, name), "utf8")}`);
    process.exit(1);
  }
  console.log("migrations: the schema and migrations/ agree");
} finally {
  rmSync(copy, { recursive: true, force: true });
}
