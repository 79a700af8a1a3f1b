import { redirect } from "@remix-run/cloudflare";
import { signedInMember, type Member } from "../accounts/member";
import { createServiceContext, requestMeta, type RequestMeta, type ServiceContext } from "../context";
import type { D1Metrics } from "../db/metrics";
import { Unauthorized } from "../errors";
import { clearedSessionCookie, readSessionCookie } from "./session-cookie";

/** What each area's loader-facing module (`workers/<area>/web.ts`) is built from: one per request. */
export interface WebScope {
  services: ServiceContext;
  request: Request;
  meta: RequestMeta;
  /** The signed-in member, read once per request (the shell's loader and the page's share it); null when signed out. */
  currentMember(): Promise<Member | null>;
  /** The member; redirects to / without a session, or to /login (clearing the cookie) when it was revoked. */
  requireMember(): Promise<Member>;
}

export function createWebScope(request: Request, env: Env, metrics?: D1Metrics): WebScope {
  const services = createServiceContext(env, undefined, metrics);
  const token = readSessionCookie(request);
  let member: Promise<Member | null> | undefined;
  const currentMember = () =>
    (member ??= signedInMember(services, token).catch((error: unknown) => {
      if (error instanceof Unauthorized) return null;
      throw error;
    }));
  return {
    services,
    request,
    meta: requestMeta(request),
    currentMember,
    async requireMember() {
      const found = await currentMember();
      if (found) return found;
      throw token ? redirect("/login", { headers: { "Set-Cookie": clearedSessionCookie() } }) : redirect("/");
    },
  };
}
