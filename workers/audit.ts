import type { ServiceContext } from "./context";
import { auditLog } from "./db/schema";

export type AuditAction =
  | "register"
  | "login"
  | "login_failed"
  | "logout"
  | "password_changed"
  | "password_reset"
  | "plan_changed"
  | "account_deleted"
  | "data_keys_rewrapped"
  | "legacy_text_migrated"
  | "forum_flagged"
  | "forum_item_hidden"
  | "forum_post_deleted"
  | "forum_reply_deleted"
  | "forum_moderation"
  | "moderator_granted"
  | "moderator_revoked";

/** The insert for an audit entry; callers batch it with the write it records. `detail` never holds sensitive content. */
export function auditEntry(ctx: ServiceContext, userId: string | null, action: AuditAction, detail?: Record<string, string>) {
  return ctx.db.insert(auditLog).values({
    userId,
    action,
    detail: detail ? JSON.stringify(detail) : null,
    createdAt: ctx.now(),
  });
}
