import { describe, expect, it } from "vitest";
import { baseUrl, executeSql, screenshot, signUpAndSignIn, useBrowser } from "./helpers";

const newPage = useBrowser();

describe("signed-in shell", () => {
  it("redirects signed-out visitors from /app to /", async () => {
    const page = await newPage("desktop");
    await page.goto(`${baseUrl()}/app/journal`);
    expect(page.url()).toBe(`${baseUrl()}/`);
    await page.close();
  });

  it("marks the mobile tab bar: Home only on exact match, the others by prefix", async () => {
    const page = await newPage("mobile");
    await signUpAndSignIn(page);
    const tabs = page.getByRole("navigation", { name: "Tabs" });
    const active = async () =>
      tabs.locator("a[aria-current=page]").evaluateAll((links) => links.map((link) => link.textContent));

    await page.goto(`${baseUrl()}/app`);
    await expect.poll(active).toEqual(["Home"]);
    await tabs.getByRole("link", { name: "Journal" }).click();
    await page.waitForURL(`${baseUrl()}/app/journal`);
    await expect.poll(active).toEqual(["Journal"]);
    await screenshot(page, "being-built-mobile");

    await page.goto(`${baseUrl()}/app/peer-support/forum/anxiety`);
    await expect.poll(active).toEqual(["Community"]);
    await page.goto(`${baseUrl()}/app/assessment/phq-9`);
    await expect.poll(active).toEqual([]);
    await page.goto(`${baseUrl()}/app/assessments`);
    await expect.poll(active).toEqual(["Assess"]);
    await page.close();
  });

  it("shows every area of the route table, the twelve entries and the disclaimer", async () => {
    const page = await newPage("desktop");
    await signUpAndSignIn(page);
    await page.goto(`${baseUrl()}/app`);
    const main = page.getByRole("navigation", { name: "Main" });
    await expect(main.getByRole("link").allTextContents()).resolves.toEqual([
      "Home",
      "Progress",
      "Assessments",
      "Meditation",
      "Journal",
      "Dream Companion",
      "Peer Support",
      "Shiller Contest",
      "Therapist Handover",
      "AI Transparency",
      "Crypto Vision",
      "Profile",
    ]);
    const paths = [
      "/app/chat",
      "/app/chat/th_grief",
      "/app/dashboard",
      "/app/assessments",
      "/app/assessment/onboarding-grief",
      "/app/assessment-response/any",
      "/app/meditation",
      "/app/journal",
      "/app/peer-support",
      "/app/peer-support/forum/any",
      "/app/dream",
      "/app/dream/any",
      "/app/shiller",
      "/app/therapist-handover",
      "/app/transparency",
      "/app/crypto-powered",
      "/app/subscription",
      "/app/profile",
    ];
    for (const path of paths) {
      const response = await page.goto(`${baseUrl()}${path}`);
      // A made-up id is a 404 once its area exists; the page still renders inside the shell.
      expect(path.endsWith("/any") ? [200, 404] : [200], path).toContain(response?.status());
      await page.getByText("not a substitute for professional therapy").waitFor();
    }
    await page.goto(`${baseUrl()}/app/dashboard`);
    await screenshot(page, "being-built-desktop");
    await page.close();
  });

  it("sends a user whose trial has expired to /app/subscription, except from the exempt pages", async () => {
    const page = await newPage("desktop");
    const { email } = await signUpAndSignIn(page);
    executeSql(`UPDATE users SET trial_ends_at = ${Date.now() - 60_000} WHERE email = '${email}'`);

    await page.goto(`${baseUrl()}/app`);
    expect(page.url()).toBe(`${baseUrl()}/app/subscription`);
    await page.getByText("Your free trial has ended.").waitFor();
    await screenshot(page, "trial-expired-desktop");
    await page.goto(`${baseUrl()}/app/journal`);
    expect(page.url()).toBe(`${baseUrl()}/app/subscription`);
    await page.goto(`${baseUrl()}/app/crypto-powered`);
    expect(page.url()).toBe(`${baseUrl()}/app/crypto-powered`);
    await page.close();
  });

  it("alerts when a therapist is not included in the plan", async () => {
    const page = await newPage("desktop");
    const { email } = await signUpAndSignIn(page);
    const periodEnd = Date.now() + 20 * 24 * 3600 * 1000;
    executeSql(
      `INSERT INTO subscriptions (user_id, plan, status, current_period_end) SELECT id, 'base', 'active', ${periodEnd} FROM users WHERE email = '${email}'; ` +
        `UPDATE users SET preferred_therapist_id = 'th_grief' WHERE email = '${email}'`,
    );
    await page.goto(`${baseUrl()}/app`);
    await page.getByText("Base Plan · Active").waitFor();
    await expect(page.getByRole("heading", { name: "Choose Your Plan" }).count()).resolves.toBe(0);
    // The spec's alert, in the page (a native alert could not offer the way to upgrade); Escape closes it.
    const claire = page.getByRole("button", { name: /Claire Dubois/ });
    await claire.click();
    const alert = page.getByRole("alertdialog");
    await expect(alert.getByText("You need an Advanced Plan").textContent()).resolves.toBe(
      "You need an Advanced Plan to access this therapist. Please upgrade your subscription.",
    );
    await expect(alert.getByRole("link", { name: "Upgrade" }).getAttribute("href")).resolves.toBe("/app/subscription#plan-advanced");
    await page.keyboard.press("Escape");
    await alert.waitFor({ state: "detached" });
    await expect(claire.evaluate((card) => card === document.activeElement)).resolves.toBe(true);
    await page.getByRole("button", { name: /Samuel Hart/ }).click();
    await page.waitForURL(`${baseUrl()}/app/chat/th_grief`);
    await page.close();
  });
});
