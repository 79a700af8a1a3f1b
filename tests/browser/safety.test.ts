import type { Locator, Page } from "playwright-core";
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

/** A crisis box of the app showing the UK's lines, with the Safety Plan's link, and no US number. */
async function showsUkLines(box: Locator, safetyPlanLink = "Open your Safety Plan") {
  await expect(box.getByRole("link", { name: "Call 116 123" }).getAttribute("href")).resolves.toBe("tel:116123");
  await expect(box.getByRole("link", { name: "Text SHOUT to 85258" }).getAttribute("href")).resolves.toBe("sms:85258?body=SHOUT");
  await box.getByText("999", { exact: true }).waitFor();
  await expect(box.getByRole("link", { name: safetyPlanLink }).getAttribute("href")).resolves.toBe("/app/safety-plan");
  await expect(box.textContent()).resolves.not.toMatch(/988|741741|911/);
}

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe.each<ViewportName>(["desktop", "mobile"])("the person's own crisis lines (%s)", (viewport) => {
  it("shows someone in the UK Samaritans, not 988, beside a crisis journal entry, dream and forum post", async () => {
    const page = await newPage(viewport);
    const { token } = await signUpAndSignIn(page, { firstName: "Isla", lastName: "Grant" });
    const forumId = viewport === "desktop" ? "relationships" : "self-esteem";
    const joined = await fetch(`${baseUrl()}/api/peer-support/forums/${forumId}/join`, { method: "POST", headers: { Authorization: `Bearer ${token}` } });
    expect(joined.status).toBe(200);
    if (viewport === "desktop") {
      const chosen = await fetch(`${baseUrl()}/api/safety/crisis-country`, {
        method: "PUT",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ country: "GB" }),
      });
      expect(chosen.status).toBe(200);
    } else {
      // The first visit saves a guess from the browser (US here); the person then chooses on their Safety Plan.
      const guessed = page.waitForResponse((response) => response.url().includes("/app/crisis-country"));
      await page.goto(`${baseUrl()}/app/safety-plan`);
      await guessed;
      await page.getByLabel("Lines for").selectOption("GB");
      await page.getByRole("region", { name: "If you are in crisis now" }).getByRole("link", { name: "Call 116 123" }).waitFor();
    }

    await page.goto(`${baseUrl()}/app/journal`);
    await page.getByRole("button", { name: "New Entry" }).click();
    const form = page.getByRole("form", { name: "New Entry" });
    await form.getByLabel("Title").fill("Tonight");
    await form.getByLabel("Entry").fill("I can't see a way forward. I want to kill myself tonight.");
    await form.getByRole("button", { name: "Save Entry" }).click();
    const journalBox = page.getByRole("article", { name: "Tonight" }).getByRole("region", { name: "You don't have to carry this alone." });
    await journalBox.waitFor();
    await showsUkLines(journalBox);
    await journalBox.screenshot({ path: `tests/browser/screenshots/crisis-box-journal-gb-${viewport}.png` });

    await page.goto(`${baseUrl()}/app/dream`);
    await page.getByLabel("What did you dream?").fill("I was floating in a grey sea. When the alarm went off I wish I hadn't woken up.");
    await page.getByRole("button", { name: "Log Dream" }).click();
    const dreamBox = page.getByRole("region", { name: "Support is here if you need it" });
    await dreamBox.waitFor();
    await showsUkLines(dreamBox);
    await dreamBox.screenshot({ path: `tests/browser/screenshots/crisis-box-dream-gb-${viewport}.png` });

    await page.goto(`${baseUrl()}/app/peer-support`);
    const safetyBox = page.getByRole("region", { name: "Your safety comes first" });
    await showsUkLines(safetyBox);
    await safetyBox.screenshot({ path: `tests/browser/screenshots/crisis-box-forums-gb-${viewport}.png` });
    const underTitle = page.getByText("In crisis? Call 116 123 or text SHOUT to 85258. In an emergency, call 999.");
    await underTitle.screenshot({ path: `tests/browser/screenshots/crisis-line-forums-gb-${viewport}.png` });
    await noHorizontalOverflow(page);

    await page.goto(`${baseUrl()}/app/peer-support/forum/${forumId}`);
    await page.getByRole("button", { name: "New Post" }).click();
    await page.getByLabel("Title").fill("Tonight");
    await page.getByLabel("What would you like to share?").fill("I want to kill myself tonight. I can't see any way out.");
    await page.getByRole("button", { name: "Create Post" }).click();
    const postBox = page.getByRole("alert").filter({ hasText: "You don't have to go through this alone" });
    await postBox.waitFor();
    await showsUkLines(postBox, "Open my Safety Plan");
    await postBox.screenshot({ path: `tests/browser/screenshots/crisis-box-forum-post-gb-${viewport}.png` });
    await noHorizontalOverflow(page);
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
