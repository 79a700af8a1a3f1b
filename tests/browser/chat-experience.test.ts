import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, screenshot, signUpAndSignIn, useBrowser, VIEWPORTS, type ViewportName } from "./helpers";

const newPage = useBrowser();

const MESSAGES = [
  "Work has been stressful and I can't switch off in the evenings.",
  "My manager keeps adding tasks and I never say no.",
  "I end up answering emails at eleven at night.",
  "Then I lie awake going over everything I didn't finish.",
];

/** Where the newest message sits against the docked composer and the sticky header (positive means hidden). */
function measure(page: Page) {
  return page.evaluate(() => {
    const newest = document.querySelector('ol[aria-label="Conversation"]')!.lastElementChild!.getBoundingClientRect();
    const composer = document.querySelector("form.composer-dock")!.getBoundingClientRect();
    const header = document.querySelector("body header")!.getBoundingClientRect();
    const visibleBottom = window.visualViewport
      ? window.visualViewport.offsetTop + window.visualViewport.height
      : innerHeight;
    return {
      behindComposer: Math.round(newest.bottom - composer.top),
      underHeader: Math.round(header.bottom - newest.top),
      composerOffScreen: Math.round(composer.bottom - visibleBottom),
      newestHeight: Math.round(newest.height),
    };
  });
}

async function sendAndWait(page: Page, text: string, replyIndex: number) {
  const input = page.getByLabel("Message");
  await input.fill(text);
  await input.press("Enter");
  await page.locator('[data-sender="therapist"]').nth(replyIndex).locator("time").waitFor();
}

describe.each<ViewportName>(["desktop", "mobile"])("the conversation's layout (%s)", (viewport) => {
  it("keeps the newest reply fully above the composer, also with the on-screen keyboard open", async () => {
    const page = await newPage(viewport);
    await signUpAndSignIn(page);
    await page.goto(`${baseUrl()}/app/chat/th_stress`);
    await page.getByRole("button", { name: "Continue Chat" }).click();
    await page.locator('[data-sender="therapist"] time').first().waitFor();
    const seen: ReturnType<typeof measure> extends Promise<infer T> ? T[] : never = [];
    for (const [index, text] of MESSAGES.entries()) {
      await sendAndWait(page, text, index + 1);
      const where = await measure(page);
      seen.push(where);
      expect(where.behindComposer, `reply ${index + 1} hidden behind the composer`).toBeLessThanOrEqual(0);
      expect(where.underHeader, `reply ${index + 1} hidden under the header`).toBeLessThanOrEqual(0);
      expect(where.composerOffScreen).toBeLessThanOrEqual(0);
    }
    // The conversation is taller than the screen, so the page did have to scroll to show each reply.
    expect(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight * 1.5)).toBe(true);
    await page.screenshot({ path: `tests/browser/screenshots/chat-newest-visible-${viewport}.png` });

    // The on-screen keyboard takes the lower part of the screen: the page that remains still shows the newest
    // reply and the composer, with focus still in the message box.
    await page.getByLabel("Message").focus();
    const { width, height } = VIEWPORTS[viewport];
    await page.setViewportSize({ width, height: Math.round(height * (viewport === "mobile" ? 0.55 : 0.6)) });
    await expect
      .poll(async () => {
        const where = await measure(page);
        return Math.max(where.behindComposer, where.composerOffScreen);
      })
      .toBeLessThanOrEqual(0);
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("chat-input");
    await sendAndWait(page, "What could I try tonight?", MESSAGES.length + 1);
    const withKeyboard = await measure(page);
    expect(withKeyboard.behindComposer).toBeLessThanOrEqual(0);
    expect(withKeyboard.composerOffScreen).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `tests/browser/screenshots/chat-keyboard-open-${viewport}.png` });
    console.info(
      `newest reply vs composer (${viewport}, px; <= 0 is fully visible):`,
      seen.map((where) => where.behindComposer),
      withKeyboard
    );
  });
});

