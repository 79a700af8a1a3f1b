import type { Member } from "../accounts/member";
import type { ServiceContext } from "../context";
import { Invalid } from "../errors";
import { screenText } from "../safety/screen";
import { fallbackSession, findPreset, MEDITATION_PRESETS, MIN_RECORDED_SECONDS, type MeditationSession } from "../shared/meditation";
import { requireFeature } from "../subscriptions/access";
import type { CompleteSessionInput, GenerateSessionInput } from "./schemas";
import { meditationStatsFrom } from "./stats";
import { readStats, recordSession } from "./store";
import type { CompletedSession, MeditationStats } from "./types";
import { writeMeditationSession } from "./writer";

export function meditationPresets(member: Member) {
  requireFeature(member, "meditation");
  return { presets: MEDITATION_PRESETS };
}

/**
 * A guided session for the request. A preset's own prompt is ours; any other prompt was written by the person and is
 * screened like everything they write (the session is still written, with the crisis resources beside it).
 */
export async function generateMeditationSession(
  ctx: ServiceContext,
  member: Member,
  input: GenerateSessionInput,
): Promise<{ session: MeditationSession; showCrisisResources: boolean }> {
  requireFeature(member, "meditation");
  const preset = MEDITATION_PRESETS.find((candidate) => candidate.prompt === input.prompt);
  const screening = preset ? null : await screenText(ctx, member, input.prompt, "meditation");
  const title = preset?.title ?? `${input.category} Meditation`;
  let session: MeditationSession;
  try {
    session = await writeMeditationSession(ctx.config, { title, category: input.category, minutes: input.duration, prompt: input.prompt });
  } catch (error) {
    // Both engines failed, which should not happen: the person still gets the spec's fallback session.
    console.warn(`Meditation session: the generator failed, serving the fallback session (${error instanceof Error ? error.message : String(error)})`);
    session = fallbackSession(title, input.duration);
  }
  return { session, showCrisisResources: screening?.response === "with-resources" };
}

export async function meditationStats(ctx: ServiceContext, member: Member, timeZone: string): Promise<{ meditationStats: MeditationStats }> {
  requireFeature(member, "meditation");
  const now = ctx.now();
  return { meditationStats: meditationStatsFrom(await readStats(ctx, member.id, now), now, timeZone) };
}

/** Records a session the person completed, once per client session id, and answers with the new stats. */
export async function completeMeditationSession(ctx: ServiceContext, member: Member, input: CompleteSessionInput, timeZone: string) {
  requireFeature(member, "meditation");
  const preset = findPreset(input.presetId)!;
  const plannedSeconds = preset.minutes * 60;
  if (input.practisedSeconds > plannedSeconds) {
    throw new Invalid(`practisedSeconds cannot be more than the session's ${plannedSeconds} seconds.`, "practisedSeconds");
  }
  if (input.practisedSeconds < MIN_RECORDED_SECONDS) {
    throw new Invalid(`A session counts once at least ${MIN_RECORDED_SECONDS} seconds of it were practised.`, "practisedSeconds");
  }
  const now = ctx.now();
  const row = await recordSession(ctx, {
    id: crypto.randomUUID(),
    userId: member.id,
    clientSessionId: input.clientSessionId ?? crypto.randomUUID(),
    presetId: preset.id,
    category: preset.category,
    minutes: preset.minutes,
    practisedSeconds: input.practisedSeconds,
    completedAt: now,
  });
  const session: CompletedSession = {
    _id: row.id,
    presetId: row.presetId,
    category: row.category,
    minutes: row.minutes,
    practisedSeconds: row.practisedSeconds,
    completedAt: row.completedAt.toISOString(),
  };
  return { session, meditationStats: meditationStatsFrom(await readStats(ctx, member.id, now), now, timeZone) };
}
