import { eq } from "drizzle-orm";
import { auditEntry } from "../audit";
import { verifyAgainstDummy, hashPassword, verifyPassword } from "../auth/passwords";
import { consumeRateLimit } from "../auth/rate-limit";
import { prepareSession, revokeSession, type IssuedSession } from "../auth/sessions";
import type { RequestMeta, ServiceContext } from "../context";
import type { Member } from "./member";
import { users, type UserRow } from "../db/schema";
import { Conflict, Unauthorized } from "../errors";
import { authMessages, normalizeEmail } from "../shared/auth-rules";
import type { LoginInput, RegisterInput } from "./schemas";
import { trialEndFor } from "../shared/trial";
import { sendVerificationEmail } from "./email-links";
import { toPublicUser, type PublicUser } from "./public-user";

/** Messages only the server gives (the form rules' messages are in shared/auth-rules.ts). */
export const accountMessages = {
  emailTaken: "An account with this email already exists. Try signing in instead.",
  loginRateLimited: "Too many login attempts. Please wait a few minutes before trying again.",
  registerRateLimited: "Too many registration attempts. Please wait a few minutes before trying again.",
} as const;

export interface SignedIn {
  user: PublicUser;
  session: IssuedSession;
}

function isUniqueViolation(error: unknown): boolean {
  const text = String(error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : error);
  return text.includes("UNIQUE constraint failed");
}

/** Creates the account with its 7-day trial and signs it in. */
export async function register(
  ctx: ServiceContext,
  input: RegisterInput,
  meta: RequestMeta,
  options: { remember: boolean } = { remember: true },
): Promise<SignedIn> {
  const email = normalizeEmail(input.email);
  await consumeRateLimit(
    ctx,
    [
      { key: `register:ip:${meta.ip}`, max: ctx.config.REGISTER_LIMIT_PER_IP },
      { key: `register:email:${email}`, max: ctx.config.REGISTER_LIMIT_PER_EMAIL },
    ],
    accountMessages.registerRateLimited,
  );
  const existing = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing.length > 0) throw new Conflict(accountMessages.emailTaken, "EMAIL_TAKEN");

  const now = ctx.now();
  const user: UserRow = {
    id: crypto.randomUUID(),
    email,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    passwordHash: await hashPassword(input.password),
    profileImageKey: null,
    preferredTherapistId: null,
    emailVerifiedAt: null,
    trialEndsAt: trialEndFor(now),
    crisisCountry: null,
    createdAt: now,
    updatedAt: now,
  };
  const { issued, insert } = await prepareSession(ctx, user.id, { remember: options.remember, userAgent: meta.userAgent });
  try {
    await ctx.db.batch([ctx.db.insert(users).values(user), insert, auditEntry(ctx, user.id, "register")]);
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(accountMessages.emailTaken, "EMAIL_TAKEN");
    throw error;
  }
  // The account works without a verified address, so a failed send must not fail the registration.
  await sendVerificationEmail(ctx, user).catch((error: unknown) => console.error("Verification email failed", error));
  return { user: toPublicUser(user), session: issued };
}

export async function login(ctx: ServiceContext, input: LoginInput, meta: RequestMeta): Promise<SignedIn> {
  const email = normalizeEmail(input.email);
  await consumeRateLimit(
    ctx,
    [
      { key: `login:ip:${meta.ip}`, max: ctx.config.LOGIN_LIMIT_PER_IP },
      { key: `login:email:${email}`, max: ctx.config.LOGIN_LIMIT_PER_EMAIL },
    ],
    accountMessages.loginRateLimited,
  );
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
  const valid = user ? await verifyPassword(input.password, user.passwordHash) : (await verifyAgainstDummy(input.password), false);
  if (!user || !valid) {
    await auditEntry(ctx, user?.id ?? null, "login_failed");
    throw new Unauthorized(authMessages.invalidCredentials, "INVALID_CREDENTIALS");
  }
  const { issued, insert } = await prepareSession(ctx, user.id, { remember: input.remember, userAgent: meta.userAgent });
  await ctx.db.batch([insert, auditEntry(ctx, user.id, "login")]);
  return { user: toPublicUser(user), session: issued };
}

export async function logout(ctx: ServiceContext, member: Member): Promise<void> {
  await revokeSession(ctx, member.sessionId);
  await auditEntry(ctx, member.id, "logout");
}
