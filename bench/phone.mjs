// The progress dashboard as a phone loads it: Chromium at 375 x 800 with a slow CPU and a slow mobile network,
// emulated through the DevTools protocol (Emulation.setCPUThrottlingRate, Network.emulateNetworkConditions).
// Used by `npm run bench` (bench/run.mjs); also runs alone against a server that is already up:
//   node bench/phone.mjs http://127.0.0.1:8801 "haven_session=..."
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

/** Lighthouse's mobile profile: a mid-range phone (4x slower CPU) on a slow 4G connection. */
export const PHONE_PROFILE = {
  viewport: { width: 375, height: 800 },
  cpuSlowdown: 4,
  network: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
};
const RUNS = 5;
const TIMEOUT_MS = 60_000;

const median = (values) => {
  const sorted = values.filter((value) => value != null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

/** One visit: a fresh browser profile each time (nothing cached), signed in, straight to /app/dashboard. */
async function visit(browser, base, cookie) {
  const context = await browser.newContext({ viewport: PHONE_PROFILE.viewport, isMobile: true, hasTouch: true });
  try {
    const [name, value] = [cookie.slice(0, cookie.indexOf("=")), decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1))];
    // The signed-in shell has stored the browser's time zone before a person reaches the dashboard.
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
    await context.addCookies([
      { name, value, url: base },
      { name: "tz", value: encodeURIComponent(zone), url: base },
    ]);
    const page = await context.newPage();
    // Noted from the page's first moment: charts drawn (every chart box has content, drawn on the server or by a chart
    // library after hydration) and hydrated (Remix's router is up, so every control works). Ready is both.
    await page.addInitScript(() => {
      const moments = (window.__benchMoments = {});
      const timer = setInterval(() => {
        const charts = [...document.querySelectorAll("[data-chart]")];
        if (!moments.chartsDrawn && charts.length > 0 && charts.every((chart) => chart.childElementCount > 0)) {
          moments.chartsDrawn = performance.now();
        }
        if (!moments.hydrated && window.__remixRouter?.state.initialized === true) moments.hydrated = performance.now();
        if (moments.chartsDrawn && moments.hydrated) clearInterval(timer);
      }, 10);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE_PROFILE.cpuSlowdown });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, ...PHONE_PROFILE.network });
    let bytes = 0;
    cdp.on("Network.loadingFinished", (event) => (bytes += event.encodedDataLength));
    const response = await page.goto(`${base}/app/dashboard`, { waitUntil: "load", timeout: TIMEOUT_MS });
    if (response?.status() !== 200) throw new Error(`/app/dashboard answered ${response?.status()} (${page.url()})`);
    await page.waitForFunction(() => window.__benchMoments?.chartsDrawn && window.__benchMoments?.hydrated, null, {
      timeout: TIMEOUT_MS,
      polling: 50,
    });
    const { chartsDrawn, hydrated } = await page.evaluate(() => window.__benchMoments);
    const ready = Math.max(chartsDrawn, hydrated);
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType("navigation");
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      return { ttfb: navigation.responseStart, fcp: paint?.startTime ?? null, domContentLoaded: navigation.domContentLoadedEventEnd, load: navigation.loadEventEnd };
    });
    return { ...timing, chartsDrawn, hydrated, ready, kilobytes: bytes / 1000 };
  } finally {
    await context.close();
  }
}

/** The median of RUNS cold visits; null fields when a visit fails, with the error. */
export async function measurePhoneDashboard(base, cookie, { runs = RUNS } = {}) {
  if (!cookie) return { error: "no signed-in session" };
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    // One visit unmeasured, so the server's first-request costs (module load, insights computed) are not counted.
    await visit(browser, base, cookie);
    const visits = [];
    for (let run = 0; run < runs; run++) visits.push(await visit(browser, base, cookie));
    const keys = ["ttfb", "fcp", "domContentLoaded", "load", "chartsDrawn", "hydrated", "ready", "kilobytes"];
    return { profile: PHONE_PROFILE, runs, median: Object.fromEntries(keys.map((key) => [key, median(visits.map((v) => v[key]))])), visits };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [base, cookie] = process.argv.slice(2);
  if (!base || !cookie) {
    console.error('usage: node bench/phone.mjs <base url> "haven_session=<token>"');
    process.exit(2);
  }
  const result = await measurePhoneDashboard(base, cookie);
  console.log(JSON.stringify(result.median, null, 2));
}
