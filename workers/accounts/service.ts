import { eq } from "drizzle-orm";
import { auditEntry } from "../audit";
import { deviceToken, trustedDeviceId } from "../auth/devices";
import { requireAcceptablePassword } from "../auth/password-policy";
import { verifyAgainstDummy, hashPassword, verifyPassword } from "../auth/passwords";
import { consumeRateLimit, forgetRateLimits, rateLimitKeys, type Limit } from "../auth/rate-limit";
import { prepareSession, revokeSession, type IssuedSession } from "../auth/sessions";
import type { RequestMeta, ServiceContext } from "../context";
import type { Member } from "./member";
import { users, type UserRow } from "../db/schema";
import { Conflict, Unauthorized } from "../errors";
import { authMessages, normalizeEmail } from "../shared/auth-rules";
import type { LoginInput, RegisterInput } from "./schemas";
import { trialEndFor } from "../shared/trial";
import { requirePlainText } from "../validation";
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

export interface LoggedIn extends SignedIn {
  /** For the browser's device cookie: this device is known to the account from now on. */
  deviceToken: string;
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
  // The forms and the API's schema check the rest; control characters and text-direction marks are refused here,
  // once for both (their rule is not worth its bytes on the sign-up page).
  requirePlainText(`${input.firstName} ${input.lastName}`, "Name", "firstName");
  requirePlainText(email, "Email", "email", authMessages.emailInvalid);
  await consumeRateLimit(
    ctx,
    [
      { name: "register-ip", parts: [meta.ip], max: ctx.config.REGISTER_LIMIT_PER_IP },
      { name: "register-email", parts: [email], max: ctx.config.REGISTER_LIMIT_PER_EMAIL, person: email },
    ],
    accountMessages.registerRateLimited,
  );
  await requireAcceptablePassword(ctx, input.password, email);
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

/**
 * What a sign-in attempt counts against (decision record 0047). From a device that signed in to this account
 * before: that device's own limit only. From anywhere else: this email from this IP (tight), this IP across emails,
 * and this email from everywhere (a loose ceiling against guessing spread over many addresses). A stranger can
 * exhaust only the counts that include their own IP, or, with many IPs, the ceiling, which known devices ignore.
 */
function loginLimits(ctx: ServiceContext, email: string, ip: string, knownDevice: string | null): [Limit, ...Limit[]] {
  if (knownDevice) return [{ name: "login-device", parts: [knownDevice], max: ctx.config.LOGIN_LIMIT_PER_DEVICE, person: email }];
  return [
    { name: "login-pair", parts: [email, ip], max: ctx.config.LOGIN_LIMIT_PER_EMAIL_IP, person: email },
    { name: "login-ip", parts: [ip], max: ctx.config.LOGIN_LIMIT_PER_IP },
    { name: "login-email", parts: [email], max: ctx.config.LOGIN_LIMIT_PER_EMAIL, person: email },
  ];
}

export async function login(ctx: ServiceContext, input: LoginInput, meta: RequestMeta): Promise<LoggedIn> {
  const email = normalizeEmail(input.email);
  const knownDevice = await trustedDeviceId(ctx.config.JWT_SECRET, email, meta.deviceToken);
  const limits = loginLimits(ctx, email, meta.ip, knownDevice);
  await consumeRateLimit(ctx, limits, accountMessages.loginRateLimited);
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
  const check = user ? await verifyPassword(input.password, user.passwordHash) : (await verifyAgainstDummy(input.password), null);
  if (!user || !check?.valid) {
    await auditEntry(ctx, user?.id ?? null, "login_failed");
    throw new Unauthorized(authMessages.invalidCredentials, "INVALID_CREDENTIALS");
  }
  const { issued, insert } = await prepareSession(ctx, user.id, { remember: input.remember, userAgent: meta.userAgent });
  // The owner's own mistypes before this success no longer count against this device, or this email from this IP.
  const ownMistypes = await rateLimitKeys(ctx, limits.filter((limit) => limit.name === "login-device" || limit.name === "login-pair"));
  await ctx.db.batch([
    insert,
    auditEntry(ctx, user.id, "login"),
    forgetRateLimits(ctx, ownMistypes),
    ...(check.rehash ? [ctx.db.update(users).set({ passwordHash: await hashPassword(input.password) }).where(eq(users.id, user.id))] : []),
  ]);
  return { user: toPublicUser(user), session: issued, deviceToken: await deviceToken(ctx.config.JWT_SECRET, email, knownDevice) };
}

export async function logout(ctx: ServiceContext, member: Member): Promise<void> {
  await revokeSession(ctx, member.sessionId);
  await auditEntry(ctx, member.id, "logout");
}
