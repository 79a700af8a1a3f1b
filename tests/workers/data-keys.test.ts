import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { runDataKeyCommand } from "../../scripts/data-keys.mjs";
import { runNightly } from "../../workers/cron";
import { DataKeyMissing, dataKeyFor, forgetCachedDataKeys } from "../../workers/crypto/data-keys";
import { fromBase64, openTextWith, sealTextWith } from "../../workers/crypto/encryption";
import { masterKeyring } from "../../workers/crypto/master-keys";
import { openText, sealText } from "../../workers/crypto/person-text";
import { PERSONAL_TABLES } from "../../workers/db/personal-tables";
import worker from "../../workers/index";
import { allowConsoleError } from "./console-guard";
import { serviceContext } from "./fixtures";
import { api, ORIGIN, registerUser } from "./helpers";

const OPERATOR_TOKEN = "operator-token-for-the-workerd-tests-0001";
const NEW_MASTER_KEY = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));

async function rows(sql: string, ...values: unknown[]) {
  return (await env.DB.prepare(sql).bind(...values).all<Record<string, unknown>>()).results;
}

/** The Worker as deployed with other secrets (a rotation, an operator token), called in process. */
function workerWith(overrides: Partial<Record<string, string>>) {
  const rotatedEnv = { ...env, ...overrides } as Env;
  return async (input: string, init?: RequestInit) => {
    const ctx = createExecutionContext();
    const response = await worker.fetch!(new Request(input, init) as Request<unknown, IncomingRequestCfProperties>, rotatedEnv, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  };
}

async function chatWithMessages(token: string, messages: string[]) {
  const sessionId = (await api("/chat/start/th_grief", { method: "POST", token })).body.sessionId as string;
  for (const message of messages) {
    expect((await api(`/chat/message/${sessionId}`, { method: "POST", token, json: { message, therapistId: "th_grief" } })).status).toBe(200);
  }
  return sessionId;
}

async function sessionContents(fetcher: ReturnType<typeof workerWith>, token: string, sessionId: string) {
  const response = await fetcher(`${ORIGIN}/api/chat/session/${sessionId}`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, messages: response.ok ? ((await response.json()) as any).chat.messages.map((m: { content: string }) => m.content) : [] };
}

describe("per-person data keys", () => {
  it("seals under the person's own key, kept wrapped in R2 and nowhere in D1", async () => {
    const ctx = serviceContext();
    const { user } = await registerUser();
    const other = await registerUser();
    const sealed = await sealText(ctx, user.id, "Olá, ich fühle mich heute ruhig ☀");
    expect(sealed).toMatch(/^v2\./);
    expect(await openText(ctx, user.id, sealed)).toBe("Olá, ich fühle mich heute ruhig ☀");
    // Another person's key cannot open it.
    await sealText(ctx, other.user.id, "mine");
    await expect(openText(ctx, other.user.id, sealed)).rejects.toThrow();

    const object = await env.DATA_KEYS.get(`data-keys/${user.id}`);
    const record = (await object!.json()) as { masterKeyId: string; wrappedKey: string };
    expect(record.masterKeyId).toBe((await masterKeyring(ctx.config)).current.id);
    expect(fromBase64(record.wrappedKey).byteLength).toBe(40);
    expect(object!.customMetadata).toEqual({ masterKeyId: record.masterKeyId });
    // The key's bytes are stored in no D1 table.
    for (const { name } of await rows("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite%'")) {
      const dump = JSON.stringify(await rows(`SELECT * FROM "${name}"`));
      expect(dump, String(name)).not.toContain(record.wrappedKey);
    }
  });

  it("gives a person exactly one key when many first writes race", async () => {
    const ctx = serviceContext();
    const { user } = await registerUser();
    const sealed = await Promise.all(Array.from({ length: 20 }, (_, index) => sealText(ctx, user.id, `note ${index}`)));
    forgetCachedDataKeys();
    expect(await Promise.all(sealed.map((value) => openText(ctx, user.id, value)))).toEqual(sealed.map((_, index) => `note ${index}`));
    expect((await env.DATA_KEYS.list({ prefix: `data-keys/${user.id}` })).objects).toHaveLength(1);
  });

  it("makes a deleted person's old ciphertext unreadable with everything that remains (crypto-shredding)", async () => {
    const ctx = serviceContext();
    const { user, token } = await registerUser();
    const sessionId = await chatWithMessages(token, ["My sister's name is Ilse and I miss her every day"]);
    // What a point-in-time restore of D1 from before the deletion would bring back.
    const restored = await rows("SELECT content_enc FROM chat_messages WHERE session_id = ?", sessionId);
    expect(restored.length).toBe(2);
    expect(await openText(ctx, user.id, String(restored[0]!.content_enc))).toContain("Ilse");

    expect((await api("/user/account", { method: "DELETE", token })).status).toBe(200);
    expect(await env.DATA_KEYS.head(`data-keys/${user.id}`)).toBeNull();
    expect(await rows("SELECT id FROM chat_messages WHERE session_id = ?", sessionId)).toEqual([]);

    // Through the app: no key, so nothing opens (in this isolate and in a fresh one).
    await expect(openText(ctx, user.id, String(restored[0]!.content_enc))).rejects.toBeInstanceOf(DataKeyMissing);
    forgetCachedDataKeys();
    await expect(openText(ctx, user.id, String(restored[0]!.content_enc))).rejects.toBeInstanceOf(DataKeyMissing);
    // By hand, with every secret and every stored key that remains: the master key itself, and each data key left.
    const keyring = await masterKeyring(ctx.config);
    const candidates: CryptoKey[] = [keyring.current.legacyTextKey];
    const listed = await env.DATA_KEYS.list({ prefix: "data-keys/" });
    for (const object of listed.objects) {
      candidates.push(await dataKeyFor(ctx, object.key.slice("data-keys/".length), { create: false }));
    }
    expect(candidates.length).toBeGreaterThan(1);
    for (const row of restored) {
      for (const key of candidates) await expect(openTextWith(key, String(row.content_enc))).rejects.toThrow();
    }
    // Deleting again (a retry after a failure half-way) is harmless.
    const { destroyDataKey } = await import("../../workers/crypto/data-keys");
    await destroyDataKey(ctx, user.id);
  });
});

describe("the operator command (npm run data-keys)", () => {
  it("exists only with OPERATOR_TOKEN and answers only to it", async () => {
    const plain = workerWith({});
    expect((await plain(`${ORIGIN}/api/operator/data-keys/status`, { headers: { Authorization: `Bearer ${OPERATOR_TOKEN}` } })).status).toBe(404);
    const guarded = workerWith({ OPERATOR_TOKEN });
    expect((await guarded(`${ORIGIN}/api/operator/data-keys/status`)).status).toBe(401);
    expect((await guarded(`${ORIGIN}/api/operator/data-keys/status`, { headers: { Authorization: "Bearer wrong-token-wrong-token-wrong-token" } })).status).toBe(401);
    const badLimit = await guarded(`${ORIGIN}/api/operator/data-keys/rewrap`, {
      method: "POST",
      headers: { Authorization: `Bearer ${OPERATOR_TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify({ limit: 0 }),
    });
    expect(badLimit.status).toBe(400);
  });

  it("migrates text sealed under the master key to the owners' keys, readable throughout, and is safe to run twice", async () => {
    const ctx = serviceContext();
    const { user, token } = await registerUser();
    const sessionId = await chatWithMessages(token, ["First thing I wrote", "Second thing I wrote"]);
    // Put the rows back the way the app stored them before data keys: v1, under the master key.
    const keyring = await masterKeyring(ctx.config);
    const legacyKey = await crypto.subtle.importKey("raw", fromBase64(ctx.config.ENCRYPTION_KEY), "AES-GCM", false, ["encrypt"]);
    const messages = await rows("SELECT id, content_enc FROM chat_messages WHERE session_id = ? ORDER BY seq", sessionId);
    const plaintexts: string[] = [];
    for (const message of messages) {
      const text = await openText(ctx, user.id, String(message.content_enc));
      plaintexts.push(text);
      await env.DB.prepare("UPDATE chat_messages SET content_enc = ? WHERE id = ?").bind(await sealTextWith("v1", legacyKey, text), message.id).run();
    }
    await env.DB.prepare("UPDATE chat_sessions SET last_message_enc = ? WHERE id = ?")
      .bind(await sealTextWith("v1", legacyKey, plaintexts.at(-1)!), sessionId)
      .run();
    expect(keyring.current.legacyTextKey).toBeDefined();

    const operator = workerWith({ OPERATOR_TOKEN });
    // Until the migration, openText still reads v1.
    expect((await sessionContents(operator, token, sessionId)).messages).toEqual(plaintexts);

    const log: string[] = [];
    const first = await runDataKeyCommand("migrate", { url: ORIGIN, token: OPERATOR_TOKEN, fetch: operator, log: (line) => log.push(line) });
    expect(first).toMatchObject({ remaining: 0 });
    expect(first.migrated).toBeGreaterThanOrEqual(messages.length + 1);
    for (const row of await rows("SELECT content_enc FROM chat_messages WHERE session_id = ?", sessionId)) {
      expect(String(row.content_enc)).toMatch(/^v2\./);
    }
    expect(String((await rows("SELECT last_message_enc FROM chat_sessions WHERE id = ?", sessionId))[0]!.last_message_enc)).toMatch(/^v2\./);
    forgetCachedDataKeys();
    expect((await sessionContents(operator, token, sessionId)).messages).toEqual(plaintexts);

    const second = await runDataKeyCommand("migrate", { url: ORIGIN, token: OPERATOR_TOKEN, fetch: operator, log: () => {} });
    expect(second).toEqual({ migrated: 0, remaining: 0 });
    expect(log.at(-1)).toMatch(/0 master-key values remain/);
  });

  it("rotates the master key by rewrapping data keys, without touching the text", async () => {
    const { token } = await registerUser();
    const sessionId = await chatWithMessages(token, ["Rotation should never change what I wrote"]);
    const before = await rows("SELECT id, content_enc FROM chat_messages WHERE session_id = ? ORDER BY seq", sessionId);
    const original = (await sessionContents(workerWith({}), token, sessionId)).messages;
    expect(original[0]).toBe("Rotation should never change what I wrote");

    // Step 1 of the documented procedure: new ENCRYPTION_KEY, the old one as ENCRYPTION_KEY_PREVIOUS. Everything reads.
    const rotating = workerWith({ ENCRYPTION_KEY: NEW_MASTER_KEY, ENCRYPTION_KEY_PREVIOUS: serviceContext().config.ENCRYPTION_KEY, OPERATOR_TOKEN });
    forgetCachedDataKeys();
    expect((await sessionContents(rotating, token, sessionId)).messages).toEqual(original);

    // Step 2: the command rewraps every key under the new master key.
    const log: string[] = [];
    const result = await runDataKeyCommand("rotate", { url: ORIGIN, token: OPERATOR_TOKEN, fetch: rotating, log: (line) => log.push(line) });
    expect(result.rewrapped).toBeGreaterThan(0);
    expect(result.notCurrent).toBe(0);
    expect(log.at(-1)).toMatch(/ENCRYPTION_KEY_PREVIOUS can now be deleted/);
    expect(await rows("SELECT id, content_enc FROM chat_messages WHERE session_id = ? ORDER BY seq", sessionId)).toEqual(before);
    const again = await runDataKeyCommand("rotate", { url: ORIGIN, token: OPERATOR_TOKEN, fetch: rotating, log: () => {} });
    expect(again.rewrapped).toBe(0);

    // Step 3: the previous key removed. The new key alone opens everything; the old one alone opens nothing.
    forgetCachedDataKeys();
    expect((await sessionContents(workerWith({ ENCRYPTION_KEY: NEW_MASTER_KEY }), token, sessionId)).messages).toEqual(original);
    forgetCachedDataKeys();
    allowConsoleError(/Unhandled API error.*neither ENCRYPTION_KEY nor ENCRYPTION_KEY_PREVIOUS/);
    expect((await sessionContents(workerWith({}), token, sessionId)).status).toBe(500);
    forgetCachedDataKeys();
  }, 30_000);
});

describe("nightly data-key work", () => {
  it("migrates master-key text and destroys keys of accounts that no longer exist", async () => {
    const ctx = serviceContext();
    const { user, token } = await registerUser();
    await chatWithMessages(token, ["Nightly migration check"]);
    const legacyKey = await crypto.subtle.importKey("raw", fromBase64(ctx.config.ENCRYPTION_KEY), "AES-GCM", false, ["encrypt"]);
    await env.DB.prepare("UPDATE chat_messages SET content_enc = ? WHERE user_id = ? AND role = 'user'")
      .bind(await sealTextWith("v1", legacyKey, "Nightly migration check"), user.id)
      .run();
    await env.DATA_KEYS.put("data-keys/no-such-user", JSON.stringify({ format: 1 }), { customMetadata: { masterKeyId: "x" } });

    await runNightly(env);

    const [message] = await rows("SELECT content_enc FROM chat_messages WHERE user_id = ? AND role = 'user'", user.id);
    expect(String(message!.content_enc)).toMatch(/^v2\./);
    expect(await openText(ctx, user.id, String(message!.content_enc))).toBe("Nightly migration check");
    expect(await env.DATA_KEYS.head("data-keys/no-such-user")).toBeNull();
    expect(await env.DATA_KEYS.head(`data-keys/${user.id}`)).not.toBeNull();
  });

  it("knows every sealed column from the schema, each in a table that names its owner", async () => {
    const found: string[] = [];
    for (const { name } of await rows("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%' AND name NOT LIKE '\\_%' ESCAPE '\\'")) {
      const columns = (await rows(`PRAGMA table_info("${name}")`)).map((column) => String(column.name));
      for (const column of columns.filter((column) => column.endsWith("_enc"))) {
        expect(columns, `${name}.${column} is sealed for a person, so its table needs user_id`).toContain("user_id");
        found.push(`${name}.${column}`);
      }
    }
    const known = PERSONAL_TABLES.flatMap((table) => table.sealedColumns.map((column) => `${table.name}.${column}`));
    expect(known.sort()).toEqual(found.sort());
    expect(known).toEqual(expect.arrayContaining(["chat_messages.content_enc", "assessment_responses.answers_enc", "progress_insights.insights_enc"]));
  });
});
