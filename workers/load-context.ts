import { redirect } from "@remix-run/cloudflare";
import { readOutbox, requestPasswordReset, resendVerification, resetPassword, verifyEmail } from "./accounts/email-links";
import { changePassword, deleteAccount, updateName } from "./accounts/profile";
import { readProfileImage, saveProfileImage } from "./accounts/profile-image";
import { toPublicUser } from "./accounts/public-user";
import { submitAssessmentSchema } from "./assessments/schemas";
import * as assessments from "./assessments/service";
import { login, logout, register } from "./accounts/service";
import { authenticate, type Authenticated, type IssuedSession } from "./auth/sessions";
import { parseSendMessage } from "./chat/schemas";
import * as chat from "./chat/service";
import { validTimeZone } from "./progress/calendar";
import { moodInputSchema } from "./progress/schemas";
import { addMoodEntry, progressDashboard, progressInsightsFor } from "./progress/service";
import { createServiceContext, requestMeta } from "./context";
import type { D1Metrics } from "./db/metrics";
import type { UserRow } from "./db/schema";
import { publicConfig } from "./env";
import { Invalid, Unauthorized } from "./errors";
import { answerHelpQuestion } from "./help/assistant";
import type { PasswordChangeForm } from "./shared/profile-rules";
import type { LoginInput, RegisterInput } from "./shared/auth-validation";
import { cancelSubscription, completeLocalCheckout, findOpenCheckout, startCheckout, upgradeSubscription } from "./subscriptions/billing";
import { accessState, type AccessState } from "./subscriptions/service";
import { listTherapistsFor } from "./therapists/service";
import { formError } from "./web/form-errors";
import { clearedSessionCookie, readCookie, readSessionCookie, sessionCookie } from "./web/session-cookie";

/**
 * What Remix loaders and actions receive: typed calls into the domain services, bound to this request.
 * Route modules only import types from `workers/`, so no server code can leak into the browser bundle.
 */
