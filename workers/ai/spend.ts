import { AsyncLocalStorage } from "node:async_hooks";
import { and, eq, sql } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { createDb } from "../db/client";
import { aiUsagePerPerson, aiUsageTotal } from "../db/schema";
import { readConfig, type Config } from "../env";
import { AiUnavailable } from "./types";

/**
 * AI spend limits (OWASP API4, decision record 0048): every call to a configured model is counted per person and
 * kind and for the whole deployment, per UTC day, when it is made (and waited for near a limit, see
 * `admitModelCall`). Past a limit the call is refused with `AiBudgetExceeded`, which `withBuiltinFallback` and
 * `rewordComputed` treat like a model that did not answer: the built-in engine answers (or the computed result
 * stands) and the operator's log says why.
 *
 * The accounting lives here and in the provider factory only, so no feature needs to pass anything: the Worker's
 * entry, the cron and the chat's Durable Object run their work in a spend scope, and reading the signed-in member
 * names the person the request's calls are charged to.
 */
interface SpendScope {
  env: Env;
  personId: string | null;
}

const currentScope = new AsyncLocalStorage<SpendScope>();

/** Runs `work` with the model calls it makes counted against this deployment's budget (and `personId`'s, if given). */
export function withAiSpendScope<T>(env: Env, personId: string | null, work: () => T): T {
  return currentScope.run({ env, personId }, work);
}

/** Names the person the current request's model calls are charged to (called when the signed-in member is read). */
export function chargeAiCallsTo(personId: string): void {
  const scope = currentScope.getStore();
  if (scope) scope.personId = personId;
}

/** A chat reply, a safety check of a text a person wrote, or any other generation (insights, summaries, analyses, help answers). */
export type ModelCallKind = "chat" | "safety" | "generation";

/** A daily limit is reached: the built-in engine answers instead. */
export class AiBudgetExceeded extends AiUnavailable {
  constructor(message: string) {
    super(message);
    this.name = "AiBudgetExceeded";
  }
}

function personLimit(config: Config, kind: ModelCallKind) {
  if (kind === "chat") return { max: config.AI_DAILY_CHAT_REPLIES_PER_PERSON, setting: "AI_DAILY_CHAT_REPLIES_PER_PERSON", what: "chat replies" };
  if (kind === "safety") return { max: config.AI_DAILY_SAFETY_CHECKS_PER_PERSON, setting: "AI_DAILY_SAFETY_CHECKS_PER_PERSON", what: "safety checks" };
  return { max: config.AI_DAILY_GENERATIONS_PER_PERSON, setting: "AI_DAILY_GENERATIONS_PER_PERSON", what: "generations" };
}

interface Counted {
  /** The person's count for the day and kind after this call, when the call is charged to a person. */
  person: number | null;
  /** The deployment's count after this call; null when the person's limit refused it (then it is not counted). */
  total: number | null;
}

/**
 * Counts one call in D1: one round trip, each count an atomic increment, so concurrent calls cannot both take the
 * last unit. A call the person's limit refuses is not counted against the deployment.
 */
async function count(env: Env, personId: string | null, kind: ModelCallKind, day: string, personMax: number): Promise<Counted> {
  const db = createDb(env.DB);
  const personCalls = personId
    ? and(eq(aiUsagePerPerson.userId, personId), eq(aiUsagePerPerson.day, day), eq(aiUsagePerPerson.kind, kind))
    : undefined;
  const countTotal = db
    .insert(aiUsageTotal)
    .values({ day, calls: 1 })
    .onConflictDoUpdate({
      target: aiUsageTotal.day,
      set: { calls: sql`${aiUsageTotal.calls} + 1` },
      setWhere: personCalls ? sql`(SELECT ${aiUsagePerPerson.calls} FROM ${aiUsagePerPerson} WHERE ${personCalls}) <= ${personMax}` : undefined,
    })
    .returning({ calls: aiUsageTotal.calls });
  if (!personId) return { person: null, total: (await countTotal)[0]?.calls ?? null };
  const [[person], total] = await db.batch([
    db
      .insert(aiUsagePerPerson)
      .values({ userId: personId, day, kind, calls: 1 })
      .onConflictDoUpdate({
        target: [aiUsagePerPerson.userId, aiUsagePerPerson.day, aiUsagePerPerson.kind],
        set: { calls: sql`${aiUsagePerPerson.calls} + 1` },
      })
      .returning({ calls: aiUsagePerPerson.calls }),
    countTotal,
  ]);
  return { person: person?.calls ?? null, total: total[0]?.calls ?? null };
}

