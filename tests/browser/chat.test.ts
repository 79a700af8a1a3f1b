import { describe, expect, it } from "vitest";
import { baseUrl, screenshot, signUpAndSignIn, useBrowser, type ViewportName } from "./helpers";

const newPage = useBrowser();

describe.each<ViewportName>(["desktop", "mobile"])("chat (%s)", (viewport) => {
  it("streams a reply, shows the crisis banner, and keeps history when reopened from Home", async () => {
    const page = await newPage(viewport);
    await signUpAndSignIn(page, { firstName: "Noor", lastName: "Haddad" });
    await page.goto(`${baseUrl()}/app/chat/th_depression`);
    await page.getByRole("heading", { name: "Noah Kim", exact: true }).waitFor();
    await page.getByText("Hello Noor, I'm Noah Kim, an AI depression therapist").waitFor();
    await page.getByText("is an AI, not a human therapist").waitFor();
    await screenshot(page, `chat-empty-${viewport}`);

    const input = page.getByLabel("Message");
    const sendButton = page.getByRole("button", { name: "Send" });
    await expect(sendButton.isDisabled()).resolves.toBe(true);
    await input.fill("I have felt flat and tired for weeks,");
    await input.press("Shift+Enter");
    await input.pressSequentially("and nothing seems fun anymore.");
    await expect(input.inputValue()).resolves.toBe("I have felt flat and tired for weeks,\nand nothing seems fun anymore.");
    await input.press("Enter");
    await expect(input.inputValue()).resolves.toBe("");
    const replies = page.locator('[data-sender="therapist"]');
    await replies.first().locator("time").waitFor();
    await expect(replies.first().textContent()).resolves.toMatch(/\w{3,}/);
    await expect(page.getByRole("alert", { name: "Crisis support" }).count()).resolves.toBe(0);

    await input.fill("Some days I think everyone would be better off dead without me");
    await input.press("Enter");
    await page.getByRole("alert", { name: "Crisis support" }).waitFor();
    await replies.nth(1).locator("time").waitFor();
    await expect(replies.nth(1).textContent()).resolves.toContain("988");
    await input.fill("Thanks. I'm safe right now.");
    await input.press("Enter");
    await replies.nth(2).locator("time").waitFor();
    await expect(page.getByRole("alert", { name: "Crisis support" }).isVisible()).resolves.toBe(true);
    await screenshot(page, `chat-conversation-${viewport}`);

    await page.goto(`${baseUrl()}/app`);
    const row = page.getByRole("link", { name: "Open session with Noah Kim" });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain("6 messages");
    await screenshot(page, `home-sessions-${viewport}`);
    await row.click();
    await page.waitForURL(/\/app\/chat\/th_depression\?sessionId=/);
    await expect.poll(() => page.locator('[data-sender="user"]').count()).toBe(3);
    await page.getByRole("alert", { name: "Crisis support" }).waitFor();
  });
});

describe("chat flows", () => {
  it("takes the assessment prompt's two paths", async () => {
    const page = await newPage("mobile");
    await signUpAndSignIn(page);
    await page.goto(`${baseUrl()}/app/chat/th_trauma`);
    const prompt = page.getByRole("region", { name: "Assessment" });
    // The time the PCL-5 takes, from the instrument (its card says the same).
    await prompt.getByText("about 6 minutes").waitFor();
    await expect(prompt.getByRole("link", { name: "Take Assessment" }).getAttribute("href")).resolves.toBe(
      "/app/assessment/onboarding-trauma?returnTo=app%2Fchat%2Fth_trauma",
    );
    await prompt.getByRole("button", { name: "Continue Chat" }).click();
    await expect(prompt.count()).resolves.toBe(0);
    await page.locator('[data-sender="user"]').getByText("I'd rather talk directly").waitFor();
    await page.locator('[data-sender="therapist"] time').first().waitFor();

    await page.goto(`${baseUrl()}/app/chat/th_grief`);
    await page.getByRole("region", { name: "Assessment" }).getByRole("link", { name: "Take Assessment" }).click();
    await page.waitForURL(`${baseUrl()}/app/assessment/onboarding-grief?returnTo=app%2Fchat%2Fth_grief`);
  });

  it("ends and deletes sessions from Home after confirmation", async () => {
    const page = await newPage("desktop");
    const { token } = await signUpAndSignIn(page);
    for (const therapistId of ["th_stress", "th_family"]) {
      const start = await fetch(`${baseUrl()}/api/chat/start/${therapistId}`, { method: "POST", headers: { Authorization: `Bearer ${token}` } });
      const { sessionId } = (await start.json()) as { sessionId: string };
      await fetch(`${baseUrl()}/api/chat/message/${sessionId}`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ message: "Work has been a lot lately", therapistId }),
      });
    }
    await page.goto(`${baseUrl()}/app`);
    const stressRow = page.locator("li", { has: page.getByRole("link", { name: "Open session with Priya Nair" }) });
    const familyRow = page.locator("li", { has: page.getByRole("link", { name: "Open session with Elena Brooks" }) });

    page.once("dialog", (dialog) => void dialog.dismiss());
    await stressRow.getByRole("button", { name: "End" }).click();
    await expect(stressRow.getByText("Completed").count()).resolves.toBe(0);

    page.once("dialog", (dialog) => void dialog.accept());
    await stressRow.getByRole("button", { name: "End" }).click();
    await stressRow.getByText("Completed").waitFor();
    await expect(stressRow.getByRole("button", { name: "End" }).count()).resolves.toBe(0);

    page.once("dialog", (dialog) => void dialog.accept());
    // The row leaves at once; the reload waits for the server's answer, or it would cancel the deletion.
    const deleted = page.waitForResponse((response) => response.request().method() === "POST");
    await familyRow.getByRole("button", { name: "Delete" }).click();
    await familyRow.waitFor({ state: "detached" });
    await deleted;
    await page.reload();
    await expect(page.getByRole("link", { name: "Open session with Elena Brooks" }).count()).resolves.toBe(0);
    await expect(page.getByRole("link", { name: "Open session with Priya Nair" }).count()).resolves.toBe(1);
  });

  it("answers in the help assistant popup", async () => {
    const page = await newPage("mobile");
    await signUpAndSignIn(page);
    await page.goto(`${baseUrl()}/app`);
    await page.getByRole("button", { name: "Open help assistant" }).click();
    const dialog = page.getByRole("dialog", { name: "Help assistant" });
    await dialog.getByLabel("Your question").fill("How do I cancel my plan?");
    await dialog.getByRole("button", { name: "Ask" }).click();
    const answer = dialog.locator('[data-type="assistant"]');
    await answer.waitFor();
    // The steps first, with the pages and the support address as links.
    await expect(answer.textContent()).resolves.toMatch(/^Open Profile settings or Plans and subscription, select Cancel subscription/);
    await expect(answer.getByRole("link", { name: "Plans and subscription" }).getAttribute("href")).resolves.toBe("/app/subscription");
    await expect(answer.getByRole("link", { name: "support@haven.example" }).getAttribute("href")).resolves.toBe("mailto:support@haven.example");
    await screenshot(page, "help-assistant-mobile");
    await answer.getByRole("link", { name: "Profile settings" }).click();
    await page.waitForURL(`${baseUrl()}/app/profile`);
    await expect(dialog.count()).resolves.toBe(0);
  });
});
