import { describe, expect, it } from "vitest";
import { baseUrl, screenshot, signUpAndSignIn, useBrowser, type ViewportName } from "./helpers";

const newPage = useBrowser();

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
    await screenshot(page, `subscription-${viewport}`);
    await page.getByLabel("Your therapist").selectOption("th_grief");
    await page.getByRole("button", { name: "Subscribe" }).first().click();
    await page.waitForURL(/\/app\/checkout\//);
    await page.getByText("no card is charged").waitFor();
    await screenshot(page, `checkout-${viewport}`);
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.getByText("Payment successful! Your subscription has been activated.").waitFor();
    await expect.poll(() => page.url()).toBe(`${baseUrl()}/app/profile`);

    await page.goto(`${baseUrl()}/app`);
    await page.getByText("Base Plan · Active").waitFor();
    page.once("dialog", (alert) => void alert.dismiss());
    await page.getByRole("button", { name: /Claire Dubois/ }).click();
    expect(page.url()).toBe(`${baseUrl()}/app`);

    await page.goto(`${baseUrl()}/app/subscription`);
    await expect(page.getByRole("button", { name: "Current Plan" }).isDisabled()).resolves.toBe(true);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page.waitForURL(`${baseUrl()}/app`);
    await page.getByText("Advanced Plan · Active").waitFor();

    await page.goto(`${baseUrl()}/app/subscription`);
    page.once("dialog", (confirm) => void confirm.accept());
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await page.waitForURL(`${baseUrl()}/app`);
    await page.goto(`${baseUrl()}/app/subscription`);
    await page.getByText(/ends in 30 days/).waitFor();
    await expect(page.getByRole("button", { name: "Cancel subscription" }).count()).resolves.toBe(0);
  });
});
