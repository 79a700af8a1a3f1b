import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, ORIGIN, registerUser } from "./helpers";
import { countRows } from "./fixtures";

function completeCheckout(checkoutUrl: string, token: string) {
  return SELF.fetch(`${ORIGIN}${checkoutUrl}`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: `haven_session=${token}`, Origin: ORIGIN, Host: new URL(ORIGIN).host, "Content-Type": "application/x-www-form-urlencoded" },
    body: "",
  });
}

describe("plans through the local checkout", () => {
  it("subscribes to Base with one therapist, then gates the others, upgrades and cancels", async () => {
    const { token, user } = await registerUser();
    const unknown = await api("/subscription/create", { method: "POST", token, json: { planType: "base", preferredTherapist: "th_nobody" } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe("Please choose the therapist you want for the Base plan.");
    expect((await api("/subscription/create", { method: "POST", token, json: { planType: "gold" } })).status).toBe(400);

    const created = await api("/subscription/create", { method: "POST", token, json: { planType: "base", preferredTherapist: "th_grief" } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ success: true, checkoutUrl: expect.stringMatching(/^\/app\/checkout\//) });
    expect((await api("/subscription/status", { token })).body.subscription).toBeNull();

    const done = await completeCheckout(created.body.checkoutUrl, token);
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/app?notice=subscribed");
    expect((await completeCheckout(created.body.checkoutUrl, token)).status).toBe(404);

    const status = await api("/subscription/status", { token });
    expect(status.body.subscription).toMatchObject({ plan: "base", status: "active", cancelAtPeriodEnd: false });
    expect(status.body.trialInfo.isOnTrial).toBe(false);
    expect((await api("/auth/profile", { token })).body.user.preferences.preferredTherapist).toBe("th_grief");
    expect((await api("/chat/start/th_grief", { method: "POST", token })).status).toBe(200);
    expect((await api("/chat/start/th_anxiety", { method: "POST", token })).status).toBe(403);

    expect((await api("/subscription/create", { method: "POST", token, json: { planType: "advanced" } })).body.code).toBe("USE_UPGRADE");
    const upgraded = await api("/subscription/update", { method: "POST", token, json: { planType: "advanced" } });
    expect(upgraded.body).toEqual({ success: true, message: "Subscription upgraded successfully!" });
    expect((await api("/chat/start/th_anxiety", { method: "POST", token })).status).toBe(200);
    expect((await api("/subscription/update", { method: "POST", token, json: { planType: "base" } })).status).toBe(409);

    const cancelled = await api("/subscription/cancel", { method: "POST", token });
    expect(cancelled.body).toEqual({ success: true, message: "Subscription cancelled successfully!" });
    const after = await api("/subscription/status", { token });
    expect(after.body.subscription.cancelAtPeriodEnd).toBe(true);
    expect(after.body.cancellationInfo.daysRemaining).toBe(30);
    expect((await api("/subscription/cancel", { method: "POST", token })).status).toBe(409);
    expect((await api("/chat/start/th_anxiety", { method: "POST", token })).status).toBe(200);

    expect(await countRows("audit_log", "user_id = ? AND action = 'plan_changed'", user.id)).toBe(3);
  });

  it("subscribes to Base without a therapist, as the spec's client does, and lets the person choose one once", async () => {
    const { token, user } = await registerUser();
    const created = await api("/subscription/create", { method: "POST", token, json: { planType: "base" } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ success: true, checkoutUrl: expect.stringMatching(/^\/app\/checkout\//) });
    // Before the plan is active there is nothing to choose for.
    expect((await api("/subscription/preferred-therapist", { method: "PUT", token, json: { preferredTherapist: "th_grief" } })).body.code).toBe(
      "NOT_ON_BASE_PLAN",
    );
    await completeCheckout(created.body.checkoutUrl, token);
    expect((await api("/subscription/status", { token })).body.subscription).toMatchObject({ plan: "base", status: "active" });
    expect((await api("/auth/profile", { token })).body.user.preferences.preferredTherapist).toBeNull();

    const unchosen = await api("/chat/start/th_grief", { method: "POST", token });
    expect(unchosen.status).toBe(403);
    expect(unchosen.body.code).toBe("BASE_THERAPIST_NOT_CHOSEN");

    const badChoice = await api("/subscription/preferred-therapist", { method: "PUT", token, json: { preferredTherapist: "th_nobody" } });
    expect(badChoice.status).toBe(400);
    expect((await api("/subscription/preferred-therapist", { method: "PUT", token, json: {} })).status).toBe(400);
    const chosen = await api("/subscription/preferred-therapist", { method: "PUT", token, json: { preferredTherapist: "th_grief" } });
    expect(chosen.body).toEqual({ success: true, preferredTherapist: "th_grief" });
    expect((await api("/auth/profile", { token })).body.user.preferences.preferredTherapist).toBe("th_grief");
    expect((await api("/chat/start/th_grief", { method: "POST", token })).status).toBe(200);
    expect((await api("/chat/start/th_anxiety", { method: "POST", token })).status).toBe(403);

    // Base stays one therapist: a second choice goes through support or an upgrade.
    const again = await api("/subscription/preferred-therapist", { method: "PUT", token, json: { preferredTherapist: "th_anxiety" } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("BASE_THERAPIST_CHOSEN");
    expect((await api("/auth/profile", { token })).body.user.preferences.preferredTherapist).toBe("th_grief");
    expect(await countRows("audit_log", "user_id = ? AND action = 'plan_changed'", user.id)).toBe(2);
  });

  it("keeps another user's checkout out of reach", async () => {
    const owner = await registerUser();
    const stranger = await registerUser();
    const created = await api("/subscription/create", { method: "POST", token: owner.token, json: { planType: "advanced" } });
    expect((await completeCheckout(created.body.checkoutUrl, stranger.token)).status).toBe(404);
    expect((await api("/subscription/status", { token: stranger.token })).body.subscription).toBeNull();
    expect((await api("/subscription/status", { token: owner.token })).body.subscription).toBeNull();
  });
});
