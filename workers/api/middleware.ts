import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { z } from "zod";
import { authenticate } from "../auth/sessions";
import { Invalid } from "../errors";
import type { ApiEnv } from "./types";

/** Requires `Authorization: Bearer <token>` naming a live session. */
export const requireAuth = createMiddleware<ApiEnv>(async (c, next) => {
  const header = c.req.header("Authorization") ?? "";
  const token = header.startsWith("Bearer ") ? header.slice("Bearer ".length).trim() : null;
  c.set("auth", await authenticate(c.var.services, token));
  await next();
});

/** The first message of a failed parse, for `{ error }` bodies. */
function firstIssue(error: z.ZodError): { message: string; field?: string } {
  const issue = error.issues[0];
  return { message: issue?.message ?? "Invalid request", field: issue?.path[0]?.toString() };
}

/** Reads the JSON body and validates it; any mistake becomes a 400 with the first message. */
export async function parseJson<T extends z.ZodType>(c: Context<ApiEnv>, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new Invalid("The request body must be valid JSON.", undefined, "INVALID_JSON");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = firstIssue(parsed.error);
    throw new Invalid(issue.message, issue.field);
  }
  return parsed.data;
}
