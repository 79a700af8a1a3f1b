import type { ServiceContext } from "../context";
import { fromBase64, toBase64 } from "./encryption";
import { masterKeyring, type MasterKeyring } from "./master-keys";

/**
 * Each person's data key: a random AES-256-GCM key that seals everything they write, stored only wrapped by the
 * master key, as one object per person in the DATA_KEYS R2 bucket (`data-keys/<userId>`). Why R2 and not a D1 row:
 * D1's point-in-time recovery (and any backup of the database) would bring a deleted key back with the text it
 * opens; R2 keeps no versions, so deleting the object destroys the key for good (docs/decisions/0040).
 *
 * Unwrapped keys are cached in the isolate for a minute, so a page that opens fifty messages costs one R2 read;
 * destroying a key drops it from this isolate's cache first.
 */

const PREFIX = "data-keys/";
const CACHE_TTL_MS = 60_000;
const CACHE_MAX_ENTRIES = 500;
const RECORD_FORMAT = 1;

interface WrappedKeyRecord {
  format: typeof RECORD_FORMAT;
  /** Which master key wrapped it (see `MasterKey.id`). */
  masterKeyId: string;
  /** The AES-KW wrapped raw key, base64. */
  wrappedKey: string;
  createdAt: string;
}

/** The person has no data key: it was destroyed with their account, so what it sealed can no longer be opened. */
export class DataKeyMissing extends Error {
  constructor(userId: string) {
    super(`No data key for user ${userId}: it was destroyed with the account, and what it sealed cannot be opened.`);
    this.name = "DataKeyMissing";
  }
}

const cache = new Map<string, { key: Promise<CryptoKey>; expiresAt: number }>();

function objectKey(userId: string): string {
  return `${PREFIX}${userId}`;
}

function remember(userId: string, key: Promise<CryptoKey>): Promise<CryptoKey> {
  if (cache.size >= CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(userId, { key, expiresAt: Date.now() + CACHE_TTL_MS });
  // A failed read is not remembered: the next call tries again.
  key.catch(() => {
    if (cache.get(userId)?.key === key) cache.delete(userId);
  });
  return key;
}

function masterFor(keyring: MasterKeyring, record: WrappedKeyRecord) {
  const master = keyring.byId(record.masterKeyId);
  if (!master) {
    throw new Error(
      `A data key is wrapped by master key ${record.masterKeyId}, which is neither ENCRYPTION_KEY nor ENCRYPTION_KEY_PREVIOUS`,
    );
  }
  return master;
}

/** The data key inside a record; extractable only to be wrapped again by a rotation. */
function unwrap(keyring: MasterKeyring, record: WrappedKeyRecord, extractable = false): Promise<CryptoKey> {
  return crypto.subtle.unwrapKey("raw", fromBase64(record.wrappedKey), masterFor(keyring, record).wrappingKey, "AES-KW", "AES-GCM", extractable, [
    "encrypt",
    "decrypt",
  ]);
}

async function wrap(keyring: MasterKeyring, key: CryptoKey, createdAt: string): Promise<WrappedKeyRecord> {
  const wrapped = await crypto.subtle.wrapKey("raw", key, keyring.current.wrappingKey, "AES-KW");
  return { format: RECORD_FORMAT, masterKeyId: keyring.current.id, wrappedKey: toBase64(new Uint8Array(wrapped)), createdAt };
}

async function readRecord(ctx: ServiceContext, userId: string): Promise<{ record: WrappedKeyRecord; etag: string } | null> {
  const object = await ctx.env.DATA_KEYS.get(objectKey(userId));
  if (!object) return null;
  return { record: (await object.json()) as WrappedKeyRecord, etag: object.etag };
}

async function loadOrCreate(ctx: ServiceContext, userId: string, create: boolean): Promise<CryptoKey> {
  const keyring = await masterKeyring(ctx.config);
  const existing = await readRecord(ctx, userId);
  if (existing) return unwrap(keyring, existing.record);
  if (!create) throw new DataKeyMissing(userId);

  const fresh = (await crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, true, ["encrypt", "decrypt"])) as CryptoKey;
  const record = await wrap(keyring, fresh, ctx.now().toISOString());
  // Only if no key exists yet: two first writes racing (two tabs, a retry) must not replace a key that already
  // sealed something. The loser reads the winner's key.
  const written = await ctx.env.DATA_KEYS.put(objectKey(userId), JSON.stringify(record), {
    onlyIf: { etagDoesNotMatch: "*" },
    customMetadata: { masterKeyId: record.masterKeyId },
    httpMetadata: { contentType: "application/json" },
  });
  if (written) return unwrap(keyring, record);
  const winner = await readRecord(ctx, userId);
  if (!winner) throw new Error(`The data key of user ${userId} was created and destroyed at the same moment`);
  return unwrap(keyring, winner.record);
}

