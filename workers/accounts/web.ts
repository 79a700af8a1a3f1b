import { redirect } from "@remix-run/cloudflare";
import { deviceCookie } from "../auth/devices";
import type { IssuedSession } from "../auth/sessions";
import type { PasswordChangeForm } from "../shared/profile-rules";
import { hasPlanOrTrial } from "../subscriptions/access";
import { clearedSessionCookie, sessionCookie } from "../web/session-cookie";
import type { WebScope } from "../web/scope";
import { readOutbox, requestPasswordReset, resendVerification, resetPassword, verifyEmail } from "./email-links";
import type { Member } from "./member";
import { changePassword, deleteAccount, updateName } from "./profile";
import { readProfileImage, saveProfileImage } from "./profile-image";
import { toPublicUser } from "./public-user";
import type { LoginInput, RegisterInput } from "./schemas";
import { login, logout, register } from "./service";

/** The member with the user as the pages show it. */
function signedIn(member: Member) {
  return { ...member, user: toPublicUser(member.account) };
}

/** The accounts area for Remix loaders and actions: who is signed in, sign-in and out, email links, the profile. */
export function accountsWeb(scope: WebScope) {
  const { services, meta } = scope;
  return {
    auth: {
      async optionalUser() {
        const member = await scope.currentMember();
        return member ? toPublicUser(member.account) : null;
      },
      /** The signed-in member; redirects to / without a session, or to /login when the session was revoked. */
      requireUser: async () => signedIn(await scope.requireMember()),
      /** As requireUser, and redirects to /app/subscription when neither a trial nor a plan is running. */
      async requireAppAccess() {
        const member = await scope.requireMember();
        if (!hasPlanOrTrial(member)) throw redirect("/app/subscription");
        return signedIn(member);
      },
    },
    accounts: {
      register: (input: RegisterInput, remember: boolean) => register(services, input, meta, { remember }),
      login: (input: LoginInput) => login(services, input, meta),
      /** Revokes the current session, if any; returns the header that clears the cookie. */
      async logout() {
        const member = await scope.currentMember();
        if (member) await logout(services, member);
        return clearedSessionCookie();
      },
      sessionCookie: (issued: IssuedSession, remember: boolean) => sessionCookie(issued, remember, services.now()),
      /** Marks this browser as a device the account signed in from (workers/auth/devices.ts). */
      deviceCookie: (token: string) => deviceCookie(token),
    },
    emailLinks: {
      verify: (token: string) => verifyEmail(services, token, meta),
      resend: async () => resendVerification(services, (await scope.requireMember()).account),
      requestReset: (email: string) => requestPasswordReset(services, email, meta),
      reset: (token: string, password: string) => resetPassword(services, token, password),
      outbox: () => readOutbox(services),
    },
    profile: {
      updateName: async (name: string) => updateName(services, (await scope.requireMember()).account, name),
      saveImage: async (bytes: Uint8Array) => saveProfileImage(services, (await scope.requireMember()).account, bytes),
      readImage: async () => readProfileImage(services, (await scope.requireMember()).account),
      changePassword: async (form: PasswordChangeForm) => changePassword(services, await scope.requireMember(), form),
      /** Deletes everything of the account; returns the header that clears the cookie. */
      async deleteAccount() {
        await deleteAccount(services, await scope.requireMember());
        return clearedSessionCookie();
      },
    },
  };
}
