import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, executeSql, screenshot, signUpAndSignIn, useBrowser, type ViewportName } from "./helpers";

// The dashboard's charts are drawn on the server; uPlot is loaded only when a person reaches for one
// (docs/decisions/0063). Each test has its own account; the browser profile is shared by the file, so the offline
// test runs first, before any test has put uPlot in the browser's caches.
const newPage = useBrowser();
const AXE_SOURCE = readFileSync("node_modules/axe-core/axe.min.js", "utf8");
/** What only uPlot's code (one of its methods) or its stylesheet (one of its classes) contains. */
const UPLOT_MARKS = ["valToPos", ".u-over"];

const OLDER = { mood: 6, anxiety: 4, stress: 5 };
const NEWER = { mood: 9, anxiety: 2, stress: 3 };
const wellness = ({ mood, anxiety, stress }: typeof OLDER) =>
  Math.round(((mood + 11 - anxiety + 11 - stress) / 3) * 10) / 10;

/** An account with a mood entry yesterday and one today (so the week is drawn as lines) and a chat session today. */
async function personWithAWeek(page: Page) {
  const { token, email } = await signUpAndSignIn(page);
  const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
  for (const entry of [OLDER, NEWER]) {
    const saved = await fetch(`${baseUrl()}/api/progress/mood`, {
      method: "POST",
      headers,
      body: JSON.stringify({ therapistId: "general", ...entry }),
    });
    expect(saved.status).toBe(201);
  }
  executeSql(
    `UPDATE mood_entries SET created_at = created_at - 86400000 WHERE mood = ${OLDER.mood} AND user_id = (SELECT id FROM users WHERE email = '${email}')`
  );
  const start = await fetch(`${baseUrl()}/api/chat/start/th_stress`, { method: "POST", headers });
  const { sessionId } = (await start.json()) as { sessionId: string };
  await fetch(`${baseUrl()}/api/chat/message/${sessionId}`, {
    method: "POST",
    headers,
    body: JSON.stringify({ message: "Work deadlines keep me up at night" }),
  });
}

/** Every request the page makes; `withUPlot` tells which scripts and stylesheets among them contain uPlot. */
function recordRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return {
    urls,
    // Read from the server: a response the service worker served from its cache has no body to read in the page.
    async withUPlot(list: string[]) {
      const found: string[] = [];
      for (const url of list.filter((url) => /\.(js|css)$/.test(new URL(url).pathname))) {
        const text = await (await fetch(url)).text();
        if (UPLOT_MARKS.some((mark) => text.includes(mark))) found.push(url);
      }
      return found;
    },
  };
}

async function openDashboard(page: Page) {
  await page.goto(`${baseUrl()}/app/dashboard`);
  await page.waitForLoadState("networkidle");
  // Hydrated: the chart boxes are in the tab order (the server's HTML, without JavaScript, leaves them out of it).
  await page.locator('[data-chart="mood"] [role="img"][tabindex="0"]').waitFor();
}

/** The mood entries as the screen-reader table lists them: the time as the page writes it, oldest first. */
async function tableTimes(page: Page) {
  return page.locator("table tbody th").allTextContents();
}

const moodBox = (page: Page) => page.getByRole("img", { name: "Mood chart, last 7 days" });
const sessionsBox = (page: Page) => page.getByRole("img", { name: "Sessions chart, this week" });
/** The centre of the server-drawn Happiness point of entry `index`, in the viewport. */
async function pointCentre(page: Page, index: number) {
  const box = await page
    .locator('[data-chart="mood"] span.border-2')
    .nth(index * 4)
    .boundingBox();
  return { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 };
}
const legend = (page: Page) => page.locator('[data-chart="mood"] ul li');
const readout = (page: Page, chart: "mood" | "sessions") => page.locator(`[data-chart="${chart}"] p.h-5`);

/** Touch through the DevTools protocol: the page sees real touch and pointer events (pointerType "touch"). */
async function touchscreen(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 5 });
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", x = 0, y = 0) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
  return {
    tap: async ({ x, y }: { x: number; y: number }) => {
      await touch("touchStart", x, y);
      await touch("touchEnd");
    },
    slide: async (from: { x: number; y: number }, to: { x: number; y: number }) => {
      await touch("touchStart", from.x, from.y);
      for (let step = 1; step <= 8; step++) await touch("touchMove", from.x + ((to.x - from.x) * step) / 8, from.y);
      await touch("touchEnd");
    },
  };
}

