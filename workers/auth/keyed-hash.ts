/**
 * Keyed hashes (HMAC-SHA-256) of identifiers that must be recognisable again but not readable at rest, such as the
 * email addresses and IP addresses that rate limits count. The key is derived from JWT_SECRET with HKDF under its
 * own label, so no new secret is needed and the JWT key itself is never used for anything else. Without the secret,
 * a stored value cannot be turned back into an address, even by trying every known address.
 */
const KEY_LABEL = "haven keyed identifiers v1";
const keys = new Map<string, Promise<CryptoKey>>();
const encoder = new TextEncoder();

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle
      .importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"])
      .then((base) =>
        crypto.subtle.deriveKey(
          { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: encoder.encode(KEY_LABEL) },
          base,
          { name: "HMAC", hash: "SHA-256", length: 256 },
          false,
          ["sign"],
        ),
      );
    keys.set(secret, key);
  }
  return key;
}

/** 128 bits of HMAC-SHA-256, base64url: short enough for a key column, far from any collision. */
export async function keyedHash(secret: string, value: string): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await keyFor(secret), encoder.encode(value)));
  return btoa(String.fromCharCode(...mac.subarray(0, 16)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}
