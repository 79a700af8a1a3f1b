import type { ServiceContext } from "../context";
import { Invalid } from "../errors";
import { authMessages, normalizePassword, passwordFromEmailIssue, passwordIssue } from "../shared/auth-rules";
import { isBreachedPassword } from "./breached-passwords";
import { isCommonPassword } from "./common-passwords";

/**
 * Every rule a new password meets (ASVS 5.0 6.2), for registration, a change and a reset alike: 8 to 128
 * characters after NFKC normalisation, not built from the email's name (the forms check these too), not one of
 * the 10,000 most common passwords and, when configured, not in a known breach (server only).
 */
export async function requireAcceptablePassword(ctx: ServiceContext, password: string, email: string, field = "password") {
  const issue = passwordIssue(password);
  if (issue) throw new Invalid(issue.message, field);
  const weak =
    passwordFromEmailIssue(password, email)?.message ??
    (isCommonPassword(normalizePassword(password)) ? authMessages.passwordCommon : null) ??
    ((await isBreachedPassword(ctx, normalizePassword(password))) ? authMessages.passwordBreached : null);
  if (weak) throw new Invalid(weak, field, "WEAK_PASSWORD");
}
