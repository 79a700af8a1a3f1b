import { createExecutionContext, env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { api as apiRouter } from "../../workers/api";
import { readConfig } from "../../workers/env";
import { api, ORIGIN, registerUser, uniqueIp } from "./helpers";
import { countRows, expireTrial } from "./fixtures";

const WEBHOOK_SECRET = "whsec_test_haven_webhook_secret";
const fakeStripeUrl = inject("fakeStripeUrl");

/** The worker's env with Stripe configured against the fake Stripe server. */
function stripeEnv(overrides: Partial<Record<string, string>> = {}): Env {
  return {
    ...env,
    STRIPE_SECRET_KEY: "sk_test_haven",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_BASE: "price_base_monthly",
    STRIPE_PRICE_ADVANCED: "price_advanced_monthly",
    STRIPE_API_URL: fakeStripeUrl,
    ...overrides,
  } as Env;
}

const configured = stripeEnv();

/** The real /api router, served with the Stripe-configured env. */
async function stripeApi(path: string, init: { method?: string; token?: string; json?: unknown; body?: string; headers?: Record<string, string> } = {}, workerEnv = configured) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  if (init.json !== undefined) headers.set("Content-Type", "application/json");
  headers.set("CF-Connecting-IP", uniqueIp());
  const response = await apiRouter.fetch(
    new Request(`${ORIGIN}/api${path}`, {
      method: init.method ?? "GET",
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    }),
    workerEnv,
    createExecutionContext(),
  );
  return { status: response.status, body: (await response.json()) as any };
}

