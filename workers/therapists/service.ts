import { asc } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { therapists, type TherapistRow } from "../db/schema";

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
