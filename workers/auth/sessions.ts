import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { sessions, subscriptions, users, type SubscriptionRow, type UserRow } from "../db/schema";
import { Unauthorized } from "../errors";
import { readSessionToken, signSessionToken } from "./tokens";

const DAY_MS = 24 * 60 * 60 * 1000;
/** "Remember me" keeps a browser signed in for 30 days; otherwise the session ends with the browser or after a day. */
export const REMEMBERED_SESSION_MS = 30 * DAY_MS;
export const BROWSER_SESSION_MS = DAY_MS;

export interface IssuedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

export interface Authenticated {
  user: UserRow;
  /** Read in the same query, so the person's access needs no second round trip. */
  subscription: SubscriptionRow | null;
  sessionId: string;
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_");
}

/** The insert for a new session, to be run alone or in a batch with other writes. */
export async function prepareSession(
  ctx: ServiceContext,
  userId: string,
  options: { remember: boolean; userAgent: string | null },
) {
  const sessionId = randomId();
  const expiresAt = new Date(ctx.now().getTime() + (options.remember ? REMEMBERED_SESSION_MS : BROWSER_SESSION_MS));
  const token = await signSessionToken(ctx.config.JWT_SECRET, { userId, sessionId }, expiresAt);
  const insert = ctx.db.insert(sessions).values({
    id: sessionId,
    userId,
    createdAt: ctx.now(),
    expiresAt,
    userAgent: options.userAgent,
  });
  return { issued: { token, sessionId, expiresAt } satisfies IssuedSession, insert };
}

/** Resolves a bearer or cookie token to its user; throws Unauthorized when invalid, expired or revoked. */
export async function authenticate(ctx: ServiceContext, token: string | null | undefined): Promise<Authenticated> {
  if (!token) throw new Unauthorized();
  const claims = await readSessionToken(ctx.config.JWT_SECRET, token);
  if (!claims) throw new Unauthorized("Your session has expired. Please sign in again.", "INVALID_TOKEN");
  const [row] = await ctx.db
    .select({ user: users, subscription: subscriptions, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(subscriptions, eq(subscriptions.userId, sessions.userId))
    .where(and(eq(sessions.id, claims.sessionId), eq(sessions.userId, claims.userId), isNull(sessions.revokedAt)))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= ctx.now().getTime()) {
    throw new Unauthorized("Your session has expired. Please sign in again.", "SESSION_REVOKED");
  }
  return { user: row.user, subscription: row.subscription, sessionId: claims.sessionId };
}

export async function revokeSession(ctx: ServiceContext, sessionId: string): Promise<void> {
  await ctx.db.update(sessions).set({ revokedAt: ctx.now() }).where(eq(sessions.id, sessionId));
}

/** Nightly: forgets sessions that expired or were revoked. */
export async function purgeExpiredSessions(ctx: ServiceContext): Promise<void> {
  await ctx.db.delete(sessions).where(or(lt(sessions.expiresAt, ctx.now()), isNotNull(sessions.revokedAt)));
}
