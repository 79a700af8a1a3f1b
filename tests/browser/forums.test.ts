import { spawnSync } from "node:child_process";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { baseUrl, executeSql, screenshot as fullPage, signUpAndSignIn, uniqueEmail, useBrowser, VIEWPORTS, type ViewportName } from "./helpers";

const newPage = useBrowser();

const CRISIS_TEXT = "I want to kill myself tonight. I can't see any way out.";

async function callApi(token: string, path: string, init: { method?: string; json?: unknown } = {}) {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: init.method ?? "GET",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  expect(response.status, path).toBeLessThan(300);
  return (await response.json()) as any;
}

/** Another member, through the API: registered, in the forum, optionally with a post. */
async function otherMember(forumId: string, name = { firstName: "Quentin", lastName: "Marlowe" }) {
  const email = uniqueEmail("other");
  const response = await fetch(`${baseUrl()}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...name, email, password: "quiet-river-58" }),
  });
  const { token } = (await response.json()) as { token: string };
  await callApi(token, `/peer-support/forums/${forumId}/join`, { method: "POST" });
  return { token, email, ...name };
}

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Full-page screenshots from the top, so the sticky header sits where it belongs. */
async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullPage(page, name);
}

const postCard = (page: Page, title: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });

describe.each<ViewportName>(["desktop", "mobile"])("peer support (%s)", (viewport) => {
  const forum = viewport === "desktop" ? { id: "stress", name: "Stress & Burnout" } : { id: "family", name: "Family Matters" };

  it("joins through the guidelines, posts, replies, likes, flags, deletes and leaves", async () => {
    const other = await otherMember(forum.id);
    await callApi(other.token, `/peer-support/forums/${forum.id}/posts`, {
      method: "POST",
      json: { title: `Deadlines everywhere (${viewport})`, content: "How do you switch off after work?" },
    });
    const page = await newPage(viewport);
    await signUpAndSignIn(page, { firstName: "Robin", lastName: "Quinn" });

    await page.goto(`${baseUrl()}/app/peer-support`);
    await page.getByRole("heading", { name: "Peer Support Community" }).waitFor();
    await page.getByRole("heading", { name: "Community guidelines" }).waitFor();
    await page.getByRole("heading", { name: "Your safety comes first" }).waitFor();
    await expect(page.getByRole("list", { name: "Forums" }).getByRole("listitem").count()).resolves.toBe(10);
    await noHorizontalScroll(page);
    await screenshot(page, `forums-list-${viewport}`);

    await page.getByRole("button", { name: `Join Discussion: ${forum.name}` }).click();
    const guidelines = page.getByRole("dialog", { name: forum.name });
    await guidelines.getByRole("heading", { name: "Be kind and respectful" }).waitFor();
    await guidelines.getByText("Text HOME to 741741", { exact: true }).waitFor();
    await page.screenshot({ path: `tests/browser/screenshots/forums-guidelines-${viewport}.png` });
    await guidelines.getByRole("button", { name: "I Agree & Join Discussion" }).click();
    await page.waitForURL(`${baseUrl()}/app/peer-support/forum/${forum.id}`);
    await page.getByRole("heading", { level: 1, name: forum.name }).waitFor();
    await page.getByText("Moderated forum.").waitFor();
    await page.getByText(/2 members · 1 post/).waitFor();

    // A new post.
    await page.getByRole("button", { name: "New Post" }).click();
    const create = page.getByRole("button", { name: "Create Post" });
    await expect(create.isDisabled()).resolves.toBe(true);
    await page.getByLabel("Title").fill("Small wins this week");
    await page.getByLabel("What would you like to share?").fill("I took a real lunch break three days in a row.");
    await page.getByLabel("Category").selectOption("celebration");
    await page.getByLabel(/^Tags/).fill("breaks, work");
    await screenshot(page, `forums-new-post-${viewport}`);
    await create.click();
    await page.getByRole("status").filter({ hasText: "Your post is live." }).waitFor();
    const mine = postCard(page, "Small wins this week");
    await mine.getByText("Robin Q.").waitFor();
    await mine.getByText("#breaks").waitFor();

    // Like it, and take the like back.
    const like = mine.getByRole("button", { name: /^Like/ });
    await like.click();
    await mine.getByRole("button", { name: "Unlike (1 like)", pressed: true }).waitFor();
    await mine.getByRole("button", { name: "Unlike (1 like)" }).click();
    await mine.getByRole("button", { name: "Like (0 likes)", pressed: false }).waitFor();
    await mine.getByRole("button", { name: "Like (0 likes)" }).click();
    await mine.getByRole("button", { name: "Unlike (1 like)" }).waitFor();

    // Reply in its panel.
    await mine.getByRole("button", { name: "Replies (0)" }).click();
    await mine.getByText("No replies yet.").waitFor();
    const send = mine.getByRole("button", { name: "Reply", exact: true });
    const replyBox = mine.getByLabel("Add Reply");
    await replyBox.fill("   ");
    await expect(send.isDisabled()).resolves.toBe(true);
    await replyBox.fill("Proud of this one.");
    await send.click();
    await page.getByRole("status").filter({ hasText: "Your reply is posted." }).waitFor();
    await mine.getByText("Proud of this one.").waitFor();
    await expect(replyBox.inputValue()).resolves.toBe("");
    await mine.getByRole("button", { name: "Hide replies" }).waitFor();
    await screenshot(page, `forums-post-with-reply-${viewport}`);

    // Flag the other member's post.
    const theirs = postCard(page, `Deadlines everywhere (${viewport})`);
    await theirs.getByRole("button", { name: "Flag" }).click();
    const flagDialog = page.getByRole("dialog", { name: "Flag this post?" });
    await flagDialog.getByLabel("Reason").selectOption("spam");
    await flagDialog.getByLabel(/Anything moderators should know/).fill("Looks like an advert");
    await page.screenshot({ path: `tests/browser/screenshots/forums-flag-${viewport}.png` });
    await flagDialog.getByRole("button", { name: "Flag Post" }).click();
    await page.getByRole("status").filter({ hasText: "Post flagged successfully" }).waitFor();
    await theirs.getByRole("button", { name: "Flag" }).click();
    await page.getByRole("dialog", { name: "Flag this post?" }).getByRole("button", { name: "Flag Post" }).click();
    await page.getByRole("alert").filter({ hasText: "You have already flagged this." }).waitFor();

    // Delete the reply, then the post, each after a confirmation.
    await mine.getByRole("button", { name: "Delete reply" }).click();
    await page.getByRole("dialog", { name: "Delete this reply?" }).getByRole("button", { name: "Delete Reply" }).click();
    await page.getByRole("status").filter({ hasText: "Reply deleted successfully." }).waitFor();
    await mine.getByText("No replies yet.").waitFor();
    await mine.getByRole("button", { name: "Delete", exact: true }).click();
    const confirmDelete = page.getByRole("dialog", { name: "Delete this post?" });
    await confirmDelete.getByRole("button", { name: "Cancel" }).click();
    await expect(mine.count()).resolves.toBe(1);
    await mine.getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByRole("dialog", { name: "Delete this post?" }).getByRole("button", { name: "Delete Post" }).click();
    await page.getByRole("status").filter({ hasText: "Post deleted successfully." }).waitFor();
    await expect(postCard(page, "Small wins this week").count()).resolves.toBe(0);
    await noHorizontalScroll(page);
    await screenshot(page, `forums-forum-${viewport}`);

    // Leave, with a confirmation; the forum then offers to join again.
    await page.getByRole("button", { name: "Leave Forum" }).click();
    await page.getByRole("dialog", { name: `Leave ${forum.name}?` }).getByRole("button", { name: "Leave Forum" }).click();
    await page.getByRole("status").filter({ hasText: "Successfully left the forum." }).waitFor();
    await page.getByText(/1 member · 1 post/).waitFor();

    // Rejoin from the forum itself, then leave from the forum list.
    await page.getByRole("button", { name: "Join Discussion" }).click();
    await page.getByRole("dialog", { name: forum.name }).getByRole("button", { name: "I Agree & Join Discussion" }).click();
    await page.getByRole("button", { name: "New Post" }).waitFor();
    await page.getByRole("link", { name: "Back to Peer Support" }).click();
    await page.getByRole("link", { name: `Enter Forum: ${forum.name}` }).waitFor();
    await page.getByRole("button", { name: `Leave Forum: ${forum.name}` }).click();
    await page.getByRole("dialog", { name: `Leave ${forum.name}?` }).getByRole("button", { name: "Leave Forum" }).click();
    await page.getByRole("status").filter({ hasText: "Successfully left the forum." }).waitFor();
    await page.getByRole("button", { name: `Join Discussion: ${forum.name}` }).waitFor();
  });

  it("shows a crisis post's author the crisis lines and Safety Plan at once, and readers a support card", async () => {
    const forumId = viewport === "desktop" ? "depression" : "grief";
    const page = await newPage(viewport);
    const { token } = await signUpAndSignIn(page, { firstName: "Sasha", lastName: "Reyes" });
    await callApi(token, `/peer-support/forums/${forumId}/join`, { method: "POST" });
    await page.goto(`${baseUrl()}/app/peer-support/forum/${forumId}`);
    await page.getByRole("button", { name: "New Post" }).click();
    await page.getByLabel("Title").fill(`Tonight (${viewport})`);
    await page.getByLabel("What would you like to share?").fill(CRISIS_TEXT);
    await page.getByRole("button", { name: "Create Post" }).click();
    const support = page.getByRole("alert").filter({ hasText: "You don't have to go through this alone" });
    await support.waitFor();
    await expect(support.getByRole("link", { name: "Call or text 988" }).getAttribute("href")).resolves.toBe("tel:988");
    await expect(page.getByRole("status").filter({ hasText: "Your post is live." }).count()).resolves.toBe(0);
    await expect(support.getByRole("link", { name: "Open my Safety Plan" }).getAttribute("href")).resolves.toBe("/app/safety-plan");
    await screenshot(page, `forums-crisis-author-${viewport}`);

    const reader = await newPage(viewport);
    await signUpAndSignIn(reader, { firstName: "Ari", lastName: "Lund" });
    await reader.goto(`${baseUrl()}/app/peer-support/forum/${forumId}`);
    const card = reader.getByRole("region", { name: "This member may be going through a crisis" }).first();
    await card.waitFor();
    await card.getByRole("link", { name: "Text HOME to 741741" }).waitFor();
    // The card sits right above the post.
    const order = await reader.evaluate((title) => {
      const heading = Array.from(document.querySelectorAll("h2")).find((element) => element.textContent === title);
      const region = document.querySelector('section[aria-labelledby^="crisis-"]');
      return region && heading ? region.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
    }, `Tonight (${viewport})`);
    expect(order).toBeTruthy();
    await screenshot(reader, `forums-crisis-reader-${viewport}`);
  });

  it("shows an anonymous post to another member without anything that identifies its author", async () => {
    const forumId = viewport === "desktop" ? "trauma" : "anxiety";
    const author = await otherMember(forumId, { firstName: "Evangeline", lastName: "Thorncastle" });
    const title = `Something I can only say here (${viewport})`;
    const created = await callApi(author.token, `/peer-support/forums/${forumId}/posts`, {
      method: "POST",
      json: { title, content: "It has been a long year and I am tired of pretending.", isAnonymous: true },
    });
    await callApi(author.token, `/peer-support/posts/${created.post.id}/replies`, {
      method: "POST",
      json: { content: "Thank you all for reading.", isAnonymous: true },
    });

    const page = await newPage(viewport);
    await signUpAndSignIn(page, { firstName: "Noor", lastName: "Haddad" });
    await page.goto(`${baseUrl()}/app/peer-support/forum/${forumId}`);
    const card = postCard(page, title);
    await card.getByText("Anonymous", { exact: true }).waitFor();
    await card.getByRole("button", { name: "Replies (1)" }).click();
    await card.getByText("Thank you all for reading.").waitFor();
    await card.getByRole("button", { name: "Flag reply" }).waitFor();
    await expect(card.getByRole("button", { name: /Delete/ }).count()).resolves.toBe(0);
    const html = await page.content();
    for (const secret of [author.firstName, author.lastName, author.email]) expect(html).not.toContain(secret);
    await screenshot(page, `forums-anonymous-reader-${viewport}`);
  });
});

describe("peer support: access, failures and moderation", () => {
  it("shows Base members an upgrade prompt instead of the forums, with the safety box", async () => {
    for (const viewport of ["desktop", "mobile"] as const) {
      const page = await newPage(viewport);
      const { email } = await signUpAndSignIn(page);
      executeSql(
        `INSERT INTO subscriptions (user_id, plan, status, current_period_end) SELECT id, 'base', 'active', ${Date.now() + 30 * 86_400_000} FROM users WHERE email = '${email}'`,
      );
      await page.goto(`${baseUrl()}/app/peer-support`);
      await page.getByRole("heading", { name: "Peer support is part of the Advanced plan" }).waitFor();
      await expect(page.getByRole("link", { name: "See plans and upgrade" }).getAttribute("href")).resolves.toBe("/app/subscription");
      await page.getByRole("heading", { name: "Your safety comes first" }).waitFor();
      await expect(page.getByRole("button", { name: /Join Discussion/ }).count()).resolves.toBe(0);
      await screenshot(page, `forums-upgrade-${viewport}`);
      await page.goto(`${baseUrl()}/app/peer-support/forum/anxiety`);
      await page.getByRole("heading", { name: "Peer support is part of the Advanced plan" }).waitFor();
    }
  });

  it("offers Try Again when the forums fail to load, shows Forum Not Found, and follows the public forum link", async () => {
    const page = await newPage("desktop");
    await signUpAndSignIn(page);
    await page.goto(`${baseUrl()}/peer-support/forum/marriage`);
    await page.waitForURL(`${baseUrl()}/app/peer-support/forum/marriage`);
    await page.getByRole("heading", { level: 1, name: "Marriage & Partnership" }).waitFor();
    await page.getByText("No posts yet").waitFor();

    const failing = (url: URL) => url.pathname === "/app/peer-support" && url.searchParams.has("_data");
    await page.route(failing, (route) =>
      route.fulfill({ status: 400, headers: { "Content-Type": "application/json", "X-Remix-Error": "yes" }, body: JSON.stringify({ message: "D1 unavailable" }) }),
    );
    await page.getByRole("link", { name: "Back to Peer Support" }).click();
    await page.getByText("Failed to load peer support forums. Please try again.").waitFor();
    await screenshot(page, "forums-load-failed-desktop");
    await page.unroute(failing);
    await page.getByRole("button", { name: "Try Again" }).click();
    await page.getByRole("list", { name: "Forums" }).waitFor();

    await page.goto(`${baseUrl()}/app/peer-support/forum/not-a-forum`);
    await page.getByRole("heading", { name: "Forum Not Found" }).waitFor();
    await page.getByRole("link", { name: "Back to Peer Support" }).first().waitFor();
    await screenshot(page, "forums-not-found-desktop");
  });

  it("gives a moderator, granted by the documented command, a queue with crisis posts first", async () => {
    const author = await otherMember("addiction");
    const flagged = await callApi(author.token, "/peer-support/forums/addiction/posts", {
      method: "POST",
      json: { title: "Buy my recovery course", content: "Only $99 today." },
    });
    for (let index = 0; index < 3; index++) {
      const flagger = await otherMember("addiction", { firstName: `Flagger${index}`, lastName: "Member" });
      await callApi(flagger.token, `/peer-support/posts/${flagged.post.id}/flag`, { method: "POST", json: { reason: "spam", description: "An advert" } });
    }
    await callApi(author.token, "/peer-support/forums/addiction/posts", { method: "POST", json: { title: "Day 3 and struggling", content: CRISIS_TEXT } });

    const page = await newPage("desktop");
    const { email } = await signUpAndSignIn(page, { firstName: "Morgan", lastName: "Vale" });
    await page.goto(`${baseUrl()}/app/peer-support/moderation`);
    await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
    const granted = spawnSync("node", ["scripts/moderator.mjs", "grant", email, "--persist-to", inject("stateDir")], { encoding: "utf8" });
    expect(granted.status, granted.stderr).toBe(0);
    expect(granted.stdout).toContain("is now a moderator");

    await page.goto(`${baseUrl()}/app/peer-support`);
    await page.getByRole("link", { name: "Moderation queue" }).click();
    await page.getByRole("heading", { name: "Moderation queue" }).waitFor();
    const items = page.getByRole("list", { name: "Items to review" }).getByRole("listitem").filter({ hasText: "Addiction Recovery" });
    await expect(items.first().getByRole("heading").textContent()).resolves.toBe("Day 3 and struggling");
    const hidden = items.filter({ hasText: "Buy my recovery course" });
    await hidden.getByText("Hidden by flags").waitFor();
    await hidden.getByText("3 flags").waitFor();
    await screenshot(page, "forums-moderation-desktop");
    await page.setViewportSize(VIEWPORTS.mobile);
    await screenshot(page, "forums-moderation-mobile");
    await page.setViewportSize(VIEWPORTS.desktop);

    await hidden.getByRole("button", { name: "Remove" }).click();
    await page.getByRole("dialog", { name: "Remove this post?" }).getByRole("button", { name: "Remove" }).click();
    await page.getByRole("status").filter({ hasText: "Removed: only its author can see that it was." }).waitFor();
    await items.filter({ hasText: "Buy my recovery course" }).waitFor({ state: "detached" });
    const crisis = items.filter({ hasText: "Day 3 and struggling" });
    await crisis.getByRole("button", { name: "Pin" }).click();
    await crisis.getByRole("button", { name: "Unpin" }).waitFor();
    await crisis.getByRole("button", { name: "Keep visible" }).click();
    await crisis.waitFor({ state: "detached" });

    await page.goto(`${baseUrl()}/app/peer-support/forum/addiction`);
    const pinned = postCard(page, "Day 3 and struggling");
    await pinned.getByText("Pinned").waitFor();
    await expect(postCard(page, "Buy my recovery course").count()).resolves.toBe(0);
  });
});
