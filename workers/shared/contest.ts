/**
 * The contest's rules, limits and copy, shared by the page and the server: the round calendar, the link and wallet
 * checks (so the form and the API give the same message for the same mistake), the score, and the page's formats.
 */

// ---------------------------------------------------------------- rounds
/** A round is one UTC day, from 00:00 to 23:59 (the spec's 11:59 PM UTC); the next starts at 00:00 the day after. */
export const ROUND_END_OFFSET_MS = (23 * 60 + 59) * 60_000;
/** The progress bar's scale (the spec's 86,400,000 ms). */
export const ROUND_LENGTH_MS = 86_400_000;
/** How often the page's round card ticks, and how often it asks for the creator-rewards balance. */
export const COUNTDOWN_TICK_MS = 1_000;
export const BALANCE_POLL_MS = 30_000;

const ROUND_ID = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A round is named by its UTC date, e.g. "2026-11-25". */
export function roundIdAt(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function isRoundId(text: string): boolean {
  const match = ROUND_ID.exec(text);
  return match !== null && roundIdAt(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) === text;
}

export interface RoundWindow {
  startTime: number;
  endTime: number;
  /** When the next round opens (00:00 UTC the next day). */
  nextStartTime: number;
}

export function roundWindow(roundId: string): RoundWindow {
  const startTime = Date.parse(`${roundId}T00:00:00.000Z`);
  return { startTime, endTime: startTime + ROUND_END_OFFSET_MS, nextStartTime: startTime + 86_400_000 };
}

export function isRoundOpenAt(roundId: string, time: number): boolean {
  const { startTime, endTime } = roundWindow(roundId);
  return time >= startTime && time < endTime;
}

export function timeRemaining(endTime: number, now: number) {
  const total = Math.max(0, endTime - now);
  return { hours: Math.floor(total / 3_600_000), minutes: Math.floor((total % 3_600_000) / 60_000), total };
}

// ---------------------------------------------------------------- scoring and prizes
/** The spec's score: likes count once, retweets (reposts) twice. Unknown metrics count as nothing. */
export function postScore(likes: number | null, retweets: number | null): number {
  return (likes ?? 0) + 2 * (retweets ?? 0);
}

/** The top three people share the round's pool 50/30/20. */
export const PRIZE_SHARES_PERCENT = [50, 30, 20] as const;
/** Posts one person may enter in one round: enough to try a few, few enough to keep the board readable. */
export const MAX_ENTRIES_PER_PERSON_PER_ROUND = 10;
export const LEADERBOARD_SIZE = 100;
/** How often the round asks X for the posts' metrics (well within X's limits; see the decision record). */
export const METRICS_REFRESH_MINUTES = 15;

// ---------------------------------------------------------------- post links
export const POST_URL_MAX_LENGTH = 500;
const POST_HOSTS = new Set(["x.com", "www.x.com", "mobile.x.com", "twitter.com", "www.twitter.com", "mobile.twitter.com"]);
const USERNAME = /^[A-Za-z0-9_]{1,15}$/;
/** X's post ids are positive 64-bit integers, kept as strings (a JS number would round them). */
const POST_ID = /^[1-9][0-9]{0,18}$/;
const MAX_POST_ID = "9223372036854775807";

export interface PostLink {
  postId: string;
  /** The handle in the link; X ignores it, so it is only a hint until the API names the real author. */
  username: string | null;
  /** The normalised link: https://x.com/<handle or i>/status/<id>. */
  url: string;
}

/**
 * Reads a link to a post on X (x.com or twitter.com, with www. or mobile., `/i/status/ID`, `/i/web/status/ID`,
 * a `/photo/N` or `/video/N` suffix and any query) down to the post's id. Anything else is null.
 */
export function parsePostUrl(input: string): PostLink | null {
  const trimmed = input.trim();
  if (!trimmed || trimmed.length > POST_URL_MAX_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.password || url.port) return null;
  if (!POST_HOSTS.has(url.hostname)) return null;
  const parts = url.pathname.split("/").filter(Boolean);
  let username: string | null = null;
  let rest: string[];
  if (parts[0] === "i" && parts[1] === "web" && parts[2] === "status") rest = parts.slice(3);
  else if (parts[0] === "i" && parts[1] === "status") rest = parts.slice(2);
  else if (parts[0] && USERNAME.test(parts[0]) && (parts[1] === "status" || parts[1] === "statuses")) {
    username = parts[0];
    rest = parts.slice(2);
  } else return null;
  const [postId, ...suffix] = rest;
  if (!postId || !POST_ID.test(postId) || (postId.length === MAX_POST_ID.length && postId > MAX_POST_ID)) return null;
  const mediaSuffix = suffix.length === 2 && (suffix[0] === "photo" || suffix[0] === "video") && /^\d{1,2}$/.test(suffix[1]!);
  if (suffix.length > 0 && !mediaSuffix) return null;
  return { postId, username, url: `https://x.com/${username ?? "i"}/status/${postId}` };
}

// ---------------------------------------------------------------- Solana addresses
const BASE58_ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
const BASE58_VALUES = new Map([...BASE58_ALPHABET].map((char, index) => [char, index]));
/** Longer than any 32-byte value in base58 (44 characters): refused before decoding, so the work stays bounded. */
const BASE58_MAX_INPUT = 64;

/**
 * Decodes Bitcoin-alphabet base58 (the one Solana uses) into bytes, or null for a character outside the alphabet.
 * Schoolbook base conversion: each character multiplies the number so far by 58 and adds its value; each leading
 * "1" stands for a zero byte.
 */
export function decodeBase58(text: string): Uint8Array | null {
  if (text.length > BASE58_MAX_INPUT) return null;
  const littleEndian: number[] = [];
  for (const char of text) {
    let carry = BASE58_VALUES.get(char);
    if (carry === undefined) return null;
    for (let index = 0; index < littleEndian.length; index++) {
      carry += littleEndian[index]! * 58;
      littleEndian[index] = carry & 0xff;
      carry >>= 8;
    }
    for (; carry > 0; carry >>= 8) littleEndian.push(carry & 0xff);
  }
  for (let index = 0; index < text.length && text[index] === "1"; index++) littleEndian.push(0);
  return Uint8Array.from(littleEndian.reverse());
}

/** A Solana address (a wallet or a token mint): base58 that decodes to exactly 32 bytes. */
export function isSolanaAddress(text: string): boolean {
  return text.length >= 32 && text.length <= 44 && decodeBase58(text)?.length === 32;
}

// ---------------------------------------------------------------- copy
export const contestMessages = {
  // The spec's copy (section 8), verbatim.
  submitted: "Tweet submitted successfully!",
  submitFailed: "Failed to submit tweet",
  networkError: "Network error. Please try again.",
  balanceFailed: "Failed to fetch balance",
  walletNotConfigured: "Creator rewards wallet not configured.",
  loginRequired: "Login Required",
  roundEnded: "Round Ended",
  // Ours, where the spec shows none.
  postUrlRequired: "Please enter the link to your post on X.",
  postUrlInvalid: "Please enter the link to one post on X, like https://x.com/yourname/status/1234567890.",
  walletRequired: "Please enter your Solana wallet address.",
  walletInvalid: "That is not a Solana wallet address: it should be 32 to 44 letters and digits (base58).",
  duplicate: "This post has already been entered in today's round.",
  roundClosed: "Today's round has ended. The next round starts tomorrow at 00:00 UTC.",
  tooManyEntries: `You have entered ${MAX_ENTRIES_PER_PERSON_PER_ROUND} posts in today's round, the most one person can enter.`,
  rateLimited: "You are submitting quickly. Please wait a few minutes and try again.",
  saveFailed: "Your entry could not be saved just now. Please try again.",
  unknownRound: "There is no round on that date.",
  balanceUnavailable: "The Solana network did not answer. Please try again.",
} as const;

// ---------------------------------------------------------------- the page's formats
export function formatSol(amount: number): string {
  return amount.toLocaleString("en-US", { minimumFractionDigits: 4, maximumFractionDigits: 4 });
}

export function formatUsd(amount: number): string {
  return amount.toLocaleString("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** "just now", "5 minutes ago", "2 hours ago", "3 days ago". */
export function timeAgo(time: number, now: number): string {
  const minutes = Math.floor(Math.max(0, now - time) / 60_000);
  if (minutes < 1) return "just now";
  const [count, unit] = minutes < 60 ? [minutes, "minute"] : minutes < 1440 ? [Math.floor(minutes / 60), "hour"] : [Math.floor(minutes / 1440), "day"];
  return `${count} ${unit}${count === 1 ? "" : "s"} ago`;
}

/** The countdown as 05:12:09. */
export function formatCountdown(totalMs: number): string {
  const seconds = Math.max(0, Math.ceil(totalMs / 1000));
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}
