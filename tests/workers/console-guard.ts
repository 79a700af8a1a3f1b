import { afterEach, beforeEach, vi, type MockInstance } from "vitest";

/**
 * Fails a test when the code under test writes an error it did not expect, as the browser tests do with the page's
 * console: an unexpected `console.error` is a bug even when the answer looked right. A test that provokes an error
 * on purpose names it with `allowConsoleError`.
 */
let allowed: RegExp[] = [];
let unexpected: string[] = [];
let spy: MockInstance<typeof console.error> | null = null;

export function allowConsoleError(pattern: RegExp): void {
  allowed.push(pattern);
}

function describe(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  return typeof value === "string" ? value : JSON.stringify(value);
}

beforeEach(() => {
  allowed = [];
  unexpected = [];
  spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    const line = args.map(describe).join(" ");
    if (!allowed.some((pattern) => pattern.test(line))) unexpected.push(line);
  });
});

afterEach(() => {
  spy?.mockRestore();
  if (unexpected.length > 0) throw new Error(`Unexpected console.error:\n${unexpected.join("\n")}`);
});
