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
    await page.getByRole("heading", { name: "Welcome back, Ada Maria Lovelace" }).waitFor();
    await page.getByText("Trial · Active").waitFor();
    const banner = page.getByRole("region", { name: "Free trial" });
    await expect(banner.getAttribute("data-tone")).resolves.toBe("calm");
    await expect(banner.textContent()).resolves.toMatch(/7 days, \d+ hours? and \d+ minutes? left/);
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
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(page.getByLabel("Password", { exact: true }).getAttribute("type")).resolves.toBe("text");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert").textContent()).resolves.toBe("Invalid email or password");

    await page.getByLabel("Password", { exact: true }).fill("steady-steps-9");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(`${baseUrl()}/app`);
    await page.getByRole("heading", { name: "Welcome back, Lee Park" }).waitFor();
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