/**
 * The person's data key. With `create`, a person who has none yet gets one (sealing); without it, a missing key
 * throws `DataKeyMissing` (opening: a new key could never open old text).
 */
export function dataKeyFor(ctx: ServiceContext, userId: string, options: { create: boolean }): Promise<CryptoKey> {
  const cached = cache.get(userId);
  if (cached && cached.expiresAt > Date.now()) return cached.key;
  return remember(userId, loadOrCreate(ctx, userId, options.create));
}

/** Empties this isolate's cache of unwrapped keys, so the next use reads R2 (the tests prove reads with it). */
export function forgetCachedDataKeys(): void {
  cache.clear();
}

/**
 * Destroys the person's data key: everything sealed under it, in D1 and in every backup or point-in-time copy of
 * it, can no longer be opened. Safe to call again.
 */
export async function destroyDataKey(ctx: ServiceContext, userId: string): Promise<void> {
  cache.delete(userId);
  await ctx.env.DATA_KEYS.delete(objectKey(userId));
  cache.delete(userId);
}

export interface RewrapBatch {
  /** Data keys looked at in this batch. */
  checked: number;
  /** Of those, rewrapped under the current master key. */
  rewrapped: number;
  /** Where the next batch starts, or null when every key has been looked at. */
  cursor: string | null;
}

/**
 * Master-key rotation: rewraps one page of data keys under the current master key (the text they seal is not
 * touched). A key deleted meanwhile stays deleted: the write only replaces the object it read.
 */
export async function rewrapDataKeys(ctx: ServiceContext, options: { cursor?: string; limit?: number } = {}): Promise<RewrapBatch> {
  const keyring = await masterKeyring(ctx.config);
  const listed = await ctx.env.DATA_KEYS.list({
    prefix: PREFIX,
    cursor: options.cursor,
    limit: options.limit ?? 100,
    include: ["customMetadata"],
  });
  let rewrapped = 0;
  for (const listedObject of listed.objects) {
    if (listedObject.customMetadata?.masterKeyId === keyring.current.id) continue;
    const userId = listedObject.key.slice(PREFIX.length);
    const existing = await readRecord(ctx, userId);
    if (!existing || existing.record.masterKeyId === keyring.current.id) continue;
    const extractable = await unwrap(keyring, existing.record, true);
    const record = await wrap(keyring, extractable, existing.record.createdAt);
    const written = await ctx.env.DATA_KEYS.put(listedObject.key, JSON.stringify(record), {
      onlyIf: { etagMatches: existing.etag },
      customMetadata: { masterKeyId: record.masterKeyId },
      httpMetadata: { contentType: "application/json" },
    });
    if (written) rewrapped++;
  }
  return { checked: listed.objects.length, rewrapped, cursor: listed.truncated ? listed.cursor : null };
}

/** How many data keys each master key wraps (the rotation is complete when only the current one is listed). */
export async function dataKeyCounts(ctx: ServiceContext): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  let cursor: string | undefined;
  do {
    const listed = await ctx.env.DATA_KEYS.list({ prefix: PREFIX, cursor, limit: 1000, include: ["customMetadata"] });
    for (const object of listed.objects) {
      const id = object.customMetadata?.masterKeyId ?? "unknown";
      counts[id] = (counts[id] ?? 0) + 1;
    }
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  return counts;
}

/** The user ids one page of data keys belongs to, for the nightly sweep of keys whose account no longer exists. */
export async function listDataKeyOwners(ctx: ServiceContext, cursor?: string): Promise<{ userIds: string[]; cursor: string | null }> {
  const listed = await ctx.env.DATA_KEYS.list({ prefix: PREFIX, cursor, limit: 1000 });
  return { userIds: listed.objects.map((object) => object.key.slice(PREFIX.length)), cursor: listed.truncated ? listed.cursor : null };
}
