import { normalizePassword } from "../shared/auth-rules";

/**
 * PBKDF2-SHA256 password hashing through WebCrypto. Every password is NFKC-normalised before it is hashed or
 * checked, so the same password typed on another keyboard or system matches.
 * Production Workers reject more than 100,000 iterations while local workerd accepts more, so a higher
 * value would pass every local test and then fail every login in production. The count is stored in the
 * hash so it can be raised later without invalidating existing passwords.
 */
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;
const SCHEME = "pbkdf2-sha256";

const encoder = new TextEncoder();

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(value: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(value), (char) => char.charCodeAt(0));
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(normalizePassword(password), salt, PBKDF2_ITERATIONS);
  return `${SCHEME}$${PBKDF2_ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`;
}

export interface PasswordCheck {
  valid: boolean;
  /** The password matched a hash made before passwords were normalised: store a fresh hash of it. */
  rehash: boolean;
}

/**
 * Checks a password against a stored hash. Hashes made before NFKC normalisation was introduced hold the password
 * as it was typed; for a password that normalisation changes, that form is tried too (and reported for a rehash),
 * so nobody is locked out by the change.
 */
export async function verifyPassword(password: string, stored: string): Promise<PasswordCheck> {
  const [scheme, iterationsText, saltText, hashText] = stored.split("$");
  const iterations = Number(iterationsText);
  if (scheme !== SCHEME || !Number.isInteger(iterations) || iterations > PBKDF2_ITERATIONS || !saltText || !hashText) {
    return { valid: false, rehash: false };
  }
  const expected = fromBase64(hashText);
  const salt = fromBase64(saltText);
  const normalized = normalizePassword(password);
  if (constantTimeEqual(await derive(normalized, salt, iterations), expected)) return { valid: true, rehash: false };
  if (normalized !== password && constantTimeEqual(await derive(password, salt, iterations), expected)) {
    return { valid: true, rehash: true };
  }
  return { valid: false, rehash: false };
}

function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  let difference = 0;
  for (let index = 0; index < a.byteLength; index++) difference |= a[index]! ^ b[index]!;
  return difference === 0;
}

/** Spends the same time as a real check, so response time does not reveal whether an email is registered. */
const DUMMY_HASH = `${SCHEME}$${PBKDF2_ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;
export async function verifyAgainstDummy(password: string): Promise<void> {
  await verifyPassword(password, DUMMY_HASH);
}
