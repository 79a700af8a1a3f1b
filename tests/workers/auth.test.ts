import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PBKDF2_ITERATIONS, hashPassword, verifyPassword } from "../../workers/auth/passwords";
import { countRows } from "./fixtures";
import { api, registerUser, uniqueEmail, uniqueIp } from "./helpers";

const countUsers = () => countRows("users");

describe("passwords", () => {
  it("uses PBKDF2 at no more than the 100,000 iterations production Workers allow", async () => {
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    const hash = await hashPassword("correct horse");
    expect(hash).toMatch(/^pbkdf2-sha256\$100000\$/);
    await expect(verifyPassword("correct horse", hash)).resolves.toEqual({ valid: true, rehash: false });
    await expect(verifyPassword("correct horsf", hash)).resolves.toEqual({ valid: false, rehash: false });
    await expect(verifyPassword("correct horse", hash.replace("$100000$", "$1000000$"))).resolves.toEqual({ valid: false, rehash: false });
  });
});

describe("POST /api/auth/register", () => {
  it("creates the account with a normalised email, a 7-day trial and a working token", async () => {
    const result = await api("/auth/register", {
      method: "POST",
      json: { firstName: " Jo ", lastName: "van Dijk", email: "  Jo.VanDijk@Example.COM ", password: "long-enough-pw" },
    });
    expect(result.status).toBe(201);
    expect(result.body.user).toMatchObject({
      email: "jo.vandijk@example.com",
      firstName: "Jo",
      lastName: "van Dijk",
      name: "Jo van Dijk",
      preferences: { preferredTherapist: null },
    });
    expect(result.body.user._id).toBe(result.body.user.id);
    expect(result.body.user).not.toHaveProperty("passwordHash");
    const stored = await env.DB.prepare("SELECT password_hash, trial_ends_at FROM users WHERE email = ?")
      .bind("jo.vandijk@example.com")
      .first<{ password_hash: string; trial_ends_at: number }>();
    expect(stored!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(stored!.password_hash).not.toContain("long-enough-pw");
    const trialEnd = new Date(stored!.trial_ends_at);
    expect(trialEnd.getUTCHours()).toBe(23);
    expect(trialEnd.getUTCMinutes()).toBe(59);
    expect(trialEnd.getUTCSeconds()).toBe(59);
    // Seven days counting today: it ends on the seventh day, never more than 7 days away.
    expect(trialEnd.getTime() - Date.now()).toBeGreaterThan(6 * 24 * 3600 * 1000);
    expect(trialEnd.getTime() - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600 * 1000);
    expect(Math.round((trialEnd.getTime() - Date.parse(new Date().toISOString().slice(0, 10))) / (24 * 3600 * 1000))).toBe(7);

    const profile = await api("/auth/profile", { token: result.body.token });
    expect(profile.status).toBe(200);
    expect(profile.body.user.email).toBe("jo.vandijk@example.com");
  });

  it.each([
    [{ firstName: "", email: "a@b.co", password: "long-enough" }, "Name is required"],
    [{ firstName: "A", email: "", password: "long-enough" }, "Email is required"],
    [{ firstName: "A", email: "not-an-email", password: "long-enough" }, "Please enter a valid email address"],
    [{ firstName: "A", email: "a@b.co", password: "short" }, "Password must be at least 8 characters long"],
    [{ firstName: "A", email: "a@b.co", password: "x".repeat(129) }, "Password must be 128 characters or fewer"],
    [{ firstName: "A".repeat(101), email: "a@b.co", password: "long-enough" }, "Name must be 100 characters or fewer"],
    [{ email: "a@b.co", password: "long-enough" }, "Name is required"],
    [{ firstName: "", lastName: "Quinn", email: "a@b.co", password: "long-enough" }, "Name is required"],
    [{ firstName: " \t ", lastName: "Quinn", email: "a@b.co", password: "long-enough" }, "Name is required"],
    [{ firstName: "A", lastName: "B".repeat(100), email: "a@b.co", password: "long-enough" }, "Name must be 100 characters or fewer"],
  ])("rejects %j with a clear 400 and stores nothing", async (payload, message) => {
    const before = await countUsers();
    const result = await api("/auth/register", { method: "POST", json: payload });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ error: message, code: "VALIDATION_ERROR" });
    expect(await countUsers()).toBe(before);
  });

  it("answers 400 for a body that is not JSON and 413 for an oversized one", async () => {
    const notJson = await api("/auth/register", { method: "POST", body: "{oops", headers: { "Content-Type": "application/json" } });
    expect(notJson.status).toBe(400);
    expect(notJson.body.code).toBe("INVALID_JSON");
    const huge = await api("/auth/register", {
      method: "POST",
      json: { firstName: "A", email: "a@b.co", password: "x".repeat(100_000) },
    });
    expect(huge.status).toBe(413);
  });

  it("refuses a duplicate email, whatever its case and spacing, with 409", async () => {
    const { email } = await registerUser();
    const before = await countUsers();
    const result = await api("/auth/register", {
      method: "POST",
      json: { firstName: "Other", lastName: "", email: ` ${email.toUpperCase()} `, password: "another-password" },
    });
    expect(result.status).toBe(409);
    expect(result.body).toEqual({
      error: "An account with this email already exists. Try signing in instead.",
      code: "EMAIL_TAKEN",
    });
    expect(await countUsers()).toBe(before);
  });

  it("limits registrations per IP with the spec's 429 message", async () => {
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 4; attempt++) {
      const ok = await api("/auth/register", {
        method: "POST",
        ip,
        json: { firstName: "Rate", email: uniqueEmail("rate"), password: "long-enough" },
      });
      expect(ok.status).toBe(201);
    }
    const limited = await api("/auth/register", {
      method: "POST",
      ip,
      json: { firstName: "Rate", email: uniqueEmail("rate"), password: "long-enough" },
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      error: "Too many registration attempts. Please wait a few minutes before trying again.",
      code: "RATE_LIMITED",
    });
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("limits registrations per email across IPs", async () => {
    const email = uniqueEmail("same");
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const result = await api("/auth/register", {
        method: "POST",
        json: { firstName: "Same", email, password: "long-enough" },
      });
      statuses.push(result.status);
    }
    expect(statuses).toEqual([201, 409, 409, 429]);
  });
});

