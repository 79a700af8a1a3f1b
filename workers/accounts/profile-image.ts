import { eq } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { users, type UserRow } from "../db/schema";
import { Invalid, NotFound } from "../errors";
import { PROFILE_IMAGE_MAX_BYTES } from "../shared/profile-rules";

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.-]+)*;base64,([A-Za-z0-9+/=\s]+)$/;

/** Image formats recognised by their first bytes, whatever the browser or client claims. SVG is refused: it can carry script. */
const SIGNATURES: { type: string; test: (bytes: Uint8Array) => boolean }[] = [
  { type: "image/png", test: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  { type: "image/jpeg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: "image/gif", test: (b) => ascii(b, 0, 4) === "GIF8" },
  { type: "image/webp", test: (b) => ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP" },
  { type: "image/avif", test: (b) => ascii(b, 4, 8) === "ftyp" && /^avi[fs]$/.test(ascii(b, 8, 12)) },
  { type: "image/heic", test: (b) => ascii(b, 4, 8) === "ftyp" && /^(heic|heix|mif1)$/.test(ascii(b, 8, 12)) },
  { type: "image/bmp", test: (b) => ascii(b, 0, 2) === "BM" },
];

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

export function sniffImageType(bytes: Uint8Array): string | null {
  return SIGNATURES.find((signature) => signature.test(bytes))?.type ?? null;
}

/** Decodes the data URL the spec's client sends; anything else is a clear 400. */
export function decodeImageDataUrl(dataUrl: string): Uint8Array {
  const match = DATA_URL.exec(dataUrl.trim());
  if (!match) throw new Invalid("The profile image must be an image file.", "profileImage");
  const base64 = match[3]!.replace(/\s/g, "");
  if ((base64.length * 3) / 4 > PROFILE_IMAGE_MAX_BYTES + 3) throw tooLarge();
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

function tooLarge() {
  return new Invalid(`Images can be up to ${PROFILE_IMAGE_MAX_BYTES / 1024 / 1024} MB.`, "profileImage", "IMAGE_TOO_LARGE");
}

/** Stores a new profile image in R2 (under a new key, so caches never show the old one) and removes the old one. */
export async function saveProfileImage(ctx: ServiceContext, user: UserRow, bytes: Uint8Array): Promise<UserRow> {
  if (bytes.byteLength === 0) throw new Invalid("The profile image must be an image file.", "profileImage");
  if (bytes.byteLength > PROFILE_IMAGE_MAX_BYTES) throw tooLarge();
  const type = sniffImageType(bytes);
  if (!type) throw new Invalid("Please choose a PNG, JPEG, GIF, WebP, AVIF, HEIC or BMP image.", "profileImage", "UNSUPPORTED_IMAGE");
  const key = `profile-images/${user.id}/${crypto.randomUUID()}`;
  await ctx.env.FILES.put(key, bytes, { httpMetadata: { contentType: type } });
  const updatedAt = ctx.now();
  await ctx.db.update(users).set({ profileImageKey: key, updatedAt }).where(eq(users.id, user.id));
  if (user.profileImageKey) await ctx.env.FILES.delete(user.profileImageKey);
  return { ...user, profileImageKey: key, updatedAt };
}

/** The user's own image, for its owner only. */
export async function readProfileImage(ctx: ServiceContext, user: UserRow) {
  const object = user.profileImageKey ? await ctx.env.FILES.get(user.profileImageKey) : null;
  if (!object) throw new NotFound("No profile image.", "NO_PROFILE_IMAGE");
  return object;
}

export async function deleteProfileImages(ctx: ServiceContext, userId: string) {
  const listed = await ctx.env.FILES.list({ prefix: `profile-images/${userId}/` });
  if (listed.objects.length > 0) await ctx.env.FILES.delete(listed.objects.map((object) => object.key));
}