describe("the chat, opened again", () => {
  it.each<ViewportName>(["desktop", "mobile"])(
    "offers to continue the last conversation with that therapist (%s)",
    async (viewport) => {
      const page = await newPage(viewport);
      await signUpAndSignIn(page);
      await page.goto(`${baseUrl()}/app/chat/th_grief`);
      await page.getByRole("button", { name: "Continue Chat" }).click();
      await page.locator('[data-sender="therapist"] time').first().waitFor();
      await sendAndWait(page, "I keep thinking about my grandmother's kitchen.", 1);

      await page.goto(`${baseUrl()}/app`);
      await page.getByRole("button", { name: /Samuel Hart/ }).click();
      await page.waitForURL(`${baseUrl()}/app/chat/th_grief`);
      const offer = page.getByRole("region", { name: "Pick up where you left off?" });
      await offer.getByText(/[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M · 4 messages/).waitFor();
      await screenshot(page, `chat-continue-offer-${viewport}`);
      await offer.getByRole("link", { name: "Continue conversation" }).click();
      await page.waitForURL(/\/app\/chat\/th_grief\?sessionId=/);
      await expect.poll(() => page.locator('[data-sender="user"]').count()).toBe(2);
      await expect(offer.count()).resolves.toBe(0);
      await sendAndWait(page, "She used to hum while she cooked.", 2);
      await expect(page.locator('[data-sender="user"]').count()).resolves.toBe(3);

      // A fresh conversation is still one tap away, and a new one with someone else offers nothing.
      await page.goto(`${baseUrl()}/app/chat/th_anxiety`);
      await page.getByText("Hello Robin, I'm Claire Dubois").waitFor();
      await expect(page.getByRole("region", { name: "Pick up where you left off?" }).count()).resolves.toBe(0);
    }
  );
});

describe("no sales in a hard moment", () => {
  it("hides the trial countdown once the conversation has had a concern, also when it is reopened", async () => {
    const page = await newPage("mobile");
    await signUpAndSignIn(page);
    await page.goto(`${baseUrl()}/app/chat/th_depression`);
    const banner = page.getByRole("region", { name: "Free trial" });
    await banner.waitFor();
    await page.getByRole("button", { name: "Continue Chat" }).click();
    await page.locator('[data-sender="therapist"] time').first().waitFor();
    await expect(banner.isVisible()).resolves.toBe(true);

    // Graded "concern" by the server; none of the client's crisis phrases are in it.
    await sendAndWait(page, "I feel like a burden to everyone.", 1);
    await expect(banner.count()).resolves.toBe(0);
    await expect(page.getByRole("link", { name: "Upgrade Now" }).count()).resolves.toBe(0);
    await screenshot(page, "chat-after-concern-mobile");

    await page.goto(`${baseUrl()}/app`);
    await page.getByRole("link", { name: "Open session with Noah Kim" }).click();
    await page.waitForURL(/sessionId=/);
    await page.locator('[data-sender="user"]').first().waitFor();
    await expect(banner.count()).resolves.toBe(0);
    // Home is not the conversation: the countdown stays there.
    await page.goto(`${baseUrl()}/app`);
    await banner.waitFor();
  });
});

describe("accessibility of the chat", () => {
  it.each<ViewportName>(["desktop", "mobile"])(
    "focus ring, speaker labels, placeholder and tap targets (%s)",
    async (viewport) => {
      const page = await newPage(viewport);
      await signUpAndSignIn(page, { firstName: "Jo", lastName: "Adeyemi" });
      await page.goto(`${baseUrl()}/app/chat/th_anxiety`);
      const input = page.getByLabel("Message");
      await input.waitFor();

      // The placeholder fits the box on one line.
      const fit = await input.evaluate((box: HTMLTextAreaElement) => {
        const style = getComputedStyle(box);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return {
          text: box.placeholder,
          width: context.measureText(box.placeholder).width,
          room,
          overflowing: box.scrollHeight > box.clientHeight + 1,
        };
      });
      expect(fit.text).toBe("Message Claire");
      expect(fit.width).toBeLessThanOrEqual(fit.room);
      expect(fit.overflowing).toBe(false);

      // A visible focus ring around the message box.
      const ringBefore = await page.locator("form.composer-dock").evaluate((form) => getComputedStyle(form).boxShadow);
      await input.focus();
      const ring = await page.locator("form.composer-dock").evaluate((form) => getComputedStyle(form).boxShadow);
      expect(ring).not.toBe(ringBefore);
      expect(ring).toMatch(/rgb\(35, 122, 114\) 0px 0px 0px (2|3)px/);

      await page.getByRole("button", { name: "Continue Chat" }).click();
      const reply = page.locator('[data-sender="therapist"]').first();
      await reply.locator("time").waitFor();
      await expect(page.locator('[data-sender="user"]').first().textContent()).resolves.toMatch(
        /^You said: I'd rather talk directly/
      );
      await expect(reply.textContent()).resolves.toMatch(/^Claire Dubois, AI therapist, said: \w/);

      for (const control of [
        page.getByRole("button", { name: "Read aloud" }).first(),
        page.getByRole("button", { name: "Voice input" }),
        page.getByRole("button", { name: "Send" }),
      ]) {
        const box = (await control.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
      await screenshot(page, `chat-accessible-${viewport}`);
    }
  );

  it("says in the page when speech is unavailable, and stops reading aloud on Stop", async () => {
    const page = await newPage("mobile");
    await signUpAndSignIn(page);
    let nativeDialogs = 0;
    page.on("dialog", (dialog) => {
      nativeDialogs++;
      void dialog.dismiss();
    });
    // A browser without speech: neither recognition nor synthesis.
    await page.addInitScript(() => {
      for (const name of ["SpeechRecognition", "webkitSpeechRecognition", "speechSynthesis"]) {
        Object.defineProperty(window, name, { value: undefined, configurable: true });
      }
    });
    await page.goto(`${baseUrl()}/app/chat/th_anxiety`);
    await page.getByRole("button", { name: "Continue Chat" }).click();
    await page.locator('[data-sender="therapist"] time').first().waitFor();

    await page.getByRole("button", { name: "Voice input" }).click();
    await page
      .getByRole("alert")
      .getByText(
        "Voice recording is not supported in your browser. Please use Chrome, Edge, or Safari. You can type your message instead."
      )
      .waitFor();
    await page.getByRole("button", { name: "Read aloud" }).click();
    await page.getByRole("status").getByText("Read aloud isn't available in this browser.").waitFor();
    await screenshot(page, "chat-speech-unavailable-mobile");
    expect(nativeDialogs).toBe(0);

    // A browser that speaks (its speech engine stood in for, as the outside world): Read aloud becomes Stop.
    const speaking = await newPage("mobile");
    await signUpAndSignIn(speaking);
    await speaking.addInitScript(() => {
      const log: string[] = [];
      let current: SpeechSynthesisUtterance | null = null;
      const engine = {
        speaking: false,
        speak(utterance: SpeechSynthesisUtterance) {
          current = utterance;
          engine.speaking = true;
          log.push("speak");
        },
        cancel() {
          log.push("cancel");
          const stopped = current;
          current = null;
          engine.speaking = false;
          stopped?.onerror?.({ error: "interrupted" } as SpeechSynthesisErrorEvent);
        },
      };
      Object.defineProperty(window, "speechSynthesis", { value: engine, configurable: true });
      (window as unknown as { speechLog: string[] }).speechLog = log;
    });
    await speaking.goto(`${baseUrl()}/app/chat/th_anxiety`);
    await speaking.getByRole("button", { name: "Continue Chat" }).click();
    await speaking.locator('[data-sender="therapist"] time').first().waitFor();
    await speaking.getByRole("button", { name: "Read aloud" }).click();
    const stop = speaking.getByRole("button", { name: "Stop" });
    await stop.waitFor();
    const box = (await stop.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await stop.click();
    await speaking.getByRole("button", { name: "Read aloud" }).waitFor();
    await expect(speaking.evaluate(() => (window as unknown as { speechLog: string[] }).speechLog)).resolves.toEqual([
      "cancel",
      "speak",
      "cancel",
    ]);
  });
});
