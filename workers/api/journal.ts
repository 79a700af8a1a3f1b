import { Hono } from "hono";
import { createEntrySchema, listQuerySchema, updateEntrySchema } from "../journal/schemas";
import {
  createJournalEntry,
  deleteJournalEntry,
  generateJournalInsights,
  getJournalInsights,
  listJournal,
  updateJournalEntry,
} from "../journal/service";
import { parseJson, parseQuery, requireAuth } from "./middleware";
import type { ApiEnv } from "./types";

export const journalRoutes = new Hono<ApiEnv>()
  .use(requireAuth)
  .get("/entries", async (c) => c.json(await listJournal(c.var.services, c.var.member, parseQuery(c, listQuerySchema))))
  .post("/entries", async (c) => {
    const input = await parseJson(c, createEntrySchema);
    return c.json(await createJournalEntry(c.var.services, c.var.member, input), 201);
  })
  .put("/entries/:id", async (c) => {
    const input = await parseJson(c, updateEntrySchema);
    return c.json(await updateJournalEntry(c.var.services, c.var.member, c.req.param("id"), input));
  })
  .delete("/entries/:id", async (c) => c.json(await deleteJournalEntry(c.var.services, c.var.member, c.req.param("id"))))
  .post("/entries/:id/insights", async (c) => c.json(await generateJournalInsights(c.var.services, c.var.member, c.req.param("id"))))
  .get("/entries/:id/insights", async (c) => c.json(await getJournalInsights(c.var.services, c.var.member, c.req.param("id"))));
