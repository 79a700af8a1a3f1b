import { describe, expect, it } from "vitest";
import { baseUrl, executeSql, screenshot, signUpAndSignIn, useBrowser, waitForHydration, type ViewportName } from "./helpers";

const newPage = useBrowser();

describe.each<ViewportName>(["desktop", "mobile"])("progress dashboard (%s)", (viewport) => {
  it("starts empty, adds a mood entry, and shows the charts and insights update", async () => {
    const page = await newPage(viewport);
    const { token, email } = await signUpAndSignIn(page);
    await page.goto(`${baseUrl()}/app/dashboard`);
    await page.getByRole("heading", { name: "Your Progress" }).waitFor();
    const stats = page.getByRole("list", { name: "Statistics" });
    await stats.getByText("Total Sessions").waitFor();
    await stats.getByText("None").waitFor();
    // Nothing behind them yet: the cards say what is missing, not "0 min" and "Stable".
    await expect(stats.locator("li").nth(2).textContent()).resolves.toBe("Avg Session—No sessions yet");
    await expect(stats.locator("li").nth(3).textContent()).resolves.toBe("Mood Trend…Not enough data yetAdd 3 more mood entries to see it");
    await expect(page.getByText("Stable").count()).resolves.toBe(0);
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
    // Saving says so.
    await page.getByRole("status").getByText("Mood entry saved.").waitFor();

    const recent = page.getByRole("region", { name: "Recent Mood Entries" });
    await recent.getByText("8/10").waitFor();
    // One entry reads as its own bars (happiness 8, anxiety 3, stress 2, wellness 8.3), not a stripe of dots.
    const moodChart = page.locator('[data-chart="mood"]');
    await expect(moodChart.locator("li").allTextContents()).resolves.toEqual(["Happiness8", "Anxiety3", "Stress2", "Wellness8.3"]);
    await moodChart.getByText("Your week is drawn as lines once you have checked in on two different days.").waitFor();
    await moodChart.screenshot({ path: `tests/browser/screenshots/dashboard-chart-one-entry-${viewport}.png` });
    await expect(stats.locator("li").nth(3).textContent()).resolves.toContain("Add 2 more mood entries to see it");
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
    // Two more entries, one of them yesterday: the week is drawn as lines, and the trend has data behind it.
    for (const mood of [6, 7]) {
      await fetch(`${baseUrl()}/api/progress/mood`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ therapistId: "general", mood, anxiety: 4, stress: 4 }),
      });
    }
    await page.reload();
    // Three check-ins on one day still read as bars (the latest three), never as a column of dots.
    await expect(page.locator('[data-chart="mood"] polyline').count()).resolves.toBe(0);
    await expect(page.locator('[data-chart="mood"] li').count()).resolves.toBe(12);
    executeSql(`UPDATE mood_entries SET created_at = created_at - 86400000 WHERE mood = 6 AND user_id = (SELECT id FROM users WHERE email = '${email}')`);
    await page.reload();
    await expect(page.locator('[data-chart="mood"] polyline').count()).resolves.toBe(4);
    await expect(page.locator('[data-chart="mood"] polyline').first().getAttribute("points")).resolves.toMatch(/^[\d.]+,[\d.]+ [\d.]+,[\d.]+ [\d.]+,[\d.]+$/);
    await expect(stats.locator("li").nth(3).textContent()).resolves.toMatch(/^Mood Trend.(Improving|Declining|Stable)$/);
    await page.locator('[data-chart="sessions"] li').first().waitFor();
    await expect(stats.locator("li").nth(2).textContent()).resolves.toMatch(/^Avg Session(< 1 min|\d+ min)$/);
    await expect(stats.locator("li").nth(1).textContent()).resolves.toContain("1");
    await stats.getByText("Priya Nair").waitFor();
    // New entries were computed into fresh insights on that load; the next load reads them from the cache.
    await page.reload();
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
    await waitForHydration(page);
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

    // Enter straight after Escape opens it again: the browser sends its close event a moment after Escape, and a
    // dialog that waited for that event took the Enter for itself and then closed. (Timing decides whether the Enter
    // lands in that moment, so try a few times.)
    await page.keyboard.press("Enter");
    await dialog.waitFor();
    for (let attempt = 0; attempt < 3; attempt++) {
      await page.keyboard.press("Escape");
      await page.keyboard.press("Enter");
      await dialog.waitFor({ timeout: 2000 });
    }
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
