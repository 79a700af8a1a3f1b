import { nameIssue, passwordIssue, type FieldIssue } from "./auth-rules";

/** The profile page's rules and messages, shared by its form and the API (kept apart so sign-in pages stay small). */
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export const profileMessages = {
  nameEmpty: "Name cannot be empty",
  newPasswordsDontMatch: "New passwords do not match",
  currentPasswordRequired: "Please enter your current password",
  currentPasswordWrong: "Your current password is incorrect",
  passwordChangeRateLimited: "Too many password change attempts. Please wait a few minutes before trying again.",
} as const;

/** A new display name: trimmed, not empty, within the length limit. */
export function profileNameIssue(name: string): FieldIssue | null {
  if (!name.trim()) return { message: profileMessages.nameEmpty, field: "name" };
  return nameIssue(name, "name");
}

export interface PasswordChangeForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function passwordChangeIssue(form: PasswordChangeForm): FieldIssue | null {
  if (!form.currentPassword) return { message: profileMessages.currentPasswordRequired, field: "currentPassword" };
  if (form.newPassword !== form.confirmPassword) {
    return { message: profileMessages.newPasswordsDontMatch, field: "confirmPassword" };
  }
  const issue = passwordIssue(form.newPassword);
  return issue && { ...issue, field: "newPassword" };
}
