import { DEVICE_COOKIE_NAME } from "./auth/devices";
import { createDb, type Database } from "./db/client";
import type { D1Metrics } from "./db/metrics";
import { readConfig, type Config } from "./env";
import { readCookie } from "./web/session-cookie";

/** What every domain service receives: bindings, validated configuration and a clock. */
export interface ServiceContext {
  env: Env;
  config: Config;
  db: Database;
  now: () => Date;
}

export function createServiceContext(env: Env, now: () => Date = () => new Date(), metrics?: D1Metrics): ServiceContext {
  let db: Database | undefined;
  return {
    env,
    config: readConfig(env),
    now,
    // Made on first use: many requests (the cached therapist list, a rate-limited call) never query.
    get db() {
      return (db ??= createDb(metrics ? metrics.wrap(env.DB) : env.DB));
    },
  };
}

/** Who is asking, for rate limits and the audit log. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  /** The browser's device cookie, if it has one (workers/auth/devices.ts). */
  deviceToken: string | null;
}

export function requestMeta(request: Request): RequestMeta {
  return {
    ip: request.headers.get("CF-Connecting-IP") ?? "unknown",
    userAgent: request.headers.get("User-Agent")?.slice(0, 200) ?? null,
    deviceToken: readCookie(request, DEVICE_COOKIE_NAME),
  };
}