describe("charts without a network", () => {
  it("keep the server-drawn chart, say nothing alarming, and become interactive once the network is back", async () => {
    const page = await newPage(
      "desktop",
      /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch dynamically imported module/
    );
    await personWithAWeek(page);
    await openDashboard(page);
    await page.context().setOffline(true);
    try {
      const centre = await pointCentre(page, 1);
      await page.mouse.move(centre.x, centre.y);
      await page.waitForTimeout(1500);
      await expect(page.locator(".uplot").count()).resolves.toBe(0);
      await expect(page.locator('[data-chart="mood"] polyline').first().isVisible()).resolves.toBe(true);
      await expect(readout(page, "mood").textContent()).resolves.toBe("Tap or hover for exact values.");
      await expect(page.getByRole("alert").count()).resolves.toBe(0);
    } finally {
      await page.context().setOffline(false);
    }
    await page.mouse.move(10, 10);
    const centre = await pointCentre(page, 1);
    await page.mouse.move(centre.x, centre.y);
    await page.locator('[data-chart="mood"] .uplot canvas').waitFor();
    await expect(legend(page).allTextContents()).resolves.toEqual([
      `Happiness${NEWER.mood}`,
      `Anxiety${NEWER.anxiety}`,
      `Stress${NEWER.stress}`,
      `Wellness${wellness(NEWER)}`,
    ]);
  });
});

describe.each<ViewportName>(["desktop", "mobile"])("progress charts (%s)", (viewport) => {
  it("load uPlot only when the mood chart is reached for, and read out a saved entry in the same box", async () => {
    const page = await newPage(viewport);
    await personWithAWeek(page);
    const requests = recordRequests(page);
    await openDashboard(page);

    // The first load fetched no uPlot: no script or stylesheet that contains it, and no canvas drawn.
    const firstLoad = [...requests.urls];
    expect(firstLoad.some((url) => url.includes("/build/"))).toBe(true);
    await expect(requests.withUPlot(firstLoad)).resolves.toEqual([]);
    await expect(page.locator(".uplot").count()).resolves.toBe(0);
    await expect(page.locator('[data-chart="mood"] polyline').count()).resolves.toBe(4);
    await expect(readout(page, "mood").textContent()).resolves.toBe("Tap or hover for exact values.");
    await page
      .locator('[data-chart="mood"]')
      .screenshot({ path: `tests/browser/screenshots/chart-mood-static-${viewport}.png` });

    const section = page.getByRole("region", { name: "Happiness & Wellness Tracking" });
    const before = { box: await moodBox(page).boundingBox(), section: await section.boundingBox() };
    const [olderTime, newerTime] = await tableTimes(page);

    await moodBox(page).scrollIntoViewIfNeeded();
    // Reaching for the older entry: a finger taps it on a phone, the mouse moves onto it on a desktop.
    const older = await pointCentre(page, 0);
    const touch = viewport === "mobile" ? await touchscreen(page) : null;
    if (touch) await touch.tap(older);
    else await page.mouse.move(older.x, older.y);
    await page.locator('[data-chart="mood"] .uplot canvas').first().waitFor();
    await expect(readout(page, "mood").textContent()).resolves.toBe(olderTime);
    await expect(legend(page).allTextContents()).resolves.toEqual([
      `Happiness${OLDER.mood}`,
      `Anxiety${OLDER.anxiety}`,
      `Stress${OLDER.stress}`,
      `Wellness${wellness(OLDER)}`,
    ]);

    // Loaded then, and only then: uPlot's own chunk and its stylesheet.
    const afterReach = requests.urls.slice(firstLoad.length);
    const uplotFiles = await requests.withUPlot(afterReach);
    expect(uplotFiles.some((url) => url.endsWith(".js"))).toBe(true);
    expect(uplotFiles.some((url) => url.endsWith(".css"))).toBe(true);

    // The same box, the same page: nothing moved, and the chart is as wide as its box.
    await expect(moodBox(page).boundingBox()).resolves.toEqual(before.box);
    await expect(section.boundingBox()).resolves.toEqual(before.section);
    const widths = await page.evaluate(() => {
      const box = document.querySelector('[data-chart="mood"] [role="img"]')!;
      return { box: box.clientWidth, chart: box.querySelector(".uplot")!.getBoundingClientRect().width };
    });
    expect(widths.chart).toBe(widths.box);
    await expect(page.locator('[data-chart="mood"] polyline').first().isVisible()).resolves.toBe(false);
    await page
      .locator('[data-chart="mood"]')
      .screenshot({ path: `tests/browser/screenshots/chart-mood-interactive-${viewport}.png` });

    // The cursor follows: a finger sliding to the newer entry, or the mouse.
    const newer = await pointCentre(page, 1);
    if (touch) await touch.slide(older, newer);
    else await page.mouse.move(newer.x, newer.y, { steps: 5 });
    await expect(readout(page, "mood").textContent()).resolves.toBe(newerTime);
    await expect(legend(page).allTextContents()).resolves.toEqual([
      `Happiness${NEWER.mood}`,
      `Anxiety${NEWER.anxiety}`,
      `Stress${NEWER.stress}`,
      `Wellness${wellness(NEWER)}`,
    ]);

    // The sessions chart uses the library already loaded: today's bar reads one session.
    const days = await page.getByRole("list", { name: "Sessions per day this week" }).locator("li").allTextContents();
    await sessionsBox(page).scrollIntoViewIfNeeded();
    const today = days.find((day) => day.endsWith(": 1"))!.replace(": 1", "");
    const bar = await page
      .locator('[data-chart="sessions"] ol')
      .first()
      .locator("li")
      .nth(days.findIndex((day) => day.endsWith(": 1")))
      .boundingBox();
    const onBar = { x: bar!.x + bar!.width / 2, y: bar!.y + bar!.height - 10 };
    const sessionsBefore = await sessionsBox(page).boundingBox();
    if (touch) await touch.tap(onBar);
    else await page.mouse.move(onBar.x, onBar.y);
    await page.locator('[data-chart="sessions"] .uplot canvas').first().waitFor();
    await expect(readout(page, "sessions").textContent()).resolves.toBe(`${today}: 1 session`);
    await expect(sessionsBox(page).boundingBox()).resolves.toEqual(sessionsBefore);
    await page
      .locator('[data-chart="sessions"]')
      .screenshot({ path: `tests/browser/screenshots/chart-sessions-interactive-${viewport}.png` });

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `dashboard-charts-interactive-${viewport}`);
  });
});

