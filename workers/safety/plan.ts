import { eq } from "drizzle-orm";
import type { Member } from "../accounts/member";
import type { ServiceContext } from "../context";
import { openText, sealText } from "../crypto/person-text";
import { safetyPlans, users } from "../db/schema";
import { crisisLinesFor } from "../shared/crisis-lines";
import { emptySafetyPlan, SAFETY_PLAN_SECTIONS, type SafetyPlanContent } from "../shared/safety-plan";
import { requireFeature } from "../subscriptions/access";
import type { SafetyPlanView } from "./types";

/** The person's Safety Plan, empty until they write one, with the crisis lines of their country. */
export async function getSafetyPlan(ctx: ServiceContext, member: Member): Promise<SafetyPlanView> {
  requireFeature(member, "safetyPlan");
  return readSafetyPlan(ctx, member.id);
}

/** The stored plan (for the page, the API and the handover export). */
export async function readSafetyPlan(ctx: ServiceContext, userId: string): Promise<SafetyPlanView> {
  const [[row], [user]] = await ctx.db.batch([
    ctx.db.select().from(safetyPlans).where(eq(safetyPlans.userId, userId)),
    ctx.db.select({ crisisCountry: users.crisisCountry }).from(users).where(eq(users.id, userId)),
  ]);
  const stored = row ? (JSON.parse(await openText(ctx, userId, row.planEnc)) as Partial<SafetyPlanContent>) : {};
  const plan = emptySafetyPlan();
  for (const { key } of SAFETY_PLAN_SECTIONS) plan[key] = stored[key] ?? [];
  return { plan, updatedAt: row?.updatedAt.toISOString() ?? null, crisisLines: crisisLinesFor(user?.crisisCountry) };
}

/** Replaces the whole plan; it is the person's own words, sealed like everything they write. */
export async function saveSafetyPlan(ctx: ServiceContext, member: Member, plan: SafetyPlanContent): Promise<SafetyPlanView> {
  requireFeature(member, "safetyPlan");
  const row = { planEnc: await sealText(ctx, member.id, JSON.stringify(plan)), updatedAt: ctx.now() };
  await ctx.db
    .insert(safetyPlans)
    .values({ userId: member.id, ...row })
    .onConflictDoUpdate({ target: safetyPlans.userId, set: row });
  return { plan, updatedAt: row.updatedAt.toISOString(), crisisLines: crisisLinesFor(member.account.crisisCountry) };
}

/** Whose crisis lines the person sees everywhere (the reply, the banner, the plan, the footer). */
export async function setCrisisCountry(ctx: ServiceContext, member: Member, country: string) {
  await ctx.db.update(users).set({ crisisCountry: country, updatedAt: ctx.now() }).where(eq(users.id, member.id));
  return { crisisLines: crisisLinesFor(country) };
}
