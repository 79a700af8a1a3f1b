import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const authMessages = {
  nameRequired: "Name is required",
  nameTooLong: `Name must be ${NAME_MAX_LENGTH} characters or fewer`,
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordTooLong: `Password must be ${PASSWORD_MAX_LENGTH} characters or fewer`,
  passwordsDontMatch: "Passwords do not match",
  termsRequired: "You must agree to the terms and conditions",
  loginRequired: "Email and password are required",
  invalidCredentials: "Invalid email or password",
  emailTaken: "An account with this email already exists. Try signing in instead.",
  loginRateLimited: "Too many login attempts. Please wait a few minutes before trying again.",
  registerRateLimited: "Too many registration attempts. Please wait a few minutes before trying again.",
} as const;

/** Emails compare case-insensitively and without surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The first word is the first name; everything after the first space is the last name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(" ");
  if (space === -1) return { firstName: trimmed, lastName: "" };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

type Issue = { message: string; path: string };

function emailIssue(email: string): Issue | null {
  const value = email.trim();
  if (!value) return { message: authMessages.emailRequired, path: "email" };
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)) {
    return { message: authMessages.emailInvalid, path: "email" };
  }
  return null;
}

function passwordIssue(password: string): Issue | null {
  if (password.length < PASSWORD_MIN_LENGTH) return { message: authMessages.passwordTooShort, path: "password" };
  if (password.length > PASSWORD_MAX_LENGTH) return { message: authMessages.passwordTooLong, path: "password" };
  return null;
}

/**
 * The register form, checked in the product's order so the first message shown is always the same one
 * in the browser and on the server.
 */
export const registerFormSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
    acceptTerms: z.boolean(),
  })
  .superRefine((form, check) => {
    const name = form.name.trim();
    const issue: Issue | null = !name
      ? { message: authMessages.nameRequired, path: "name" }
      : name.length > NAME_MAX_LENGTH
        ? { message: authMessages.nameTooLong, path: "name" }
        : (emailIssue(form.email) ??
          passwordIssue(form.password) ??
          (form.password !== form.confirmPassword
            ? { message: authMessages.passwordsDontMatch, path: "confirmPassword" }
            : !form.acceptTerms
              ? { message: authMessages.termsRequired, path: "acceptTerms" }
              : null));
    if (issue) check.addIssue({ code: "custom", message: issue.message, path: [issue.path] });
  });

export type RegisterForm = z.infer<typeof registerFormSchema>;

/** `POST /api/auth/register`: the spec's payload (the client has already split the name). */
export const registerApiSchema = z
  .object({
    firstName: z.string({ error: authMessages.nameRequired }),
    lastName: z.string().optional().default(""),
    email: z.string({ error: authMessages.emailRequired }),
    password: z.string({ error: authMessages.passwordTooShort }),
  })
  .superRefine((body, check) => {
    const name = `${body.firstName} ${body.lastName}`.trim();
    const issue: Issue | null = !body.firstName.trim()
      ? { message: authMessages.nameRequired, path: "firstName" }
      : name.length > NAME_MAX_LENGTH
        ? { message: authMessages.nameTooLong, path: "firstName" }
        : (emailIssue(body.email) ?? passwordIssue(body.password));
    if (issue) check.addIssue({ code: "custom", message: issue.message, path: [issue.path] });
  });

export type RegisterInput = z.infer<typeof registerApiSchema>;

export const loginSchema = z.object({
  email: z
    .string({ error: authMessages.loginRequired })
    .trim()
    .min(1, authMessages.loginRequired)
    .max(EMAIL_MAX_LENGTH, authMessages.invalidCredentials),
  password: z
    .string({ error: authMessages.loginRequired })
    .min(1, authMessages.loginRequired)
    .max(PASSWORD_MAX_LENGTH, authMessages.invalidCredentials),
  remember: z.boolean().optional().default(true),
});

export type LoginInput = z.infer<typeof loginSchema>;

/** The first message of a failed parse, for forms and `{ error }` bodies. */
export function firstIssue(error: z.ZodError): { message: string; field?: string } {
  const issue = error.issues[0];
  return { message: issue?.message ?? "Invalid request", field: issue?.path[0]?.toString() };
}
