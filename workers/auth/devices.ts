import { keyedHash } from "./keyed-hash";

/**
 * Device cookies (OWASP's defence against online guessing, decision record 0047): after a successful sign-in the
 * browser keeps a token naming a random device id, signed for that email. Signing in from such a device counts
 * against the device's own limit only, so strangers guessing an account's password from elsewhere cannot lock its
 * owner out of the devices they already use.
 */
export const DEVICE_COOKIE_NAME = "haven_device";
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

function signature(secret: string, email: string, deviceId: string): Promise<string> {
  return keyedHash(secret, `device\u0000${email}\u0000${deviceId}`);
}

function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/** The device id of a token issued for this email, or null (missing, forged, or issued for another account). */
export async function trustedDeviceId(secret: string, email: string, token: string | null): Promise<string | null> {
  const [deviceId, signed] = token?.split(".") ?? [];
  if (!deviceId || !signed || !DEVICE_ID.test(deviceId)) return null;
  return sameText(signed, await signature(secret, email, deviceId)) ? deviceId : null;
}

/** A token for this device (a new id unless it already has one) and this email. */
export async function deviceToken(secret: string, email: string, deviceId: string | null): Promise<string> {
  const id = deviceId ?? btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16)))).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
  return `${id}.${await signature(secret, email, id)}`;
}

export function deviceCookie(token: string): string {
  return `${DEVICE_COOKIE_NAME}=${token}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`;
}
