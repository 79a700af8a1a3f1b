import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { auditEntry } from "../audit";
import { requireAcceptablePassword } from "../auth/password-policy";
import { hashPassword } from "../auth/passwords";
import { consumeRateLimit } from "../auth/rate-limit";
import { prepareSession } from "../auth/sessions";
import type { RequestMeta, ServiceContext } from "../context";
import { authTokens, emailOutbox, sessions, users, type UserRow } from "../db/schema";
import { sendEmail } from "../email/send";
import { Invalid, NotFound } from "../errors";
import { normalizeEmail, passwordIssue } from "../shared/auth-rules";
import { toPublicUser } from "./public-user";
import type { SignedIn } from "./service";

const HOUR_MS = 60 * 60 * 1000;
const VERIFY_TTL_MS = 24 * HOUR_MS;
const RESET_TTL_MS = HOUR_MS;

export const emailLinkMessages = {
  invalidToken: "This verification link has expired or is invalid. Please request a new one.",
  invalidResetToken: "This password reset link has expired or has already been used. Please request a new one.",
  resendLimited: "Too many verification emails. Please wait a few minutes before trying again.",
  resetLimited: "Too many password reset requests. Please wait a few minutes before trying again.",
  resetRequested: "If an account exists for that email, we have sent a link to reset your password. It works for one hour.",
} as const;

type Purpose = (typeof authTokens.$inferSelect)["purpose"];

async function sha256(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A random single-use token; only its hash is stored, so a database leak reveals no working link. */
async function issueToken(ctx: ServiceContext, userId: string, purpose: Purpose, ttlMs: number): Promise<string> {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const token = btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
  await ctx.db.insert(authTokens).values({
    tokenHash: await sha256(token),
    userId,
    purpose,
    expiresAt: new Date(ctx.now().getTime() + ttlMs),
    createdAt: ctx.now(),
  });
  return token;
}

async function usableToken(ctx: ServiceContext, token: string, purpose: Purpose) {
  const now = ctx.now();
  return and(
    eq(authTokens.tokenHash, await sha256(token)),
    eq(authTokens.purpose, purpose),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, now),
  );
}

/** Marks the token used and returns its user, or throws INVALID_TOKEN (unknown, expired, used or wrong purpose). */
async function consumeToken(ctx: ServiceContext, token: string, purpose: Purpose, message: string): Promise<UserRow> {
  const [claimed] = await ctx.db
    .update(authTokens)
    .set({ usedAt: ctx.now() })
    .where(await usableToken(ctx, token, purpose))
    .returning({ userId: authTokens.userId });
  const [user] = claimed ? await ctx.db.select().from(users).where(eq(users.id, claimed.userId)).limit(1) : [];
  if (!user) throw new Invalid(message, "token", "INVALID_TOKEN");
  return user;
}

/** The user of a token that is still usable, without using it up; throws INVALID_TOKEN otherwise. */
async function peekToken(ctx: ServiceContext, token: string, purpose: Purpose, message: string): Promise<UserRow> {
  const [row] = await ctx.db
    .select({ user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(await usableToken(ctx, token, purpose))
    .limit(1);
  if (!row) throw new Invalid(message, "token", "INVALID_TOKEN");
  return row.user;
}

function link(ctx: ServiceContext, path: string, token: string) {
  return `${new URL(path, ctx.config.APP_URL).toString()}?token=${encodeURIComponent(token)}`;
}

export async function sendVerificationEmail(ctx: ServiceContext, user: UserRow): Promise<void> {
  const token = await issueToken(ctx, user.id, "verify-email", VERIFY_TTL_MS);
  await sendEmail(ctx, {
    userId: user.id,
    to: user.email,
    subject: "Confirm your email for Haven",
    text: `Hello ${user.firstName},\n\nPlease confirm your email address by opening this link within 24 hours:\n${link(ctx, "/verify-email", token)}\n\nIf you did not create a Haven account, you can ignore this email.\n\nIf you are in crisis, call or text 988 (US) or your local crisis line.`,
  });
}

/** Confirms the address and signs the user in (the spec's verify call returns a token and the user). */
export async function verifyEmail(ctx: ServiceContext, token: string, meta: RequestMeta): Promise<SignedIn> {
  const user = await consumeToken(ctx, token, "verify-email", emailLinkMessages.invalidToken);
  const verified = { ...user, emailVerifiedAt: user.emailVerifiedAt ?? ctx.now() };
  const { issued, insert } = await prepareSession(ctx, user.id, { remember: true, userAgent: meta.userAgent });
  await ctx.db.batch([ctx.db.update(users).set({ emailVerifiedAt: verified.emailVerifiedAt }).where(eq(users.id, user.id)), insert]);
  return { user: toPublicUser(verified), session: issued };
}

export async function resendVerification(ctx: ServiceContext, user: UserRow): Promise<void> {
  if (user.emailVerifiedAt) throw new Invalid("Your email is already verified.", "email", "ALREADY_VERIFIED");
  await consumeRateLimit(ctx, [{ name: "verify-resend", parts: [user.id], max: 3, person: user.email }], emailLinkMessages.resendLimited);
  await sendVerificationEmail(ctx, user);
}

/** Sends a reset link if the account exists; the answer is the same either way, so it reveals no accounts. */
export async function requestPasswordReset(ctx: ServiceContext, rawEmail: string, meta: RequestMeta): Promise<string> {
  const email = normalizeEmail(rawEmail);
  if (!email) throw new Invalid("Email is required", "email");
  await consumeRateLimit(
    ctx,
    [
      { name: "reset-ip", parts: [meta.ip], max: ctx.config.LOGIN_LIMIT_PER_IP },
      { name: "reset-email", parts: [email], max: 3, person: email },
    ],
    emailLinkMessages.resetLimited,
  );
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (user) {
    const token = await issueToken(ctx, user.id, "reset-password", RESET_TTL_MS);
    await sendEmail(ctx, {
      userId: user.id,
      to: user.email,
      subject: "Reset your Haven password",
      text: `Hello ${user.firstName},\n\nYou can choose a new password with this link within one hour:\n${link(ctx, "/reset-password", token)}\n\nIf you did not ask for this, ignore this email: your password stays as it is.`,
    });
  }
  return emailLinkMessages.resetRequested;
}

/**
 * Sets a new password from a reset link and signs out every session of the account. The new password is checked
 * before the link is used up, so a refused password leaves the link working for a better one.
 */
export async function resetPassword(ctx: ServiceContext, token: string, newPassword: string): Promise<void> {
  const issue = passwordIssue(newPassword);
  if (issue) throw new Invalid(issue.message, "password");
  const owner = await peekToken(ctx, token, "reset-password", emailLinkMessages.invalidResetToken);
  await requireAcceptablePassword(ctx, newPassword, owner.email);
  const user = await consumeToken(ctx, token, "reset-password", emailLinkMessages.invalidResetToken);
  const now = ctx.now();
  await ctx.db.batch([
    ctx.db.update(users).set({ passwordHash: await hashPassword(newPassword), updatedAt: now }).where(eq(users.id, user.id)),
    ctx.db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt))),
    auditEntry(ctx, user.id, "password_reset"),
  ]);
}

/** The local outbox, newest first; only outside production, where no real email is sent. */
export async function readOutbox(ctx: ServiceContext) {
  if (ctx.config.ENVIRONMENT === "production") throw new NotFound();
  return ctx.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(50);
}