export function createLoadContext(request: Request, env: Env, nonce: string, metrics?: D1Metrics) {
  const services = createServiceContext(env, undefined, metrics);
  const meta = requestMeta(request);
  const cookieToken = readSessionCookie(request);

  let session: Promise<Authenticated | null> | undefined;
  const currentSession = () =>
    (session ??= authenticate(services, cookieToken).catch((error: unknown) => {
      if (error instanceof Unauthorized) return null;
      throw error;
    }));

  const signedOut = () =>
    cookieToken
      ? redirect("/login", { headers: { "Set-Cookie": clearedSessionCookie() } })
      : redirect("/");

  async function requireUser() {
    const current = await currentSession();
    if (!current) throw signedOut();
    return current.user;
  }

  return {
    nonce,
    publicConfig: publicConfig(services.config),
    formError,
    accounts: {
      register: (input: RegisterInput, remember: boolean) => register(services, input, meta, { remember }),
      login: (input: LoginInput) => login(services, input, meta),
      /** Revokes the current session, if any; returns the header that clears the cookie. */
      async logout() {
        const current = await currentSession();
        if (current) await logout(services, current.user.id, current.sessionId);
        return clearedSessionCookie();
      },
      sessionCookie: (issued: IssuedSession, remember: boolean) => sessionCookie(issued, remember, services.now()),
    },
    billing: {
      start: (user: chat.ChatUser, input: { planType: unknown; preferredTherapist?: unknown }) =>
        startCheckout(services, user.account, user.access, input),
      openCheckout: (user: chat.ChatUser, checkoutId: string) => findOpenCheckout(services, user.account.id, checkoutId),
      completeCheckout: (user: chat.ChatUser, checkoutId: string) => completeLocalCheckout(services, user.account.id, checkoutId),
      cancel: (user: chat.ChatUser) => cancelSubscription(services, user.account, user.access),
      upgrade: (user: chat.ChatUser) => upgradeSubscription(services, user.account, user.access, "advanced"),
    },
    emailLinks: {
      verify: (token: string) => verifyEmail(services, token, meta),
      resend: async () => resendVerification(services, await requireUser()),
      requestReset: (email: string) => requestPasswordReset(services, email, meta),
      reset: (token: string, password: string) => resetPassword(services, token, password),
      outbox: () => readOutbox(services),
    },
    profile: {
      updateName: async (name: string) => updateName(services, await requireUser(), name),
      saveImage: async (bytes: Uint8Array) => saveProfileImage(services, await requireUser(), bytes),
      readImage: async () => readProfileImage(services, await requireUser()),
      async changePassword(form: PasswordChangeForm) {
        const current = await currentSession();
        if (!current) throw signedOut();
        await changePassword(services, current.user, current.sessionId, form);
      },
      /** Deletes everything of the account; returns the header that clears the cookie. */
      async deleteAccount() {
        await deleteAccount(services, await requireUser());
        return clearedSessionCookie();
      },
    },
    now: () => services.now(),
    auth: {
      async optionalUser() {
        const current = await currentSession();
        return current ? toPublicUser(current.user) : null;
      },
      /** The signed-in user; redirects to / without a session, or to /login when the session was revoked. */
      async requireUser() {
        const user = await requireUser();
        return { user: toPublicUser(user), access: await accessState(services, user), account: user };
      },
      /** As requireUser, and redirects to /app/subscription when neither a trial nor a plan is running. */
      async requireAppAccess() {
        const user = await requireUser();
        const access = await accessState(services, user);
        if (access.level === "none") throw redirect("/app/subscription");
        return { user: toPublicUser(user), access, account: user };
      },
    },
    chat: {
      start: (user: chat.ChatUser, therapistId: string) => chat.startSession(services, user, therapistId),
      session: (user: chat.ChatUser, sessionId: string) => chat.getSession(services, user.account.id, sessionId),
      recent: (user: chat.ChatUser) => chat.recentSessions(services, user.account.id),
      end: (user: chat.ChatUser, sessionId: string) => chat.endSession(services, user.account.id, sessionId),
      delete: (user: chat.ChatUser, sessionId: string) => chat.deleteSession(services, user.account.id, sessionId),
      /** Validates a send from the web UI and returns the reply as server-sent events. */
      stream: (user: chat.ChatUser, sessionId: string, body: unknown) =>
        chat.streamMessage(services, user, { ...parseSendMessage(body), sessionId }),
    },
    assessments: {
      list: (user: chat.ChatUser) => assessments.listAssessments(services, user),
      get: (user: chat.ChatUser, assessmentId: string) => assessments.getAssessment(services, user, assessmentId),
      response: (user: chat.ChatUser, responseId: string) => assessments.getResponse(services, user.account.id, responseId),
      /** Validates a submission from the taking screen with the API's schema. */
      submit(user: chat.ChatUser, assessmentId: string, body: unknown) {
        const parsed = submitAssessmentSchema.safeParse(body);
        if (!parsed.success) throw new Invalid(parsed.error.issues[0]?.message ?? assessments.assessmentMessages.answerEveryQuestion, "responses");
        return assessments.submitAssessment(services, user, assessmentId, parsed.data);
      },
    },
    progress: {
      /** The browser's zone, from the cookie the signed-in shell sets (UTC until it has). */
      timeZone: () => validTimeZone(readCookie(request, "tz")),
      dashboard: (user: chat.ChatUser, timeZone: string) => progressDashboard(services, user, timeZone),
      refreshInsights: (user: chat.ChatUser, timeZone: string) => progressInsightsFor(services, user, timeZone, { refresh: true }),
      addMood(user: chat.ChatUser, body: unknown) {
        const parsed = moodInputSchema.safeParse(body);
        if (!parsed.success) throw new Invalid(parsed.error.issues[0]?.message ?? "Please check your mood entry.", "mood");
        return addMoodEntry(services, user, parsed.data);
      },
    },
    help: {
      ask: (user: chat.ChatUser, question: unknown) => answerHelpQuestion(services, question, user.account.firstName || null),
    },
    therapists: {
      listFor: (user: UserRow, access: AccessState) => listTherapistsFor(services, user, access),
    },
  };
}

export type WorkerLoadContext = ReturnType<typeof createLoadContext>;

declare module "@remix-run/cloudflare" {
  interface AppLoadContext extends WorkerLoadContext {}
}
