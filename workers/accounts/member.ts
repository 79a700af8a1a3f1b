import { chargeAiCallsTo } from "../ai/spend";
import { authenticate } from "../auth/sessions";
import type { ServiceContext } from "../context";
import type { UserRow } from "../db/schema";
import { accessFor, type AccessState } from "../subscriptions/access";

/**
 * The signed-in person, as every area's service receives it: their account, what their plan or trial gives them,
 * and the session they signed in with. Built once per request from one D1 query (the API middleware and the
 * Remix load context both keep it for the rest of the request).
 */
export interface Member {
  id: string;
  account: UserRow;
  access: AccessState;
  sessionId: string;
}

/** The member a session token belongs to; throws Unauthorized when it is invalid, expired or revoked. */
export async function signedInMember(ctx: ServiceContext, token: string | null | undefined): Promise<Member> {
  const { user, subscription, sessionId } = await authenticate(ctx, token);
  chargeAiCallsTo(user.id);
  return { id: user.id, account: user, access: accessFor(user, subscription, ctx.now()), sessionId };
}

