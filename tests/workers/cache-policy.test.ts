import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { withSecurityHeaders } from "../../workers/web/security";
import { api, ORIGIN, registerUser } from "./helpers";

function page(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set("Host", new URL(ORIGIN).host);
  if (init.token) headers.set("Cookie", `haven_session=${init.token}`);
  return SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual", ...init, headers });
}

const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

describe("Cache-Control on personal answers", () => {
  it("is no-store on every private API answer, errors included, and public where the route says so", async () => {
    const { token, email, password } = await registerUser();
    const answers = await Promise.all([
      api("/auth/profile", { token }),
      api("/subscription/status", { token }),
      api("/chat/recent-sessions", { token }),
      api("/progress/summary", { token }),
      api("/auth/login", { method: "POST", json: { email, password } }),
      api("/auth/profile"),
      api("/nothing-here"),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 401, 404]);
    for (const answer of answers) expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect((await api("/therapists")).headers.get("Cache-Control")).toBe("public, max-age=300");
  });

  it("is no-store on signed-in pages, their loader data and resource routes, and on the answer that signs in", async () => {
    const { token, email, password } = await registerUser();
    await api("/user/profile", { method: "PUT", token, json: { profileImage: PNG } });
    for (const path of ["/app", "/app/dashboard", "/app/profile", "/app/dashboard?_data=routes%2Fapp.dashboard", "/app/profile-image?v=1", "/about", "/"]) {
      const response = await page(path, { token });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Cache-Control"), path).toBe("no-store");
      await response.arrayBuffer();
    }
    const signIn = await page("/login", {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, password }).toString(),
    });
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("Cache-Control")).toBe("no-store");
  });

  it("leaves the anonymous pages' caching alone, serving the landing page from one rendering", async () => {
    const first = await (await page("/")).text();
    for (let visit = 0; visit < 3; visit++) {
      const landing = await page("/");
      expect(landing.headers.get("Cache-Control")).toBe("no-cache");
      expect(landing.headers.get("Content-Security-Policy")).toMatch(/script-src 'self' 'nonce-[^']+'/);
      expect(await landing.text()).toBe(first);
    }
    const about = await page("/about");
    expect(about.headers.get("Cache-Control")).not.toBe("no-store");
    await about.arrayBuffer();
  });
});

describe("security headers", () => {
  it("are added in place to the Worker's own responses and to a copy of one whose headers are immutable", () => {
    const own = new Response("ok");
    expect(withSecurityHeaders(own, "abc")).toBe(own);
    expect(own.headers.get("Content-Security-Policy")).toContain("script-src 'self' 'nonce-abc'");
    const immutable = Response.redirect(`${ORIGIN}/login`, 302);
    const secured = withSecurityHeaders(immutable, null);
    expect(secured).not.toBe(immutable);
    expect(secured.status).toBe(302);
    expect(secured.headers.get("Location")).toBe(`${ORIGIN}/login`);
    expect(secured.headers.get("Content-Security-Policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(secured.headers.get("X-Frame-Options")).toBe("DENY");
  });
});
