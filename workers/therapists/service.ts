import { asc } from "drizzle-orm";
import type { ServiceContext } from "../context";
import type { Member } from "../accounts/member";
import { therapists, type TherapistRow } from "../db/schema";
import { canUseTherapist } from "../subscriptions/access";

export interface PublicTherapist {
  id: string;
  name: string;
  specialty: string;
  description: string;
  avatar: string | null;
}

function toPublicTherapist(row: TherapistRow): PublicTherapist {
  return { id: row.id, name: row.name, specialty: row.specialty, description: row.description, avatar: row.avatar };
}

/** The therapists change only with a migration, so each isolate keeps the list for a few minutes. */
const CACHE_MS = 5 * 60 * 1000;
let cached: { list: PublicTherapist[]; until: number } | null = null;

export async function listTherapists(ctx: ServiceContext): Promise<PublicTherapist[]> {
  const now = ctx.now().getTime();
  if (cached && cached.until > now) return cached.list;
  const rows = await ctx.db.select().from(therapists).orderBy(asc(therapists.sortOrder));
  cached = { list: rows.map(toPublicTherapist), until: now + CACHE_MS };
  return cached.list;
}

/** Every therapist with whether this person's trial or plan lets them open a chat with them. */
export async function listTherapistsFor(ctx: ServiceContext, member: Member): Promise<(PublicTherapist & { canAccess: boolean })[]> {
  const all = await listTherapists(ctx);
  return all.map((therapist) => ({ ...therapist, canAccess: canUseTherapist(member, therapist.id) }));
}
