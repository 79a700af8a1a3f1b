import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { countRows } from "./fixtures";
import { api, ORIGIN, registerUser, uniqueIp } from "./helpers";

/**
 * Sign-in limits (decision record 0047), with the test configuration: 3 attempts per email from one IP, a ceiling
 * of 6 per email from everywhere, 8 per IP, 3 per known device, 3 password changes, per 15-minute window.
 */
const LIMITED = "Too many login attempts. Please wait a few minutes before trying again.";

function login(email: string, password: string, options: { ip?: string; device?: string } = {}) {
  return api("/auth/login", {
    method: "POST",
    ip: options.ip,
    headers: options.device ? { Cookie: `haven_device=${options.device}` } : undefined,
    json: { email, password },
  });
}

/** Signs in through the web form, as a browser does, and returns the device cookie it is given. */
async function deviceCookieFromWebLogin(email: string, password: string): Promise<string> {
  const response = await SELF.fetch(`${ORIGIN}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Host: new URL(ORIGIN).host, Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": uniqueIp() },
    body: new URLSearchParams({ email, password }),
  });
  expect(response.status).toBe(302);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("haven_device="))!;
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/Secure/);
  expect(cookie).toMatch(/SameSite=Lax/);
  return /^haven_device=([^;]+)/.exec(cookie)![1]!;
}

describe("sign-in limits", () => {
  it("stops a stranger guessing from one IP without locking the owner out", async () => {
    const { email, password } = await registerUser();
    const stranger = uniqueIp();
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await login(email, "guess-number-1", { ip: stranger })).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await login(email, password, { ip: stranger })).body.error).toBe(LIMITED);
    expect((await login(email, password, { ip: uniqueIp() })).status).toBe(200);
  });

  it("stops guessing spread over many IPs at the per-email ceiling, while the owner's known device still signs in", async () => {
    const { email, password } = await registerUser();
    const device = await deviceCookieFromWebLogin(email, password);
    const statuses = [];
    for (let attempt = 0; attempt < 8; attempt++) statuses.push((await login(email, "guess-number-2", { ip: uniqueIp() })).status);
    // The web sign-in above was the first attempt of the window.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect((await login(email, password, { ip: uniqueIp() })).status).toBe(429);
    const owner = await login(email, password, { ip: uniqueIp(), device });
    expect(owner.status).toBe(200);
    expect(typeof owner.body.token).toBe("string");
  });

  it("gives a known device a limit of its own, and trusts a device only for the account it signed in to", async () => {
    const first = await registerUser();
    const second = await registerUser();
    const device = await deviceCookieFromWebLogin(first.email, first.password);
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await login(first.email, "guess-number-3", { device })).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await login(first.email, first.password, { device })).status).toBe(429);
    // A stranger who copied the cookie gains nothing for another account: it counts as an unknown device there.
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 3; attempt++) await login(second.email, "guess-number-4", { device, ip });
    expect((await login(second.email, second.password, { device, ip })).status).toBe(429);
    expect((await login(first.email, first.password, { device: "forged.signature" })).status).toBe(200);
  });

  it("forgives the owner's own mistypes once they sign in", async () => {
    const { email, password } = await registerUser();
    const ip = uniqueIp();
    const statuses = [];
    // Two rounds of two mistypes and a success: four failures from one IP, past the limit of 3 had they all counted.
    for (let round = 0; round < 2; round++) {
      statuses.push((await login(email, "mistyped-pw", { ip })).status, (await login(email, "mistyped-pw", { ip })).status);
      statuses.push((await login(email, password, { ip })).status);
    }
    expect(statuses).toEqual([401, 401, 200, 401, 401, 200]);
  });

  it("lets no concurrent guess slip past the limit", async () => {
    const { email } = await registerUser();
    const ip = uniqueIp();
    const results = await Promise.all(Array.from({ length: 10 }, () => login(email, "parallel-guess", { ip })));
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
  });
});

describe("rate-limit rows", () => {
  it("hold keyed hashes, never an email or an IP address, and the person's go with their account", async () => {
    const { email, token } = await registerUser();
    const other = await registerUser();
    const ip = uniqueIp();
    await login(email, "wrong-guess-5", { ip });
    await login(other.email, "wrong-guess-6", { ip });
    await api("/auth/forgot-password", { method: "POST", ip, json: { email } });
    await api("/user/password", { method: "PUT", token, json: { currentPassword: "not-it-at-all", newPassword: "another-harbour" } });

    const rows = (await env.DB.prepare("SELECT key, subject FROM rate_limits").all<{ key: string; subject: string | null }>()).results;
    const stored = JSON.stringify(rows);
    for (const secret of [email, other.email, ip, email.split("@")[0]!]) expect(stored).not.toContain(secret);
    for (const row of rows) expect(row.key).toMatch(/^[a-z-]+:[A-Za-z0-9_-]{22}$/);

    const subjects = new Set(rows.map((row) => row.subject).filter(Boolean));
    const before = await countRows("rate_limits");
    expect((await api("/user/account", { method: "DELETE", token })).status).toBe(200);
    const after = (await env.DB.prepare("SELECT key, subject FROM rate_limits").all<{ key: string; subject: string | null }>()).results;
    // Gone: the person's login, reset and password-change counts. Kept: the other person's and the IP's.
    expect(after.length).toBeLessThan(before);
    expect(after.length).toBeGreaterThanOrEqual(2);
    const remainingSubjects = new Set(after.map((row) => row.subject).filter(Boolean));
    expect([...subjects].filter((subject) => !remainingSubjects.has(subject)).length).toBe(1);
    expect((await login(other.email, other.password)).status).toBe(200);
  });
});

describe("password changes", () => {
  it("are limited per person, through the API and the profile page alike", async () => {
    const { token, password } = await registerUser();
    const wrong = { currentPassword: "is-it-this-one", newPassword: "another-harbour" };
    for (let attempt = 0; attempt < 2; attempt++) {
      const result = await api("/user/password", { method: "PUT", token, ip: uniqueIp(), json: wrong });
      expect(result.status).toBe(400);
      expect(result.body.code).toBe("WRONG_PASSWORD");
    }
    const page = await SELF.fetch(`${ORIGIN}/app/profile`, {
      method: "POST",
      headers: {
        Host: new URL(ORIGIN).host,
        Origin: ORIGIN,
        Cookie: `haven_session=${token}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ intent: "password", ...wrong, confirmPassword: wrong.newPassword }),
    });
    expect(page.status).toBe(400);
    const limited = await api("/user/password", { method: "PUT", token, json: { currentPassword: password, newPassword: "another-harbour" } });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: "Too many password change attempts. Please wait a few minutes before trying again.", code: "RATE_LIMITED" });
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);

    const pageLimited = await SELF.fetch(`${ORIGIN}/app/profile`, {
      method: "POST",
      headers: { Host: new URL(ORIGIN).host, Origin: ORIGIN, Cookie: `haven_session=${token}`, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "password", currentPassword: password, newPassword: "another-harbour", confirmPassword: "another-harbour" }),
    });
    expect(pageLimited.status).toBe(429);
    expect(await pageLimited.text()).toContain("Too many password change attempts");
    // The password did not change.
    expect((await login((await api("/auth/profile", { token })).body.user.email, password)).status).toBe(200);
  });
});
