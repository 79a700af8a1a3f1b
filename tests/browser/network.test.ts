import { describe, expect, it } from "vitest";
import { baseUrl, screenshot, signUpAndSignIn, uniqueEmail, useBrowser, type ViewportName } from "./helpers";

const newPage = useBrowser();

const NETWORK_ERROR = "Network error. Please check your connection and try again.";
const NETWORK_TIMEOUT = "Network timeout. Please check your connection and try again.";
/** Chromium's own console report of a request that could not be sent. */
const OFFLINE_CONSOLE = /ERR_INTERNET_DISCONNECTED|ERR_FAILED|ERR_TIMED_OUT|Failed to fetch|Failed to load resource/;

describe.each<ViewportName>(["desktop", "mobile"])("a lost connection (%s)", (viewport) => {
  it("keeps the register form filled in, says so, and submits once the connection is back", async () => {
    const page = await newPage(viewport, OFFLINE_CONSOLE);
    await page.goto(`${baseUrl()}/register`);
    const email = uniqueEmail("offline");
    await page.getByLabel("Full name").fill("Ines Okafor");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("quiet-harbour-81");
    await page.getByLabel("Confirm password", { exact: true }).fill("quiet-harbour-81");
    await page.getByRole("checkbox").check();

    await page.context().setOffline(true);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("alert").first().textContent()).resolves.toBe(NETWORK_ERROR);
    await screenshot(page, `network-error-register-${viewport}`);
    await expect(page.getByLabel("Full name").inputValue()).resolves.toBe("Ines Okafor");
    await expect(page.getByLabel("Email").inputValue()).resolves.toBe(email);
    await expect(page.getByLabel("Password", { exact: true }).inputValue()).resolves.toBe("quiet-harbour-81");
    await expect(page.getByRole("checkbox").isChecked()).resolves.toBe(true);

    await page.context().setOffline(false);
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL(`${baseUrl()}/app`);
  });

  it("keeps a chat message with Try again, and the help question in its box", async () => {
    const page = await newPage(viewport, OFFLINE_CONSOLE);
    await signUpAndSignIn(page);
    await page.goto(`${baseUrl()}/app/chat/th_stress`);
    await page.getByRole("button", { name: "Continue Chat" }).waitFor();
    const input = page.getByLabel("Message");
    await input.fill("Work has been piling up all week.");

    await page.context().setOffline(true);
    await input.press("Enter");
    const notice = page.locator('[data-sender="system"]');
    await notice.getByText(NETWORK_ERROR).waitFor();
    await expect(page.locator('[data-sender="user"]').last().textContent()).resolves.toContain(
      "Work has been piling up all week."
    );
    await screenshot(page, `network-error-chat-${viewport}`);

    await page.context().setOffline(false);
    await notice.getByRole("button", { name: "Try again" }).click();
    await page.locator('[data-sender="therapist"] time').first().waitFor();
    await expect(notice.count()).resolves.toBe(0);
    await expect(page.locator('[data-sender="user"]').count()).resolves.toBe(1);

    await page.getByRole("button", { name: "Open help assistant" }).click();
    const help = page.getByRole("dialog", { name: "Help assistant" });
    await page.context().setOffline(true);
    await help.getByLabel("Your question").fill("How do I cancel my plan?");
    await help.getByRole("button", { name: "Ask" }).click();
    await help.locator('[data-type="assistant"]').getByText(NETWORK_ERROR).waitFor();
    await expect(help.getByLabel("Your question").inputValue()).resolves.toBe("How do I cancel my plan?");
    await page.context().setOffline(false);
  });
});

describe("a connection that stops answering", () => {
  it("says the request timed out after 60 seconds, and keeps the form", async () => {
    const page = await newPage("mobile", OFFLINE_CONSOLE);
    await page.clock.install();
    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel("Email").fill("someone@example.com");
    await page.getByLabel("Password", { exact: true }).fill("a-password-typed");
    // The request leaves but no answer ever comes back.
    await page.route(/\/login\?.*_data=/, () => {});
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("button", { name: "Signing in..." }).waitFor();
    await page.clock.fastForward(60_000);
    await expect(page.getByRole("alert").textContent()).resolves.toBe(NETWORK_TIMEOUT);
    await expect(page.getByLabel("Email").inputValue()).resolves.toBe("someone@example.com");
    await expect(page.getByRole("button", { name: "Sign In" }).isEnabled()).resolves.toBe(true);
  });

  it("says so for a mood entry and a profile change, keeping what was entered", async () => {
    const page = await newPage("mobile", OFFLINE_CONSOLE);
    await signUpAndSignIn(page);
    await page.goto(`${baseUrl()}/app/dashboard`);
    await page.getByRole("button", { name: "Add Mood Entry" }).click();
    const dialog = page.getByRole("dialog", { name: "How are you feeling?" });
    await dialog.getByLabel("Happiness").fill("8");
    await page.route(/\/app\/dashboard\?.*_data=/, (route) => route.abort("connectionreset"));
    await dialog.getByRole("button", { name: "Save Entry" }).click();
    await expect(dialog.getByRole("alert").textContent()).resolves.toBe(NETWORK_ERROR);
    await expect(dialog.getByLabel("Happiness").inputValue()).resolves.toBe("8");
    await page.unroute(/\/app\/dashboard\?.*_data=/);
    await dialog.getByRole("button", { name: "Save Entry" }).click();
    await dialog.waitFor({ state: "detached" });

    await page.goto(`${baseUrl()}/app/profile`);
    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByLabel("Name").fill("Robin Q. Quinn");
    await page.context().setOffline(true);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("alert").textContent()).resolves.toBe(NETWORK_ERROR);
    await expect(page.getByLabel("Name").inputValue()).resolves.toBe("Robin Q. Quinn");
    await page.context().setOffline(false);
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("status").getByText("Profile updated successfully!").waitFor();
  });
});

