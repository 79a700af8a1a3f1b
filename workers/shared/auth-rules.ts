/**
 * The account form rules and messages, as plain functions with no dependencies, so the browser can check a
 * form before sending it without downloading a validation library. The API's zod schemas
 * (accounts/schemas.ts) apply the very same rules, so both show the same message for the same mistake.
 */
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
} as const;

export interface FieldIssue {
  message: string;
  field: string;
}

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

export function nameIssue(name: string, field: string): FieldIssue | null {
  const trimmed = name.trim();
  if (!trimmed) return { message: authMessages.nameRequired, field };
  if (trimmed.length > NAME_MAX_LENGTH) return { message: authMessages.nameTooLong, field };
  return null;
}

function emailIssue(email: string): FieldIssue | null {
  const value = email.trim();
  if (!value) return { message: authMessages.emailRequired, field: "email" };
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)) {
    return { message: authMessages.emailInvalid, field: "email" };
  }
  return null;
}

/**
 * The form of a password that is hashed and compared: Unicode NFKC, so the same password typed on another keyboard
 * or system (composed or decomposed accents, full-width letters) is the same password.
 */
export function normalizePassword(password: string): string {
  return password.normalize("NFKC");
}

/** Characters as a person counts them: code points of the normalised form, not UTF-16 units. */
function passwordLength(password: string): number {
  return [...normalizePassword(password)].length;
}

export function passwordIssue(password: string): FieldIssue | null {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return { message: authMessages.passwordTooShort, field: "password" };
  if (length > PASSWORD_MAX_LENGTH) return { message: authMessages.passwordTooLong, field: "password" };
  return null;
}

export interface RegisterForm {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

/** Every mistake in the register form, one per field, in the product's order (the spec's order of messages). */
export function registerFormIssues(form: RegisterForm): FieldIssue[] {
  return [
    nameIssue(form.name, "name"),
    emailIssue(form.email),
    passwordIssue(form.password),
    form.password !== form.confirmPassword ? { message: authMessages.passwordsDontMatch, field: "confirmPassword" } : null,
    !form.acceptTerms ? { message: authMessages.termsRequired, field: "acceptTerms" } : null,
  ].filter((issue): issue is FieldIssue => issue !== null);
}


/**
 * `POST /api/auth/register` has the name already split; the same rules apply. The first name is the name the app
 * greets the person by, so it is required on its own: a last name alone is not a name.
 */
export function registrationIssue(input: { firstName: string; lastName: string; email: string; password: string }) {
  return (
    nameIssue(input.firstName, "firstName") ??
    nameIssue(`${input.firstName.trim()} ${input.lastName.trim()}`, "firstName") ??
    emailIssue(input.email) ??
    passwordIssue(input.password)
  );
}

export interface LoginForm {
  email: string;
  password: string;
}

export function loginIssue(form: LoginForm): FieldIssue | null {
  if (!form.email.trim() || !form.password) return { message: authMessages.loginRequired, field: "email" };
  if (form.email.length > EMAIL_MAX_LENGTH || passwordLength(form.password) > PASSWORD_MAX_LENGTH) {
    return { message: authMessages.invalidCredentials, field: "email" };
  }
  return null;
}
