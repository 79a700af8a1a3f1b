/**
 * AES-256-GCM for sensitive free text at rest (chat messages, journal entries, dreams, free-text answers).
 * Stored form: `v1.<base64 iv>.<base64 ciphertext+tag>`; the version leaves room for key rotation.
 */
const VERSION = "v1";
const IV_BYTES = 12;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

const keys = new Map<string, Promise<CryptoKey>>();

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

function fromBase64(value: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(value), (char) => char.charCodeAt(0));
}

function importKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    const raw = fromBase64(secret);
    if (raw.byteLength !== 32) throw new Error("ENCRYPTION_KEY must be 32 bytes, base64-encoded");
    key = crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
    keys.set(secret, key);
  }
  return key;
}

export async function encryptText(secret: string, plaintext: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const ciphertext = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await importKey(secret), encoder.encode(plaintext));
  return `${VERSION}.${toBase64(iv)}.${toBase64(new Uint8Array(ciphertext))}`;
}

export async function decryptText(secret: string, stored: string): Promise<string> {
  const [version, ivText, dataText] = stored.split(".");
  if (version !== VERSION || !ivText || !dataText) throw new Error("Unrecognised encrypted value");
  const plaintext = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: fromBase64(ivText) },
    await importKey(secret),
    fromBase64(dataText),
  );
  return decoder.decode(plaintext);
}
