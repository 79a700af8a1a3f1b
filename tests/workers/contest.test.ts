import {
  createExecutionContext,
  createScheduledController,
  env,
  runDurableObjectAlarm,
  runInDurableObject,
  SELF,
  waitOnExecutionContext,
} from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, inject, it, vi } from "vitest";
import type { ContestRound } from "../../workers/contest/round-object";
import type { ContestPageData } from "../../workers/contest/types";
import { readWalletBalance } from "../../workers/contest/solana";
import { lookupPosts, XApiError } from "../../workers/contest/x-api";
import { readConfig } from "../../workers/env";
import { finalStandings, rankPeople, splitPrize, type RankableEntry } from "../../workers/contest/scoring";
import worker from "../../workers/index";
import {
  contestMessages,
  decodeBase58,
  formatCountdown,
  isSolanaAddress,
  parsePostUrl,
  postScore,
  timeAgo,
} from "../../workers/shared/contest";
import { countRows, expireTrial } from "./fixtures";

/**
 * The daily contest, end to end in workerd: the API of spec 001 section 7, the ContestRound Durable Object (real
 * SQLite storage and alarms), D1 as the record, the 23:59 UTC cron, and the X API against the fake X server.
 * Every test pins the clock (`vi.setSystemTime` moves Date in the Worker and in the Durable Object alike) to its own
 * day in the future, so rounds of different tests never meet and a real alarm never fires on its own.
 */

const ORIGIN = "https://haven.test";
const fakeXUrl = inject("fakeXUrl");

const WALLETS = [
  "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM",
  "4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T",
  "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v",
  "22222222222222222222222222222222222222222222",
] as const;

let counter = 0;
const nextIp = () => `198.51.${Math.floor(++counter / 250)}.${counter % 250}`;
/** A fresh 19-digit post id (X's ids are 64-bit integers). */
const newPostId = () => String(1_800_000_000_000_000_000n + BigInt(++counter) * 7919n);