describe("POST /api/auth/login", () => {
  it("signs in with the right password and returns the spec's fields", async () => {
    const { email, password } = await registerUser({ firstName: "Ana", lastName: "Lima" });
    const result = await api("/auth/login", { method: "POST", json: { email: email.toUpperCase(), password } });
    expect(result.status).toBe(200);
    expect(typeof result.body.token).toBe("string");
    expect(result.body.user).toMatchObject({ email, firstName: "Ana", lastName: "Lima" });
  });

  it("answers 400 when a field is missing and 401 for wrong credentials", async () => {
    const { email } = await registerUser();
    for (const payload of [{}, { email }, { password: "x" }, { email: "", password: "" }]) {
      const result = await api("/auth/login", { method: "POST", json: payload });
      expect(result.status).toBe(400);
      expect(result.body.error).toBe("Email and password are required");
    }
    const wrong = await api("/auth/login", { method: "POST", json: { email, password: "not-the-password" } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: "Invalid email or password", code: "INVALID_CREDENTIALS" });
    const unknown = await api("/auth/login", { method: "POST", json: { email: uniqueEmail("nobody"), password: "whatever1" } });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toBe("Invalid email or password");
  });

  it("limits attempts per email from one IP with the spec's 429 message", async () => {
    const { email, password } = await registerUser();
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 3; attempt++) {
      const result = await api("/auth/login", { method: "POST", ip, json: { email, password: "wrong-password" } });
      expect(result.status).toBe(401);
    }
    const limited = await api("/auth/login", { method: "POST", ip, json: { email, password } });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe("Too many login attempts. Please wait a few minutes before trying again.");
  });

  it("limits attempts per IP across emails", async () => {
    const ip = uniqueIp();
    const statuses = [];
    for (let attempt = 0; attempt < 9; attempt++) {
      const result = await api("/auth/login", { method: "POST", ip, json: { email: uniqueEmail("spray"), password: "guess-123" } });
      statuses.push(result.status);
    }
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(401));
    expect(statuses[8]).toBe(429);
  });

  it("records logins and failures in the audit log without the password", async () => {
    const { email, password, user } = await registerUser();
    await api("/auth/login", { method: "POST", json: { email, password: "bad-password" } });
    await api("/auth/login", { method: "POST", json: { email, password } });
    const { results } = await env.DB.prepare("SELECT action, detail FROM audit_log WHERE user_id = ? ORDER BY id")
      .bind(user.id)
      .all<{ action: string; detail: string | null }>();
    expect(results.map((row) => row.action)).toEqual(["register", "login_failed", "login"]);
    expect(JSON.stringify(results)).not.toContain(password);
  });
});

describe("GET /api/auth/profile and sessions", () => {
  it("answers 401 without a token, with a forged one, and after logout revokes the session", async () => {
    expect((await api("/auth/profile")).status).toBe(401);
    const forged = await api("/auth/profile", { token: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad" });
    expect(forged.status).toBe(401);

    const { token, email, password } = await registerUser();
    const second = await api("/auth/login", { method: "POST", json: { email, password } });
    expect((await api("/auth/profile", { token })).status).toBe(200);

    const logout = await api("/auth/logout", { method: "POST", token });
    expect(logout.status).toBe(200);
    const revoked = await api("/auth/profile", { token });
    expect(revoked.status).toBe(401);
    expect(revoked.body.code).toBe("SESSION_REVOKED");
    expect((await api("/auth/profile", { token: second.body.token })).status).toBe(200);
  });
});
