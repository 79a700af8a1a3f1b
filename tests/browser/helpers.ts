import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from "vitest";

export const baseUrl = () => inject("baseUrl");
const SCREENSHOT_DIR = "tests/browser/screenshots";

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 375, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** One Chromium per test file (Debian's, headless, no network beyond localhost). */
export function useBrowser() {
  const state: { context?: BrowserContext } = {};
  beforeAll(async () => {
    state.context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "haven-chromium-")), {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      headless: true,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
  });
  afterAll(async () => {
    await state.context?.close();
  });
  let problems: string[] = [];
  const expected = new WeakMap<Page, RegExp>();
  // A retry keeps the errors of the attempts before it: only this attempt's count.
  let errorsBefore = 0;
  beforeEach(({ task }) => {
    errorsBefore = task.result?.errors?.length ?? 0;
  });
  afterEach(async ({ task }) => {
    if ((task.result?.errors?.length ?? 0) > errorsBefore) {
      for (const page of state.context?.pages() ?? []) if (page.url() !== "about:blank") console.error(await describeFailedPage(page));
    }
    for (const page of state.context?.pages() ?? []) await page.close();
    const seen = problems;
    problems = [];
    expect(seen, "browser console errors").toEqual([]);
  });

  /**
   * A fresh page at the given viewport; the test fails on any console error or uncaught exception, except console
   * errors matching `allowConsoleErrors` (such as the browser's own report of a request that failed offline).
   */
  return async function newPage(viewport: ViewportName = "desktop", allowConsoleErrors?: RegExp): Promise<Page> {
    const context = state.context!;
    await context.clearCookies();
    const page = await context.newPage();
    await page.setViewportSize(VIEWPORTS[viewport]);
    page.setDefaultTimeout(10_000);
    if (allowConsoleErrors) expected.set(page, allowConsoleErrors);
    page.on("console", (message) => {
      // A form answered with a 4xx (a wrong password, say) is expected; anything else is a problem.
      const expectedClientError = /status of 4\d\d/.test(message.text()) || expected.get(page)?.test(message.text());
      if (message.type() === "error" && !expectedClientError) problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
    return page;
  };
}

/**
 * What a page showed when its test failed, for the CI log (which keeps no screenshots): where it was, its heading,
 * any open dialog or alert, and what had focus.
 */
async function describeFailedPage(page: Page): Promise<string> {
  const state = await page
    .evaluate(() => {
      const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim().slice(0, 200) ?? "none";
      const focused = document.activeElement;
      return {
        heading: text(document.querySelector("h1")),
        dialog: text(document.querySelector("dialog[open]")),
        alert: text(document.querySelector('[role="alert"]')),
        focused: !focused || focused === document.body ? "the page" : `<${focused.tagName.toLowerCase()}${focused.id ? `#${focused.id}` : ""}> ${text(focused).slice(0, 80)}`,
      };
    })
    .catch((error: Error) => ({ unreadable: error.message }));
  return `Page at failure: ${page.url()} ${JSON.stringify(state)}`;
}

/**
 * Waits until React has taken over the server-rendered page (Remix creates its router as it hydrates): from then on a
 * key press on a control reaches its handler (React replays what arrives while it is still hydrating).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized === true);
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

let counter = 0;
export function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${counter++}@example.com`;
}

/** Creates an account through the public API and signs the browser in with its token (the login fixture). */
export async function signUpAndSignIn(page: Page, name = { firstName: "Robin", lastName: "Quinn" }) {
  const email = uniqueEmail("fixture");
  const response = await fetch(`${baseUrl()}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...name, email, password: "calm-waters-42" }),
  });
  expect(response.status).toBe(201);
  const { token } = (await response.json()) as { token: string };
  await page.context().addCookies([
    { name: "haven_session", value: token, url: baseUrl(), httpOnly: true, secure: true, sameSite: "Lax" },
  ]);
  return { email, token };
}

/** Runs SQL against the test server's local D1 (to put an account in a state, such as an expired trial). */
export function executeSql(sql: string) {
  const result = spawnSync(
    "node_modules/.bin/wrangler",
    ["d1", "execute", "DB", "--local", "--persist-to", inject("stateDir"), "--command", sql],
    { encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
  if (result.status !== 0) throw new Error(result.stderr);
}
