import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { countRows, subscribe } from "./fixtures";
import { api, ORIGIN, registerUser } from "./helpers";


describe("PUT /api/user/profile", () => {
  it("renames the user, trimmed and split on the first space", async () => {
    const { token } = await registerUser();
    const result = await api("/user/profile", { method: "PUT", token, json: { name: "  Ana Maria  Costa " } });
    expect(result.status).toBe(200);
    expect(result.body.user).toMatchObject({ firstName: "Ana", lastName: "Maria  Costa", name: "Ana Maria  Costa" });
    expect((await api("/auth/profile", { token })).body.user.firstName).toBe("Ana");
  });

  it("refuses an empty name with the spec's message and keeps the stored one", async () => {
    const { token } = await registerUser({ firstName: "Kept" });
    const result = await api("/user/profile", { method: "PUT", token, json: { name: "   " } });
    expect(result.status).toBe(400);
    expect(result.body.error).toBe("Name cannot be empty");
    expect((await api("/auth/profile", { token })).body.user.firstName).toBe("Kept");
    expect((await api("/user/profile", { method: "PUT", json: { name: "x" } })).status).toBe(401);
  });
});

describe("PUT /api/user/password", () => {
  it("checks the current password and the rules, then signs out every other session", async () => {
    const { token, email, password } = await registerUser();
    const other = (await api("/auth/login", { method: "POST", json: { email, password } })).body.token;

    const wrong = await api("/user/password", { method: "PUT", token, json: { currentPassword: "nope-nope", newPassword: "brand-new-pw" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe("Your current password is incorrect");
    const short = await api("/user/password", { method: "PUT", token, json: { currentPassword: password, newPassword: "short" } });
    expect(short.body.error).toBe("Password must be at least 8 characters long");
    expect((await api("/auth/profile", { token: other })).status).toBe(200);

    const changed = await api("/user/password", { method: "PUT", token, json: { currentPassword: password, newPassword: "brand-new-pw" } });
    expect(changed.status).toBe(200);
    expect((await api("/auth/profile", { token })).status).toBe(200);
    expect((await api("/auth/profile", { token: other })).status).toBe(401);
    expect((await api("/auth/login", { method: "POST", json: { email, password } })).status).toBe(401);
    expect((await api("/auth/login", { method: "POST", json: { email, password: "brand-new-pw" } })).status).toBe(200);
  });
});

describe("DELETE /api/user/account", () => {
  it("deletes every row of the user and revokes the session", async () => {
    const { token, user } = await registerUser();
    const { sessionId } = (await api("/chat/start/th_grief", { method: "POST", token })).body;
    await api(`/chat/message/${sessionId}`, { method: "POST", token, json: { message: "I miss my dad", therapistId: "th_grief" } });
    const grief = await api("/assessments/onboarding-grief", { token });
    const answers = grief.body.assessment.questions.map((question: { type: string; options: string[]; scaleRange?: { min: number } }) =>
      question.type === "text" ? "We used to walk the dog together." : question.type === "scale" ? question.scaleRange!.min : question.type === "checkbox" ? [] : question.options[0],
    );
    expect((await api("/assessments/onboarding-grief/submit", { method: "POST", token, json: { responses: answers.map((answer: unknown) => ({ answer })), duration: 2 } })).status).toBe(201);
    expect((await api("/progress/mood", { method: "POST", token, json: { mood: 4, anxiety: 6, stress: 7 } })).status).toBe(201);
    expect((await api("/progress/insights", { token })).status).toBe(200);
    const entry = await api("/journal/entries", { method: "POST", token, json: { title: "Before I go", content: "Notes for myself." } });
    expect((await api(`/journal/entries/${entry.body.entry._id}/insights`, { method: "POST", token })).status).toBe(200);
    expect((await api("/meditation/sessions", { method: "POST", token, json: { presetId: "mindful-breathing", practisedSeconds: 480 } })).status).toBe(201);
    await subscribe(user.id, "advanced");
    const other = await registerUser();

    const deleted = await api("/user/account", { method: "DELETE", token });
    expect(deleted.status).toBe(200);
    // Every table that has a user_id column, so a table added later is covered without editing this test.
    const owned = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%`user_id`%'",
    ).all<{ name: string }>();
    expect(owned.results.map((row) => row.name)).toEqual(
      expect.arrayContaining([
        "sessions",
        "chat_messages",
        "assessment_responses",
        "mood_entries",
        "progress_insights",
        "journal_entries",
        "journal_insights",
        "meditation_sessions",
      ]),
    );
    expect(await countRows("users", "id = ?", user.id)).toBe(0);
    for (const { name } of owned.results) {
      expect(await countRows(name, "user_id = ?", user.id), name).toBe(0);
    }
    expect(await countRows("audit_log", "action = 'account_deleted' AND user_id IS NULL")).toBeGreaterThan(0);
    expect((await api("/auth/profile", { token })).status).toBe(401);
    expect((await api("/auth/profile", { token: other.token })).status).toBe(200);
  });
});

describe("profile images", () => {
  // A valid 1x1 PNG.
  const PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

  function imagePage(path: string, token: string) {
    return SELF.fetch(`${ORIGIN}${path}`, { headers: { Cookie: `haven_session=${token}`, Host: new URL(ORIGIN).host } });
  }

  it("stores an image sent as a data URL in R2 and serves it to its owner only", async () => {
    const owner = await registerUser();
    const stranger = await registerUser();
    const saved = await api("/user/profile", { method: "PUT", token: owner.token, json: { profileImage: `data:image/png;base64,${PNG_BASE64}` } });
    expect(saved.status).toBe(200);
    expect(saved.body.user.profileImage).toMatch(/^\/app\/profile-image\?v=/);

    const image = await imagePage(saved.body.user.profileImage, owner.token);
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(await image.arrayBuffer())[1]).toBe(0x50);
    expect((await imagePage(saved.body.user.profileImage, stranger.token)).status).toBe(404);

    const listed = await env.FILES.list({ prefix: `profile-images/${owner.user.id}/` });
    expect(listed.objects).toHaveLength(1);
    await api("/user/profile", { method: "PUT", token: owner.token, json: { profileImage: `data:image/png;base64,${PNG_BASE64}` } });
    expect((await env.FILES.list({ prefix: `profile-images/${owner.user.id}/` })).objects).toHaveLength(1);

    await api("/user/account", { method: "DELETE", token: owner.token });
    expect((await env.FILES.list({ prefix: `profile-images/${owner.user.id}/` })).objects).toHaveLength(0);
  });

  it("recognises images by content, refuses SVG, junk and oversized files", async () => {
    const { token, user } = await registerUser();
    const svg = btoa('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [dataUrl, status] of [
      [`data:image/svg+xml;base64,${svg}`, 400],
      [`data:image/png;base64,${btoa("not really a png")}`, 400],
      ["https://example.com/me.png", 400],
      [`data:image/png;base64,${"A".repeat(2_900_000)}`, 400],
      [`data:image/png;base64,${"A".repeat(3_200_000)}`, 413],
    ] as const) {
      const result = await api("/user/profile", { method: "PUT", token, json: { profileImage: dataUrl } });
      expect(result.status, dataUrl.slice(0, 30)).toBe(status);
    }
    expect((await env.FILES.list({ prefix: `profile-images/${user.id}/` })).objects).toHaveLength(0);
    const jpegAsPng = await api("/user/profile", {
      method: "PUT",
      token,
      json: { profileImage: `data:image/png;base64,${btoa(String.fromCharCode(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))}` },
    });
    expect(jpegAsPng.status).toBe(200);
    const object = await env.FILES.get((await env.FILES.list({ prefix: `profile-images/${user.id}/` })).objects[0]!.key);
    expect(object!.httpMetadata!.contentType).toBe("image/jpeg");
  });
});