/**
 * What this isolate last learned of each count today, plus its own calls still being counted. While a count is far
 * below its limit, a call is admitted at once and counted in the background: the D1 write then costs no latency
 * before the model's first word. Near a limit (within FAST_PATH_MARGIN of it), and for a count this isolate has not
 * seen yet, every call waits for its count, so a limit is exact where it matters; far from it, calls racing in
 * other isolates can only take the count closer to the limit, never past it by more than they are in number.
 */
interface Known {
  calls: number;
  inFlight: number;
}
const known = new Map<string, Known>();
let knownDay = "";
const KNOWN_MAX_ENTRIES = 10_000;

function margin(max: number): number {
  return Math.max(5, Math.ceil(max * 0.05));
}

function farFromLimit(key: string | null, max: number): boolean {
  if (key === null) return true;
  const entry = known.get(key);
  return entry !== undefined && max - entry.calls - entry.inFlight - 1 >= margin(max);
}

function track(key: string | null, change: number, calls?: number | null) {
  if (key === null) return;
  if (!known.has(key) && known.size >= KNOWN_MAX_ENTRIES) known.clear();
  const entry = known.get(key) ?? { calls: 0, inFlight: 0 };
  entry.inFlight += change;
  if (typeof calls === "number") entry.calls = Math.max(entry.calls, calls);
  known.set(key, entry);
}

/**
 * Admits one model call, or throws AiBudgetExceeded when it is past the person's or the deployment's daily limit
 * (any failure to count is treated the same way: unknown spend is not allowed spend, and the built-in engine answers).
 */
export async function admitModelCall(kind: ModelCallKind, now = new Date()): Promise<void> {
  const scope = currentScope.getStore();
  if (!scope) return; // outside the Worker's entry points (a unit test calling a provider directly)
  const config = readConfig(scope.env);
  const day = now.toISOString().slice(0, 10);
  if (day !== knownDay) {
    known.clear();
    knownDay = day;
  }
  const limit = personLimit(config, kind);
  const person = scope.personId;
  const personKey = person ? `${person} ${kind}` : null;
  const fast = farFromLimit(personKey, limit.max) && farFromLimit("total", config.AI_DAILY_MODEL_CALLS);

  track(personKey, 1);
  track("total", 1);
  const counting = count(scope.env, person, kind, day, limit.max).then(
    (counted) => {
      track(personKey, -1, counted.person);
      track("total", -1, counted.total);
      return counted;
    },
    (error: unknown) => {
      track(personKey, -1);
      track("total", -1);
      throw error;
    },
  );
  if (fast) {
    counting.then(
      (counted) => {
        if ((person && (counted.person ?? 0) > limit.max) || (counted.total ?? 0) > config.AI_DAILY_MODEL_CALLS) {
          console.warn(`AI spend: calls racing in several places went past a daily limit (${limit.setting} or AI_DAILY_MODEL_CALLS)`);
        }
      },
      (error: unknown) => console.warn(`AI spend: a model call could not be counted (${describe(error)})`),
    );
    return;
  }

  let counted: Counted;
  try {
    counted = await counting;
  } catch (error) {
    throw new AiBudgetExceeded(`the model-call count could not be kept (${describe(error)})`);
  }
  if (person && (counted.person ?? Infinity) > limit.max) {
    throw new AiBudgetExceeded(`person ${person} reached the daily limit of ${limit.max} ${limit.what} (${limit.setting})`);
  }
  if ((counted.total ?? Infinity) > config.AI_DAILY_MODEL_CALLS) {
    throw new AiBudgetExceeded(`the deployment reached its daily budget of ${config.AI_DAILY_MODEL_CALLS} model calls (AI_DAILY_MODEL_CALLS)`);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Forgets counts older than a week; run by the nightly cron. */
export async function purgeOldAiUsage(ctx: ServiceContext): Promise<void> {
  const cutoff = new Date(ctx.now().getTime() - 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await ctx.db.batch([
    ctx.db.delete(aiUsagePerPerson).where(sql`${aiUsagePerPerson.day} < ${cutoff}`),
    ctx.db.delete(aiUsageTotal).where(sql`${aiUsageTotal.day} < ${cutoff}`),
  ]);
}
