import { SELF } from "cloudflare:test";
import { expect } from "vitest";

export const ORIGIN = "https://haven.test";

let counter = 0;
/** A unique address and client IP per call, so rate-limit counters of different tests never meet. */
export function uniqueEmail(label = "user") {
  return `${label}-${Date.now()}-${counter++}@example.com`;
}
export function uniqueIp() {
  counter++;
  return `203.0.${Math.floor(counter / 250)}.${counter % 250}`;
}

export async function api(path: string, init: RequestInit & { json?: unknown; token?: string; ip?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set("Content-Type", "application/json");
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  headers.set("CF-Connecting-IP", init.ip ?? uniqueIp());
  const response = await SELF.fetch(`${ORIGIN}/api${path}`, {
    ...init,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  const text = await response.text();
  let body: any = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, body };
}

export async function registerUser(overrides: Partial<{ firstName: string; lastName: string; email: string; password: string }> = {}) {
  const input = { firstName: "Mira", lastName: "Santos", email: uniqueEmail(), password: "gentle-rain-77", ...overrides };
  const result = await api("/auth/register", { method: "POST", json: input });
  expect(result.status).toBe(201);
  return { ...input, token: result.body.token as string, user: result.body.user };
}
