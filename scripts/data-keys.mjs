#!/usr/bin/env node
// Operator command for the per-person data keys (docs/decisions/0040). It calls the Worker's operator endpoints,
// which exist only when OPERATOR_TOKEN is set on the Worker, in batches that stay within a request's limits.
//
//   OPERATOR_TOKEN=... npm run data-keys -- status  --url https://haven.example.com
//   OPERATOR_TOKEN=... npm run data-keys -- migrate --url https://haven.example.com   # v1 text -> per-person keys
//   OPERATOR_TOKEN=... npm run data-keys -- rotate  --url https://haven.example.com   # rewrap keys under the new master key
//
// Rotating the master key: `wrangler secret put ENCRYPTION_KEY_PREVIOUS` (the current key), then
// `wrangler secret put ENCRYPTION_KEY` (a new one: openssl rand -base64 32), then `rotate`; when it reports that
// every key is under the new master key, `wrangler secret delete ENCRYPTION_KEY_PREVIOUS`. Text is never rewritten.
// Every command is safe to run again; the nightly cron also works through the same batches.

async function call(options, method, path, body) {
  const response = await (options.fetch ?? fetch)(`${options.url.replace(/\/$/, "")}/api/operator/data-keys/${path}`, {
    method,
    headers: { Authorization: `Bearer ${options.token}`, ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** Runs one command to completion; `options.fetch` lets the tests call the Worker in process. */
export async function runDataKeyCommand(command, options) {
  const log = options.log ?? console.log;
  if (command === "status") {
    const status = await call(options, "GET", "status");
    log(JSON.stringify(status, null, 2));
    return status;
  }
  if (command === "migrate") {
    let migrated = 0;
    for (;;) {
      const batch = await call(options, "POST", "migrate-text", {});
      migrated += batch.migrated;
      if (!batch.more) break;
    }
    const status = await call(options, "GET", "status");
    const remaining = Object.values(status.legacyText).reduce((sum, count) => sum + count, 0);
    log(`Resealed ${migrated} values under their owners' data keys; ${remaining} master-key values remain.`);
    return { migrated, remaining };
  }
  if (command === "rotate") {
    let rewrapped = 0;
    let checked = 0;
    let cursor;
    do {
      const batch = await call(options, "POST", "rewrap", cursor ? { cursor } : {});
      rewrapped += batch.rewrapped;
      checked += batch.checked;
      cursor = batch.cursor ?? undefined;
    } while (cursor);
    const status = await call(options, "GET", "status");
    const notCurrent = Object.entries(status.keysByMasterKey)
      .filter(([id]) => id !== status.currentMasterKeyId)
      .reduce((sum, [, count]) => sum + count, 0);
    log(
      notCurrent === 0
        ? `Rewrapped ${rewrapped} of ${checked} data keys: all are under master key ${status.currentMasterKeyId}. ` +
            "ENCRYPTION_KEY_PREVIOUS can now be deleted (after `migrate` reports no master-key values)."
        : `Rewrapped ${rewrapped} of ${checked} data keys; ${notCurrent} are still under another master key: run rotate again.`,
    );
    return { rewrapped, checked, notCurrent };
  }
  throw new Error(`Unknown command "${command}": use status, migrate or rotate.`);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop())) {
  const [command, ...rest] = process.argv.slice(2);
  const urlIndex = rest.indexOf("--url");
  const url = urlIndex >= 0 ? rest[urlIndex + 1] : process.env.APP_URL;
  const token = process.env.OPERATOR_TOKEN;
  if (!command || !url || !token) {
    console.error("Usage: OPERATOR_TOKEN=... npm run data-keys -- <status|migrate|rotate> --url https://your.domain");
    process.exit(2);
  }
  runDataKeyCommand(command, { url, token }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
