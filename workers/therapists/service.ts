import { asc } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { therapists, type TherapistRow, type UserRow } from "../db/schema";
import { canUseTherapist, type AccessState } from "../subscriptions/service";

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

export async function listTherapists(ctx: ServiceContext): Promise<PublicTherapist[]> {
  const rows = await ctx.db.select().from(therapists).orderBy(asc(therapists.sortOrder));
  return rows.map(toPublicTherapist);
}

/** Every therapist with whether this user's trial or plan lets them open a chat with them. */
export async function listTherapistsFor(
  ctx: ServiceContext,
  user: UserRow,
  access: AccessState,
): Promise<(PublicTherapist & { canAccess: boolean })[]> {
  const all = await listTherapists(ctx);
  return all.map((therapist) => ({ ...therapist, canAccess: canUseTherapist(access, user, therapist.id) }));
}
