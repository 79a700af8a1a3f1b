import { describe, expect, it } from "vitest";
import { CRISIS_DETECTOR_FIGURES } from "../../workers/shared/crisis-figures";
import { baseUrl, screenshot, useBrowser, type ViewportName } from "./helpers";

const newPage = useBrowser();

const PAGES = ["/", "/about", "/crypto-powered", "/privacy-policy", "/terms-of-service", "/help-center", "/crisis-protocol", "/login", "/register", "/verify-email"];

describe.each<ViewportName>(["desktop", "mobile"])("public pages (%s)", (viewport) => {
  it("render without errors and without horizontal scrolling", async () => {
    const page = await newPage(viewport);
    for (const path of PAGES) {
      const response = await page.goto(`${baseUrl()}${path}`);
      expect(response?.status(), path).toBe(200);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await screenshot(page, `public${path === "/" ? "-landing" : path.replaceAll("/", "-")}-${viewport}`);
    }
  });
});

describe("landing", () => {
  it("opens a feature's detail dialog and closes it with Escape", async () => {
    const page = await newPage("mobile");
    await page.goto(`${baseUrl()}/`);
    await page.getByRole("button", { name: "Mood tracking & insights" }).click();
    const dialog = page.getByRole("dialog", { name: "Mood tracking & insights" });
    await dialog.waitFor();
    await expect(dialog.getByRole("button", { name: "Close" }).evaluate((button) => button === document.activeElement || button.closest("dialog")!.contains(document.activeElement))).resolves.toBe(true);
    await expect(dialog.getByRole("link", { name: /register|get started|start/i }).count()).resolves.toBeGreaterThan(0);
    await screenshot(page, "landing-feature-dialog-mobile");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Crisis support & safety" }).click();
    await page.getByRole("dialog", { name: "Crisis support & safety" }).getByRole("button", { name: "Close" }).click();
    await page.getByRole("dialog").waitFor({ state: "hidden" });
  });

  it("offers a mobile menu, without any JavaScript on the page", async () => {
    const page = await newPage("mobile");
    await page.goto(`${baseUrl()}/`);
    await expect(page.locator("script").count()).resolves.toBe(0);
    const menu = page.locator("#public-mobile-menu");
    await expect(menu.isVisible()).resolves.toBe(false);
    await page.locator("#public-menu-toggle").click();
    await menu.getByRole("link", { name: "Get Started" }).waitFor();
    await screenshot(page, "landing-menu-mobile");
    await menu.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "About" }).click();
    await page.waitForURL(`${baseUrl()}/about`);
    await page.locator("#public-menu-toggle").click();
    await menu.getByRole("link", { name: "Crypto Vision" }).click();
    await page.waitForURL(`${baseUrl()}/crypto-powered`);
    await expect.poll(() => menu.isVisible()).toBe(false);
  });
});

describe("crisis protocol", () => {
  it("quotes the detector's figures on the published frozen set, to one decimal", async () => {
    const page = await newPage("mobile");
    await page.goto(`${baseUrl()}/crisis-protocol`);
    const figures = page.getByText("We measure it on a frozen set");
    const { messages, crisisRecall, precision, falseAlarms } = CRISIS_DETECTOR_FIGURES;
    await expect(figures.innerText()).resolves.toContain(`frozen set of ${messages} messages`);
    for (const value of [crisisRecall, precision, falseAlarms]) await expect(figures.innerText()).resolves.toContain(`${(value * 100).toFixed(1)}%`);
  });
});

describe("help center", () => {
  it("filters the questions as you type", async () => {
    const page = await newPage("desktop");
    await page.goto(`${baseUrl()}/help-center`);
    const questions = page.locator("details summary");
    await expect(questions.count()).resolves.toBe(28);
    await page.getByRole("searchbox", { name: "Search help articles" }).fill("cancel");
    await expect.poll(() => questions.count()).toBeLessThan(28);
    await expect.poll(() => questions.count()).toBeGreaterThan(0);
    for (const text of await questions.allTextContents()) expect(text.length).toBeGreaterThan(0);
    await page.getByRole("searchbox", { name: "Search help articles" }).fill("zzzz-nothing-matches");
    await expect.poll(() => questions.count()).toBe(0);
    await expect(page.locator("#help-search-status").textContent()).resolves.toMatch(/No answers match/);
    await screenshot(page, "help-center-no-results-desktop");
  });
});
