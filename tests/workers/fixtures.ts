import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { inject } from "vitest";
import type { Member } from "../../workers/accounts/member";
import { createServiceContext, type ServiceContext } from "../../workers/context";
import { subscriptions, users } from "../../workers/db/schema";
import type { PaidPlanType } from "../../workers/shared/plans";
import { accessFor } from "../../workers/subscriptions/access";

/**
 * Shared fixtures for the workerd tests: the states a person can be in, set through the schema rather than raw SQL
 * repeated in every file, and the configuration that points the AI at the fake model server.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export function serviceContext(now?: Date): ServiceContext {
  return createServiceContext(env, now ? () => now : undefined);
}

/** The trial ended a moment ago. */
export async function expireTrial(userId: string): Promise<void> {
  await serviceContext().db.update(users).set({ trialEndsAt: new Date(Date.now() - 1000) }).where(eq(users.id, userId));
}

/** An active plan (for 30 days unless told); Base needs the therapist it opens. */
export async function subscribe(
  userId: string,
  plan: PaidPlanType,
  options: { preferredTherapist?: string; currentPeriodEnd?: Date; cancelAtPeriodEnd?: boolean } = {},
): Promise<void> {
  const { db } = serviceContext();
  const row = {
    plan,
    status: "active" as const,
    cancelAtPeriodEnd: options.cancelAtPeriodEnd ?? false,
    currentPeriodEnd: options.currentPeriodEnd ?? new Date(Date.now() + 30 * DAY_MS),
  };
  await db.batch([
    db.insert(subscriptions).values({ userId, ...row }).onConflictDoUpdate({ target: subscriptions.userId, set: row }),
    ...(options.preferredTherapist ? [db.update(users).set({ preferredTherapistId: options.preferredTherapist }).where(eq(users.id, userId))] : []),
  ]);
}

/** The member a service sees for this user now, for tests that call a service directly. */
export async function memberOf(userId: string, now = new Date()): Promise<Member> {
  const { db } = serviceContext();
  const [account] = await db.select().from(users).where(eq(users.id, userId));
  if (!account) throw new Error(`No user ${userId}`);
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return { id: account.id, account, access: accessFor(account, subscription ?? null, now), sessionId: "test-session" };
}

/** How many rows of a table match (`where` is SQL over the table's columns, with `?` for each value). */
export async function countRows(table: string, where = "1 = 1", ...values: unknown[]): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`)
    .bind(...values)
    .first<{ n: number }>();
  return row!.n;
}

/** The AI configuration that points at the fake OpenAI-compatible server the tests start (tests/fake-servers/openai.mjs). */
export function fakeModelConfig(model = "fake-model", timeoutMs = 5_000) {
  return { AI_API_KEY: "test-key", AI_BASE_URL: inject("fakeOpenAiUrl"), AI_MODEL: model, AI_TIMEOUT_MS: timeoutMs };
}