describe("a lost connection on the newer pages", () => {
  it("keeps a journal entry, a forum post and reply, and the Safety Plan, says so, and saves each once back", async () => {
    const page = await newPage("mobile", OFFLINE_CONSOLE);
    const { token } = await signUpAndSignIn(page);
    const joined = await fetch(`${baseUrl()}/api/peer-support/forums/self-esteem/join`, { method: "POST", headers: { Authorization: `Bearer ${token}` } });
    expect(joined.status).toBe(200);
    // The first page saves a guess of the person's crisis country; let it land before the connection goes.
    const guessed = page.waitForResponse((response) => response.url().includes("/app/crisis-country"));

    await page.goto(`${baseUrl()}/app/journal`);
    await guessed;
    await page.getByRole("button", { name: "New Entry" }).click();
    const entry = page.getByRole("form", { name: "New Entry" });
    await entry.getByLabel("Title").fill("On the train");
    await entry.getByLabel("Entry").fill("No signal in the tunnel, but I kept writing.");
    await page.context().setOffline(true);
    await entry.getByRole("button", { name: "Save Entry" }).click();
    await entry.getByRole("alert").getByText(`${NETWORK_ERROR} Your text is still here.`).waitFor();
    await expect(entry.getByLabel("Title").inputValue()).resolves.toBe("On the train");
    await expect(entry.getByLabel("Entry").inputValue()).resolves.toBe("No signal in the tunnel, but I kept writing.");
    await screenshot(page, "network-error-journal-mobile");
    await page.context().setOffline(false);
    await entry.getByRole("button", { name: "Save Entry" }).click();
    await page.getByRole("article", { name: "On the train" }).waitFor();

    await page.goto(`${baseUrl()}/app/peer-support/forum/self-esteem`);
    await page.getByRole("button", { name: "New Post" }).click();
    await page.getByLabel("Title").fill("Small wins");
    await page.getByLabel("What would you like to share?").fill("I made the phone call I had been putting off for weeks.");
    await page.context().setOffline(true);
    await page.getByRole("button", { name: "Create Post" }).click();
    const composer = page.getByRole("region", { name: "New Post" });
    await expect(composer.getByRole("alert").textContent()).resolves.toBe(NETWORK_ERROR);
    await expect(page.getByLabel("Title").inputValue()).resolves.toBe("Small wins");
    await expect(page.getByLabel("What would you like to share?").inputValue()).resolves.toBe(
      "I made the phone call I had been putting off for weeks."
    );
    await screenshot(page, "network-error-forum-post-mobile");
    await page.context().setOffline(false);
    await page.getByRole("button", { name: "Create Post" }).click();
    await page.getByRole("status").filter({ hasText: "Your post is live." }).waitFor();

    const post = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Small wins" }) });
    await post.getByRole("button", { name: "Replies (0)" }).click();
    await post.getByText("No replies yet.").waitFor();
    await post.getByLabel("Add Reply").fill("Proud of you for that.");
    await page.context().setOffline(true);
    await post.getByRole("button", { name: "Reply", exact: true }).click();
    await expect(post.getByRole("alert").textContent()).resolves.toBe(NETWORK_ERROR);
    await expect(post.getByLabel("Add Reply").inputValue()).resolves.toBe("Proud of you for that.");
    await page.context().setOffline(false);
    await post.getByRole("button", { name: "Reply", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "Your reply is posted." }).waitFor();
    await post.getByText("Proud of you for that.").waitFor();

    await page.goto(`${baseUrl()}/app/safety-plan`);
    await page.getByLabel("1. Warning signs").fill("Not sleeping\nSkipping meals");
    await page.context().setOffline(true);
    await page.getByRole("button", { name: "Save my plan" }).click();
    await page.getByRole("status").getByText(NETWORK_ERROR).waitFor();
    await expect(page.getByLabel("1. Warning signs").inputValue()).resolves.toBe("Not sleeping\nSkipping meals");
    // Choosing whose crisis lines to see says so too, and the plan being written stays.
    await page.getByLabel("Lines for").selectOption("AU");
    await page.getByRole("region", { name: "If you are in crisis now" }).getByRole("alert").getByText(NETWORK_ERROR).waitFor();
    // Not saved, so the picker shows the saved country again.
    await expect(page.getByLabel("Lines for").inputValue()).resolves.not.toBe("AU");
    await expect(page.getByLabel("1. Warning signs").inputValue()).resolves.toBe("Not sleeping\nSkipping meals");
    await screenshot(page, "network-error-safety-plan-mobile");
    await page.context().setOffline(false);
    await page.getByRole("button", { name: "Save my plan" }).click();
    await page.getByText("Your Safety Plan is saved.").waitFor();
    await page.reload();
    await expect(page.getByLabel("1. Warning signs").inputValue()).resolves.toBe("Not sleeping\nSkipping meals");
  });
});
