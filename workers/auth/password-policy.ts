import type { ServiceContext } from "../context";
import { Invalid } from "../errors";
import { normalizeEmail, normalizePassword, passwordIssue } from "../shared/auth-rules";
import { isBreachedPassword } from "./breached-passwords";
import { isCommonPassword } from "./common-passwords";

/**
 * The rules of a new password beyond its length, with their messages. They run on the server only: the sign-up
 * pages check the length in the browser (workers/shared/auth-rules.ts) and show these messages after sending,
 * because their JavaScript budget has no room for more and the lists behind two of them stay on the server.
 */
export const passwordPolicyMessages = {
  fromEmail: "Your password can't be built from your email address. Please choose something harder to guess.",
  common: "This password is too common and easy to guess. Please choose a different one.",
  breached: "This password has appeared in a data breach, so others may try it. Please choose a different one.",
} as const;

const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;

/**
 * A password built from the email's name ("mira.santos@..." and "Santos2024!", "miramira", "mira.santos1"): after
 * taking out the name and its parts of 3+ characters, then digits and symbols, fewer than 4 letters are left.
 * A password that merely contains a first name among other words ("mira-walks-by-the-sea") passes.
 */
export function isBuiltFromEmail(password: string, email: string): boolean {
  const name = normalizeEmail(email).split("@")[0]!.split("+")[0]!.normalize("NFKC");
  const parts = [name.replace(NOT_LETTER_OR_DIGIT, ""), ...name.split(NOT_LETTER_OR_DIGIT)]
    .filter((part) => part.length >= 3)
    .sort((a, b) => b.length - a.length);
  const letters = normalizePassword(password).toLowerCase().replace(NOT_LETTER_OR_DIGIT, "");
  let rest = letters;
  for (const part of parts) rest = rest.replaceAll(part, "");
  return rest !== letters && rest.replace(/\p{N}+/gu, "").length < 4;
}

/**
 * Every rule a new password meets (ASVS 5.0 6.2), for registration, a change and a reset alike: 8 to 128
 * characters after NFKC normalisation, not built from the email's name, not one of the 10,000 most common
 * passwords and, when configured, not in a known breach.
 */
export async function requireAcceptablePassword(ctx: ServiceContext, password: string, email: string, field = "password") {
  const issue = passwordIssue(password);
  if (issue) throw new Invalid(issue.message, field);
  const normalized = normalizePassword(password);
  const weak = isBuiltFromEmail(password, email)
    ? passwordPolicyMessages.fromEmail
    : isCommonPassword(normalized)
      ? passwordPolicyMessages.common
      : (await isBreachedPassword(ctx, normalized))
        ? passwordPolicyMessages.breached
        : null;
  if (weak) throw new Invalid(weak, field, "WEAK_PASSWORD");
}
