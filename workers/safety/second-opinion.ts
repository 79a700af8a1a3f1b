import { z } from "zod";
import { createAiProvider } from "../ai/provider";
import type { AiConfig } from "../ai/types";
import type { CrisisLevel } from "./crisis";

/** The model must answer quickly: a person is waiting, and the offline detector has already graded the text. */
export const SECOND_OPINION_TIMEOUT_MS = 2_000;

const opinionSchema = z.object({ level: z.enum(["none", "concern", "crisis"]) });

const INSTRUCTIONS = [
  "You are the safety check of a mental-health support app. Grade the risk in the person's LAST message, reading the earlier messages only as context.",
  "crisis: the writer may be in danger now: wishes to be dead, thoughts of suicide, a method, intent, a plan, preparations or goodbyes, an attempt in progress, self-harm now or very recently, not feeling safe with themselves, urges or voices telling them to harm themselves or others, dangerous starving or purging, intent to harm someone else.",
  "concern: distress short of danger now: hopelessness, feeling a burden, worry about someone else at risk, past self-harm or attempts, denial of intent that comes with distress.",
  "none: everything else, including idioms, jokes that are plainly jokes, fiction, films, songs, games, sport, work, study, news, accidents and dreams.",
  "Answer with a JSON object only.",
  'JSON shape: {"level":"none"}',
].join("\n");

/**
 * A configured model's grade of a text, or null when there is no model, it is too slow, or its answer does not fit.
 * The caller only ever uses it to raise the offline grade, never to lower it.
 */
export async function modelSecondOpinion(config: AiConfig, text: string, recent: readonly string[] = []): Promise<CrisisLevel | null> {
  const provider = createAiProvider({ ...config, AI_TIMEOUT_MS: Math.min(config.AI_TIMEOUT_MS ?? SECOND_OPINION_TIMEOUT_MS, SECOND_OPINION_TIMEOUT_MS) });
  if (provider.kind === "builtin") return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), SECOND_OPINION_TIMEOUT_MS);
  });
  try {
    const answer = await Promise.race([provider.writeJson({ instructions: INSTRUCTIONS, input: { earlierMessages: recent, lastMessage: text }, safetyCheck: true }), timeout]);
    if (answer === null) {
      console.warn("Crisis second opinion: the model did not answer in time; the offline grade stands");
      return null;
    }
    const parsed = opinionSchema.safeParse(answer);
    if (parsed.success) return parsed.data.level;
    console.warn("Crisis second opinion: the model's answer did not fit the expected shape; the offline grade stands");
  } catch (error) {
    console.warn(`Crisis second opinion: the model did not answer (${error instanceof Error ? error.message : String(error)}); the offline grade stands`);
  } finally {
    clearTimeout(timer);
  }
  return null;
}
