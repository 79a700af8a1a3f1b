import type { Member } from "../accounts/member";
import type { ServiceContext } from "../context";
import { sealBytes } from "../crypto/person-text";
import type { HandoverDocument, HandoverPerson, HandoverSection } from "./document";
import { isoDay } from "./format";
import { exportPersonalData, type PersonalDataExport } from "./json";
import { HANDOVER_SECTIONS } from "./sections";

/**
 * Export and deletion of everything a person owns are open to every signed-in person, whatever their plan or trial
 * (DESIGN.md): no feature gate here.
 */

const EXPORT_PREFIX = "exports/";
/** A generated PDF is kept this long (sealed under the person's data key), then the nightly cron deletes it. */
export const STORED_EXPORT_MS = 24 * 60 * 60 * 1000;

export interface ExportFile<T> {
  fileName: string;
  body: T;
}

function personOf(member: Member, timeZone: string): HandoverPerson {
  const name = `${member.account.firstName} ${member.account.lastName}`.trim();
  return { userId: member.id, name, email: member.account.email, timeZone };
}

/** The handover document's content, each area's section in order (areas with nothing to say are left out). */
export async function collectHandoverDocument(ctx: ServiceContext, member: Member, timeZone: string): Promise<HandoverDocument> {
  const person = personOf(member, timeZone);
  const sections = await Promise.all(HANDOVER_SECTIONS.map((source) => source(ctx, person)));
  return { person, generatedAt: ctx.now(), sections: sections.filter((section): section is HandoverSection => section !== null) };
}

/**
 * 'Export Your Therapy Data': the handover PDF, made in the Worker. A copy is kept in R2 under the person for a day,
 * sealed under their data key, so deleting the account (or the nightly cron) leaves nothing readable behind.
 */
export async function exportHandoverPdf(ctx: ServiceContext, member: Member, timeZone: string): Promise<ExportFile<Uint8Array>> {
  const { loadPdfFonts, renderHandoverPdf } = await import("./pdf");
  const [document, fonts] = await Promise.all([collectHandoverDocument(ctx, member, timeZone), loadPdfFonts(ctx.env.ASSETS)]);
  const bytes = await renderHandoverPdf(document, fonts);
  const fileName = `Haven-${isoDay(document.generatedAt, timeZone)}.pdf`;
  await ctx.env.FILES.put(`${EXPORT_PREFIX}${member.id}/${document.generatedAt.getTime()}-${crypto.randomUUID()}.pdf.sealed`, await sealBytes(ctx, member.id, bytes as Uint8Array<ArrayBuffer>), {
    customMetadata: { fileName, createdAt: document.generatedAt.toISOString() },
  });
  return { fileName, body: bytes };
}

/** The machine-readable export of everything (data portability). */
export async function exportJson(ctx: ServiceContext, member: Member, timeZone: string): Promise<ExportFile<PersonalDataExport>> {
  const body = await exportPersonalData(ctx, member);
  return { fileName: `Haven-${isoDay(ctx.now(), timeZone)}.json`, body };
}

/** The person's stored exports, with the account (called by account deletion). */
export async function deleteStoredExports(ctx: ServiceContext, userId: string): Promise<void> {
  let cursor: string | undefined;
  do {
    const listed = await ctx.env.FILES.list({ prefix: `${EXPORT_PREFIX}${userId}/`, cursor });
    if (listed.objects.length > 0) await ctx.env.FILES.delete(listed.objects.map((object) => object.key));
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
}

/** Nightly: deletes every stored export older than a day. */
export async function purgeOldExports(ctx: ServiceContext): Promise<void> {
  const cutoff = ctx.now().getTime() - STORED_EXPORT_MS;
  let cursor: string | undefined;
  do {
    const listed = await ctx.env.FILES.list({ prefix: EXPORT_PREFIX, cursor });
    const old = listed.objects.filter((object) => object.uploaded.getTime() <= cutoff).map((object) => object.key);
    if (old.length > 0) await ctx.env.FILES.delete(old);
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
}
