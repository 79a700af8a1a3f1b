import { createScheduledController, env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../workers/index";
import { runNightly } from "../../workers/cron";
import { allowConsoleError } from "./console-guard";
import { trialCountdown, trialDaysRemaining, trialEndFor } from "../../workers/shared/trial";
import { countRows, expireTrial, subscribe } from "./fixtures";
import { api, ORIGIN, registerUser } from "./helpers";

const DAY_MS = 24 * 3600 * 1000;

function page(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set("Host", new URL(ORIGIN).host);
  if (init.token) headers.set("Cookie", `haven_session=${init.token}`);
  return SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual", ...init, headers });
}

function form(fields: Record<string, string>) {
  return new URLSearchParams(fields).toString();
}

describe("GET /api/therapists", () => {
  it("lists the ten seeded therapists, one per specialty, without signing in", async () => {
    const result = await api("/therapists");
    expect(result.status).toBe(200);
    expect(result.body.therapists).toHaveLength(10);
    expect(result.body.therapists.map((therapist: { specialty: string }) => therapist.specialty).sort()).toEqual(
      ["addiction", "anxiety", "depression", "family", "grief", "marriage", "relationships", "self-esteem", "stress", "trauma"],
    );
    for (const therapist of result.body.therapists) {
      expect(Object.keys(therapist).sort()).toEqual(["avatar", "description", "id", "name", "specialty"]);
      expect(therapist.description.length).toBeGreaterThan(80);
    }
  });
});

describe("GET /api/subscription/status", () => {
  it("requires a token", async () => {
    expect((await api("/subscription/status")).status).toBe(401);
  });

  it("reports a running trial for a new user", async () => {
    const { token } = await registerUser();
    const result = await api("/subscription/status", { token });
    expect(result.status).toBe(200);
    expect(result.body.subscription).toBeNull();
    expect(result.body.cancellationInfo).toBeNull();
    expect(result.body.trialInfo).toMatchObject({ isOnTrial: true, isTrialExpired: false });
    expect(result.body.trialInfo.trialDaysRemaining).toBe(7);
    expect(result.body.trialInfo.trialEnd).toMatch(/T23:59:59\.000Z$/);
  });

  it("never counts down more than the 7 days of the trial, at any time of the day it starts", () => {
    for (const registeredAt of ["2026-11-25T00:00:01Z", "2026-11-25T12:00:00Z", "2026-11-25T23:59:58Z"]) {
      const start = new Date(registeredAt);
      const end = trialEndFor(start);
      expect(end.toISOString()).toBe("2026-12-01T23:59:59.000Z");
      const { days, hours, minutes } = trialCountdown(end, start);
      expect(days * DAY_MS + hours * 3600_000 + minutes * 60_000).toBeLessThanOrEqual(7 * DAY_MS);
      expect(trialDaysRemaining(end, start)).toBeLessThanOrEqual(7);
    }
    // A trial stored under the older rule (eight calendar days) still reads at most 7 days.
    expect(trialCountdown(new Date("2026-12-02T23:59:59Z"), new Date("2026-11-25T00:00:01Z"))).toMatchObject({ days: 7, hours: 0, minutes: 0 });
  });

  it("reports an expired trial, and an active plan with its cancellation", async () => {
    const { token, user } = await registerUser();
    await expireTrial(user.id);
    const expired = await api("/subscription/status", { token });
    expect(expired.body.trialInfo).toMatchObject({ isOnTrial: false, isTrialExpired: true, trialDaysRemaining: 0 });

    const periodEnd = Date.now() + 10 * DAY_MS - 60_000;
    await subscribe(user.id, "advanced", { cancelAtPeriodEnd: true, currentPeriodEnd: new Date(periodEnd) });
    const active = await api("/subscription/status", { token });
    expect(active.body.subscription).toEqual({
      status: "active",
      plan: "advanced",
      planType: "advanced",
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(periodEnd).toISOString(),
    });
    expect(active.body.cancellationInfo).toMatchObject({ cancelAtPeriodEnd: true, daysRemaining: 10 });
    expect(active.body.trialInfo.isTrialExpired).toBe(false);
  });
});

describe("the web app's guards", () => {
  it("sends visitors without a session from /app to /", async () => {
    const response = await page("/app");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
  });

  it("sends a revoked session to /login and clears its cookie", async () => {
    const { token } = await registerUser();
    expect((await page("/app", { token })).status).toBe(200);
    await api("/auth/logout", { method: "POST", token });
    const response = await page("/app/journal", { token });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login");
    expect(response.headers.get("Set-Cookie")).toMatch(/^haven_session=; .*Max-Age=0/);
  });

  it("redirects an expired trial to /app/subscription except on the exempt pages", async () => {
    const { token, user } = await registerUser();
    await expireTrial(user.id);
    for (const path of ["/app", "/app/chat/th_grief", "/app/dashboard", "/app/journal", "/app/dream/x"]) {
      const response = await page(path, { token });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toBe("/app/subscription");
    }
    expect((await page("/app/subscription", { token })).status).toBe(200);
    // Deleting one's account must stay possible whatever the plan.
    expect((await page("/app/profile", { token })).status).toBe(200);
  });

  it("signs in through the login form with an HttpOnly cookie whose lifetime follows remember me", async () => {
    const { email, password } = await registerUser();
    const headers = { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" };
    const remembered = await page("/login", { method: "POST", headers, body: form({ email, password, remember: "on" }) });
    expect(remembered.status).toBe(302);
    expect(remembered.headers.get("Location")).toBe("/app");
    const cookie = remembered.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)![1]);
    expect(Math.abs(maxAge - 30 * 24 * 3600)).toBeLessThan(60);

    const browserSession = await page("/login", { method: "POST", headers, body: form({ email, password }) });
    const sessionCookie = browserSession.headers.getSetCookie().find((value) => value.startsWith("haven_session="));
    expect(sessionCookie).not.toMatch(/Max-Age/);
  });

  it("answers form mistakes with the spec's message and a 4xx", async () => {
    const headers = { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" };
    const response = await page("/register", {
      method: "POST",
      headers,
      body: form({ name: "Sam", email: "sam@example.com", password: "long-enough", confirmPassword: "different" }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Passwords do not match");
  });

  it("answers a body that is not a form with 400 and an oversized form with 413, storing nothing", async () => {
    const { token, user } = await registerUser();
    const post = (path: string, contentType: string, body: string) =>
      page(path, { method: "POST", token, headers: { Origin: ORIGIN, "Content-Type": contentType }, body });
    for (const path of ["/login", "/register", "/app?index", "/app/dashboard", "/app/profile", "/app/subscription", "/forgot-password"]) {
      expect((await post(path, "application/json", JSON.stringify({ intent: "mood", mood: 5 }))).status, path).toBe(400);
      expect((await post(path, "text/plain", "intent=mood")).status, path).toBe(400);
    }
    const huge = form({ intent: "mood", mood: "5", anxiety: "5", stress: "5", padding: "x".repeat(70 * 1024) });
    expect((await post("/app/dashboard", "application/x-www-form-urlencoded", huge)).status).toBe(413);
    expect((await post("/app/help-assistant", "application/json", "not json")).status).toBe(400);
    expect(await countRows("mood_entries", "user_id = ?", user.id)).toBe(0);
  });

  it("refuses cross-site form posts", async () => {
    const { email, password } = await registerUser();
    const response = await page("/login", {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: form({ email, password }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    const noOrigin = await page("/logout", { method: "POST" });
    expect(noOrigin.status).toBe(403);
  });

  it("redirects the public forum link to the app forum", async () => {
    const response = await page("/peer-support/forum/grief-circle");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/app/peer-support/forum/grief-circle");
  });
});

describe("the landing page", () => {
  it("ships no script, is rendered once for visitors, and fresh for signed-in users", async () => {
    const first = await page("/");
    const html = await first.text();
    expect(first.status).toBe(200);
    expect(html).not.toMatch(/<script/);
    expect(html).toContain("Get Started");
    const second = await page("/");
    expect(await second.text()).toBe(html);
    expect(second.headers.get("Cache-Control")).toBe("no-cache");
    expect(second.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");

    const { token } = await registerUser();
    const signedIn = await (await page("/", { token })).text();
    expect(signedIn).toContain("Open Haven");
    expect(signedIn).not.toContain("Get Started");
  });
});

describe("security headers and CORS", () => {
  it("sends a nonce-based CSP that matches the inline scripts of the page", async () => {
    const response = await page("/login");
    expect(response.status).toBe(200);
    const csp = response.headers.get("Content-Security-Policy")!;
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const html = await response.text();
    const scripts = html.match(/<script[^>]*>/g)!;
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
    const again = await page("/login");
    expect(again.headers.get("Content-Security-Policy")).not.toBe(csp);
  });

  it("puts the same headers on API answers", async () => {
    const result = await api("/therapists");
    expect(result.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(result.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(result.headers.get("Strict-Transport-Security")).toBeTruthy();
  });

  it("allows only the configured origins", async () => {
    const allowed = await api("/therapists", { method: "OPTIONS", headers: { Origin: "https://partner.test", "Access-Control-Request-Method": "GET" } });
    expect(allowed.headers.get("Access-Control-Allow-Origin")).toBe("https://partner.test");
    const refused = await api("/therapists", { headers: { Origin: "https://evil.example" } });
    expect(refused.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const result = await api("/nothing-here");
    expect(result.status).toBe(404);
    expect(result.body).toEqual({ error: "Not found.", code: "NOT_FOUND" });
  });
});

describe("nightly cron", () => {
  it("forgets revoked and expired sessions, old rate-limit windows, abandoned checkouts and old Stripe event ids", async () => {
    const { token, user } = await registerUser();
    const day = 24 * 3600 * 1000;
    await env.DB.batch([
      env.DB.prepare("INSERT INTO checkouts (id, user_id, plan, status, created_at) VALUES ('abandoned', ?, 'advanced', 'open', ?)").bind(user.id, Date.now() - 3 * day),
      env.DB.prepare("INSERT INTO checkouts (id, user_id, plan, status, created_at) VALUES ('recent', ?, 'advanced', 'open', ?)").bind(user.id, Date.now() - day / 2),
      env.DB.prepare("INSERT INTO stripe_events (id, type, created_at) VALUES ('evt_old', 'x', ?), ('evt_new', 'x', ?)").bind(Date.now() - 61 * day, Date.now() - day),
    ]);
    await api("/auth/logout", { method: "POST", token });
    await env.DB.prepare("INSERT INTO rate_limits (key, window_start, count) VALUES ('old', 0, 3)").run();
    expect(await countRows("sessions", "revoked_at IS NOT NULL")).toBeGreaterThan(0);

    const waits: Promise<unknown>[] = [];
    worker.scheduled(createScheduledController({ cron: "59 23 * * *" }), env, {
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
      passThroughOnException: () => {},
      props: {},
    } as unknown as ExecutionContext);
    await Promise.all(waits);

    expect(await countRows("sessions", "revoked_at IS NOT NULL")).toBe(0);
    expect(await env.DB.prepare("SELECT * FROM rate_limits WHERE key = 'old'").first()).toBeNull();
    const checkoutIds = await env.DB.prepare("SELECT id FROM checkouts WHERE user_id = ?").bind(user.id).all<{ id: string }>();
    expect(checkoutIds.results.map((row) => row.id)).toEqual(["recent"]);
    const eventIds = await env.DB.prepare("SELECT id FROM stripe_events WHERE id IN ('evt_old', 'evt_new')").all<{ id: string }>();
    expect(eventIds.results.map((row) => row.id)).toEqual(["evt_new"]);
  });

  it("runs every task even when one fails, and reports the failure", async () => {
    const { token } = await registerUser();
    await api("/auth/logout", { method: "POST", token });
    allowConsoleError(/Nightly task "rate-limit windows" failed/);
    await env.DB.prepare("ALTER TABLE rate_limits RENAME TO rate_limits_away").run();
    try {
      await expect(runNightly(env)).rejects.toThrow("Nightly tasks failed: rate-limit windows");
    } finally {
      await env.DB.prepare("ALTER TABLE rate_limits_away RENAME TO rate_limits").run();
    }
    expect(await countRows("sessions", "revoked_at IS NOT NULL")).toBe(0);
  });
});
