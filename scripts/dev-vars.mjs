// Local secrets for `wrangler dev`, kept in the git-ignored .dev.vars. Production secrets are set with
// `wrangler secret put`. Missing entries are added; existing ones are never changed.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const LOCAL_SECRETS = {
  ENVIRONMENT: () => "development",
  JWT_SECRET: () => randomBytes(32).toString("hex"),
  ENCRYPTION_KEY: () => randomBytes(32).toString("base64"),
};

/** The names `npm start` writes; `npm run typegen` declares exactly these, so the types match a fresh .dev.vars. */
export const LOCAL_SECRET_NAMES = Object.keys(LOCAL_SECRETS);

export function ensureDevVars(path = ".dev.vars") {
  const current = existsSync(path) ? readFileSync(path, "utf8") : "";
  const missing = Object.keys(LOCAL_SECRETS).filter((name) => !new RegExp(`^${name}=`, "m").test(current));
  if (missing.length === 0) return;
  const lines = missing.map((name) => `${name}=${LOCAL_SECRETS[name]()}`);
  const separator = current && !current.endsWith("\n") ? "\n" : "";
  writeFileSync(path, `${current}${separator}${lines.join("\n")}\n`);
  console.log(`Wrote ${missing.join(", ")} to ${path} (local only).`);
}
