import { describe, expect, it } from "vitest";
import { baseUrl, screenshot, uniqueEmail, useBrowser, type ViewportName } from "./helpers";

const newPage = useBrowser();

describe.each<ViewportName>(["desktop", "mobile"])("accounts (%s)", (viewport) => {
  it("registers and lands on Home with the trial badge and banner", async () => {
    const page = await newPage(viewport);
    await page.goto(`${baseUrl()}/register`);
    await screenshot(page, `register-${viewport}`);
    await page.getByLabel("Full name").fill("Ada Maria Lovelace");
    await page.getByLabel("Email").fill(uniqueEmail("register"));
    await page.getByLabel("Password", { exact: true }).fill("a-quiet-harbour");
    await page.getByLabel("Confirm password", { exact: true }).fill("a-quiet-harbour");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create Account" }).click();

    await page.waitForURL(`${baseUrl()}/app`);
    // A new account is welcomed, not welcomed back.
    await page.getByRole("heading", { name: "Welcome, Ada Maria Lovelace" }).waitFor();
    await expect(page.getByText("Welcome back").count()).resolves.toBe(0);
    await page.getByText("Trial · Active").waitFor();
    const banner = page.getByRole("region", { name: "Free trial" });
    await expect(banner.getAttribute("data-tone")).resolves.toBe("calm");
    // A 7-day trial never shows more than 7 days left.
    const [, days, hours, minutes] = (await banner.textContent())!.match(/(\d+) days?, (\d+) hours? and (\d+) minutes? left/)!.map(Number);
    expect(days! * 24 * 60 + hours! * 60 + minutes!).toBeLessThanOrEqual(7 * 24 * 60);
    expect(days).toBeGreaterThanOrEqual(6);
    await page.getByRole("heading", { name: "Choose Your Plan" }).waitFor();
    await page.getByText("No Recent Sessions").waitFor();
    await expect(page.getByRole("button", { name: /AI [a-z-]+ therapist/ }).count()).resolves.toBe(10);
    await screenshot(page, `home-${viewport}`);

    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(`${baseUrl()}/login`);
    await page.goto(`${baseUrl()}/app`);
    await page.waitForURL(`${baseUrl()}/`);
    await page.close();
  });
});

