import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, screenshot as fullPage, signUpAndSignIn, useBrowser, type ViewportName } from "./helpers";

const newPage = useBrowser();

async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullPage(page, name);
}

/**
 * The browser's speech synthesis, recorded: headless Chromium has no voices, so the test stands in for the speaker
 * (the page's code is unchanged) and counts the chime's oscillators as Web Audio starts them.
 */
function recordSpeechAndSound() {
  const spoken: string[] = [];
  const state = { spoken, cancelled: 0, chimes: 0 };
  (window as unknown as { __meditation: typeof state }).__meditation = state;
  Object.defineProperty(window, "speechSynthesis", {
    configurable: true,
    value: {
      speaking: false,
      speak: (utterance: SpeechSynthesisUtterance) => spoken.push(utterance.text),
      cancel: () => void state.cancelled++,
      pause: () => undefined,
      resume: () => undefined,
      getVoices: () => [],
    },
  });
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (...args: Parameters<OscillatorNode["start"]>) {
    state.chimes++;
    return start.apply(this, args);
  };
}

const recorded = (page: Page) => page.evaluate(() => (window as unknown as { __meditation: { spoken: string[]; cancelled: number; chimes: number } }).__meditation);

describe.each<ViewportName>(["desktop", "mobile"])("meditation (%s)", (viewport) => {
  it("runs a whole session with pause, resume, reset, read-aloud and the chime, and counts it on the dashboard", async () => {
    const page = await newPage(viewport);
    await page.addInitScript(recordSpeechAndSound);
    // The test owns the clock: the countdown reads Date.now(), so jumping the clock is what a long session does.
    await page.clock.install();
    await signUpAndSignIn(page);
    await page.goto(`${baseUrl()}/app/meditation`);
    await page.getByRole("heading", { name: "Meditation", exact: true }).waitFor();
    for (const title of ["Morning Mindfulness", "Stress Relief", "Sleep Preparation", "Anxiety Calm", "Mindful Breathing", "Body Awareness"]) {
      await page.getByRole("heading", { name: title }).waitFor();
    }
    await page.getByText("0 minutes meditated").waitFor();
    await screenshot(page, `meditation-list-${viewport}`);

    await page.getByRole("button", { name: "Start Mindful Breathing" }).click();
    await page.getByRole("heading", { name: "Session Instructions" }).waitFor();
    await expect(page.getByRole("region", { name: "Session Instructions" }).getByRole("listitem").count()).resolves.toBe(5);
    await page.getByRole("button", { name: "Not Now" }).click();
    await page.getByRole("button", { name: "Start Mindful Breathing" }).click();
    await page.getByRole("heading", { name: "Session Instructions" }).waitFor();
    await screenshot(page, `meditation-ready-${viewport}`);
    await page.getByRole("button", { name: "Begin Your Journey" }).click();

    const timer = page.getByRole("timer", { name: "Time remaining" });
    await expect(timer.textContent()).resolves.toBe("8:00");
    await page.clock.fastForward(30_000);
    // The clock also runs on its own while the page works, so a second may have gone by.
    await expect.poll(() => timer.textContent()).toMatch(/^7:(30|29)$/);
    await page.getByRole("button", { name: "Read aloud" }).click();
    await expect.poll(async () => (await recorded(page)).spoken.length).toBe(1);

    await page.getByRole("button", { name: "Pause" }).click();
    await page.getByText("Paused", { exact: true }).waitFor();
    const pausedAt = (await timer.textContent())!;
    expect(pausedAt).toMatch(/^7:(30|29)$/);
    await page.clock.fastForward(120_000);
    await expect(timer.textContent()).resolves.toBe(pausedAt);
    await page.getByRole("button", { name: "Resume" }).click();
    await page.clock.fastForward(60_000);
    // A minute on, give or take the second the clock may run on its own.
    const secondsLeft = async () => {
      const [minutes, seconds] = (await timer.textContent())!.split(":").map(Number);
      return minutes! * 60 + seconds!;
    };
    const pausedSeconds = 7 * 60 + Number(pausedAt.slice(2));
    await expect.poll(async () => [60, 61].includes(pausedSeconds - (await secondsLeft()))).toBe(true);
    await expect.poll(async () => (await recorded(page)).spoken.length).toBeGreaterThan(1);
    const current = page.locator('[aria-current="true"]');
    await expect(current.count()).resolves.toBe(1);
    await screenshot(page, `meditation-running-${viewport}`);

    await page.getByRole("button", { name: "Reset" }).click();
    await expect.poll(() => timer.textContent()).toBe("8:00");
    await page.getByRole("button", { name: "Pause" }).waitFor(); // reset resumes
    await page.getByRole("button", { name: "Stop reading" }).click();
    await page.getByRole("button", { name: "Read aloud" }).waitFor();
    const spokenBeforeEnd = (await recorded(page)).spoken.length;

    await page.clock.fastForward("08:05");
    await expect.poll(() => timer.textContent()).toBe("0:00");
    await page.getByText("Session complete", { exact: true }).waitFor();
    const after = await recorded(page);
    expect(after.chimes).toBeGreaterThan(0);
    expect(after.spoken.length).toBe(spokenBeforeEnd);
    await screenshot(page, `meditation-complete-${viewport}`);

    await page.getByRole("button", { name: "Complete Session" }).click();
    await page.getByText("Session recorded. You have meditated 8 minutes in all.").waitFor();
    await page.getByText("8 minutes meditated").waitFor();
    await page.getByText("1-day streak").waitFor();

    await page.goto(`${baseUrl()}/app/dashboard`);
    const meditation = page.getByRole("list", { name: "Statistics" }).getByRole("listitem").filter({ hasText: "Meditation" });
    await meditation.getByText("8 min").waitFor();
    await meditation.getByText("1-day streak").waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

describe("meditation", () => {
  it("uses the spec's fallback session when the session cannot be generated", async () => {
    const page = await newPage("desktop", /ERR_INTERNET_DISCONNECTED/);
    await signUpAndSignIn(page);
    await page.goto(`${baseUrl()}/app/meditation`);
    await page.route(/\/app\/meditation/, (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue()));
    await page.getByRole("button", { name: "Start Sleep Preparation" }).click();
    await page.getByRole("heading", { name: "Session Instructions" }).waitFor();
    const instructions = page.getByRole("region", { name: "Session Instructions" }).getByRole("listitem");
    await expect(instructions.allTextContents()).resolves.toEqual([
      "Find a comfortable seated position",
      "Close your eyes gently",
      "Take three deep breaths",
      "Follow the guided meditation",
      "Stay present and focused",
    ]);
    await page.getByRole("button", { name: "Begin Your Journey" }).click();
    await page.getByText("Welcome to your Sleep Preparation session.", { exact: false }).waitFor();
    await expect(page.getByRole("timer").textContent()).resolves.toBe("20:00");
  });

  it("says so when the browser cannot read aloud", async () => {
    const page = await newPage("mobile");
    await page.addInitScript(() => Object.defineProperty(window, "speechSynthesis", { configurable: true, value: undefined }));
    await signUpAndSignIn(page);
    await page.goto(`${baseUrl()}/app/meditation`);
    await page.getByRole("button", { name: "Start Anxiety Calm" }).click();
    await page.getByRole("button", { name: "Begin Your Journey" }).click();
    await page.getByRole("button", { name: "Read aloud" }).click();
    await page.getByText("Read-aloud is not available in this browser. You can follow the guided text on screen.").waitFor();
    await page.getByText("five things you can see", { exact: false }).waitFor();
  });
});