describe("progress charts from the keyboard", () => {
  it("take focus with a name, load uPlot, and move between entries with the arrow keys", async () => {
    const page = await newPage("desktop");
    await personWithAWeek(page);
    await openDashboard(page);
    const [olderTime, newerTime] = await tableTimes(page);

    await page.locator("#add-mood-entry").focus();
    for (let presses = 0; presses < 10; presses++) {
      await page.keyboard.press("Tab");
      if (await moodBox(page).evaluate((box) => box === document.activeElement)) break;
    }
    await expect(
      moodBox(page).evaluate((box) => box === document.activeElement && box.matches(":focus-visible"))
    ).resolves.toBe(true);
    // Focus from the keyboard starts on the newest entry.
    await page.locator('[data-chart="mood"] .uplot canvas').first().waitFor();
    await expect(readout(page, "mood").textContent()).resolves.toBe(newerTime);

    await page.keyboard.press("ArrowLeft");
    await expect(readout(page, "mood").textContent()).resolves.toBe(olderTime);
    await expect(legend(page).first().textContent()).resolves.toBe(`Happiness${OLDER.mood}`);
    // Screen readers hear the entry the keys chose.
    await expect(page.locator('[data-chart="mood"] [aria-live="polite"]').textContent()).resolves.toBe(
      `${olderTime}: Happiness ${OLDER.mood}, Anxiety ${OLDER.anxiety}, Stress ${OLDER.stress}, Wellness ${wellness(
        OLDER
      )}`
    );
    await page
      .locator('[data-chart="mood"]')
      .screenshot({ path: "tests/browser/screenshots/chart-mood-keyboard-desktop.png" });
    await page.keyboard.press("End");
    await expect(readout(page, "mood").textContent()).resolves.toBe(newerTime);

    // Leaving the chart hides the read-out again.
    await page.keyboard.press("Tab");
    await expect(readout(page, "mood").textContent()).resolves.toBe("Tap or hover for exact values.");

    // A new entry saved from the page is drawn by uPlot too, in place of the old chart.
    await page.getByRole("button", { name: "Add Mood Entry" }).click();
    const dialog = page.getByRole("dialog", { name: "How are you feeling?" });
    await dialog.getByLabel("Happiness").fill("3");
    await dialog.getByRole("button", { name: "Save Entry" }).click();
    await page.getByRole("status").getByText("Mood entry saved.").waitFor();
    await expect.poll(() => tableTimes(page).then((times) => times.length)).toBe(3);
    const newestTime = (await tableTimes(page))[2];
    await expect(page.locator('[data-chart="mood"] .uplot').count()).resolves.toBe(1);
    await moodBox(page).focus();
    await page.keyboard.press("End");
    await expect(readout(page, "mood").textContent()).resolves.toBe(newestTime);
    await expect(legend(page).first().textContent()).resolves.toBe("Happiness3");
    await page.keyboard.press("ArrowLeft");
    await expect(readout(page, "mood").textContent()).resolves.toBe(newerTime);
    await expect(page.locator('[data-chart="mood"] polyline').first().isVisible()).resolves.toBe(false);

    // The charts' sections pass axe-core's WCAG A and AA rules, interactive or not.
    await page.evaluate(AXE_SOURCE);
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; nodes: unknown[] }[] }>;
          };
        }
      ).axe;
      const result = await axe.run(
        { include: [['[aria-labelledby="mood-chart-title"]'], ['[aria-labelledby="session-chart-title"]']] },
        { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa"] } }
      );
      return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
    });
    expect(violations).toEqual([]);
  });
});
