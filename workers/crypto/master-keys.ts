import type { Config } from "../env";
import { fromBase64, toBase64 } from "./encryption";

/**
 * The master keys from the secrets: ENCRYPTION_KEY (current) and, during a rotation, ENCRYPTION_KEY_PREVIOUS.
 * Two keys are derived from each with HKDF, so one secret never serves two algorithms:
 * - `wrappingKey` (AES-KW) wraps and unwraps the per-person data keys;
 * - `id`, a short public fingerprint stored beside each wrapped key, says which master key wrapped it.
 * The raw secret itself (`legacyTextKey`, AES-GCM) only opens `v1.` text written before data keys existed.
 */
export interface MasterKey {
  id: string;
  wrappingKey: CryptoKey;
  legacyTextKey: CryptoKey;
}

export interface MasterKeyring {
  current: MasterKey;
  /** The current key first, then the previous one while a rotation is under way. */
  all: MasterKey[];
  byId(id: string): MasterKey | undefined;
}

const encoder = new TextEncoder();
const derived = new Map<string, Promise<MasterKey>>();

async function deriveMasterKey(secret: string): Promise<MasterKey> {
  const raw = fromBase64(secret);
  if (raw.byteLength !== 32) throw new Error("ENCRYPTION_KEY must be 32 bytes, base64-encoded");
  const hkdf = await crypto.subtle.importKey("raw", raw, "HKDF", false, ["deriveKey", "deriveBits"]);
  const params = (info: string) => ({ name: "HKDF", hash: "SHA-256", salt: new Uint8Array(32), info: encoder.encode(info) });
  const [wrappingKey, idBits, legacyTextKey] = await Promise.all([
    crypto.subtle.deriveKey(params("haven/data-key-wrapping/v1"), hkdf, { name: "AES-KW", length: 256 }, false, ["wrapKey", "unwrapKey"]),
    crypto.subtle.deriveBits(params("haven/master-key-id/v1"), hkdf, 64),
    crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["decrypt"]),
  ]);
  const id = toBase64(new Uint8Array(idBits)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  return { id, wrappingKey: wrappingKey as CryptoKey, legacyTextKey };
}

function masterKey(secret: string): Promise<MasterKey> {
  let key = derived.get(secret);
  if (!key) {
    key = deriveMasterKey(secret);
    derived.set(secret, key);
  }
  return key;
}

export async function masterKeyring(config: Pick<Config, "ENCRYPTION_KEY" | "ENCRYPTION_KEY_PREVIOUS">): Promise<MasterKeyring> {
  const secrets = [config.ENCRYPTION_KEY, config.ENCRYPTION_KEY_PREVIOUS].filter((secret): secret is string => Boolean(secret));
  const all = await Promise.all([...new Set(secrets)].map(masterKey));
  return { current: all[0]!, all, byId: (id) => all.find((key) => key.id === id) };
}
