import { describe, expect, it } from "vitest";
import { baseUrl, executeSql, screenshot, signUpAndSignIn, useBrowser, type ViewportName } from "./helpers";

const newPage = useBrowser();

describe.each<ViewportName>(["desktop", "mobile"])("assessments (%s)", (viewport) => {
  it("takes the assessment from the chat prompt, returns to the chat, and shows the results", async () => {
    const page = await newPage(viewport);
    await signUpAndSignIn(page);
    await page.goto(`${baseUrl()}/app/chat/th_grief`);
    await page.getByRole("region", { name: "Assessment" }).getByRole("link", { name: "Take Assessment" }).click();
    await page.waitForURL(/\/app\/assessment\/onboarding-grief\?returnTo=/);
    await page.getByRole("heading", { name: "Grief Reflection" }).waitFor();
    await page.getByText("Question 1 of 5").waitFor();

    const previous = page.getByRole("button", { name: "Previous" });
    const next = page.getByRole("button", { name: "Next" });
    await expect(previous.isDisabled()).resolves.toBe(true);
    await expect(next.isDisabled()).resolves.toBe(true);
    await page.getByLabel("A parent").check();
    await expect(next.isDisabled()).resolves.toBe(false);
    await screenshot(page, `assessment-question-${viewport}`);
    await next.click();

    await page.getByText("Question 2 of 5").waitFor();
    await page.getByLabel("6-12 months ago").check();
    await previous.click();
    await page.getByText("Question 1 of 5").waitFor();
    await expect(page.getByLabel("A parent").isChecked()).resolves.toBe(true);
    await next.click();
    await next.click();

    await page.getByText("Question 3 of 5").waitFor();
    await page.getByLabel("Waves of sadness").check();
    await page.getByLabel("Trouble sleeping").check();
    await next.click();

    await page.getByText("Question 4 of 5").waitFor();
    await expect(next.isDisabled()).resolves.toBe(true);
    await page.getByText("4", { exact: true }).click();
    await screenshot(page, `assessment-scale-${viewport}`);
    await next.click();

    await page.getByText("Question 5 of 5").waitFor();
    const submit = page.getByRole("button", { name: "Submit Assessment" });
    const answer = page.getByPlaceholder("Type your answer here...");
    await answer.fill("   ");
    await expect(submit.isDisabled()).resolves.toBe(true);
    // A reload keeps what was written so far.
    await answer.fill("She taught me to garden.");
    await page.reload();
    await page.getByText("Question 5 of 5").waitFor();
    await expect(page.getByPlaceholder("Type your answer here...").inputValue()).resolves.toBe("She taught me to garden.");
    await page.getByRole("button", { name: "Submit Assessment" }).click();

    await page.waitForURL(`${baseUrl()}/app/chat/th_grief`);
    await page.getByRole("heading", { name: "Samuel Hart", exact: true }).waitFor();
    await expect(page.getByRole("region", { name: "Assessment" }).count()).resolves.toBe(0);

    await page.goto(`${baseUrl()}/app/assessments`);
    await page.getByRole("heading", { name: "Specialized Assessments" }).waitFor();
    await page.getByRole("button", { name: "Samuel Hart" }).click();
    const card = page.getByRole("listitem").filter({ hasText: "Grief Reflection" });
    await card.getByText("Completed").waitFor();
    await screenshot(page, `assessments-list-${viewport}`);
    await card.getByRole("button", { name: "View Results" }).click();

    await page.waitForURL(/\/app\/assessment-response\//);
    await page.getByRole("heading", { name: "Assessment Insights" }).waitFor();
    await page.getByText("Risk Level: Low").waitFor();
    await page.getByText("Reflection, not scored").waitFor();
    await page.getByRole("heading", { name: "Key Findings" }).waitFor();
    await page.getByRole("heading", { name: "Recommendations" }).waitFor();
    await page.getByText("She taught me to garden.").waitFor();
    await page.getByText("Waves of sadness, Trouble sleeping", { exact: true }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `assessment-result-${viewport}`);
    await page.getByRole("link", { name: "Chat with Therapist" }).click();
    await page.waitForURL(`${baseUrl()}/app/chat/th_grief`);

    // The submitted answers are no longer kept as a draft: a retake starts afresh.
    await page.goto(`${baseUrl()}/app/assessment/onboarding-grief`);
    await page.getByText("Question 1 of 5").waitFor();
    await expect(page.getByLabel("A parent").isChecked()).resolves.toBe(false);
  });
});

describe("assessment results and errors", () => {
  it("scores the PHQ-9, shows crisis resources for item 9, and asks before a retake", async () => {
    const page = await newPage("mobile");
    await signUpAndSignIn(page);
    await page.goto(`${baseUrl()}/app/assessment/onboarding-depression`);
    for (let question = 1; question <= 10; question++) {
      await page.getByText(`Question ${question} of 10`).waitFor();
      const option = question === 9 ? "Several days" : question === 10 ? "Somewhat difficult" : "More than half the days";
      await page.getByLabel(option, { exact: true }).check();
      await page.getByRole("button", { name: question === 10 ? "Submit Assessment" : "Next" }).click();
    }
    await page.waitForURL(/\/app\/assessment-response\//);
    await page.getByRole("heading", { name: "Support is available right now" }).waitFor();
    await page.getByText("Risk Level: High").waitFor();
    await page.getByText("PHQ-9: 17 of 27 (Moderately severe)").waitFor();
    await screenshot(page, "assessment-crisis-result-mobile");

    await page.goto(`${baseUrl()}/app/assessments`);
    const card = page.getByRole("listitem").filter({ hasText: "Mood Check (PHQ-9)" });
    let confirmation = "";
    page.once("dialog", (dialog) => {
      confirmation = dialog.message();
      void dialog.dismiss();
    });
    await card.getByRole("button", { name: "Retake" }).click();
    expect(confirmation).toBe("This will replace your previous assessment results. Are you sure you want to retake this assessment?");
    expect(page.url()).toBe(`${baseUrl()}/app/assessments`);
  });

  it("keeps the answers when the submission is not accepted", async () => {
    const page = await newPage("mobile");
    const { email } = await signUpAndSignIn(page);
    await page.goto(`${baseUrl()}/app/assessment/onboarding-relationships`);
    await page.getByLabel("A friend").check();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("7", { exact: true }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByPlaceholder("Type your answer here...").fill("Someone I can call at midnight.");
    executeSql(`UPDATE users SET trial_ends_at = ${Date.now() - 60_000} WHERE email = '${email}'`);
    await page.getByRole("button", { name: "Submit Assessment" }).click();
    await page.waitForURL(`${baseUrl()}/app/subscription`);

    executeSql(`UPDATE users SET trial_ends_at = ${Date.now() + 86_400_000} WHERE email = '${email}'`);
    await page.goto(`${baseUrl()}/app/assessment/onboarding-relationships`);
    await page.getByText("Question 4 of 4").waitFor();
    await expect(page.getByPlaceholder("Type your answer here...").inputValue()).resolves.toBe("Someone I can call at midnight.");
  });

  it("shows the error screens for an unknown assessment and another user's results", async () => {
    const page = await newPage("desktop");
    await signUpAndSignIn(page);
    await page.goto(`${baseUrl()}/app/assessment/onboarding-unknown`);
    await page.getByRole("heading", { name: "Error Loading Assessment" }).waitFor();
    await page.getByRole("link", { name: "Back to Assessments" }).waitFor();
    await page.goto(`${baseUrl()}/app/assessment-response/not-yours`);
    await page.getByText("Failed to load assessment response").waitFor();
    await page.getByRole("link", { name: "Back to Assessments" }).click();
    await page.waitForURL(`${baseUrl()}/app/assessments`);
  });
});