async function hex(buffer: ArrayBuffer) {
  return [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Stripe's signature scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>">`. */
async function sign(payload: string, secret = WEBHOOK_SECRET, timestamp = Math.floor(Date.now() / 1000)) {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${timestamp}.${payload}`));
  return `t=${timestamp},v1=${await hex(mac)}`;
}

async function deliver(event: unknown, signature?: string) {
  const payload = JSON.stringify(event);
  return stripeApi("/webhooks/stripe", {
    method: "POST",
    body: payload,
    headers: { "Content-Type": "application/json", "Stripe-Signature": signature ?? (await sign(payload)) },
  });
}

async function control(path: string, body?: unknown) {
  const response = await fetch(`${fakeStripeUrl}/__control${path}`, { method: "POST", body: body ? JSON.stringify(body) : undefined });
  expect(response.status).toBe(200);
  return ((await response.json()) as { event: any }).event;
}

async function stripeRequests() {
  return (await (await fetch(`${fakeStripeUrl}/__control/requests`)).json()) as { method: string; path: string; params: any; idempotencyKey: string | null }[];
}

async function subscriptionRow(userId: string) {
  return env.DB.prepare("SELECT plan, status, cancel_at_period_end, current_period_end, stripe_subscription_id FROM subscriptions WHERE user_id = ?")
    .bind(userId)
    .first<{ plan: string; status: string; cancel_at_period_end: number; current_period_end: number; stripe_subscription_id: string | null }>();
}

const auditCount = (userId: string) => countRows("audit_log", "user_id = ? AND action = 'plan_changed'", userId);

/** Subscribes a new user to Base through Stripe Checkout and returns what the tests need. */
async function subscribedToBase() {
  const member = await registerUser();
  const created = await stripeApi("/subscription/create", { method: "POST", token: member.token, json: { planType: "base", preferredTherapist: "th_grief" } });
  expect(created.status).toBe(200);
  const sessionId = new URL(created.body.checkoutUrl).pathname.split("/").pop()!;
  const completed = await control(`/checkout/${sessionId}/pay`);
  expect((await deliver(completed)).status).toBe(200);
  return { ...member, created, sessionId, completed, subscriptionId: completed.data.object.subscription as string };
}

describe("Stripe configuration", () => {
  it("requires the webhook secret and both prices with the secret key", () => {
    expect(() => readConfig({ ...env, STRIPE_SECRET_KEY: "sk_test_x" } as Env)).toThrow(/STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set/);
  });

  it("keeps the webhook closed while Stripe is not configured", async () => {
    const response = await api("/webhooks/stripe", { method: "POST", body: "{}", headers: { "Stripe-Signature": "t=1,v1=00" } });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe("STRIPE_NOT_CONFIGURED");
  });
});

describe("plans through Stripe Checkout", () => {
  beforeAll(() => expect(fakeStripeUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/));

  it("creates a subscription-mode Checkout Session for the configured price and fulfils it from the signed webhook", async () => {
    const member = await registerUser();
    const created = await stripeApi("/subscription/create", { method: "POST", token: member.token, json: { planType: "base", preferredTherapist: "th_grief" } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ success: true, message: "Redirecting to checkout...", checkoutUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/) });

    const sessionId = new URL(created.body.checkoutUrl).pathname.split("/").pop()!;
    const sent = (await stripeRequests()).find((request) => request.path === "/v1/checkout/sessions" && request.params.client_reference_id && request.params.metadata?.userId === member.user.id)!;
    expect(sent.params).toMatchObject({
      mode: "subscription",
      line_items: [{ price: "price_base_monthly", quantity: "1" }],
      customer_email: member.email,
      success_url: "https://haven.test/app/profile?success=true&session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "https://haven.test/app/subscription",
    });
    expect(sent.idempotencyKey).toBe(`checkout-${sent.params.client_reference_id}`);

    // Nothing is granted before Stripe confirms the payment, and the local checkout cannot stand in for it.
    expect((await api("/subscription/status", { token: member.token })).body.subscription).toBeNull();
    const local = await SELF.fetch(`${ORIGIN}/app/checkout/${sent.params.client_reference_id}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: `haven_session=${member.token}`, Origin: ORIGIN, Host: "haven.test", "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(local.status).toBe(404);
    await local.arrayBuffer();
    expect(await subscriptionRow(member.user.id)).toBeNull();

    const completed = await control(`/checkout/${sessionId}/pay`);
    const delivered = await deliver(completed);
    expect(delivered).toEqual({ status: 200, body: { received: true, duplicate: false } });

    const row = await subscriptionRow(member.user.id);
    expect(row).toMatchObject({ plan: "base", status: "active", cancel_at_period_end: 0, stripe_subscription_id: completed.data.object.subscription });
    const status = await stripeApi("/subscription/status", { token: member.token });
    expect(status.body.subscription).toMatchObject({ plan: "base", status: "active", cancelAtPeriodEnd: false });
    expect(new Date(status.body.subscription.currentPeriodEnd).getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    expect((await api("/auth/profile", { token: member.token })).body.user.preferences.preferredTherapist).toBe("th_grief");
    expect((await api("/chat/start/th_grief", { method: "POST", token: member.token })).status).toBe(200);
    expect((await api("/chat/start/th_anxiety", { method: "POST", token: member.token })).status).toBe(403);
  });

  it("applies a duplicated or replayed event once", async () => {
    const member = await subscribedToBase();
    const before = await auditCount(member.user.id);
    const again = await deliver(member.completed);
    expect(again).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await auditCount(member.user.id)).toBe(before);
  });

  it("rejects a missing, wrong or tampered signature with 400 and changes nothing", async () => {
    const member = await registerUser();
    const created = await stripeApi("/subscription/create", { method: "POST", token: member.token, json: { planType: "advanced" } });
    const sessionId = new URL(created.body.checkoutUrl).pathname.split("/").pop()!;
    const completed = await control(`/checkout/${sessionId}/pay`);
    const payload = JSON.stringify(completed);

    const missing = await stripeApi("/webhooks/stripe", { method: "POST", body: payload, headers: { "Content-Type": "application/json" } });
    expect(missing).toEqual({ status: 400, body: { error: "Missing the Stripe-Signature header.", code: "INVALID_SIGNATURE" } });
    const wrongSecret = await deliver(completed, await sign(payload, "whsec_someone_else"));
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.body.code).toBe("INVALID_SIGNATURE");
    const tampered = { ...completed, data: { object: { ...completed.data.object, client_reference_id: "someone-else" } } };
    expect((await deliver(tampered, await sign(payload))).status).toBe(400);
    const stale = await deliver(completed, await sign(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600));
    expect(stale.status).toBe(400);

    expect(await subscriptionRow(member.user.id)).toBeNull();
    // The genuine delivery still works afterwards: the failed attempts did not mark the event as seen.
    expect((await deliver(completed)).body).toEqual({ received: true, duplicate: false });
    expect(await subscriptionRow(member.user.id)).toMatchObject({ plan: "advanced", status: "active" });
  });

  it("upgrades Base to Advanced in Stripe with proration, immediately", async () => {
    const member = await subscribedToBase();
    const upgraded = await stripeApi("/subscription/update", { method: "POST", token: member.token, json: { planType: "advanced" } });
    expect(upgraded).toEqual({ status: 200, body: { success: true, message: "Subscription upgraded successfully!" } });
    const update = (await stripeRequests()).filter((request) => request.method === "POST" && request.path === `/v1/subscriptions/${member.subscriptionId}`).at(-1)!;
    expect(update.params).toMatchObject({ items: [{ price: "price_advanced_monthly" }], proration_behavior: "always_invoice", cancel_at_period_end: "false" });
    expect(await subscriptionRow(member.user.id)).toMatchObject({ plan: "advanced" });
    expect((await api("/chat/start/th_anxiety", { method: "POST", token: member.token })).status).toBe(200);

    // Stripe's own customer.subscription.updated for the change agrees and changes nothing more.
    const before = await auditCount(member.user.id);
    expect((await deliver(await control(`/subscriptions/${member.subscriptionId}`, {}))).status).toBe(200);
    expect(await auditCount(member.user.id)).toBe(before);
  });

  it("cancels at the period end in Stripe, then ends access when Stripe deletes the subscription", async () => {
    const member = await subscribedToBase();
    const cancelled = await stripeApi("/subscription/cancel", { method: "POST", token: member.token });
    expect(cancelled).toEqual({ status: 200, body: { success: true, message: "Subscription cancelled successfully!" } });
    const update = (await stripeRequests()).filter((request) => request.method === "POST" && request.path === `/v1/subscriptions/${member.subscriptionId}`).at(-1)!;
    expect(update.params).toEqual({ cancel_at_period_end: "true" });
    const status = await api("/subscription/status", { token: member.token });
    expect(status.body.cancellationInfo).toMatchObject({ cancelAtPeriodEnd: true });
    expect((await api("/chat/start/th_grief", { method: "POST", token: member.token })).status).toBe(200);

    await expireTrial(member.user.id);
    expect((await deliver(await control(`/subscriptions/${member.subscriptionId}`, { status: "canceled" }))).status).toBe(200);
    expect(await subscriptionRow(member.user.id)).toMatchObject({ status: "canceled" });
    const after = await api("/subscription/status", { token: member.token });
    expect(after.body.subscription).toBeNull();
    expect(after.body.trialInfo.isTrialExpired).toBe(true);
    expect((await api("/chat/start/th_grief", { method: "POST", token: member.token })).status).toBe(402);
  });

  it("moves the period on at renewal", async () => {
    const member = await subscribedToBase();
    const before = (await subscriptionRow(member.user.id))!.current_period_end;
    expect((await deliver(await control(`/subscriptions/${member.subscriptionId}`, { renew: true }))).status).toBe(200);
    expect((await subscriptionRow(member.user.id))!.current_period_end - before).toBe(30 * 24 * 3600 * 1000);
  });

  it("marks a failed payment past due, keeps access while Stripe retries and tells the member by email", async () => {
    const member = await subscribedToBase();
    expect((await deliver(await control(`/subscriptions/${member.subscriptionId}/payment-failed`))).status).toBe(200);
    expect(await subscriptionRow(member.user.id)).toMatchObject({ status: "past_due" });
    expect((await api("/subscription/status", { token: member.token })).body.subscription).toMatchObject({ status: "past_due" });
    expect((await api("/chat/start/th_grief", { method: "POST", token: member.token })).status).toBe(200);
    const mail = await env.DB.prepare("SELECT subject, body FROM email_outbox WHERE user_id = ? ORDER BY id DESC").bind(member.user.id).first<{ subject: string; body: string }>();
    expect(mail).toMatchObject({ subject: "Your Haven payment did not go through" });
  });

  it("deletes the Stripe customer with the account, so a deleted account is never charged again", async () => {
    const member = await subscribedToBase();
    const customerId = member.completed.data.object.customer as string;
    const unreachable = stripeEnv({ STRIPE_API_URL: "http://127.0.0.1:9" });
    expect((await stripeApi("/user/account", { method: "DELETE", token: member.token }, unreachable)).status).toBe(503);
    expect(await subscriptionRow(member.user.id)).toMatchObject({ plan: "base" });

    expect((await stripeApi("/user/account", { method: "DELETE", token: member.token })).status).toBe(200);
    const deletion = (await stripeRequests()).find((request) => request.method === "DELETE" && request.path === `/v1/customers/${customerId}`);
    expect(deletion).toBeDefined();
    expect(await subscriptionRow(member.user.id)).toBeNull();
    // Stripe's confirmation of the ended subscription finds nothing left to change.
    expect((await deliver(await control(`/subscriptions/${member.subscriptionId}`, {}))).status).toBe(200);
  });

  it("answers 503 with nothing granted when Stripe cannot be reached", async () => {
    const member = await registerUser();
    const unreachable = stripeEnv({ STRIPE_API_URL: "http://127.0.0.1:9" });
    const created = await stripeApi("/subscription/create", { method: "POST", token: member.token, json: { planType: "advanced" } }, unreachable);
    expect(created).toEqual({
      status: 503,
      body: { error: "Payments are unavailable right now. Nothing was charged; please try again in a few minutes.", code: "PAYMENT_PROVIDER_UNAVAILABLE" },
    });
    expect(await subscriptionRow(member.user.id)).toBeNull();
  });
});
