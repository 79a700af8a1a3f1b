import { Hono } from "hono";
import { listTherapists } from "../therapists/service";
import type { ApiEnv } from "./types";

export const therapistRoutes = new Hono<ApiEnv>().get("/", async (c) => {
  c.header("Cache-Control", "public, max-age=300");
  return c.json({ therapists: await listTherapists(c.var.services) });
});
