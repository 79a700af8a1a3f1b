import { z } from "zod";
import { authMessages, loginIssue, registrationIssue, type FieldIssue } from "../shared/auth-rules";

function addIssue(check: z.RefinementCtx, issue: FieldIssue | null) {
  if (issue) check.addIssue({ code: "custom", message: issue.message, path: [issue.field] });
}

/** `POST /api/auth/register`: the spec's payload, checked by the same rules as the register form. */
export const registerApiSchema = z
  .object({
    firstName: z.string({ error: authMessages.nameRequired }),
    lastName: z.string().optional().default(""),
    email: z.string({ error: authMessages.emailRequired }),
    password: z.string({ error: authMessages.passwordTooShort }),
  })
  .superRefine((body, check) => addIssue(check, registrationIssue(body)));

export type RegisterInput = z.infer<typeof registerApiSchema>;

/** `POST /api/auth/login`; `remember` is the web form's "remember me" (API tokens are long-lived). */
export const loginSchema = z
  .object({
    email: z.string({ error: authMessages.loginRequired }),
    password: z.string({ error: authMessages.loginRequired }),
    remember: z.boolean().optional().default(true),
  })
  .superRefine((body, check) => addIssue(check, loginIssue(body)));

export type LoginInput = z.infer<typeof loginSchema>;
