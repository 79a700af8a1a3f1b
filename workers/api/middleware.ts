import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { z } from "zod";
import { signedInMember } from "../accounts/member";
import { Invalid } from "../errors";
import { parseInput } from "../validation";
import type { ApiEnv } from "./types";

/** Requires `Authorization: Bearer <token>` naming a live session, and keeps its member for the request. */
export const requireAuth = createMiddleware<ApiEnv>(async (c, next) => {
  const header = c.req.header("Authorization") ?? "";
  const token = header.startsWith("Bearer ") ? header.slice("Bearer ".length).trim() : null;
  c.set("member", await signedInMember(c.var.services, token));
  await next();
});

/** Reads the JSON body and validates it; any mistake becomes a 400 with the first message. */
export async function parseJson<T extends z.ZodType>(c: Context<ApiEnv>, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new Invalid("The request body must be valid JSON.", undefined, "INVALID_JSON");
  }
  return parseInput(schema, body);
}

/** Validates the query string the same way. */
export function parseQuery<T extends z.ZodType>(c: Context<ApiEnv>, schema: T): z.infer<T> {
  return parseInput(schema, c.req.query());
}
