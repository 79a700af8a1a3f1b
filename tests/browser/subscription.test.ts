import { describe, expect, it } from "vitest";
import { baseUrl, screenshot, signUpAndSignIn, useBrowser, type ViewportName } from "./helpers";

const newPage = useBrowser();

/** The app's one date format: "Nov 25, 2026". */
const DATE = /[A-Z][a-z]{2} \d{1,2}, \d{4}/;

describe.each<ViewportName>(["desktop", "mobile"])("plans (%s)", (viewport) => {
  it("subscribes to Base through the local checkout, chats only with the chosen therapist, upgrades and cancels", async () => {
    const page = await newPage(viewport);
    await signUpAndSignIn(page);
    await page.goto(`${baseUrl()}/app/subscription`);
    await page.getByRole("table").getByRole("rowheader", { name: "All 10 specialised therapists" }).waitFor();
    await expect(page.getByRole("list", { name: "Our promises" }).getByRole("listitem").count()).resolves.toBe(4);
    await page.getByText("Can I downgrade from Advanced to Base?").click();
    await page.getByText("Downgrades go through support").waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // During the trial, Base says what it ends before anyone confirms it.
    const baseCard = page.locator("#plan-base");
    await baseCard.getByText("Subscribing to Base ends your free trial now").waitFor();
    await expect(page.locator("#plan-advanced").getByText("ends your free trial").count()).resolves.toBe(0);
    await screenshot(page, `subscription-${viewport}`);
    await baseCard.getByLabel("Your therapist").selectOption("th_grief");
    await baseCard.getByRole("button", { name: "Subscribe" }).click();
    await page.waitForURL(/\/app\/checkout\//);
    await page.getByText("no card is charged").waitFor();
    await page.getByText("Subscribing to Base ends your free trial now").waitFor();
    await screenshot(page, `checkout-${viewport}`);
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.waitForURL(`${baseUrl()}/app`);
    await page.getByRole("status").getByText("Your Base plan is active. This was a local checkout, so no card was charged.").waitFor();
    await expect(page.getByText("Payment successful!").count()).resolves.toBe(0);
    await page.getByText("Base Plan · Active").waitFor();

    // A therapist outside the plan: the spec's alert, with the way to upgrade.
    await page.getByRole("button", { name: /Claire Dubois/ }).click();
    const locked = page.getByRole("alertdialog", { name: "Claire Dubois is part of the Advanced plan" });
    await locked.getByText("You need an Advanced Plan to access this therapist. Please upgrade your subscription.").waitFor();
    await screenshot(page, `home-locked-therapist-${viewport}`);
    await locked.getByRole("button", { name: "Not now" }).click();
    await locked.waitFor({ state: "detached" });
    expect(page.url()).toBe(`${baseUrl()}/app`);
    await page.getByRole("button", { name: /Claire Dubois/ }).click();
    await locked.getByRole("link", { name: "Upgrade" }).click();
    await page.waitForURL(`${baseUrl()}/app/subscription#plan-advanced`);

    await expect(page.getByRole("button", { name: "Current Plan" }).isDisabled()).resolves.toBe(true);
    await expect(page.getByText(new RegExp(`Base plan · renews on ${DATE.source}`)).count()).resolves.toBe(1);
    await page.locator("#plan-advanced").getByRole("button", { name: "Upgrade" }).click();
    await page.waitForURL(`${baseUrl()}/app`);
    await page.getByRole("status").getByText("Subscription upgraded successfully!").waitFor();
    await page.getByText("Advanced Plan · Active").waitFor();

    await page.goto(`${baseUrl()}/app/subscription`);
    page.once("dialog", (confirm) => void confirm.accept());
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await page.waitForURL(`${baseUrl()}/app`);
    const cancelled = page.getByRole("status");
    await cancelled.getByText("Subscription cancelled successfully!").waitFor();
    await expect(cancelled.textContent()).resolves.toMatch(new RegExp(`active until ${DATE.source}`));
    await page.getByText(new RegExp(`Advanced Plan · Active until ${DATE.source}`)).waitFor();
    await screenshot(page, `home-cancelled-${viewport}`);
    // Said once: a reload does not say it again.
    await page.reload();
    await page.getByText("Advanced Plan · Active until").waitFor();
    await expect(page.getByText("Subscription cancelled successfully!").count()).resolves.toBe(0);

    await page.goto(`${baseUrl()}/app/subscription`);
    await page.getByText(new RegExp(`ends on ${DATE.source} \\(in 30 days\\)`)).waitFor();
    await expect(page.getByRole("button", { name: "Cancel subscription" }).count()).resolves.toBe(0);
  });

  it("subscribes to Base without a therapist and chooses one from Home, confirming it in the first chat", async () => {
    const page = await newPage(viewport);
    await signUpAndSignIn(page);
    await page.goto(`${baseUrl()}/app/subscription`);
    await expect(page.locator("#plan-base").getByLabel("Your therapist").inputValue()).resolves.toBe("");
    await page.locator("#plan-base").getByRole("button", { name: "Subscribe" }).click();
    await page.waitForURL(/\/app\/checkout\//);
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.waitForURL(`${baseUrl()}/app`);

    const choice = page.getByRole("region", { name: "Choose your Base therapist" });
    await choice.waitFor();
    await expect(page.getByText("Locked").count()).resolves.toBe(0);
    await screenshot(page, `home-choose-base-${viewport}`);
    await page.getByRole("button", { name: /Priya Nair/ }).click();
    await page.waitForURL(`${baseUrl()}/app/chat/th_stress/choose`);
    await page.getByRole("heading", { name: "Make Priya Nair your Base therapist?" }).waitFor();
    await screenshot(page, `chat-confirm-base-${viewport}`);
    await page.getByRole("button", { name: "Confirm Priya Nair" }).click();
    await page.waitForURL(`${baseUrl()}/app/chat/th_stress`);
    await page.getByLabel("Message").waitFor();

    await page.goto(`${baseUrl()}/app`);
    await expect(choice.count()).resolves.toBe(0);
    await expect(page.getByText("Locked").count()).resolves.toBe(9);
    // The choice is made: the confirmation page of another therapist sends the person back.
    await page.goto(`${baseUrl()}/app/chat/th_grief/choose`);
    await page.waitForURL(`${baseUrl()}/app`);
  });
});
