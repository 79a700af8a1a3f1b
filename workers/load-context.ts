import { accountsWeb } from "./accounts/web";
import { assessmentsWeb } from "./assessments/web";
import { chatWeb } from "./chat/web";
import { contestWeb } from "./contest/web";
import type { D1Metrics } from "./db/metrics";
import { dreamsWeb } from "./dreams/web";
import { publicConfig } from "./env";
import { exportWeb } from "./export/web";
import { forumsWeb } from "./forums/web";
import { helpWeb } from "./help/web";
import { journalWeb } from "./journal/web";
import { meditationWeb } from "./meditation/web";
import { progressWeb } from "./progress/web";
import { safetyWeb } from "./safety/web";
import { subscriptionsWeb } from "./subscriptions/web";
import { therapistsWeb } from "./therapists/web";
import { formError } from "./web/form-errors";
import { webInput } from "./web/input";
import { createWebScope } from "./web/scope";

/**
 * What Remix loaders and actions receive: each area's loader-facing module (`workers/<area>/web.ts`), bound to this
 * request. Route modules only import types from `workers/` (and values from `workers/shared/`), so no server code
 * can leak into the browser bundle.
 */
export function createLoadContext(request: Request, env: Env, nonce: string, metrics?: D1Metrics) {
  const scope = createWebScope(request, env, metrics);
  return {
    nonce,
    publicConfig: publicConfig(scope.services.config),
    now: () => scope.services.now(),
    formError,
    input: webInput(request),
    ...accountsWeb(scope),
    ...subscriptionsWeb(scope),
    ...therapistsWeb(scope),
    ...chatWeb(scope),
    ...assessmentsWeb(scope),
    ...progressWeb(scope),
    ...journalWeb(scope),
    ...meditationWeb(scope),
    ...helpWeb(scope),
    ...safetyWeb(scope),
    ...dreamsWeb(scope),
    ...contestWeb(scope),
    ...exportWeb(scope),
    ...forumsWeb(scope),
  };
}

export type WorkerLoadContext = ReturnType<typeof createLoadContext>;

declare module "@remix-run/cloudflare" {
  interface AppLoadContext extends WorkerLoadContext {}
}
