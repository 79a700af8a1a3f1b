import { validTimeZone } from "../progress/calendar";
import { readCookie } from "../web/session-cookie";
import type { WebScope } from "../web/scope";
import { exportHandoverPdf, exportJson } from "./service";
import { dataFlows } from "./transparency";

/** The person's exports and the transparency facts, for Remix loaders (open to every signed-in person). */
export function exportWeb(scope: WebScope) {
  const { services, request } = scope;
  // Dates in the files are written in the browser's zone, from the cookie the signed-in shell sets (UTC until then).
  const timeZone = () => validTimeZone(readCookie(request, "tz"));
  return {
    exports: {
      pdf: async () => exportHandoverPdf(services, await scope.requireMember(), timeZone()),
      json: async () => exportJson(services, await scope.requireMember(), timeZone()),
      dataFlows: () => dataFlows(services.config),
    },
  };
}