/** Calls the Worker's own fetch (not SELF.fetch, which slows down with every request: STACK.md). */
async function call(path: string, init: { method?: string; token?: string; json?: unknown; body?: string; workerEnv?: Env } = {}) {
  const headers = new Headers({ "CF-Connecting-IP": nextIp() });
  if (init.json !== undefined || init.body !== undefined) headers.set("Content-Type", "application/json");
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${ORIGIN}/api${path}`, { method: init.method ?? "GET", headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body }) as Request<
      unknown,
      IncomingRequestCfProperties
    >,
    init.workerEnv ?? env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as any) : null };
}

async function signUp(firstName = "Mira", lastName = "Santos") {
  const email = `contest-${++counter}-${Math.random().toString(36).slice(2)}@example.com`;
  const result = await call("/auth/register", { method: "POST", json: { firstName, lastName, email, password: "gentle-rain-77" } });
  expect(result.status).toBe(201);
  return { token: result.body.token as string, id: result.body.user.id as string, email };
}

const submit = (token: string, tweetUrl: string, walletAddress: string = WALLETS[0], workerEnv?: Env) =>
  call("/shiller/submit", { method: "POST", token, json: { tweetUrl, walletAddress }, workerEnv });

const at = (iso: string) => vi.setSystemTime(new Date(iso));
const roundObject = (roundId: string) => env.CONTEST_ROUND.get(env.CONTEST_ROUND.idFromName(roundId));

function xEnv(overrides: Record<string, string> = {}): Env {
  return { ...env, X_BEARER_TOKEN: "x-test-token", X_API_URL: fakeXUrl, ...overrides } as Env;
}

/** Points a round's Durable Object at the fake X server (and any other configuration), as its secrets would. */
async function configureRound(roundId: string, overrides: Record<string, string> = {}) {
  const stub = roundObject(roundId);
  await runInDurableObject(stub, (instance: ContestRound) => {
    Object.assign(instance, { env: xEnv(overrides) });
  });
  return stub;
}

async function setPosts(posts: Record<string, { likes: number; retweets: number; author?: string; protected?: boolean }>) {
  const response = await fetch(`${fakeXUrl}/__control/posts`, { method: "POST", body: JSON.stringify(posts) });
  expect(response.status).toBe(200);
}

async function xRequests() {
  return (await (await fetch(`${fakeXUrl}/__control/requests`)).json()) as { ids: string[]; token: string; query: Record<string, string> }[];
}

async function runCron(scheduledIso: string, workerEnv: Env = env) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: new Date(scheduledIso), cron: "59 23 * * *" }), workerEnv, ctx);
  await waitOnExecutionContext(ctx);
}

const roundRow = (roundId: string) =>
  env.DB.prepare("SELECT * FROM contest_rounds WHERE id = ?").bind(roundId).first<{
    closed_at: number | null;
    closed_by: string | null;
    final_entry_count: number | null;
    prize_amount: string | null;
    prize_currency: string | null;
  }>();

const winnerRows = (roundId: string) =>
  env.DB.prepare("SELECT * FROM contest_winners WHERE round_id = ? ORDER BY rank")
    .bind(roundId)
    .all<{ rank: number; user_id: string | null; submission_id: string | null; score: number; share_percent: number; amount: string | null; currency: string | null; wallet_address: string | null; payout_status: string | null }>()
    .then((result) => result.results);

const doEntryCount = (stub: DurableObjectStub<ContestRound>) =>
  runInDurableObject(stub, (_instance, state) => state.storage.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM entries").one().n);

const postUrl = (id: string, handle = "someone") => `https://x.com/${handle}/status/${id}`;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the contest's rules", () => {
  it("reads links to posts on X down to the post's id", () => {
    const id = "1790000000000000001";
    for (const link of [
      `https://x.com/mira_s/status/${id}`,
      `https://twitter.com/mira_s/status/${id}?s=20&t=abc`,
      `http://www.twitter.com/mira_s/status/${id}/photo/1`,
      `https://mobile.x.com/mira_s/status/${id}/video/2#top`,
      `x.com/mira_s/status/${id}`,
      `  https://x.com/mira_s/statuses/${id}  `,
    ]) {
      expect(parsePostUrl(link), link).toEqual({ postId: id, username: "mira_s", url: `https://x.com/mira_s/status/${id}` });
    }
    expect(parsePostUrl(`https://x.com/i/status/${id}`)).toEqual({ postId: id, username: null, url: `https://x.com/i/status/${id}` });
    expect(parsePostUrl(`https://twitter.com/i/web/status/${id}`)?.url).toBe(`https://x.com/i/status/${id}`);
    for (const link of [
      "",
      "not a link",
      `https://example.com/mira/status/${id}`,
      `https://x.com.evil.test/mira/status/${id}`,
      `https://x.com/mira`,
      `https://x.com/mira/status/`,
      `https://x.com/mira/status/abc`,
      `https://x.com/mira/status/0123`,
      `https://x.com/mira/status/9223372036854775808`,
      `https://x.com/mira/status/${id}/likes`,
      `https://x.com/a_name_far_too_long/status/${id}`,
      `javascript:alert(1)//x.com/mira/status/${id}`,
      `ftp://x.com/mira/status/${id}`,
      `https://user:pass@x.com/mira/status/${id}`,
      `https://x.com:8443/mira/status/${id}`,
    ]) {
      expect(parsePostUrl(link), link).toBeNull();
    }
    expect(parsePostUrl("https://x.com/mira/status/9223372036854775807")?.postId).toBe("9223372036854775807");
  });

  it("accepts a Solana address only when it is base58 of exactly 32 bytes", () => {
    // Expected bytes computed independently (Python, big-integer base conversion).
    const hex = (bytes: Uint8Array | null) => (bytes ? [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("") : null);
    expect(hex(decodeBase58("11111111111111111111111111111111"))).toBe("00".repeat(32));
    expect(hex(decodeBase58("So11111111111111111111111111111111111111112"))).toBe("069b8857feab8184fb687f634618c035dac439dc1aeb3b5598a0f00000000001");
    expect(hex(decodeBase58("EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v"))).toBe("c6fa7af3bedbad3a3d65f36aabc97431b1bbe4c2d2f6e0e47ca60203452f5d61");
    expect(hex(decodeBase58("1112"))).toBe("00000001");
    expect(hex(decodeBase58("z"))).toBe("39");
    expect(decodeBase58("0OIl")).toBeNull();
    for (const address of [...WALLETS, "So11111111111111111111111111111111111111112", "11111111111111111111111111111111"]) {
      expect(isSolanaAddress(address), address).toBe(true);
    }
    for (const address of [
      "z".repeat(44), // 33 bytes
      "z".repeat(42), // 31 bytes
      "1".repeat(33), // 33 zero bytes
      "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWW0", // 0 is not base58
      "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWMM", // 45 characters
      "0x71C7656EC7ab88b098defB751B7401B5f6d8976F", // an Ethereum address
      "",
    ]) {
      expect(isSolanaAddress(address), address).toBe(false);
    }
  });

  it("scores likes + 2 x retweets, ranks people by their best post, and breaks ties by the earlier entry", () => {
    expect(postScore(10, 3)).toBe(16);
    expect(postScore(null, null)).toBe(0);
    const entry = (id: string, userId: string, seq: number, likes: number | null, retweets: number | null, status: RankableEntry["metricsStatus"] = "live") => ({
      id,
      userId,
      seq,
      likes,
      retweets,
      metricsStatus: status,
    });
    const entries = [
      entry("a1", "ana", 1, 2, 0), // 2
      entry("b1", "ben", 2, 8, 2), // 12
      entry("a2", "ana", 3, 10, 1), // 12, ana's best, but after ben's
      entry("c1", "cai", 4, 20, 0), // 20
      entry("d1", "dee", 5, null, null, "unknown"), // 0, unknown
      entry("e1", "eve", 6, null, null, "unavailable"), // the post is gone on X
      entry("f1", "fay", 7, 12, 0), // 12, latest of the ties
    ];
    expect(rankPeople(entries).map((standing) => [standing.rank, standing.entry.id, standing.score])).toEqual([
      [1, "c1", 20],
      [2, "b1", 12],
      [3, "a2", 12],
      [4, "f1", 12],
      [5, "d1", 0],
      [6, "e1", 0],
    ]);
    // When the round closes, only posts whose metrics were read from X count.
    expect(finalStandings(entries).map((standing) => [standing.rank, standing.entry.id])).toEqual([
      [1, "c1"],
      [2, "b1"],
      [3, "a2"],
      [4, "f1"],
    ]);
  });

  it("splits a prize pool 50/30/20 exactly, never paying out more than the pool", () => {
    expect(splitPrize("10")).toEqual(["5", "3", "2"]);
    expect(splitPrize("2.5")).toEqual(["1.25", "0.75", "0.5"]);
    expect(splitPrize("1000000")).toEqual(["500000", "300000", "200000"]);
    expect(splitPrize("0.000000001")).toEqual(["0", "0", "0"]);
    expect(splitPrize("1.000000001")).toEqual(["0.5", "0.3", "0.2"]);
    expect(splitPrize("0.333333333")).toEqual(["0.166666666", "0.099999999", "0.066666666"]);
    expect(() => splitPrize("-1")).toThrow();
  });

  it("formats the page's times", () => {
    const now = Date.parse("2031-01-01T12:00:00Z");
    expect(timeAgo(now - 30_000, now)).toBe("just now");
    expect(timeAgo(now - 60_000, now)).toBe("1 minute ago");
    expect(timeAgo(now - 59 * 60_000, now)).toBe("59 minutes ago");
    expect(timeAgo(now - 2 * 3_600_000, now)).toBe("2 hours ago");
    expect(timeAgo(now - 3 * 86_400_000, now)).toBe("3 days ago");
    expect(formatCountdown(3_600_000 * 5 + 12 * 60_000 + 9_000)).toBe("05:12:09");
    expect(formatCountdown(0)).toBe("00:00:00");
  });
});

