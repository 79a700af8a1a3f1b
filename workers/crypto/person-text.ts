import type { ServiceContext } from "../context";
import { decryptText, encryptText } from "./encryption";

/**
 * The one way an area stores what a person wrote (messages, entries, answers, insights that quote them): sealed for
 * that person, and opened only for them. Areas never touch keys; how the key is chosen lives here.
 */
export function sealText(ctx: ServiceContext, _userId: string, plaintext: string): Promise<string> {
  return encryptText(ctx.config.ENCRYPTION_KEY, plaintext);
}

export function openText(ctx: ServiceContext, _userId: string, stored: string): Promise<string> {
  return decryptText(ctx.config.ENCRYPTION_KEY, stored);
}
