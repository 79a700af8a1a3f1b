import { and, eq, ne } from "drizzle-orm";
import { auditEntry } from "../audit";
import { requireAcceptablePassword } from "../auth/password-policy";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { consumeRateLimit, forgetRateLimitsAbout, personSubject } from "../auth/rate-limit";
import type { ServiceContext } from "../context";
import { destroyDataKey } from "../crypto/data-keys";
import { deleteStoredExports } from "../export/service";
import { auditLog, chatSessions, sessions, users, type UserRow } from "../db/schema";
import { Invalid } from "../errors";
import { splitName } from "../shared/auth-rules";
import { closeBillingAccount } from "../subscriptions/billing";
import { contestErasure } from "../contest/service";
import { requirePlainText } from "../validation";
import { passwordChangeIssue, profileMessages, profileNameIssue, type PasswordChangeForm } from "../shared/profile-rules";
import type { Member } from "./member";
import { deleteProfileImages } from "./profile-image";
import { toPublicUser } from "./public-user";

export async function updateName(ctx: ServiceContext, user: UserRow, name: string) {
  const issue = profileNameIssue(name);
  if (issue) throw new Invalid(issue.message, issue.field);
  requirePlainText(name, "Name", "name");
  const { firstName, lastName } = splitName(name);
  const updated = { ...user, firstName, lastName, updatedAt: ctx.now() };
  await ctx.db.update(users).set({ firstName, lastName, updatedAt: updated.updatedAt }).where(eq(users.id, user.id));
  return toPublicUser(updated);
}

/**
 * Changes the password and signs out every other session of the account. Attempts are limited per person, so a
 * stolen session cannot be used to guess the current password.
 */
export async function changePassword(ctx: ServiceContext, member: Member, form: PasswordChangeForm) {
  const user = member.account;
  const issue = passwordChangeIssue(form);
  if (issue) throw new Invalid(issue.message, issue.field);
  await consumeRateLimit(
    ctx,
    [{ name: "password-change", parts: [user.id], max: ctx.config.PASSWORD_CHANGE_LIMIT, person: user.email }],
    profileMessages.passwordChangeRateLimited,
  );
  if (!(await verifyPassword(form.currentPassword, user.passwordHash)).valid) {
    throw new Invalid(profileMessages.currentPasswordWrong, "currentPassword", "WRONG_PASSWORD");
  }
  await requireAcceptablePassword(ctx, form.newPassword, user.email, "newPassword");
  const now = ctx.now();
  await ctx.db.batch([
    ctx.db.update(users).set({ passwordHash: await hashPassword(form.newPassword), updatedAt: now }).where(eq(users.id, user.id)),
    ctx.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, member.sessionId))),
    auditEntry(ctx, user.id, "password_changed"),
  ]);
}

/**
 * Deletes the account and everything it owns. The person's data key goes first (crypto-shredding, decision 0040):
 * from then on nothing they wrote can be opened, in D1 or in any backup or point-in-time copy of it, even if a
 * later step fails (deleting again finishes the job). Then the user row cascades to sessions, subscription, chat
 * sessions and messages; the rate-limit counts about the person and the audit trail of the account go too, leaving
 * one anonymous entry that a deletion happened. Its files in R2 are deleted, and live chat objects, which only cache
 * history in memory, are told to forget it.
 */
export async function deleteAccount(ctx: ServiceContext, member: Member) {
  const user = member.account;
  await destroyDataKey(ctx, user.id);
  await closeBillingAccount(ctx, user.id);
  const chats = await ctx.db.select({ id: chatSessions.id }).from(chatSessions).where(eq(chatSessions.userId, user.id));
  const contest = await contestErasure(ctx, user.id);
  const rateLimitSubject = await personSubject(ctx, user.email);
  await ctx.db.batch([
    ctx.db.delete(auditLog).where(eq(auditLog.userId, user.id)),
    contest.withdrawUnpaidPrizes,
    forgetRateLimitsAbout(ctx, rateLimitSubject),
    ctx.db.delete(users).where(eq(users.id, user.id)),
    auditEntry(ctx, null, "account_deleted"),
  ]);
  await Promise.all([deleteProfileImages(ctx, user.id), deleteStoredExports(ctx, user.id)]);
  await Promise.all(
    chats.map((chat) => ctx.env.CHAT_SESSION.get(ctx.env.CHAT_SESSION.idFromName(chat.id)).forget()),
  );
  await contest.forgetLiveEntries();
}
