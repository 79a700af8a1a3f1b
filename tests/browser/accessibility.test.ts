import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, signUpAndSignIn, useBrowser, type ViewportName } from "./helpers";

const newPage = useBrowser();
const AXE_SOURCE = readFileSync("node_modules/axe-core/axe.min.js", "utf8");

interface AxeNode {
  target: string[];
  failureSummary: string;
}

/**
 * Text contrast as axe-core (Deque's accessibility engine, run in the page) measures it: 4.5:1 for normal text and
 * 3:1 for large text, against the real backgrounds. Returns the failures, each with its element and its numbers.
 */
async function contrastFailures(page: Page): Promise<string[]> {
  // Evaluated by the test driver, so the page's Content Security Policy (rightly) does not apply to it.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { nodes: AxeNode[] }[] }> };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: "rule", values: ["color-contrast"] } });
    return result.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary}`)
    );
  });
  return violations;
}

describe.each<ViewportName>(["desktop", "mobile"])("contrast of text (%s)", (viewport) => {
  it("reaches 4.5:1 (3:1 for large text) on the public pages and the signed-in pages", async () => {
    const page = await newPage(viewport);
    const failures: Record<string, string[]> = {};
    for (const path of ["/", "/about", "/help-center", "/login", "/register"]) {
      await page.goto(`${baseUrl()}${path}`);
      failures[path] = await contrastFailures(page);
    }
    await signUpAndSignIn(page);
    await page.goto(`${baseUrl()}/app/chat/th_anxiety`);
    await page.getByRole("button", { name: "Continue Chat" }).click();
    await page.locator('[data-sender="therapist"] time').first().waitFor();
    failures["/app/chat"] = await contrastFailures(page);
    for (const path of ["/app", "/app/dashboard", "/app/assessments", "/app/subscription", "/app/profile"]) {
      await page.goto(`${baseUrl()}${path}`);
      await page.waitForLoadState("networkidle");
      failures[path] = await contrastFailures(page);
    }
    expect(failures).toEqual(Object.fromEntries(Object.keys(failures).map((path) => [path, []])));
  });
});

describe("keyboard use on a phone", () => {
  it("never leaves a focused control behind the bottom tab bar or the sticky header", async () => {
    const page = await newPage("mobile");
    await signUpAndSignIn(page);
    await page.goto(`${baseUrl()}/app`);
    await page.getByRole("heading", { name: /Welcome/ }).waitFor();
    const hidden: string[] = [];
    for (let step = 0; step < 30; step++) {
      await page.keyboard.press("Tab");
      const where = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        if (!focused || !focused.closest("main")) return null;
        const box = focused.getBoundingClientRect();
        const tabs = document.querySelector('nav[aria-label="Tabs"]')!.getBoundingClientRect();
        const header = document.querySelector("body header")!.getBoundingClientRect();
        return {
          name: focused.getAttribute("aria-label") ?? focused.textContent?.slice(0, 40),
          behindTabs: box.bottom - tabs.top,
          underHeader: header.bottom - box.top,
        };
      });
      if (where && (where.behindTabs > 0 || where.underHeader > 0))
        hidden.push(`${where.name}: ${JSON.stringify(where)}`);
    }
    expect(hidden).toEqual([]);
  });

  it("returns focus to the help button when Escape closes the help popup", async () => {
    const page = await newPage("mobile");
    await signUpAndSignIn(page);
    await page.goto(`${baseUrl()}/app`);
    const button = page.getByRole("button", { name: "Open help assistant" });
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Help assistant" });
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("help-question");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect(button.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await button.click();
    await dialog.getByRole("button", { name: "Close help" }).click();
    await expect(button.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  });
});
