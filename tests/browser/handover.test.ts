import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { baseUrl, executeSql, screenshot, signUpAndSignIn, useBrowser, type ViewportName } from "./helpers";

const newPage = useBrowser();
const SCREENSHOTS = "tests/browser/screenshots";

async function apiAs(token: string, path: string, init: { method?: string; json?: unknown } = {}) {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: init.method ?? "GET",
    headers: { Authorization: `Bearer ${token}`, ...(init.json ? { "Content-Type": "application/json" } : {}) },
    body: init.json ? JSON.stringify(init.json) : undefined,
  });
  expect(response.status, path).toBeLessThan(300);
  return response.json() as Promise<any>;
}

/** Some history to export: a conversation (with an accent, an emoji and Hebrew) and a few moods. */
async function withHistory(token: string) {
  const { sessionId } = await apiAs(token, "/chat/start/th_stress", { method: "POST" });
  for (const message of ["Work has been overwhelming this week 😓", "Mañana tengo una reunión difícil", "אני צריך הפסקה"]) {
    await apiAs(token, `/chat/message/${sessionId}`, { method: "POST", json: { message, therapistId: "th_stress" } });
  }
  for (const [mood, anxiety, stress] of [
    [4, 7, 8],
    [6, 5, 5],
  ]) {
    await apiAs(token, "/progress/mood", { method: "POST", json: { mood, anxiety, stress } });
  }
}