describe("POST /api/shiller/submit", () => {
  it("needs a token, checks the link and the wallet with clear messages, and stores nothing on a mistake", async () => {
    at("2031-01-05T12:00:00Z");
    const noToken = await submit("", postUrl(newPostId()));
    expect(noToken.status).toBe(401);
    expect(noToken.body).toMatchObject({ success: false, code: "UNAUTHORIZED" });

    const { token, id } = await signUp();
    const cases: [unknown, string][] = [
      [{ walletAddress: WALLETS[0] }, contestMessages.postUrlRequired],
      [{ tweetUrl: "   ", walletAddress: WALLETS[0] }, contestMessages.postUrlRequired],
      [{ tweetUrl: "https://example.com/mira/status/123", walletAddress: WALLETS[0] }, contestMessages.postUrlInvalid],
      [{ tweetUrl: "https://x.com/mira", walletAddress: WALLETS[0] }, contestMessages.postUrlInvalid],
      [{ tweetUrl: `https://x.com/mira/status/1${"0".repeat(600)}`, walletAddress: WALLETS[0] }, contestMessages.postUrlInvalid],
      [{ tweetUrl: 42, walletAddress: WALLETS[0] }, contestMessages.postUrlRequired],
      [{ tweetUrl: postUrl(newPostId()) }, contestMessages.walletRequired],
      [{ tweetUrl: postUrl(newPostId()), walletAddress: "0x71C7656EC7ab88b098defB751B7401B5f6d8976F" }, contestMessages.walletInvalid],
      [{ tweetUrl: postUrl(newPostId()), walletAddress: "z".repeat(44) }, contestMessages.walletInvalid],
    ];
    for (const [json, message] of cases) {
      const result = await call("/shiller/submit", { method: "POST", token, json });
      expect(result.status, JSON.stringify(json)).toBe(400);
      expect(result.body).toEqual({ success: false, error: message, code: "VALIDATION_ERROR" });
    }
    const notJson = await call("/shiller/submit", { method: "POST", token, body: "{tweetUrl:" });
    expect(notJson.status).toBe(400);
    expect(await countRows("contest_submissions", "user_id = ?", id)).toBe(0);

    const post = newPostId();
    const saved = await submit(token, `https://twitter.com/Mira_S/status/${post}?s=20`, `  ${WALLETS[1]} `);
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      success: true,
      message: "Tweet submitted successfully!",
      submissionCount: 1,
      submission: {
        roundId: "2031-01-05",
        tweetUrl: `https://x.com/Mira_S/status/${post}`,
        submittedAt: "2031-01-05T12:00:00.000Z",
        score: 0,
        likes: null,
        retweets: null,
        metricsStatus: "unknown",
        rank: null,
        author: { username: "Mira_S" },
        user: { firstName: "Mira", lastName: "Santos" },
        walletAddress: WALLETS[1],
      },
    });
    const stored = await env.DB.prepare("SELECT * FROM contest_submissions WHERE user_id = ?").bind(id).first<Record<string, unknown>>();
    expect(stored).toMatchObject({ round_id: "2031-01-05", post_id: post, wallet_address: WALLETS[1], seq: 1 });
  });

  it("takes each post once per round, from one person, whatever form its link takes", async () => {
    at("2031-01-06T09:00:00Z");
    const ana = await signUp("Ana");
    const ben = await signUp("Ben");
    const post = newPostId();
    expect((await submit(ana.token, `https://x.com/ana/status/${post}`)).status).toBe(201);
    for (const [token, link] of [
      [ana.token, `https://twitter.com/ana/status/${post}/photo/1`],
      [ben.token, `https://x.com/i/web/status/${post}`],
    ] as const) {
      const again = await submit(token, link);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ success: false, error: contestMessages.duplicate, code: "ALREADY_ENTERED" });
    }
    expect((await submit(ben.token, postUrl(newPostId()))).status).toBe(201);
    expect(await countRows("contest_submissions", "round_id = '2031-01-06'")).toBe(2);

    at("2031-01-07T00:00:00Z");
    expect((await submit(ben.token, `https://x.com/ana/status/${post}`)).status, "a new round takes it again").toBe(201);
  });

  it("caps entries per person per round, and rate-limits a burst", async () => {
    at("2031-01-08T10:00:00Z");
    const { token } = await signUp();
    for (let index = 0; index < 10; index++) expect((await submit(token, postUrl(newPostId()))).status).toBe(201);
    const eleventh = await submit(token, postUrl(newPostId()));
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.error).toBe(contestMessages.tooManyEntries);
    const statuses: number[] = [];
    for (let index = 0; index < 10; index++) statuses.push((await submit(token, postUrl(newPostId()))).status);
    expect(statuses.slice(0, 9).every((status) => status === 409)).toBe(true);
    expect(statuses[9]).toBe(429);
    const limited = await submit(token, postUrl(newPostId()));
    expect(limited.body).toMatchObject({ success: false, error: contestMessages.rateLimited, code: "RATE_LIMITED" });
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("keeps every one of 100 concurrent entries to one round, in one order, and lets only one person have a post", async () => {
    at("2031-01-09T15:00:00Z");
    const people = await Promise.all(Array.from({ length: 100 }, (_, index) => signUp(`P${index}`, "Crowd")));
    const posts = people.map(() => newPostId());
    const results = await Promise.all(people.map((person, index) => submit(person.token, postUrl(posts[index]!), WALLETS[index % 4])));
    expect(results.map((result) => result.status)).toEqual(Array(100).fill(201));

    expect(await countRows("contest_submissions", "round_id = '2031-01-09'")).toBe(100);
    const seqs = await env.DB.prepare("SELECT seq FROM contest_submissions WHERE round_id = '2031-01-09' ORDER BY seq").all<{ seq: number }>();
    expect(seqs.results.map((row) => row.seq)).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
    expect(await doEntryCount(roundObject("2031-01-09"))).toBe(100);
    expect((await call("/shiller/round-info")).body.round.submissionCount).toBe(100);
    expect((await call("/shiller/leaderboard")).body.leaderboard).toHaveLength(100);

    const contested = newPostId();
    const race = await Promise.all(people.map((person) => submit(person.token, postUrl(contested))));
    expect(race.filter((result) => result.status === 201)).toHaveLength(1);
    expect(race.filter((result) => result.status === 409 && result.body.code === "ALREADY_ENTERED")).toHaveLength(99);
    expect(await countRows("contest_submissions", "round_id = '2031-01-09'")).toBe(101);
    expect(await doEntryCount(roundObject("2031-01-09"))).toBe(101);
  }, 60_000);
});

