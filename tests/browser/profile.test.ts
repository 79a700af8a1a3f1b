import { describe, expect, it } from "vitest";
import { baseUrl, screenshot, signUpAndSignIn, useBrowser, type ViewportName } from "./helpers";

const newPage = useBrowser();

describe.each<ViewportName>(["desktop", "mobile"])("profile settings (%s)", (viewport) => {
  it("chooses a plan from the plans dialog, upgrades and cancels from the subscription card", async () => {
    const page = await newPage(viewport);
    await signUpAndSignIn(page);
    await page.goto(`${baseUrl()}/app/profile`);
    await page.getByRole("button", { name: "Choose a plan" }).click();
    const plans = page.getByRole("dialog", { name: "Choose your plan" });
    await plans.getByText("Most Popular").waitFor();
    await screenshot(page, `profile-plans-${viewport}`);
    await plans.getByLabel("Your therapist").selectOption("th_stress");
    await plans.getByRole("button", { name: "Subscribe" }).first().click();
    await page.waitForURL(/\/app\/checkout\//);
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.waitForURL(`${baseUrl()}/app`);
    await page.getByText("no card was charged").waitFor();
    await page.goto(`${baseUrl()}/app/profile`);
    await page.getByText("Base Plan, active.").waitFor();
    await page.getByText(/^Renews on [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor();

    await page.getByRole("button", { name: "Upgrade to Advanced" }).click();
    await page.getByRole("status").getByText("Subscription upgraded successfully!").waitFor();
    await page.getByText("Advanced Plan, active.").waitFor();
    await expect(page.getByRole("button", { name: "Upgrade to Advanced" }).count()).resolves.toBe(0);

    page.once("dialog", (confirm) => void confirm.accept());
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await page.getByRole("status").getByText("Subscription cancelled successfully!").waitFor();
    await page.getByText("Your subscription is cancelled and stays active for 30 more days.").waitFor();
    await page.getByText(/^Ends on /).waitFor();
    await expect(page.getByRole("button", { name: "Cancel subscription" }).count()).resolves.toBe(0);
    await screenshot(page, `profile-cancelling-${viewport}`);
  });

  it("renames, changes the password, and deletes the account after two confirmations", async () => {
    const page = await newPage(viewport);
    await signUpAndSignIn(page, { firstName: "Sam", lastName: "Rivers" });
    await page.goto(`${baseUrl()}/app/profile`);
    await screenshot(page, `profile-${viewport}`);

    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByLabel("Name").fill("   ");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("alert").textContent()).resolves.toBe("Name cannot be empty");
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByLabel("Name").fill("Samira Rivers");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("status").getByText("Profile updated successfully!").waitFor();
    await page.getByText("Samira Rivers").waitFor();
    await page.getByRole("status").waitFor({ state: "detached", timeout: 5000 });

    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
    await page.locator('input[type="file"]').setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
    await page.getByText("Profile image updated successfully!").waitFor();
    await expect.poll(() => page.getByRole("img", { name: "Your profile" }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

    await page.getByRole("button", { name: "Change password" }).click();
    const dialog = page.getByRole("dialog", { name: "Change password" });
    const submit = dialog.getByRole("button", { name: "Change password" });
    await dialog.getByLabel("Current password", { exact: true }).fill("calm-waters-42");
    await dialog.getByLabel("New password", { exact: true }).fill("steady-tide-77");
    await expect(submit.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel("Confirm new password", { exact: true }).fill("steady-tide-78");
    await expect(submit.isDisabled()).resolves.toBe(false);
    await screenshot(page, `profile-password-${viewport}`);
    await submit.click();
    await expect(dialog.getByRole("alert").textContent()).resolves.toBe("New passwords do not match");
    await dialog.getByLabel("Confirm new password", { exact: true }).fill("steady-tide-77");
    await submit.click();
    await page.getByText("Password changed successfully!").waitFor();

    const answers = [false, true, true];
    const asked: string[] = [];
    page.on("dialog", (prompt) => {
      asked.push(prompt.message());
      void (answers.shift() ? prompt.accept() : prompt.dismiss());
    });
    await page.getByRole("button", { name: "Delete account" }).click();
    expect(asked).toHaveLength(1);
    expect(page.url()).toBe(`${baseUrl()}/app/profile`);
    await page.getByRole("button", { name: "Delete account" }).click();
    await page.waitForURL(`${baseUrl()}/login?deleted=1`);
    await page.getByRole("status").getByText("Your account has been deleted").waitFor();
    await screenshot(page, `login-after-deletion-${viewport}`);
    expect(asked).toHaveLength(3);
    await page.goto(`${baseUrl()}/app`);
    expect(page.url()).toBe(`${baseUrl()}/`);
  });
});
