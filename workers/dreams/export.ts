import type { ServiceContext } from "../context";
import type { HandoverPerson, HandoverSection } from "../export/document";
import { plural } from "../export/format";
import { exportDreams } from "./service";

/** Every dream the person logged, oldest first, with how it felt; the computed analyses are left to the app. */
export async function dreamsHandoverSection(ctx: ServiceContext, person: HandoverPerson): Promise<HandoverSection | null> {
  const dreams = (await exportDreams(ctx, person.userId)).sort((a, b) => a.dreamDate.localeCompare(b.dreamDate));
  if (dreams.length === 0) return null;
  const nightmares = dreams.filter((dream) => dream.dreamType === "nightmare").length;
  return {
    title: "Dream log",
    note: "Dreams as the person described them, with the ratings and feelings they recorded (vividness and lucidity from 1 to 10).",
    summary: [
      {
        heading: "Dreams",
        lines: [`${plural(dreams.length, "dream")} logged, ${plural(nightmares, "nightmare")}, from ${dreams[0]!.dreamDate} to ${dreams.at(-1)!.dreamDate}.`],
      },
    ],
    blocks: dreams.flatMap((dream) => [
      {
        kind: "heading" as const,
        text: dream.title ?? "Untitled dream",
        detail: `${dream.dreamDate} · ${dream.dreamType} · vividness ${dream.vividness}, lucidity ${dream.lucidity} · before sleep ${dream.emotionBeforeSleep}, on waking ${dream.emotionAfterWaking}`,
      },
      { kind: "paragraph" as const, text: dream.content },
    ]),
  };
}
