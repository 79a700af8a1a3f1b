import { z } from "zod";
import { Invalid } from "./errors";
import { isPlainText, plainTextMessage } from "./shared/text-rules";

/**
 * The one input parser of routers, loaders and actions: a zod schema in, the typed value out, or `Invalid` with the
 * first mistake's message and field, which the API answers as a 400 and a page shows beside its form.
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Invalid(issue?.message ?? "Please check what you entered.", issue?.path[0]?.toString());
}

/**
 * A string for a name or an identifier: refuses control characters, text-direction marks and lone surrogates with
 * "<label> can't contain ..." (the rule of workers/shared/text-rules.ts); `missing` is the message when it is absent.
 * Chain limits after it.
 */
export function plainString(label: string, missing?: string) {
  return z.string(missing ? { error: missing } : undefined).refine(isPlainText, plainTextMessage(label));
}

/** The same rule for a value a service checks itself (a name from a page's form, say): throws Invalid. */
export function requirePlainText(text: string, label: string, field: string, message = plainTextMessage(label)): void {
  if (!isPlainText(text)) throw new Invalid(message, field);
}