describe("rounds end at 23:59 UTC", () => {
  it("takes an entry until 23:58:59.999, refuses one at 23:59, shows the round ended, and opens the next at 00:00", async () => {
    at("2031-01-10T23:58:59.999Z");
    const { token } = await signUp();
    const last = await submit(token, postUrl(newPostId()));
    expect(last.status).toBe(201);
    expect(last.body.submission.roundId).toBe("2031-01-10");
    const live = (await call("/shiller/round-info")).body.round;
    expect(live).toMatchObject({
      id: "2031-01-10",
      isActive: true,
      startTime: "2031-01-10T00:00:00.000Z",
      endTime: "2031-01-10T23:59:00.000Z",
      nextRoundStartTime: "2031-01-11T00:00:00.000Z",
      submissionCount: 1,
      timeRemaining: { hours: 0, minutes: 0, total: 1 },
      closedAt: null,
      prizePool: null,
      metrics: { connected: false, updatedAt: null, refreshMinutes: 15 },
    });

    at("2031-01-10T23:59:00.000Z");
    const late = await submit(token, postUrl(newPostId()));
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ success: false, error: contestMessages.roundClosed, code: "ROUND_ENDED" });

    await runCron("2031-01-10T23:59:00.000Z");
    at("2031-01-10T23:59:30.000Z");
    const ended = (await call("/shiller/round-info")).body.round;
    expect(ended).toMatchObject({ id: "2031-01-10", isActive: false, submissionCount: 1, timeRemaining: { hours: 0, minutes: 0, total: 0 }, closedAt: "2031-01-10T23:59:00.000Z" });
    expect((await roundRow("2031-01-10"))?.final_entry_count).toBe(1);
    expect((await roundRow("2031-01-11"))?.closed_at, "the cron opened the next round").toBeNull();

    at("2031-01-11T00:00:00.000Z");
    const next = await submit(token, postUrl(newPostId()));
    expect(next.status).toBe(201);
    expect(next.body.submission.roundId).toBe("2031-01-11");
    expect((await call("/shiller/round-info")).body.round).toMatchObject({ id: "2031-01-11", isActive: true, timeRemaining: { hours: 23, minutes: 59 } });
  });
});

describe("post metrics from the X API (fake X server)", () => {
  it("refreshes on the round's alarm, in one batched request, never per page view, and ranks by the best post", async () => {
    const day = "2031-02-01";
    at(`${day}T08:00:00Z`);
    const stub = await configureRound(day);
    const [ana, ben, cai, dee] = [await signUp("Ana", "Alves"), await signUp("Ben", "Brook"), await signUp("Cai", "Chen"), await signUp("Dee", "Dunn")];
    const [anaWeak, anaBest, benPost, caiPost, deePost] = [newPostId(), newPostId(), newPostId(), newPostId(), newPostId()];
    await setPosts({
      [anaWeak]: { likes: 3, retweets: 0, author: "ana_real" },
      [anaBest]: { likes: 10, retweets: 1, author: "ana_real" }, // 12
      [benPost]: { likes: 8, retweets: 2, author: "ben_real" }, // 12, entered after ana's best: ana wins the tie
      [caiPost]: { likes: 20, retweets: 0, author: "cai_real" }, // 20
      [deePost]: { likes: 99, retweets: 9, protected: true }, // protected: cannot be read
    });
    expect((await submit(ana.token, postUrl(anaWeak, "whoever"))).status).toBe(201);
    expect((await submit(ana.token, postUrl(anaBest))).status).toBe(201);
    expect((await submit(ben.token, postUrl(benPost))).status).toBe(201);
    expect((await submit(cai.token, postUrl(caiPost))).status).toBe(201);
    expect((await submit(dee.token, postUrl(deePost))).status).toBe(201);

    // A new entry asks for its first metrics within a minute.
    const firstAlarm = await runInDurableObject(stub, (_instance, state) => state.storage.getAlarm());
    expect(firstAlarm).toBe(Date.parse(`${day}T08:01:00Z`));

    const before = (await xRequests()).length;
    for (let index = 0; index < 5; index++) {
      await call("/shiller/leaderboard", { workerEnv: xEnv() });
      await call("/shiller/round-info", { workerEnv: xEnv() });
    }
    expect((await xRequests()).length, "page views never call X").toBe(before);

    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const requests = (await xRequests()).slice(before);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.token).toBe("x-test-token");
    expect(requests[0]!.ids.sort()).toEqual([anaWeak, anaBest, benPost, caiPost, deePost].sort());
    expect(requests[0]!.query).toMatchObject({ "tweet.fields": "public_metrics,author_id", expansions: "author_id" });
    expect(await runInDurableObject(stub, (_instance, state) => state.storage.getAlarm())).toBe(Date.parse(`${day}T08:15:00Z`));

    const board = (await call("/shiller/leaderboard", { workerEnv: xEnv() })).body;
    expect(board.winners).toBeNull();
    expect(board.leaderboard.map((entry: any) => [entry.rank, entry.user.firstName, entry.score, entry.likes, entry.retweets, entry.metricsStatus])).toEqual([
      [1, "Cai", 20, 20, 0, "live"],
      [2, "Ana", 12, 10, 1, "live"],
      [3, "Ben", 12, 8, 2, "live"],
      [4, "Dee", 0, null, null, "unavailable"],
    ]);
    expect(board.leaderboard[1]).toMatchObject({ tweetUrl: postUrl(anaBest), author: { username: "ana_real" }, user: { firstName: "Ana", lastName: "A." } });
    const publicJson = JSON.stringify(board);
    for (const secret of [WALLETS[0], ana.email, "Alves"]) expect(publicJson).not.toContain(secret);

    const info = (await call("/shiller/round-info", { workerEnv: xEnv() })).body.round;
    expect(info.metrics).toEqual({ connected: true, updatedAt: `${day}T08:00:00.000Z`, refreshMinutes: 15 });

    const mine = await call("/shiller/my-submissions", { token: ana.token });
    expect(mine.status).toBe(200);
    expect(mine.body.submissions.map((entry: any) => [entry.tweetUrl, entry.rank, entry.score, entry.author.username])).toEqual([
      [postUrl(anaBest), 2, 12, "ana_real"],
      [postUrl(anaWeak, "whoever"), null, 3, "ana_real"],
    ]);
    expect(mine.body.submissions[0]).toMatchObject({ walletAddress: WALLETS[0], user: { firstName: "Ana", lastName: "Alves" }, roundClosed: false });
    expect((await call("/shiller/my-submissions")).status).toBe(401);
    expect((await call("/shiller/my-submissions", { token: ben.token })).body.submissions).toHaveLength(1);

    // Written through to D1, the record.
    const stored = await env.DB.prepare("SELECT likes, retweets, metrics_status, author_username FROM contest_submissions WHERE post_id = ?").bind(caiPost).first();
    expect(stored).toEqual({ likes: 20, retweets: 0, metrics_status: "live", author_username: "cai_real" });
  });

  it("keeps the round going when X fails, and reads again on schedule", async () => {
    const day = "2031-02-02";
    at(`${day}T10:00:00Z`);
    const stub = await configureRound(day, { X_BEARER_TOKEN: "x-test-server-error" });
    const { token } = await signUp();
    const post = newPostId();
    await setPosts({ [post]: { likes: 5, retweets: 5 } });
    expect((await submit(token, postUrl(post))).status).toBe(201);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(warn.mock.calls.flat().join(" ")).toMatch(/post metrics not refreshed \(server\)/);
    warn.mockRestore();
    const board = (await call("/shiller/leaderboard")).body.leaderboard;
    expect(board[0]).toMatchObject({ likes: null, metricsStatus: "unknown" });
    expect(await runInDurableObject(stub, (_instance, state) => state.storage.getAlarm())).toBe(Date.parse(`${day}T10:15:00Z`));
  });
});

