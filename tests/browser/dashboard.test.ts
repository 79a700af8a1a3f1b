import { describe, expect, it } from "vitest";
import { baseUrl, screenshot, signUpAndSignIn, useBrowser, type ViewportName } from "./helpers";

const newPage = useBrowser();

describe.each<ViewportName>(["desktop", "mobile"])("progress dashboard (%s)", (viewport) => {
  it("starts empty, adds a mood entry, and shows the charts and insights update", async () => {
    const page = await newPage(viewport);
    const { token } = await signUpAndSignIn(page);
    await page.goto(`${baseUrl()}/app/dashboard`);
    await page.getByRole("heading", { name: "Your Progress" }).waitFor();
    const stats = page.getByRole("list", { name: "Statistics" });
    await stats.getByText("Total Sessions").waitFor();
    await stats.getByText("None").waitFor();
    await page.getByText("No sessions this week yet.").waitFor();
    await expect(page.getByRole("link", { name: "Start Session" }).getAttribute("href")).resolves.toBe("/app/chat");
    const insights = page.getByRole("region", { name: "AI Insights" });
    await insights.getByText("Computed from your data").waitFor();
    await insights.getByText("at least 3 mood entries").waitFor();
    await screenshot(page, `dashboard-empty-${viewport}`);

    await page.getByRole("button", { name: "Add Your First Entry" }).click();
    const dialog = page.getByRole("dialog", { name: "How are you feeling?" });
    await expect(dialog.getByLabel("Happiness").inputValue()).resolves.toBe("5");
    await dialog.getByLabel("Happiness").fill("8");
    await dialog.getByLabel("Anxiety").fill("3");
    await dialog.getByLabel("Stress").fill("2");
    await screenshot(page, `dashboard-mood-dialog-${viewport}`);
    await dialog.getByRole("button", { name: "Save Entry" }).click();
    await dialog.waitFor({ state: "detached" });

    const recent = page.getByRole("region", { name: "Recent Mood Entries" });
    await recent.getByText("8/10").waitFor();
    await page.locator('[data-chart="mood"] canvas').first().waitFor();
    await insights.getByText("Fresh", { exact: true }).waitFor();
    await insights.getByText("You checked in on 1 of the last 30 days.").waitFor();

    await page.getByRole("button", { name: "Add Mood Entry" }).click();
    await expect(page.getByRole("dialog").getByLabel("Happiness").inputValue()).resolves.toBe("5");
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();

    // A real chat session this week shows up in the stats and the weekly chart.
    const start = await fetch(`${baseUrl()}/api/chat/start/th_stress`, { method: "POST", headers: { Authorization: `Bearer ${token}` } });
    const { sessionId } = (await start.json()) as { sessionId: string };
    await fetch(`${baseUrl()}/api/chat/message/${sessionId}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ message: "Work deadlines keep me up at night" }),
    });
    await page.reload();
    await page.locator('[data-chart="sessions"] canvas').first().waitFor();
    await expect(stats.locator("li").nth(1).textContent()).resolves.toContain("1");
    await stats.getByText("Priya Nair").waitFor();
    await insights.getByText("Cached", { exact: true }).waitFor();
    await insights.getByRole("button", { name: "Refresh insights" }).click();
    await insights.getByText("Fresh", { exact: true }).waitFor();
    // The app bar is sticky: from the top, a full-page screenshot shows it where it belongs.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `dashboard-${viewport}`);
    for (const chart of ["mood", "sessions"]) {
      await page.locator(`[data-chart="${chart}"]`).screenshot({ path: `tests/browser/screenshots/dashboard-chart-${chart}-${viewport}.png` });
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

describe("progress dashboard from the keyboard", () => {
  it("opens the Add Mood dialog as a modal, sets the sliders with arrow keys, and returns focus when it closes", async () => {
    const page = await newPage("desktop");
    await signUpAndSignIn(page);
    // On a first visit the page reloads its data once it knows the browser's time zone; slow that down, since the
    // dialog must work while it happens.
    await page.route(/_data=/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto(`${baseUrl()}/app/dashboard`);
    const first = page.getByRole("button", { name: "Add Your First Entry" });
    await first.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "How are you feeling?" });
    await dialog.waitFor();
    const focusedId = () => page.evaluate(() => document.activeElement?.id ?? "");
    await expect(focusedId()).resolves.toBe("mood-mood");
    // The page behind is inert while the dialog is open: it cannot take focus.
    await page.evaluate(() => document.getElementById("add-mood-entry")?.focus());
    await expect(focusedId()).resolves.toBe("mood-mood");

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe("Add Your First Entry");

    await page.keyboard.press("Enter");
    await dialog.waitFor();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Home");
    await page.keyboard.press("Tab");
    await page.keyboard.press("End");
    await page.keyboard.press("Tab"); // Cancel
    await page.keyboard.press("Tab"); // Save Entry
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "detached" });
    const card = page.getByRole("region", { name: "Recent Mood Entries" }).getByRole("listitem");
    await expect(card.innerText()).resolves.toMatch(/Happiness\s+7\/10\s+Anxiety\s+1\/10\s+Stress\s+10\/10/);
    // Add Your First Entry is gone with the first entry; focus goes to Add Mood Entry.
    await expect(focusedId()).resolves.toBe("add-mood-entry");
  });
});
