import { Hono, type Context } from "hono";
import { exportHandoverPdf, exportJson } from "../export/service";
import { validTimeZone } from "../progress/calendar";
import { requireAuth } from "./middleware";
import type { ApiEnv } from "./types";

/** Dates in the exports are written in the caller's zone: `X-Time-Zone` or `?tz=` (IANA name), else UTC. */
function timeZoneOf(c: Context<ApiEnv>): string {
  return validTimeZone(c.req.header("X-Time-Zone") ?? c.req.query("tz"));
}

function attachment(fileName: string) {
  return { "Content-Disposition": `attachment; filename="${fileName}"`, "Cache-Control": "no-store" };
}

/** The person's exports, open to everyone signed in whatever their plan (mounted at /user beside the profile calls). */
export const exportRoutes = new Hono<ApiEnv>()
  .use("/export-pdf", requireAuth)
  .use("/export", requireAuth)
  .get("/export-pdf", async (c) => {
    const { fileName, body } = await exportHandoverPdf(c.var.services, c.var.member, timeZoneOf(c));
    return c.body(body as Uint8Array<ArrayBuffer>, 200, { "Content-Type": "application/pdf", ...attachment(fileName) });
  })
  .get("/export", async (c) => {
    const { fileName, body } = await exportJson(c.var.services, c.var.member, timeZoneOf(c));
    return c.json(body, 200, attachment(fileName));
  });