describe("register validation, in the spec's order", () => {
  const cases: [string, Record<string, string>, boolean, string][] = [
    ["empty name", {}, false, "Name is required"],
    ["empty email", { "Full name": "Sam" }, false, "Email is required"],
    ["bad email", { "Full name": "Sam", Email: "sam@nowhere" }, false, "Please enter a valid email address"],
    ["short password", { "Full name": "Sam", Email: "sam@example.com", Password: "short" }, false, "Password must be at least 8 characters long"],
    [
      "mismatch",
      { "Full name": "Sam", Email: "sam@example.com", Password: "long-enough", "Confirm password": "different!" },
      false,
      "Passwords do not match",
    ],
    [
      "terms",
      { "Full name": "Sam", Email: "sam@example.com", Password: "long-enough", "Confirm password": "long-enough" },
      false,
      "You must agree to the terms and conditions",
    ],
  ];

  it.each(cases)("%s", async (_label, fields, terms, message) => {
    const page = await newPage("mobile");
    await page.goto(`${baseUrl()}/register`);
    for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
    if (terms) await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("alert").textContent()).resolves.toBe(message);
    expect(page.url()).toBe(`${baseUrl()}/register`);
    await page.close();
  });

  it.each<ViewportName>(["desktop", "mobile"])("marks every invalid field beside it, first message on top (%s)", async (viewport) => {
    const page = await newPage(viewport);
    await page.goto(`${baseUrl()}/register`);
    const field = (label: string) => page.getByLabel(label, { exact: true });
    const expectInvalid = async (label: string, message: string | null) => {
      await expect(field(label).getAttribute("aria-invalid")).resolves.toBe(message ? "true" : null);
      const described = await field(label).evaluate((input) =>
        (input.getAttribute("aria-describedby") ?? "")
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" "),
      );
      if (message) expect(described).toContain(message);
      else expect(described).not.toMatch(/required|valid|match|agree/);
    };

    await field("Email").fill("sam@nowhere");
    await field("Password").fill("short");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("alert").textContent()).resolves.toBe("Name is required");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("name");
    await expectInvalid("Full name", "Name is required");
    await expectInvalid("Email", "Please enter a valid email address");
    await expectInvalid("Password", "Password must be at least 8 characters long");
    await expectInvalid("Confirm password", "Passwords do not match");
    await expect(page.getByRole("checkbox").getAttribute("aria-invalid")).resolves.toBe("true");
    await page.getByText("You must agree to the terms and conditions").waitFor();
    await screenshot(page, `register-invalid-${viewport}`);

    await field("Full name").fill("Sam Reyes");
    await field("Email").fill("sam@example.com");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("alert").textContent()).resolves.toBe("Password must be at least 8 characters long");
    await expectInvalid("Full name", null);
    await expectInvalid("Email", null);
    await expectInvalid("Password", "Password must be at least 8 characters long");
  });

  it("shows the server's message for a taken email, also without JavaScript validation", async () => {
    const email = uniqueEmail("taken");
    await fetch(`${baseUrl()}/api/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ firstName: "First", lastName: "Owner", email, password: "first-owner-pw" }),
    });
    const page = await newPage("desktop");
    await page.goto(`${baseUrl()}/register`);
    await page.getByLabel("Full name").fill("Second Owner");
    await page.getByLabel("Email").fill(email.toUpperCase());
    await page.getByLabel("Password", { exact: true }).fill("second-owner-pw");
    await page.getByLabel("Confirm password", { exact: true }).fill("second-owner-pw");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("alert").textContent()).resolves.toBe(
      "An account with this email already exists. Try signing in instead.",
    );
    await expect(page.getByLabel("Email").getAttribute("aria-invalid")).resolves.toBe("true");
    await page.close();
  });
});

describe.each<ViewportName>(["desktop", "mobile"])("register password rules (%s)", (viewport) => {
  it("refuses a common password and one built from the email with the server's message, keeping what was typed", async () => {
    const page = await newPage(viewport);
    await page.goto(`${baseUrl()}/register`);
    const email = `mira.santos.${viewport}.${Date.now()}@example.com`;
    await page.getByLabel("Full name").fill("Mira Santos");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Password1");
    await page.getByLabel("Confirm password", { exact: true }).fill("Password1");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("alert").textContent()).resolves.toBe("This password is too common and easy to guess. Please choose a different one.");
    await expect(page.getByLabel("Full name").inputValue()).resolves.toBe("Mira Santos");
    await expect(page.getByLabel("Email").inputValue()).resolves.toBe(email);
    await screenshot(page, `register-common-password-${viewport}`);

    await page.getByLabel("Password", { exact: true }).fill("Santos2024!");
    await page.getByLabel("Confirm password", { exact: true }).fill("Santos2024!");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByRole("alert").getByText("Your password can't be built from your email address. Please choose something harder to guess.").waitFor();

    await page.getByLabel("Password", { exact: true }).fill("a-quiet-harbour-at-dawn");
    await page.getByLabel("Confirm password", { exact: true }).fill("a-quiet-harbour-at-dawn");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL(`${baseUrl()}/app`);
    await page.close();
  });
});

describe("login", () => {
  it("requires email and password, rejects a wrong password, then signs in", async () => {
    const email = uniqueEmail("login");
    await fetch(`${baseUrl()}/api/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ firstName: "Lee", lastName: "Park", email, password: "steady-steps-9" }),
    });
    const page = await newPage("mobile");
    await page.goto(`${baseUrl()}/login`);
    await screenshot(page, "login-mobile");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert").textContent()).resolves.toBe("Email and password are required");

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    const show = page.getByRole("button", { name: "Show password" });
    await show.click();
    await expect(page.getByLabel("Password", { exact: true }).getAttribute("type")).resolves.toBe("text");
    await expect(show.getAttribute("aria-pressed")).resolves.toBe("true");
    await expect(show.textContent()).resolves.toBe("Hide");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert").textContent()).resolves.toBe("Invalid email or password");

    await page.getByLabel("Password", { exact: true }).fill("steady-steps-9");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(`${baseUrl()}/app`);
    await page.getByRole("heading", { name: "Welcome, Lee Park" }).waitFor();
    await page.close();
  });

  it("keeps the session cookie HttpOnly and only persistent with remember me", async () => {
    const email = uniqueEmail("remember");
    await fetch(`${baseUrl()}/api/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ firstName: "Kai", lastName: "", email, password: "quiet-lantern-4" }),
    });
    const page = await newPage("desktop");
    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("quiet-lantern-4");
    await page.getByLabel("Remember me").uncheck();
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(`${baseUrl()}/app`);
    const [cookie] = (await page.context().cookies()).filter((candidate) => candidate.name === "haven_session");
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", expires: -1 });
    await expect(page.evaluate(() => document.cookie)).resolves.not.toContain("haven_session");
    const [device] = (await page.context().cookies()).filter((candidate) => candidate.name === "haven_device");
    expect(device).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax" });
    expect(device!.expires).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);
    await page.close();
  });
});