describe("closing a round", () => {
  /** A round with four people whose posts X knows, one with two entries, and a prize pool of 10 SOL. */
  async function playRound(day: string, overrides: Record<string, string> = {}) {
    at(`${day}T09:00:00Z`);
    const stub = await configureRound(day, { CONTEST_PRIZE_POOL: "10", CONTEST_PRIZE_CURRENCY: "SOL", ...overrides });
    const people = [await signUp("Ana", "Alves"), await signUp("Ben", "Brook"), await signUp("Cai", "Chen"), await signUp("Dee", "Dunn")];
    const posts = people.map(() => newPostId());
    const extra = newPostId();
    await setPosts({
      [posts[0]!]: { likes: 30, retweets: 5 }, // 40
      [posts[1]!]: { likes: 10, retweets: 1 }, // 12
      [posts[2]!]: { likes: 12, retweets: 0 }, // 12, later than Ben's: third
      [posts[3]!]: { likes: 1, retweets: 0 }, // 1
      [extra]: { likes: 0, retweets: 0 }, // Ana's weaker second entry
    });
    for (const [index, person] of people.entries()) {
      at(`${day}T${String(10 + index).padStart(2, "0")}:00:00Z`);
      expect((await submit(person.token, postUrl(posts[index]!), WALLETS[index])).status).toBe(201);
    }
    expect((await submit(people[0]!.token, postUrl(extra), WALLETS[0])).status).toBe(201);
    return { stub, people, posts };
  }

  it("at the 23:59 cron: reads the final metrics, records the top three with 50/30/20 of the pool, exactly once", async () => {
    const day = "2031-03-01";
    const { stub, people, posts } = await playRound(day);
    // Other tests' rounds are closed by the same crons; count the reads of this round's posts.
    const readsOfThisRound = async () => (await xRequests()).filter((request) => request.ids.includes(posts[0]!)).length;
    const before = await readsOfThisRound();

    await runCron(`${day}T23:59:00.000Z`);
    expect(await readsOfThisRound(), "the close read the final metrics").toBe(before + 1);
    const round = await roundRow(day);
    expect(round).toMatchObject({ closed_at: Date.parse(`${day}T23:59:00Z`), closed_by: "cron", final_entry_count: 5, prize_amount: "10", prize_currency: "SOL" });
    const winners = await winnerRows(day);
    expect(winners.map((winner) => [winner.rank, winner.user_id, winner.score, winner.share_percent, winner.amount, winner.currency, winner.wallet_address, winner.payout_status])).toEqual([
      [1, people[0]!.id, 40, 50, "5", "SOL", WALLETS[0], "due"],
      [2, people[1]!.id, 12, 30, "3", "SOL", WALLETS[1], "due"],
      [3, people[2]!.id, 12, 20, "2", "SOL", WALLETS[2], "due"],
    ]);
    const ranks = await env.DB.prepare("SELECT user_id, final_rank FROM contest_submissions WHERE round_id = ? AND final_rank IS NOT NULL ORDER BY final_rank").bind(day).all();
    expect(ranks.results.map((row) => row.user_id)).toEqual(people.map((person) => person.id));
    // The object keeps no one's entries or wallets once D1 has the round.
    expect(await doEntryCount(stub)).toBe(0);
    expect(await runInDurableObject(stub, (_instance, state) => state.storage.getAlarm())).toBeNull();

    // Twice more, and late the next night: nothing changes.
    await runCron(`${day}T23:59:00.000Z`);
    at("2031-03-02T00:03:00Z");
    await runCron("2031-03-02T00:03:00.000Z");
    await runCron("2031-03-02T23:59:00.000Z");
    expect(await roundRow(day)).toMatchObject({ closed_at: Date.parse(`${day}T23:59:00Z`), closed_by: "cron", final_entry_count: 5 });
    expect(await winnerRows(day)).toEqual(winners);
    expect(await readsOfThisRound()).toBe(before + 1);

    // The past round stays readable, with its winners, and without anyone's wallet.
    const board = await call(`/shiller/leaderboard?roundId=${day}`);
    expect(board.body.leaderboard.map((entry: any) => [entry.rank, entry.user.firstName, entry.score])).toEqual([
      [1, "Ana", 40],
      [2, "Ben", 12],
      [3, "Cai", 12],
      [4, "Dee", 1],
    ]);
    expect(board.body.winners.map((winner: any) => [winner.rank, winner.user.firstName, winner.amount, winner.currency, winner.payoutStatus])).toEqual([
      [1, "Ana", "5", "SOL", "due"],
      [2, "Ben", "3", "SOL", "due"],
      [3, "Cai", "2", "SOL", "due"],
    ]);
    expect(JSON.stringify(board.body)).not.toContain(WALLETS[0]);
    expect((await call(`/shiller/round-info?roundId=${day}`)).body.round).toMatchObject({ id: day, isActive: false, submissionCount: 5, prizePool: { amount: "10", currency: "SOL", sharesPercent: [50, 30, 20] } });
    const mine = (await call("/shiller/my-submissions", { token: people[0]!.token })).body.submissions;
    expect(mine.map((entry: any) => [entry.rank, entry.roundClosed])).toEqual([
      [null, true],
      [1, true],
    ]);
  });

  it("by the alarm when the cron did not come, and once when the alarm races the cron", async () => {
    const day = "2031-03-03";
    const { stub } = await playRound(day);
    // Before the backstop the alarm only waits for it (no refresh after 23:59).
    at(`${day}T23:59:30Z`);
    await runInDurableObject(stub, (_instance, state) => state.storage.setAlarm(Date.now()));
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect((await roundRow(day))?.closed_at).toBeNull();
    expect(await runInDurableObject(stub, (_instance, state) => state.storage.getAlarm())).toBe(Date.parse("2031-03-04T00:04:00Z"));

    at("2031-03-04T00:04:00Z");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    warn.mockRestore();
    expect(await roundRow(day)).toMatchObject({ closed_at: Date.parse("2031-03-04T00:04:00Z"), closed_by: "alarm", final_entry_count: 5 });
    expect(await winnerRows(day)).toHaveLength(3);
    await runCron("2031-03-04T23:59:00.000Z");
    expect((await roundRow(day))?.closed_by).toBe("alarm");
    expect(await winnerRows(day)).toHaveLength(3);

    const raced = "2031-03-05";
    const second = await playRound(raced);
    at("2031-03-06T00:05:00Z");
    await runInDurableObject(second.stub, (_instance, state) => state.storage.setAlarm(Date.now()));
    const quiet = vi.spyOn(console, "warn").mockImplementation(() => {});
    await Promise.all([runDurableObjectAlarm(second.stub), runCron("2031-03-05T23:59:00.000Z"), runCron("2031-03-05T23:59:00.000Z")]);
    quiet.mockRestore();
    expect((await roundRow(raced))?.closed_at).not.toBeNull();
    expect(await winnerRows(raced)).toHaveLength(3);
    expect(await countRows("contest_submissions", "round_id = ? AND final_rank IS NOT NULL", raced)).toBe(4);
  });

  it("records no winners when no post's metrics could be read (X not configured), and no payout without a pool", async () => {
    const day = "2031-03-07";
    at(`${day}T12:00:00Z`);
    const { token } = await signUp();
    expect((await submit(token, postUrl(newPostId()))).status).toBe(201);
    await runCron(`${day}T23:59:00.000Z`);
    expect(await roundRow(day)).toMatchObject({ closed_by: "cron", final_entry_count: 1, prize_amount: null });
    expect(await winnerRows(day)).toEqual([]);
    const board = (await call(`/shiller/leaderboard?roundId=${day}`)).body;
    expect(board).toMatchObject({ success: true, roundId: day, leaderboard: [], winners: [] });

    const unpaid = "2031-03-08";
    const { people } = await playRound(unpaid, { CONTEST_PRIZE_POOL: "" });
    await runCron(`${unpaid}T23:59:00.000Z`);
    const winners = await winnerRows(unpaid);
    expect(winners.map((winner) => [winner.rank, winner.user_id, winner.amount, winner.payout_status])).toEqual([
      [1, people[0]!.id, null, null],
      [2, people[1]!.id, null, null],
      [3, people[2]!.id, null, null],
    ]);
  });
});

