import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, registerUser, uniqueEmail } from "./helpers";

async function lastLink(email: string, subject: string) {
  const row = await env.DB.prepare("SELECT body FROM email_outbox WHERE to_address = ? AND subject = ? ORDER BY id DESC LIMIT 1")
    .bind(email, subject)
    .first<{ body: string }>();
  return row ? new URL(/https?:\/\/\S+/.exec(row.body)![0]).searchParams.get("token")! : null;
}

describe("email verification", () => {
  it("sends a link at registration that verifies once, signs in, and stores only a hash", async () => {
    const { email } = await registerUser();
    const token = (await lastLink(email, "Confirm your email for Haven"))!;
    expect(token.length).toBeGreaterThan(30);
    const stored = await env.DB.prepare("SELECT token_hash FROM auth_tokens").all<{ token_hash: string }>();
    expect(JSON.stringify(stored.results)).not.toContain(token);

    const verified = await api("/auth/verify-email", { method: "POST", json: { token } });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({ email, emailVerified: true });
    expect((await api("/auth/profile", { token: verified.body.token })).status).toBe(200);

    const reused = await api("/auth/verify-email", { method: "POST", json: { token } });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ error: "This verification link has expired or is invalid. Please request a new one.", code: "INVALID_TOKEN" });
  });

  it("refuses an expired or unknown token and limits resends", async () => {
    const { email, token: session } = await registerUser();
    const link = (await lastLink(email, "Confirm your email for Haven"))!;
    await env.DB.prepare("UPDATE auth_tokens SET expires_at = ?").bind(Date.now() - 1000).run();
    expect((await api("/auth/verify-email", { method: "POST", json: { token: link } })).body.code).toBe("INVALID_TOKEN");
    expect((await api("/auth/verify-email", { method: "POST", json: { token: "made-up" } })).body.code).toBe("INVALID_TOKEN");
    expect((await api("/auth/verify-email", { method: "POST", json: {} })).status).toBe(400);

    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await api("/auth/resend-verification", { method: "POST", token: session })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await api("/auth/resend-verification", { method: "POST" })).status).toBe(401);
  });
});

describe("password reset", () => {
  it("answers the same whether or not the account exists, and sends mail only to real accounts", async () => {
    const nobody = uniqueEmail("nobody");
    const { email } = await registerUser();
    const unknown = await api("/auth/forgot-password", { method: "POST", json: { email: nobody } });
    const known = await api("/auth/forgot-password", { method: "POST", json: { email } });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await lastLink(nobody, "Reset your Haven password")).toBeNull();
    expect(await lastLink(email, "Reset your Haven password")).not.toBeNull();
  });

  it("sets the new password once, checks the rules, and revokes every session", async () => {
    const { email, token: session } = await registerUser();
    await api("/auth/forgot-password", { method: "POST", json: { email } });
    const token = (await lastLink(email, "Reset your Haven password"))!;
    const weak = await api("/auth/reset-password", { method: "POST", json: { token, password: "short" } });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toBe("Password must be at least 8 characters long");

    expect((await api("/auth/reset-password", { method: "POST", json: { token, password: "fresh-start-9" } })).status).toBe(200);
    expect((await api("/auth/profile", { token: session })).status).toBe(401);
    expect((await api("/auth/login", { method: "POST", json: { email, password: "fresh-start-9" } })).status).toBe(200);
    const again = await api("/auth/reset-password", { method: "POST", json: { token, password: "another-one-9" } });
    expect(again.body.code).toBe("INVALID_TOKEN");
  });
});
