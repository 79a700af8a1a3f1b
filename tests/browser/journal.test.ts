import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { baseUrl, screenshot as fullPage, signUpAndSignIn, useBrowser, type ViewportName } from "./helpers";

const newPage = useBrowser();

/** From the top: the app bar is sticky, so a full-page screenshot taken scrolled down shows it mid-page. */
async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullPage(page, name);
}

async function createEntry(token: string, body: Record<string, unknown>) {
  const response = await fetch(`${baseUrl()}/api/journal/entries`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
}

const LONG_TEXT =
  "Work deadlines kept me awake until 3am again. My boss moved the meeting, and I'm exhausted and anxious about tomorrow. I went for a short walk at lunch, which helped a little, and I want to remember that.";

describe.each<ViewportName>(["desktop", "mobile"])("journal (%s)", (viewport) => {
  it("writes an entry (the draft surviving a reload), generates insights, edits and deletes it", async () => {
    const page = await newPage(viewport);
    await signUpAndSignIn(page);
    await page.goto(`${baseUrl()}/app/journal`);
    await page.getByRole("heading", { name: "Journal", exact: true }).waitFor();
    await screenshot(page, `journal-empty-${viewport}`);

    await page.getByRole("button", { name: "Write Your First Entry" }).click();
    const form = page.getByRole("form", { name: "New Entry" });
    await form.getByLabel("Title").fill("A long Tuesday");
    await form.getByText("14/200").waitFor();
    await form.getByLabel("Entry").fill(LONG_TEXT);
    await form.getByText(`${LONG_TEXT.length}/10,000`).waitFor();
    // The radio itself is visually hidden inside its label, which is what a person taps.
    await form.locator("label").filter({ hasText: /^[^A-Za-z]*Low$/ }).click();
    await form.getByLabel("Tags").fill("work, sleep, ");

    // The draft survives a reload.
    await page.reload();
    const restored = page.getByRole("form", { name: "New Entry" });
    await restored.getByText("Restored the draft you had not saved yet.").waitFor();
    await expect(restored.getByLabel("Title").inputValue()).resolves.toBe("A long Tuesday");
    await expect(restored.getByLabel("Entry").inputValue()).resolves.toBe(LONG_TEXT);
    await expect(restored.getByRole("radio", { name: "Low", exact: true }).isChecked()).resolves.toBe(true);
    await expect(restored.getByLabel("Private").isChecked()).resolves.toBe(true);
    await screenshot(page, `journal-form-${viewport}`);
    await restored.getByRole("button", { name: "Save Entry" }).click();

    const card = page.getByRole("article", { name: "A long Tuesday" });
    await card.waitFor();
    await page.getByText('Saved "A long Tuesday".').waitFor();
    await card.getByText("2 tags").waitFor();
    await card.getByText("Private", { exact: true }).waitFor();
    await card.getByText("#sleep").waitFor();
    await expect(card.getByText(LONG_TEXT).count()).resolves.toBe(0);
    await card.getByRole("button", { name: "Read more" }).click();
    await card.getByText(LONG_TEXT).waitFor();

    const insights = card.getByRole("region", { name: "AI Insights" });
    await insights.getByRole("button", { name: "Generate Insights" }).click();
    const summary = insights.getByText(/^AI Insights: \d themes? found/);
    await summary.waitFor();
    await insights.getByText("Risk Level").waitFor();
    await insights.getByText("Work", { exact: true }).waitFor();
    await insights.getByText("Sleep and rest", { exact: true }).waitFor();
    await insights.getByRole("button", { name: "Regenerate Insights" }).waitFor();
    await screenshot(page, `journal-insights-${viewport}`);

    await card.getByRole("button", { name: "Edit A long Tuesday" }).click();
    const editForm = page.getByRole("form", { name: "Edit Entry" });
    await expect(editForm.getByLabel("Tags").inputValue()).resolves.toBe("work, sleep");
    await editForm.getByLabel("Title").fill("A better Tuesday");
    await editForm.getByLabel("Entry").fill("Slept well in the end, and I feel calm and grateful.");
    await editForm.getByRole("button", { name: "Update Entry" }).click();
    const edited = page.getByRole("article", { name: "A better Tuesday" });
    await edited.getByText("Slept well in the end").waitFor();
    await edited.getByText("Out of date").waitFor();
    await edited.getByRole("region", { name: "AI Insights" }).getByRole("button", { name: "Regenerate Insights" }).click();
    await edited.getByText("Out of date").waitFor({ state: "detached" });

    await edited.getByRole("button", { name: "Delete A better Tuesday" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this entry?" });
    await screenshot(page, `journal-delete-${viewport}`);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(edited.isVisible()).resolves.toBe(true);
    await edited.getByRole("button", { name: "Delete A better Tuesday" }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await edited.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Write Your First Entry" }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

describe("journal", () => {
  it("keeps the text when a save fails, and checks the form before sending it", async () => {
    const page = await newPage("desktop", /ERR_INTERNET_DISCONNECTED/);
    await signUpAndSignIn(page);
    await page.goto(`${baseUrl()}/app/journal`);
    await page.getByRole("button", { name: "New Entry" }).click();
    const form = page.getByRole("form", { name: "New Entry" });
    await form.getByRole("button", { name: "Save Entry" }).click();
    await form.getByText("Title is required").waitFor();
    await form.getByLabel("Title").fill("Offline thoughts");
    await form.getByRole("button", { name: "Save Entry" }).click();
    await form.getByText("Content is required").waitFor();
    await form.getByLabel("Entry").fill("Written on a train with no signal.");

    await page.route(/\/app\/journal/, (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue()));
    await form.getByRole("button", { name: "Save Entry" }).click();
    await form.getByRole("alert").getByText("Network error. Please check your connection and try again. Your text is still here.").waitFor();
    await expect(form.getByLabel("Title").inputValue()).resolves.toBe("Offline thoughts");
    await expect(form.getByLabel("Entry").inputValue()).resolves.toBe("Written on a train with no signal.");
    await screenshot(page, "journal-save-failed-desktop");

    await page.unroute(/\/app\/journal/);
    await form.getByRole("button", { name: "Save Entry" }).click();
    await page.getByRole("article", { name: "Offline thoughts" }).waitFor();
    // Saved: the draft is gone, so a reload does not reopen the form.
    await page.reload();
    await page.getByRole("article", { name: "Offline thoughts" }).waitFor();
    await expect(page.getByRole("form", { name: "New Entry" }).count()).resolves.toBe(0);
  });

  it("saves an entry written in crisis and shows the crisis resources gently beside it", async () => {
    const page = await newPage("mobile");
    await signUpAndSignIn(page);
    await page.goto(`${baseUrl()}/app/journal`);
    await page.getByRole("button", { name: "New Entry" }).click();
    const form = page.getByRole("form", { name: "New Entry" });
    await form.getByLabel("Title").fill("Tonight");
    await form.getByLabel("Entry").fill("I can't see a way forward. I want to kill myself tonight.");
    await form.getByRole("button", { name: "Save Entry" }).click();
    const card = page.getByRole("article", { name: "Tonight" });
    const support = card.getByRole("region", { name: "You don't have to carry this alone." });
    await support.getByText(/^What you wrote is saved\./).waitFor();
    await expect(support.getByRole("link", { name: "Call or text 988" }).getAttribute("href")).resolves.toBe("tel:988");
    await expect(support.getByRole("link", { name: "Open your Safety Plan" }).getAttribute("href")).resolves.toBe("/app/safety-plan");
    await screenshot(page, "journal-crisis-mobile");
  });

  it("searches one's own entries and pages through a long journal", async () => {
    const page = await newPage("desktop");
    const { token } = await signUpAndSignIn(page);
    for (let index = 1; index <= 22; index++) {
      await createEntry(token, { title: `Day ${index}`, content: index % 10 === 0 ? "A walk by the river." : "An ordinary day.", tags: index === 3 ? ["river"] : [] });
    }
    await page.goto(`${baseUrl()}/app/journal`);
    await page.getByRole("article", { name: "Day 22" }).waitFor();
    await expect(page.getByRole("article").count()).resolves.toBe(20);
    await page.getByRole("button", { name: "Load more" }).click();
    await page.getByRole("article", { name: "Day 1", exact: true }).waitFor();
    await expect(page.getByRole("article").count()).resolves.toBe(22);
    await expect(page.getByRole("button", { name: "Load more" }).count()).resolves.toBe(0);

    await page.getByRole("searchbox", { name: "Search your entries" }).fill("RIVER");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByText('Entries containing "RIVER".').waitFor();
    await expect(page.getByRole("article").count()).resolves.toBe(3);
    await screenshot(page, "journal-search-desktop");
    await page.getByRole("searchbox", { name: "Search your entries" }).fill("lighthouse");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByText('No entries contain "lighthouse".').waitFor();
    await page.getByRole("link", { name: "Clear search" }).click();
    await page.getByRole("article", { name: "Day 22" }).waitFor();
  });
});
