import { describe, expect, it } from "vitest";
import { baseUrl, screenshot, signUpAndSignIn, useBrowser, type ViewportName } from "./helpers";

const newPage = useBrowser();

const WALLET = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM";
let counter = 0;
const newPostId = () => String(1_700_000_000_000_000_000n + BigInt(Date.now()) * 1000n + BigInt(++counter));

/** Between 23:59 and 00:00 UTC today's round is over and entries wait for the next: the entry test cannot run then. */
function inTheGapBetweenRounds(now = new Date()) {
  return now.getUTCHours() === 23 && now.getUTCMinutes() === 59;
}

describe.each<ViewportName>(["desktop", "mobile"])("the contest page (%s)", (viewport) => {
  it("shows 'Login Required' with a link to /login when signed out", async () => {
    const page = await newPage(viewport);
    await page.goto(`${baseUrl()}/app/shiller`);
    expect(page.url()).toBe(`${baseUrl()}/app/shiller`);
    await page.getByRole("heading", { name: "Login Required" }).waitFor();
    await expect(page.getByRole("tab").count()).resolves.toBe(0);
    await screenshot(page, `contest-signed-out-${viewport}`);
    await page.getByRole("main").getByRole("link", { name: "Log in" }).click();
    await page.waitForURL(`${baseUrl()}/login`);
  });

  it.skipIf(inTheGapBetweenRounds())("submits a post, shows it in my submissions and on the leaderboard, and keeps the text when refused", async () => {
    const page = await newPage(viewport);
    await signUpAndSignIn(page, { firstName: "Robin", lastName: "Quinn" });
    await page.goto(`${baseUrl()}/app/shiller`);
    await page.getByRole("heading", { name: "Shiller Contest" }).waitFor();
    const round = page.getByRole("region", { name: "Today's Round" });
    await expect(round.getByRole("timer").textContent()).resolves.toMatch(/^\d\d:\d\d:\d\d$/);
    await round.getByText("not connected to X on this server").waitFor();
    await expect(round.getByRole("progressbar", { name: "Round progress" }).getAttribute("aria-valuenow")).resolves.toMatch(/^\d+$/);
    await page.getByRole("region", { name: "Creator Rewards" }).getByText("Creator rewards wallet not configured.").waitFor();
    await page.getByRole("region", { name: "Contest Rules" }).getByText("#ad").waitFor();
    await expect(page.getByRole("tab", { name: "Submit Tweet" }).getAttribute("aria-selected")).resolves.toBe("true");
    await page.getByText("You have not entered a post yet.").waitFor();

    // The same checks as the server, before anything is sent.
    await page.getByLabel("Tweet URL").fill("https://example.com/robin/status/123");
    await page.getByLabel("Solana Wallet Address").fill(WALLET);
    await page.getByRole("button", { name: "Submit Tweet" }).click();
    await page.getByText("Please enter the link to one post on X").waitFor();
    await expect(page.getByLabel("Tweet URL").getAttribute("aria-invalid")).resolves.toBe("true");

    const post = newPostId();
    const link = `https://twitter.com/robin_q/status/${post}?s=20`;
    await page.getByLabel("Tweet URL").fill(link);
    await page.getByRole("button", { name: "Submit Tweet" }).click();
    await page.getByRole("status").getByText("Tweet submitted successfully!").waitFor();
    await expect(page.getByLabel("Tweet URL").inputValue()).resolves.toBe("");
    const mine = page.getByRole("region", { name: "My Submissions" });
    await mine.getByRole("link", { name: `@robin_q · ${post}` }).waitFor();
    await expect(mine.getByRole("link").getAttribute("href")).resolves.toBe(`https://x.com/robin_q/status/${post}`);
    await mine.getByText("Rank #").waitFor();
    await expect(mine.getByText("unknown").count()).resolves.toBe(2);
    await expect(page.getByLabel("Solana Wallet Address").inputValue()).resolves.toBe(WALLET);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `contest-submitted-${viewport}`);

    // A refused entry keeps what was typed.
    await page.getByLabel("Tweet URL").fill(link);
    await page.getByRole("button", { name: "Submit Tweet" }).click();
    await page.getByRole("alert").getByText("This post has already been entered in today's round.").waitFor();
    await expect(page.getByLabel("Tweet URL").inputValue()).resolves.toBe(link);

    await page.getByRole("tab", { name: "Leaderboard" }).click();
    const board = page.getByRole("region", { name: "Today's Leaderboard" });
    const mineOnBoard = board.getByRole("listitem").filter({ has: page.locator(`a[href="https://x.com/robin_q/status/${post}"]`) });
    await mineOnBoard.getByText("Robin Q.").waitFor();
    await page.getByRole("region", { name: "Past Rounds" }).waitFor();
    // Keyboard: arrows move between the tabs.
    await page.getByRole("tab", { name: "Leaderboard" }).press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "Submit Tweet" }).getAttribute("aria-selected")).resolves.toBe("true");
    await page.getByRole("tab", { name: "Submit Tweet" }).press("ArrowRight");
    await board.waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `contest-leaderboard-${viewport}`);
  });

  it("shows 'Round Ended' and the next round tomorrow when the countdown reaches zero, and refreshes", async () => {
    const page = await newPage(viewport);
    await signUpAndSignIn(page);
    // This page's clock runs 3 seconds before 23:59 UTC (the server's stays real): the countdown really reaches zero.
    // (Playwright's page.clock would be shared by every page of the file's browser context.)
    const now = new Date();
    const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 23, 59);
    await page.addInitScript((offset: number) => {
      const RealDate = Date;
      class ShiftedDate extends RealDate {
        constructor(...args: unknown[]) {
          if (args.length === 0) super(RealDate.now() + offset);
          else super(...(args as [number]));
        }
        static override now() {
          return RealDate.now() + offset;
        }
      }
      globalThis.Date = ShiftedDate as DateConstructor;
    }, end - 3_000 - Date.now());
    const refresh = page.waitForRequest((request) => request.url().endsWith("/app/shiller/live"), { timeout: 20_000 });
    await page.goto(`${baseUrl()}/app/shiller`);
    await page.getByRole("heading", { name: "Today's Round" }).waitFor();
    await refresh;
    const round = page.getByRole("region", { name: "Round Ended" });
    await round.getByText("The next round starts tomorrow at 00:00 UTC.").waitFor();
    await expect(round.getByRole("progressbar").getAttribute("aria-valuenow")).resolves.toBe("100");
    await page.getByText("Entries open again when the next round starts tomorrow at 00:00 UTC.").waitFor();
    await expect(page.getByRole("button", { name: "Submit Tweet" }).count()).resolves.toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `contest-ended-${viewport}`);
  });
});