describe("reading rounds", () => {
  it("answers a past round by date, and refuses a malformed, future or unknown one", async () => {
    at("2031-04-01T12:00:00Z");
    expect((await call("/shiller/round-info?roundId=2031-13-01")).status).toBe(400);
    expect((await call("/shiller/round-info?roundId=2031-04-02")).body).toEqual({ success: false, error: contestMessages.unknownRound, code: "ROUND_NOT_FOUND" });
    expect((await call("/shiller/leaderboard?roundId=2020-01-01")).status).toBe(404);
    const today = await call("/shiller/leaderboard");
    expect(today.body).toEqual({ success: true, roundId: "2031-04-01", leaderboard: [], winners: null });
  });
});

describe("deleting an account", () => {
  it("takes the person's entries, withdraws an unpaid prize, and leaves a closed round's results and others' places as they were", async () => {
    const day = "2031-05-01";
    at(`${day}T09:00:00Z`);
    await configureRound(day, { CONTEST_PRIZE_POOL: "10" });
    const [win, paid, third] = [await signUp("Wren", "Ward"), await signUp("Pia", "Park"), await signUp("Tom", "Tate")];
    const posts = [newPostId(), newPostId(), newPostId()];
    await setPosts({ [posts[0]!]: { likes: 50, retweets: 0 }, [posts[1]!]: { likes: 40, retweets: 0 }, [posts[2]!]: { likes: 30, retweets: 0 } });
    for (const [index, person] of [win, paid, third].entries()) expect((await submit(person.token, postUrl(posts[index]!), WALLETS[index])).status).toBe(201);
    await runCron(`${day}T23:59:00.000Z`);
    await env.DB.prepare("UPDATE contest_winners SET payout_status = 'paid', paid_at = ? WHERE round_id = ? AND rank = 2").bind(Date.now(), day).run();

    // The winner also has an entry in today's live round.
    at("2031-05-02T08:00:00Z");
    const liveStub = roundObject("2031-05-02");
    expect((await submit(win.token, postUrl(newPostId()))).status).toBe(201);
    expect((await submit(third.token, postUrl(newPostId()))).status).toBe(201);
    expect((await call("/shiller/leaderboard")).body.leaderboard).toHaveLength(2);

    expect((await call("/user/account", { method: "DELETE", token: win.token })).status).toBe(200);
    expect((await call("/user/account", { method: "DELETE", token: paid.token })).status).toBe(200);

    expect(await countRows("contest_submissions", "user_id IN (?, ?)", win.id, paid.id)).toBe(0);
    expect(await doEntryCount(liveStub), "gone from the live round at once").toBe(1);
    expect((await call("/shiller/leaderboard")).body.leaderboard.map((entry: any) => entry.user.firstName)).toEqual(["Tom"]);

    expect(await roundRow(day)).toMatchObject({ final_entry_count: 3 });
    const winners = await winnerRows(day);
    expect(winners.map((winner) => [winner.rank, winner.user_id, winner.submission_id === null, winner.amount, winner.wallet_address, winner.payout_status])).toEqual([
      [1, null, true, "5", null, "withdrawn"],
      [2, null, true, "3", WALLETS[1], "paid"],
      [3, third.id, false, "2", WALLETS[2], "due"],
    ]);
    const board = (await call(`/shiller/leaderboard?roundId=${day}`)).body;
    expect(board.leaderboard.map((entry: any) => [entry.rank, entry.user.firstName])).toEqual([[3, "Tom"]]);
    expect(board.winners.map((winner: any) => [winner.rank, winner.user?.firstName ?? null, winner.tweetUrl, winner.payoutStatus])).toEqual([
      [1, null, null, "withdrawn"],
      [2, null, null, "paid"],
      [3, "Tom", postUrl(posts[2]!), "due"],
    ]);
  });
});

