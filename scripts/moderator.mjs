#!/usr/bin/env node
// `npm run moderator -- grant|revoke <email> [--remote] [wrangler d1 execute options]` and `npm run moderator -- list`:
// gives an ordinary account the forum moderator role (or takes it away) in the local D1, or in production with
// --remote, through `wrangler d1 execute`. Every change is also written to the audit log.
import { spawnSync } from "node:child_process";

const USAGE = `Usage:
  npm run moderator -- grant <email> [--remote]
  npm run moderator -- revoke <email> [--remote]
  npm run moderator -- list [--remote]
Local by default (the database of \`npm start\`); --remote changes the deployed database.
Other options go to \`wrangler d1 execute\` (for example --persist-to <dir>).`;

const [command, ...rest] = process.argv.slice(2);
const email = command === "list" ? null : rest.shift();
const passthrough = rest;
if (!["grant", "revoke", "list"].includes(command ?? "") || (command !== "list" && !email)) {
  console.error(USAGE);
  process.exit(2);
}
const normalized = email?.trim().toLowerCase() ?? null;
// The same shape the app accepts; anything else could not be an account, and never reaches the SQL.
if (normalized !== null && !/^[^\s@'"\\]+@[^\s@'"\\]+\.[^\s@'"\\]+$/.test(normalized)) {
  console.error(`"${email}" is not an email address.`);
  process.exit(2);
}
const target = passthrough.includes("--remote") ? [] : ["--local"];

function execute(sql) {
  const result = spawnSync("node_modules/.bin/wrangler", ["d1", "execute", "DB", ...target, ...passthrough, "--json", "--command", sql], {
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  if (result.status !== 0) {
    console.error(result.stderr || result.stdout);
    process.exit(1);
  }
  return JSON.parse(result.stdout).flatMap((statement) => statement.results ?? []);
}

const now = "(unixepoch() * 1000)";
const who = `(SELECT id FROM users WHERE email = '${normalized}')`;

if (command === "list") {
  const rows = execute(
    "SELECT u.email AS email, datetime(m.granted_at / 1000, 'unixepoch') AS granted FROM forum_moderators m JOIN users u ON u.id = m.user_id ORDER BY m.granted_at",
  );
  if (rows.length === 0) console.log("No moderators yet.");
  for (const row of rows) console.log(`${row.email}  (since ${row.granted} UTC)`);
  process.exit(0);
}

const [found] = execute(`SELECT count(*) AS n FROM users WHERE email = '${normalized}'`);
if (!found || found.n === 0) {
  console.error(`No account uses ${normalized}. The person must register first.`);
  process.exit(1);
}
if (command === "grant") {
  execute(
    `INSERT OR IGNORE INTO forum_moderators (user_id, granted_at) SELECT ${who}, ${now};` +
      ` INSERT INTO audit_log (user_id, action, detail, created_at) SELECT ${who}, 'moderator_granted', '{"by":"npm run moderator"}', ${now};`,
  );
  console.log(`${normalized} is now a moderator. The review queue is at /app/peer-support/moderation.`);
} else {
  execute(
    `DELETE FROM forum_moderators WHERE user_id = ${who};` +
      ` INSERT INTO audit_log (user_id, action, detail, created_at) SELECT ${who}, 'moderator_revoked', '{"by":"npm run moderator"}', ${now};`,
  );
  console.log(`${normalized} is no longer a moderator.`);
}
