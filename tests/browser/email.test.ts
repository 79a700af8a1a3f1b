import { describe, expect, it } from "vitest";
import { baseUrl, screenshot, uniqueEmail, useBrowser } from "./helpers";

const newPage = useBrowser();

describe("email links through the local outbox", () => {
  it("verifies the email from the link sent at registration", async () => {
    const page = await newPage("mobile");
    const email = uniqueEmail("verify");
    await page.goto(`${baseUrl()}/register`);
    await page.getByLabel("Full name").fill("Vera Lind");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("verify-me-please");
    await page.getByLabel("Confirm password", { exact: true }).fill("verify-me-please");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL(`${baseUrl()}/app`);

    await page.goto(`${baseUrl()}/dev/outbox`);
    const message = page.locator("li", { hasText: email }).filter({ hasText: "Confirm your email" });
    await screenshot(page, "dev-outbox-mobile");
    const link = (await message.getByRole("link").getAttribute("href"))!;
    await page.goto(link);
    await page.getByText("Your email is verified").waitFor();
    await screenshot(page, "verify-email-success-mobile");
    await page.waitForURL(`${baseUrl()}/app/dashboard`);

    await page.goto(link);
    await page.getByText("This verification link has expired or is invalid. Please request a new one.").waitFor();
    await page.getByRole("button", { name: "Resend Verification Email" }).waitFor();
    await page.goto(`${baseUrl()}/verify-email`);
    await page.getByText("No verification token found. Please check your email for the correct link.").waitFor();
  });

  it("resets a forgotten password and signs out the old sessions", async () => {
    const page = await newPage("desktop");
    const email = uniqueEmail("reset");
    await fetch(`${baseUrl()}/api/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ firstName: "Rae", lastName: "Moss", email, password: "old-password-1" }),
    });
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL(`${baseUrl()}/forgot-password`);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByText("If an account exists for that email").waitFor();

    await page.goto(`${baseUrl()}/dev/outbox`);
    const link = (await page.locator("li", { hasText: email }).filter({ hasText: "Reset your Haven password" }).getByRole("link").getAttribute("href"))!;
    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill("new-password-2");
    await page.getByLabel("Confirm new password", { exact: true }).fill("new-password-2");
    await screenshot(page, "reset-password-desktop");
    await page.getByRole("button", { name: "Save new password" }).click();
    await page.getByText("Your password has been changed.").waitFor();
    await page.getByRole("link", { name: "Sign In" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("new-password-2");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(`${baseUrl()}/app`);
    expect(page.url()).toBe(`${baseUrl()}/app`);
  });
});
