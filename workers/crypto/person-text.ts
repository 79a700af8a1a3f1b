import type { ServiceContext } from "../context";
import { dataKeyFor } from "./data-keys";
import { openBytesWith, openTextWith, sealBytesWith, sealTextWith, sealVersion } from "./encryption";
import { masterKeyring } from "./master-keys";

/**
 * The one way an area stores what a person wrote (messages, entries, answers, insights that quote them): sealed
 * under that person's own data key, and opened only with it. Areas never touch keys. Deleting the account destroys
 * the key, so every copy of the text (D1's point-in-time recovery, backups) becomes unreadable (decision 0040).
 *
 * Columns that hold sealed values end in `_enc` and live in a table with a `user_id` (the person whose key sealed
 * them): the legacy migration and the data export find them by that name.
 */
export async function sealText(ctx: ServiceContext, userId: string, plaintext: string): Promise<string> {
  return sealTextWith("v2", await dataKeyFor(ctx, userId, { create: true }), plaintext);
}

export async function openText(ctx: ServiceContext, userId: string, stored: string): Promise<string> {
  if (sealVersion(stored) === "v1") return openLegacyText(ctx, stored);
  return openTextWith(await dataKeyFor(ctx, userId, { create: false }), stored);
}

/** The same for a file (a generated PDF kept for a day). */
export async function sealBytes(ctx: ServiceContext, userId: string, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return sealBytesWith("v2", await dataKeyFor(ctx, userId, { create: true }), bytes);
}

export async function openBytes(ctx: ServiceContext, userId: string, stored: string): Promise<Uint8Array<ArrayBuffer>> {
  return openBytesWith(await dataKeyFor(ctx, userId, { create: false }), stored);
}

/**
 * A `v1.` value, sealed under a master key before data keys existed (read until `migrateLegacyText` reseals it).
 * During a rotation it may be under the previous master key: AES-GCM's tag tells which key is right.
 */
export async function openLegacyText(ctx: ServiceContext, stored: string): Promise<string> {
  const keyring = await masterKeyring(ctx.config);
  let lastError: unknown;
  for (const master of keyring.all) {
    try {
      return await openTextWith(master.legacyTextKey, stored);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