describe("the X API adapter (fake X server)", () => {
  const settings = (bearerToken = "x-test-token", timeoutMs = 2_000) => ({ baseUrl: fakeXUrl, bearerToken, timeoutMs });

  it("reads metrics and real authors, 100 ids a request, and tells missing and protected posts apart from unknown ones", async () => {
    const known = Array.from({ length: 150 }, () => newPostId());
    await setPosts(Object.fromEntries(known.map((id, index) => [id, { likes: index, retweets: index % 7, author: `author_${index % 3}` }])));
    const [missing, hidden] = [newPostId(), newPostId()];
    await setPosts({ [hidden]: { likes: 1, retweets: 1, protected: true } });
    const before = (await xRequests()).length;

    const result = await lookupPosts(settings(), [...known, missing, hidden]);
    const requests = (await xRequests()).slice(before);
    expect(requests.map((request) => request.ids.length)).toEqual([100, 52]);
    expect(result.found.size).toBe(150);
    expect(result.found.get(known[10]!)).toEqual({ likes: 10, retweets: 3, authorUsername: "author_1" });
    expect([...result.unavailable].sort()).toEqual([missing, hidden].sort());

    const renamed = await lookupPosts(settings("x-test-new-names"), [known[20]!]);
    expect(renamed.found.get(known[20]!)).toEqual({ likes: 20, retweets: 6, authorUsername: "author_2" });
    const onlyMissing = await lookupPosts(settings(), [missing]);
    expect(onlyMissing.found.size).toBe(0);
    expect([...onlyMissing.unavailable]).toEqual([missing]);
  });

  it("reports each failure of X as what it is, with when to try again after a 429", async () => {
    const id = newPostId();
    await setPosts({ [id]: { likes: 1, retweets: 0 } });
    const failure = async (token: string, timeoutMs?: number) => {
      const error = await lookupPosts(settings(token, timeoutMs), [id]).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(XApiError);
      return error as XApiError;
    };
    const limited = await failure("x-test-rate-limited");
    expect(limited.kind).toBe("rate-limited");
    expect(limited.retryAt! - Date.now()).toBeGreaterThan(0);
    expect((await failure("not-a-valid-token")).kind).toBe("unauthorized");
    expect((await failure("x-test-out-of-credits")).kind).toBe("out-of-credits");
    expect((await failure("x-test-server-error")).kind).toBe("server");
    expect((await failure("x-test-malformed")).kind).toBe("malformed");
    vi.useRealTimers();
    const started = Date.now();
    const timedOut = await failure("x-test-hang", 300);
    expect(timedOut.kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe("GET /api/shiller/creator-rewards-balance (fake Solana RPC and price API)", () => {
  const fakeSolanaUrl = inject("fakeSolanaUrl");
  const MINT = "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v";
  const SOL_MINT = "So11111111111111111111111111111111111111112";

  async function control(path: string, body: unknown) {
    expect((await fetch(`${fakeSolanaUrl}/__control/${path}`, { method: "POST", body: JSON.stringify(body) })).status).toBe(200);
  }
  const walletEnv = (wallet: string, overrides: Record<string, string> = {}) =>
    ({ ...env, CREATOR_WALLET_ADDRESS: wallet, SOLANA_RPC_URL: `${fakeSolanaUrl}/rpc`, PRICE_API_URL: `${fakeSolanaUrl}/price/v3`, TOKEN_ADDRESS: MINT, ...overrides }) as Env;

  it("says the wallet is not configured when it is not", async () => {
    const result = await call("/shiller/creator-rewards-balance");
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ success: true, balance: null, error: "Creator rewards wallet not configured." });
  });

  it("reads SOL from lamports, sums the token's accounts, values both in USD, and needs no token", async () => {
    at("2031-06-01T12:00:00Z");
    const wallet = WALLETS[0];
    await control("accounts", { [wallet]: { lamports: 1_500_000_000, tokens: [{ mint: MINT, amount: "1500000" }, { mint: MINT, amount: "2500000" }] } });
    await control("mints", { [MINT]: 6 });
    await control("prices", { [SOL_MINT]: 150, [MINT]: 0.25 });
    const result = await call("/shiller/creator-rewards-balance", { workerEnv: walletEnv(wallet) });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      success: true,
      error: null,
      balance: { solBalance: 1.5, tokenBalance: 4, tokenMint: MINT, totalUsd: 226, lastUpdated: "2031-06-01T12:00:00.000Z", walletAddress: wallet, error: null },
    });
    const calls = ((await (await fetch(`${fakeSolanaUrl}/__control/requests`)).json()) as { method: string; params: unknown[] }[]).filter((request) => request.params[0] === wallet);
    expect(calls.map((request) => request.method).sort()).toEqual(["getBalance", "getTokenAccountsByOwner"]);
    expect(calls.find((request) => request.method === "getTokenAccountsByOwner")!.params).toEqual([wallet, { mint: MINT }, { encoding: "jsonParsed", commitment: "confirmed" }]);

    // Polled every 30 s by every open page: one read of the chain serves them for a while.
    await call("/shiller/creator-rewards-balance", { workerEnv: walletEnv(wallet) });
    const again = ((await (await fetch(`${fakeSolanaUrl}/__control/requests`)).json()) as { params: unknown[] }[]).filter((request) => request.params[0] === wallet);
    expect(again).toHaveLength(2);
  });

  it("shows what it could read when the token or the prices cannot be read", async () => {
    at("2031-06-02T12:00:00Z");
    const wallet = WALLETS[1];
    await control("accounts", { [wallet]: { lamports: 20_000_000_000 } });
    const unknownMint = "4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T";
    const noMint = await call("/shiller/creator-rewards-balance", { workerEnv: walletEnv(wallet, { TOKEN_ADDRESS: unknownMint }) });
    expect(noMint.body.balance).toMatchObject({ solBalance: 20, tokenBalance: null, totalUsd: 3000, error: "The community token's balance could not be read." });
    const noPrices = await call("/shiller/creator-rewards-balance", { workerEnv: walletEnv(wallet, { PRICE_API_URL: `${fakeSolanaUrl}/price-down/v3`, TOKEN_ADDRESS: "" }) });
    expect(noPrices.body.balance).toMatchObject({ solBalance: 20, tokenBalance: null, totalUsd: null, error: "USD prices could not be read just now." });
  });

  it("answers a failure of the Solana endpoint with a message to try again, and times out", async () => {
    at("2031-06-03T12:00:00Z");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const path of ["http-500", "rate-limited", "not-json"]) {
      const result = await call("/shiller/creator-rewards-balance", { workerEnv: walletEnv(WALLETS[2], { SOLANA_RPC_URL: `${fakeSolanaUrl}/${path}` }) });
      expect(result.status, path).toBe(503);
      expect(result.body).toEqual({ success: false, error: contestMessages.balanceUnavailable, code: "BALANCE_UNAVAILABLE" });
    }
    warn.mockRestore();
    const invalid = { rpcUrl: `${fakeSolanaUrl}/rpc`, walletAddress: "abc", tokenMint: null, priceUrl: null, timeoutMs: 2_000 };
    await expect(readWalletBalance(invalid)).rejects.toMatchObject({ rpcCode: -32602, message: "getBalance: Invalid param: WrongSize" });
    vi.useRealTimers();
    const started = Date.now();
    await expect(readWalletBalance({ ...invalid, rpcUrl: `${fakeSolanaUrl}/hang`, walletAddress: WALLETS[2], timeoutMs: 300 })).rejects.toThrow(/no answer within 300 ms/);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("refuses a creator wallet that is not a Solana address at startup, with a message", () => {
    expect(() => readConfig({ ...env, CREATOR_WALLET_ADDRESS: "0x71C7656EC7ab88b098defB751B7401B5f6d8976F" } as Env)).toThrow(/CREATOR_WALLET_ADDRESS must be a Solana address/);
    expect(() => readConfig({ ...env, CONTEST_PRIZE_POOL: "ten" } as Env)).toThrow(/CONTEST_PRIZE_POOL must be a positive amount/);
  });
});

describe("the contest page", () => {
  /** A page request as a browser sends it, with the session cookie. */
  function page(path: string, init: { token?: string; method?: string; form?: Record<string, string> } = {}) {
    const headers = new Headers({ Host: new URL(ORIGIN).host, "CF-Connecting-IP": nextIp() });
    if (init.token) headers.set("Cookie", `haven_session=${init.token}`);
    if (init.form) {
      headers.set("Content-Type", "application/x-www-form-urlencoded");
      headers.set("Origin", ORIGIN);
    }
    return SELF.fetch(`${ORIGIN}${path}`, { method: init.method ?? (init.form ? "POST" : "GET"), headers, body: init.form ? new URLSearchParams(init.form).toString() : undefined, redirect: "manual" });
  }

  it("shows 'Login Required' with a link to /login to a visitor, instead of sending them away", async () => {
    const response = await page("/app/shiller");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Login Required");
    expect(html).toMatch(/href="\/login"/);
    expect(html).not.toContain("Submit Tweet");
    // Other pages of /app still send a visitor to /.
    expect((await page("/app/journal")).headers.get("Location")).toBe("/");
  });

  it("serves a signed-in person, keeps the trial-expiry redirect, and answers the page's own JSON calls", async () => {
    at("2031-07-01T12:00:00Z");
    const { token, id } = await signUp("Lena", "Lind");
    const html = await (await page("/app/shiller", { token })).text();
    for (const text of ["Shiller Contest", "Submit Tweet", "Leaderboard", "Contest Rules", "#ad", "Today&#x27;s Round"]) expect(html).toContain(text);

    const post = newPostId();
    const saved = await page("/app/shiller/submit", { token, form: { tweetUrl: `https://x.com/lena/status/${post}`, walletAddress: WALLETS[3] } });
    expect(saved.status).toBe(201);
    expect(await saved.json()).toMatchObject({ ok: true, message: "Tweet submitted successfully!", submission: { tweetUrl: `https://x.com/lena/status/${post}`, walletAddress: WALLETS[3] } });
    const refused = await page("/app/shiller/submit", { token, form: { tweetUrl: "https://x.com/lena", walletAddress: WALLETS[3] } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ ok: false, error: contestMessages.postUrlInvalid, field: "tweetUrl" });
    const again = await page("/app/shiller/submit", { token, form: { tweetUrl: `https://x.com/lena/status/${post}`, walletAddress: WALLETS[3] } });
    expect(again.status).toBe(409);
    expect(await countRows("contest_submissions", "user_id = ?", id)).toBe(1);

    const live = (await (await page("/app/shiller/live", { token })).json()) as { ok: true; page: ContestPageData };
    expect(live.page.mySubmissions.map((entry) => entry.tweetUrl)).toEqual([`https://x.com/lena/status/${post}`]);
    expect(live.page.lastWalletAddress).toBe(WALLETS[3]);
    expect(live.page.round).toMatchObject({ id: "2031-07-01", isActive: true, submissionCount: 1 });
    expect(await (await page("/app/shiller/balance")).json()).toEqual({ ok: true, balance: null });

    expect((await page("/app/shiller/live")).status).toBe(401);
    const anonymous = await page("/app/shiller/submit", { form: { tweetUrl: `https://x.com/lena/status/${newPostId()}`, walletAddress: WALLETS[3] } });
    expect(anonymous.status).toBe(401);

    await expireTrial(id);
    const expired = await page("/app/shiller", { token });
    expect(expired.status).toBe(302);
    expect(expired.headers.get("Location")).toBe("/app/subscription");
    // The contest itself stays open to them (DESIGN.md): only the page follows the route table's redirect.
    expect((await submit(token, postUrl(newPostId()))).status).toBe(201);
  });
});
