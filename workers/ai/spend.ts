import { AsyncLocalStorage } from "node:async_hooks";
import { and, eq, sql } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { createDb } from "../db/client";
import { aiUsagePerPerson, aiUsageTotal } from "../db/schema";
import { readConfig, type Config } from "../env";
import { AiUnavailable } from "./types";

/**
 * AI spend limits (OWASP API4, decision record 0048): every call to a configured model is counted per person and
 * kind and for the whole deployment, per UTC day, before it is made. Past a limit the call is refused with
 * `AiBudgetExceeded`, which `withBuiltinFallback` and `rewordComputed` treat like a model that did not answer: the
 * built-in engine answers (or the computed result stands) and the operator's log says why.
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

/** A chat reply, or any other generation (insights, summaries, analyses, help answers). */
export type ModelCallKind = "chat" | "generation";

/** A daily limit is reached: the built-in engine answers instead. */
export class AiBudgetExceeded extends AiUnavailable {
  constructor(message: string) {
    super(message);
    this.name = "AiBudgetExceeded";
  }
}

function personLimit(config: Config, kind: ModelCallKind) {
  return kind === "chat"
    ? { max: config.AI_DAILY_CHAT_REPLIES_PER_PERSON, setting: "AI_DAILY_CHAT_REPLIES_PER_PERSON", what: "chat replies" }
    : { max: config.AI_DAILY_GENERATIONS_PER_PERSON, setting: "AI_DAILY_GENERATIONS_PER_PERSON", what: "generations" };
}

/**
 * Counts one model call and throws AiBudgetExceeded when it is past the person's or the deployment's daily limit.
 * One D1 round trip; each count is an atomic increment, so concurrent calls cannot overspend. A call the person's
 * limit refuses is not counted against the deployment.
 */
export async function admitModelCall(kind: ModelCallKind, now = new Date()): Promise<void> {
  const scope = currentScope.getStore();
  if (!scope) return; // outside the Worker's entry points (a unit test calling a provider directly)
  const config = readConfig(scope.env);
  const db = createDb(scope.env.DB);
  const day = now.toISOString().slice(0, 10);
  const limit = personLimit(config, kind);
  const person = scope.personId;
  const personCalls = person
    ? and(eq(aiUsagePerPerson.userId, person), eq(aiUsagePerPerson.day, day), eq(aiUsagePerPerson.kind, kind))
    : undefined;
  const countTotal = db
    .insert(aiUsageTotal)
    .values({ day, calls: 1 })
    .onConflictDoUpdate({
      target: aiUsageTotal.day,
      set: { calls: sql`${aiUsageTotal.calls} + 1` },
      setWhere: personCalls
        ? sql`(SELECT ${aiUsagePerPerson.calls} FROM ${aiUsagePerPerson} WHERE ${personCalls}) <= ${limit.max}`
        : undefined,
    })
    .returning({ calls: aiUsageTotal.calls });

  let totalCalls: number | undefined;
  try {
    if (person) {
      const [[counted], total] = await db.batch([
        db
          .insert(aiUsagePerPerson)
          .values({ userId: person, day, kind, calls: 1 })
          .onConflictDoUpdate({
            target: [aiUsagePerPerson.userId, aiUsagePerPerson.day, aiUsagePerPerson.kind],
            set: { calls: sql`${aiUsagePerPerson.calls} + 1` },
          })
          .returning({ calls: aiUsagePerPerson.calls }),
        countTotal,
      ]);
      if ((counted?.calls ?? Infinity) > limit.max) {
        throw new AiBudgetExceeded(`person ${person} reached the daily limit of ${limit.max} ${limit.what} (${limit.setting})`);
      }
      totalCalls = total[0]?.calls;
    } else {
      totalCalls = (await countTotal)[0]?.calls;
    }
  } catch (error) {
    if (error instanceof AiBudgetExceeded) throw error;
    // Unknown spend is not allowed spend; the person still gets an answer from the built-in engine.
    throw new AiBudgetExceeded(`the model-call count could not be kept (${error instanceof Error ? error.message : String(error)})`);
  }
  if ((totalCalls ?? Infinity) > config.AI_DAILY_MODEL_CALLS) {
    throw new AiBudgetExceeded(`the deployment reached its daily budget of ${config.AI_DAILY_MODEL_CALLS} model calls (AI_DAILY_MODEL_CALLS)`);
  }
}

/** Forgets counts older than a week; run by the nightly cron. */
export async function purgeOldAiUsage(ctx: ServiceContext): Promise<void> {
  const cutoff = new Date(ctx.now().getTime() - 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await ctx.db.batch([
    ctx.db.delete(aiUsagePerPerson).where(sql`${aiUsagePerPerson.day} < ${cutoff}`),
    ctx.db.delete(aiUsageTotal).where(sql`${aiUsageTotal.day} < ${cutoff}`),
  ]);
}
