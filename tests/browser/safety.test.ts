import { describe, expect, it } from "vitest";
import { baseUrl, screenshot, signUpAndSignIn, useBrowser, type ViewportName } from "./helpers";

const newPage = useBrowser();

describe.each<ViewportName>(["desktop", "mobile"])("crisis support (%s)", (viewport) => {
  it("answers a crisis with the lines and the Safety Plan, which the person writes, keeps and opens in the chat", async () => {
    const page = await newPage(viewport);
    await signUpAndSignIn(page, { firstName: "Ana", lastName: "Lima" });
    await page.goto(`${baseUrl()}/app/chat/th_anxiety`);
    const input = page.getByLabel("Message");
    // Said without any word of the spec's phrase list: the server's detector opens the banner.
    await input.fill("I swallowed the whole strip of my tablets twenty minutes ago");
    await input.press("Enter");
    const banner = page.getByRole("alert", { name: "Crisis support" });
    await banner.waitFor();
    await expect(banner.getByRole("link", { name: "Call or text 988" }).getAttribute("href")).resolves.toBe("tel:988");
    const reply = page.locator('[data-sender="therapist"]').first();
    await reply.locator("time").waitFor();
    await expect(reply.getByRole("link", { name: "/app/safety-plan" }).count()).resolves.toBe(1);
    await screenshot(page, `crisis-reply-${viewport}`);

    await banner.getByRole("button", { name: "Open my Safety Plan here" }).click();
    const dialog = page.getByRole("dialog", { name: "My Safety Plan" });
    await dialog.getByText("You haven't written your Safety Plan yet.").waitFor();
    await page.keyboard.press("Escape");
    await expect(dialog.isVisible()).resolves.toBe(false);

    await page.goto(`${baseUrl()}/app/safety-plan`);
    await page.getByRole("heading", { name: "My Safety Plan" }).waitFor();
    await page.getByLabel("1. Warning signs").fill("Not sleeping\nPulling away from everyone");
    await page.getByLabel("4. People I can ask for help").fill("My sister Bea");
    await page.getByLabel("7. What matters to me and is worth living for").fill("My cat, Miso");
    await page.getByRole("button", { name: "Save my plan" }).click();
    await page.getByText("Your Safety Plan is saved.").waitFor();

    await page.getByLabel("Lines for").selectOption("GB");
    const lines = page.getByRole("region", { name: "If you are in crisis now" });
    await lines.getByRole("link", { name: "Call 116 123" }).waitFor();
    await page.reload();
    await expect(page.getByLabel("1. Warning signs").inputValue()).resolves.toBe("Not sleeping\nPulling away from everyone");
    await expect(page.getByLabel("Lines for").inputValue()).resolves.toBe("GB");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `safety-plan-${viewport}`);

    await page.goto(`${baseUrl()}/app`);
    await page.getByRole("link", { name: /^Open session with/ }).first().click();
    await page.getByText("I swallowed the whole strip").waitFor();
    const reopened = page.getByRole("alert", { name: "Crisis support" });
    await reopened.getByRole("link", { name: "Call 116 123" }).waitFor();
    await reopened.getByRole("button", { name: "Open my Safety Plan here" }).click();
    await dialog.getByText("My cat, Miso").waitFor();
    await screenshot(page, `safety-plan-in-chat-${viewport}`);
  });
});

describe("AI disclosure", () => {
  it("says again that the therapist is an AI after three hours of a continued conversation", async () => {
    const page = await newPage("mobile");
    await page.clock.install();
    await signUpAndSignIn(page);
    await page.goto(`${baseUrl()}/app/chat/th_stress`);
    await page.getByText("is an AI, not a human therapist").first().waitFor();
    const input = page.getByLabel("Message");
    await input.fill("Work has been a lot this week");
    await input.press("Enter");
    await page.locator('[data-sender="therapist"] time').first().waitFor();
    const reminder = page.getByText(/A reminder: .+ is an AI, not a human therapist/);
    await expect(reminder.count()).resolves.toBe(0);
    await page.clock.fastForward("03:01:00");
    await reminder.first().waitFor();
    await expect(reminder.count()).resolves.toBe(1);
  });
});
