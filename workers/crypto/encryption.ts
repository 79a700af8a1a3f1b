/**
 * AES-256-GCM for sensitive data at rest. A sealed value is `<version>.<base64 iv>.<base64 ciphertext+tag>`:
 * - `v1`: text sealed directly under the master key (ENCRYPTION_KEY), the format before per-person data keys;
 *   still read until `migrateLegacyText` has resealed every such value (docs/decisions/0040).
 * - `v2`: sealed under the person's own data key (`workers/crypto/data-keys.ts`).
 * Areas never call these: they use `sealText` / `openText` from `person-text.ts`.
 */
const IV_BYTES = 12;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

export type SealVersion = "v1" | "v2";

export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

export function fromBase64(value: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(value), (char) => char.charCodeAt(0));
}

/** The version a stored value was sealed with, or null when it is not a sealed value at all. */
export function sealVersion(stored: string): SealVersion | null {
  if (stored.startsWith("v1.")) return "v1";
  if (stored.startsWith("v2.")) return "v2";
  return null;
}

export async function sealBytesWith(version: SealVersion, key: CryptoKey, plaintext: Uint8Array<ArrayBuffer>): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const ciphertext = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, plaintext);
  return `${version}.${toBase64(iv)}.${toBase64(new Uint8Array(ciphertext))}`;
}

export async function openBytesWith(key: CryptoKey, stored: string): Promise<Uint8Array<ArrayBuffer>> {
  const [version, ivText, dataText] = stored.split(".");
  if (!version || !sealVersion(stored) || !ivText || !dataText) throw new Error("Unrecognised encrypted value");
  const plaintext = await crypto.subtle.decrypt({ name: "AES-GCM", iv: fromBase64(ivText) }, key, fromBase64(dataText));
  return new Uint8Array(plaintext);
}

export function sealTextWith(version: SealVersion, key: CryptoKey, plaintext: string): Promise<string> {
  return sealBytesWith(version, key, encoder.encode(plaintext));
}

export async function openTextWith(key: CryptoKey, stored: string): Promise<string> {
  return decoder.decode(await openBytesWith(key, stored));
}