describe.each<ViewportName>(["desktop", "mobile"])("therapist handover (%s)", (viewport) => {
  it("lists six routes to human care with the 988 disclaimer, and downloads the PDF, whose pages render", async () => {
    const page = await newPage(viewport);
    const { token } = await signUpAndSignIn(page, { firstName: "Inès", lastName: "Moreau" });
    await withHistory(token);
    await page.goto(`${baseUrl()}/app/therapist-handover`);
    await page.getByRole("heading", { name: "Therapist Handover", level: 1 }).waitFor();
    const routes = page.getByRole("heading", { level: 3 });
    await expect(routes.count()).resolves.toBe(6);
    const ratings = await page.getByLabel(/^Our editorial rating: /).evaluateAll((nodes) => nodes.map((node) => Number(/([\d.]+) out of 5/.exec(node.getAttribute("aria-label")!)![1])));
    expect(ratings).toHaveLength(6);
    for (const rating of ratings) expect(rating >= 4.3 && rating <= 4.8).toBe(true);
    await page.getByText(/Ratings are Haven's own editorial rating/).waitFor();
    const crisis = page.getByRole("region", { name: "If you are in crisis, please reach out now" });
    await expect(crisis.getByRole("link", { name: "Call or text 988" }).getAttribute("href")).resolves.toBe("tel:988");
    const visit = page.getByRole("link", { name: /Visit FindTreatment\.gov/ });
    await expect(visit.getAttribute("href")).resolves.toBe("https://findtreatment.gov/");
    await expect(visit.getAttribute("target")).resolves.toBe("_blank");
    await screenshot(page, `handover-${viewport}`);

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export Your Therapy Data" }).click();
    const download = await downloading;
    const today = await page.evaluate(() => new Intl.DateTimeFormat("en-CA").format(new Date()));
    expect(download.suggestedFilename()).toBe(`Haven-${today}.pdf`);
    await page.getByText(`Downloaded Haven-${today}.pdf.`).waitFor();
    const dir = mkdtempSync(join(tmpdir(), "haven-pdf-"));
    const file = join(dir, download.suggestedFilename());
    await download.saveAs(file);

    // Open the first pages as images (poppler), and keep them beside the screenshots to look at.
    mkdirSync(SCREENSHOTS, { recursive: true });
    execFileSync("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "3", file, join(SCREENSHOTS, `handover-pdf-${viewport}`)]);
    const pages = readdirSync(SCREENSHOTS).filter((name) => name.startsWith(`handover-pdf-${viewport}-`) && name.endsWith(".png"));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const name of pages) expect(statSync(join(SCREENSHOTS, name)).size).toBeGreaterThan(8_000);
    const text = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    for (const expected of ["Inès Moreau", "Therapists talked to", "Work has been overwhelming this week [emoji]", "Mañana tengo una reunión difícil", "הפסקה", "Mood trend"]) {
      expect(text).toContain(expected);
    }
  });

  it("says so when the PDF cannot be made, and lets the person try again", async () => {
    const page = await newPage(viewport);
    await signUpAndSignIn(page);
    // What a failure looks like from the browser: an error page instead of a PDF (a real 5xx would also log a console error).
    await page.route("**/app/export/pdf", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Something went wrong</h1>" }));
    await page.goto(`${baseUrl()}/app/therapist-handover`);
    await page.getByRole("button", { name: "Export Your Therapy Data" }).click();
    await page.getByRole("alert").getByText("Failed to download PDF. Please try again.").waitFor();
    await page.unroute("**/app/export/pdf");
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export Your Therapy Data" }).click();
    expect((await downloading).suggestedFilename()).toMatch(/^Haven-\d{4}-\d{2}-\d{2}\.pdf$/);
  });
});

describe.each<ViewportName>(["desktop", "mobile"])("AI transparency (%s)", (viewport) => {
  it("opens the Data Usage and Privacy Policy modals, and exports the JSON", async () => {
    const page = await newPage(viewport);
    await signUpAndSignIn(page);
    await page.goto(`${baseUrl()}/app/transparency`);
    for (const title of ["Data Usage", "Privacy Policy", "Export Data", "Delete Account"]) {
      await page.getByRole("heading", { name: title, level: 2 }).waitFor();
    }
    await screenshot(page, `transparency-${viewport}`);

    await page.getByRole("button", { name: "How your data is used" }).click();
    const usage = page.getByRole("dialog", { name: "How Haven uses your data" });
    await usage.getByText(/Your words are not sent to any outside AI service/).waitFor();
    await usage.getByText(/AES-256-GCM under a key that belongs to you alone/).waitFor();
    await usage.getByText(/We never sell your data/).waitFor();
    await screenshot(page, `transparency-usage-${viewport}`);
    await page.keyboard.press("Escape");
    await usage.waitFor({ state: "detached" });
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("How your data is used");

    await page.getByRole("button", { name: "Read the summary" }).click();
    const privacy = page.getByRole("dialog", { name: "Privacy Policy" });
    await privacy.getByText(/We do not sell your personal information/).waitFor();
    await expect(privacy.getByRole("link", { name: "Read the full Privacy Policy" }).getAttribute("href")).resolves.toBe("/privacy-policy");
    await screenshot(page, `transparency-privacy-${viewport}`);
    await privacy.getByRole("button", { name: "Close" }).click();
    await privacy.waitFor({ state: "detached" });

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download all data (JSON)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Haven-\d{4}-\d{2}-\d{2}\.json$/);
  });

  it("deletes the account after the confirmation modal, clears storage and lands on the site root", async () => {
    const page = await newPage(viewport);
    const { email } = await signUpAndSignIn(page, { firstName: "Leaving", lastName: "Soon" });
    await page.goto(`${baseUrl()}/app/transparency`);
    await page.evaluate(() => {
      localStorage.setItem("draft", "something");
      sessionStorage.setItem("tab", "state");
    });

    await page.getByRole("button", { name: "Delete account" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete your account?" });
    await confirm.getByText(email).waitFor();
    await screenshot(page, `transparency-delete-${viewport}`);
    await confirm.getByRole("button", { name: "Cancel" }).first().click();
    await confirm.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Delete account" }).click();
    await confirm.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await expect(page.evaluate(() => [localStorage.length, sessionStorage.length])).resolves.toEqual([0, 0]);
    expect((await page.context().cookies(baseUrl())).find((cookie) => cookie.name === "haven_session")).toBeUndefined();
    const login = await fetch(`${baseUrl()}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: "calm-waters-42" }),
    });
    expect(login.status).toBe(401);
    await page.goto(`${baseUrl()}/app/transparency`);
    await page.waitForURL(`${baseUrl()}/`);
  });

  it("shows 'Failed to delete account. Please try again.' and keeps the account when deletion fails", async () => {
    const page = await newPage(viewport);
    await signUpAndSignIn(page);
    await page.route("**/app/delete-account", (route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":false,"error":"x"}' }));
    await page.goto(`${baseUrl()}/app/transparency`);
    await page.getByRole("button", { name: "Delete account" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete your account?" });
    await confirm.getByRole("button", { name: "Delete my account" }).click();
    await confirm.getByRole("alert").getByText("Failed to delete account. Please try again.").waitFor();
    expect(page.url()).toBe(`${baseUrl()}/app/transparency`);
  });
});

describe("open whatever the plan", () => {
  it("keeps the handover and transparency pages open after the trial has ended", async () => {
    const page = await newPage("desktop");
    const { email } = await signUpAndSignIn(page);
    executeSql(`UPDATE users SET trial_ends_at = ${Date.now() - 60_000} WHERE email = '${email}'`);
    for (const [path, title] of [
      ["/app/therapist-handover", "Therapist Handover"],
      ["/app/transparency", "AI Transparency"],
    ] as const) {
      await page.goto(`${baseUrl()}${path}`);
      expect(page.url()).toBe(`${baseUrl()}${path}`);
      await page.getByRole("heading", { name: title, level: 1 }).waitFor();
    }
  });
});

describe("installable app", () => {
  it("serves a manifest Chromium accepts, registers the service worker, and shows the offline page with crisis lines", async () => {
    const manifestResponse = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(manifestResponse.headers.get("Content-Type")).toContain("application/manifest+json");
    const manifest = (await manifestResponse.json()) as { start_url: string; display: string; icons: { src: string; sizes: string; purpose?: string; type: string }[] };
    expect(manifest).toMatchObject({ start_url: "/app", display: "standalone" });
    for (const size of ["192x192", "512x512"]) expect(manifest.icons.some((icon) => icon.sizes === size && icon.type === "image/png")).toBe(true);
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
    for (const icon of manifest.icons) {
      const response = await fetch(`${baseUrl()}${icon.src}`);
      expect(response.status, icon.src).toBe(200);
      expect(response.headers.get("Content-Type"), icon.src).toBe(icon.type);
    }
    expect((await fetch(`${baseUrl()}/sw.js`)).headers.get("Cache-Control")).toBe("no-cache");

    const page = await newPage("mobile");
    await signUpAndSignIn(page);
    await page.goto(`${baseUrl()}/app/transparency`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 10_000 }).toBe(`${baseUrl()}/sw.js`);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);

    // Offline, the browser logs every failed request as a console error: that is the point here, so this part runs
    // in a page of its own, without the helper's console check.
    const offline = await page.context().newPage();
    await offline.setViewportSize({ width: 375, height: 800 });
    await page.context().setOffline(true);
    try {
      await offline.goto(`${baseUrl()}/app/dashboard`);
      await offline.getByRole("heading", { name: "You are offline" }).waitFor();
      await expect(offline.getByRole("link", { name: "988" }).first().getAttribute("href")).resolves.toBe("tel:988");
      await offline.getByText(/741741/).first().waitFor();
      await screenshot(offline, "offline-mobile");
      const apiOffline = await offline.evaluate(() => fetch("/api/therapists").then(() => "answered", () => "failed"));
      expect(apiOffline).toBe("failed");
    } finally {
      await page.context().setOffline(false);
    }

    // The cache holds the shell and static files only: no page, no /api answer, no loader data.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname + new URL(request.url).search);
      return urls;
    });
    expect(cached).toContain("/offline");
    for (const url of cached) expect(url, url).toMatch(/^\/(offline|manifest\.webmanifest|favicon\.svg|icons\/[\w-]+\.png|build\/.+)$/);
  });
});
