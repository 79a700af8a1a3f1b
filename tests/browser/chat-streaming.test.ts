import { describe, expect, it } from "vitest";
import { baseUrl, screenshot, signUpAndSignIn, useBrowser } from "./helpers";

const newPage = useBrowser();

describe("chat streaming", () => {
  it("shows the built-in therapist's answer growing a few words at a time, answering the question first", async () => {
    const page = await newPage("mobile");
    await signUpAndSignIn(page, { firstName: "Ines", lastName: "Moreau" });
    await page.goto(`${baseUrl()}/app/chat/th_stress`);
    const input = page.getByLabel("Message");
    await input.waitFor();
    const replies = page.locator('[data-sender="therapist"]');
    const before = await replies.count();

    // Every length the new reply's bubble passes through while it is written, before its time stamp appears.
    await page.evaluate((index) => {
      const lengths: number[] = [];
      Object.assign(window, { replyLengths: lengths });
      new MutationObserver(() => {
        const bubble = document.querySelectorAll('[data-sender="therapist"]')[index];
        if (bubble && !bubble.querySelector("time")) lengths.push(bubble.textContent?.length ?? 0);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    }, before);

    await input.fill("Can you help me make a plan for tomorrow that includes breaks?");
    await input.press("Enter");
    const reply = replies.nth(before);
    await reply.locator("time").waitFor();
    const lengths = await page.evaluate(() => (window as unknown as { replyLengths: number[] }).replyLengths);
    const distinct = new Set(lengths.filter((length) => length > 0));
    expect(distinct.size, `lengths seen: ${[...distinct].join(", ")}`).toBeGreaterThanOrEqual(6);

    const text = (await reply.textContent()) ?? "";
    expect(text).toMatch(/morning.*break/);
    expect(text.split("?").length - 1).toBeLessThanOrEqual(1);
    await screenshot(page, "chat-streamed-answer-mobile");
  });
});
