import { hash } from "../ai/builtin/text";
import { crisisLinesFor, type CountryCrisisLines } from "../shared/crisis-lines";
import { SAFETY_PLAN_PATH } from "../shared/safety-plan";

/**
 * The safe-messaging replies the server gives instead of (crisis) or ahead of (concern) whatever a model would say.
 * Safe-messaging practice: warm and non-judgemental, says the person matters, gives their country's crisis lines and
 * emergency help, encourages reaching a trusted person, points to their own Safety Plan, says the AI is an AI and
 * will stay, asks whether they are safe; never describes methods and never promises secrecy. Deterministic for given
 * options.
 */

export interface SafeMessagingOptions {
  /** The user's first name, used to greet them; trimmed and stripped of markup. */
  firstName?: string;
  /** Anything stable (the user's text, a session id) to pick a wording variant deterministically. */
  seed?: string;
  /** The detector's signals: a "third-party" concern gets advice for supporting someone else. */
  signals?: readonly string[];
  /** The person's crisis lines (their chosen or guessed country); the US lines by default. */
  lines?: CountryCrisisLines;
}

function cleanName(name: string | undefined): string {
  if (!name) return "";
  return name
    .replace(/[\u0000-\u001F\u007F<>{}[\]`*_#|\\]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 40);
}

function resources(lines: CountryCrisisLines): string {
  const emergency =
    lines.emergency === "your local emergency number"
      ? "call your local emergency number"
      : `call your local emergency number (${lines.emergency} in ${lines.country === "United States" ? "the US" : lines.country})`;
  return [
    ...lines.lines.map((line) => `• ${line.action}: ${line.service}, any time, day or night.`),
    `• If you're in immediate danger or think you might act on these thoughts, ${emergency} or go to the nearest emergency department.`,
  ].join("\n");
}

/** The lines in a sentence, for the lighter concern replies. */
function linesInline(lines: CountryCrisisLines): string {
  return lines.lines.map((line) => `${line.action.replace(/^(\w)/, (first) => first.toLowerCase())} (${line.service})`).join(" or ");
}

const SAFETY_PLAN_LINE = `Your Safety Plan is here too, whenever you want it: ${SAFETY_PLAN_PATH}. We can open it together in this chat.`;

const AI_DISCLOSURE_CRISIS =
  "I'm an AI, not a crisis counsellor or a substitute for one, but I'm here and I'll stay in this conversation with you.";

const CRISIS_OPENINGS: Array<(name: string) => string> = [
  (name) =>
    `${name ? `${name}, I'm` : "I'm"} really glad you told me. I'm so sorry you're carrying this much pain right now. You matter, and you don't have to face this moment alone.`,
  (name) =>
    `Thank you for telling me${name ? `, ${name}` : ""}. That took courage, and I'm glad you did. What you're feeling sounds incredibly painful, and you deserve support right now. You matter.`,
  (name) =>
    `${name ? `${name}, I` : "I"} hear how much you're hurting, and I'm really glad you reached out instead of keeping this to yourself. You matter, and there are people who want to help you through this right now.`,
];

const CRISIS_MIDDLES = [
  "Please reach out to someone who can be with you right now:",
  "Talking to a real person right now can help. You can reach someone immediately:",
  "There are people ready to talk with you right now, for free, any time:",
];

const CRISIS_TRUSTED = [
  "If you can, let someone you trust know how you're feeling now, a friend, family member or someone nearby, and ask them to stay with you.",
  "It can also help to tell someone you trust what's going on right now and ask them to be with you, in person or on the phone.",
  "If there's someone you trust nearby, a friend, relative or neighbour, please reach out to them now so you're not alone.",
];

const CRISIS_CLOSINGS = ["Are you safe right now?", "Can you tell me: are you safe right now?", "Right now, are you somewhere safe?"];

const CONCERN_VARIANTS: Array<(name: string, lines: string) => string> = [
  (name, lines) =>
    `${name ? `Thank you for sharing that with me, ${name}.` : "Thank you for sharing that with me."} It sounds like things feel really heavy right now, and I want to check in with you. How are you doing, really? ` +
    `Sometimes when things get this hard, people have thoughts of not wanting to be here. If that's true for you, or ever becomes true, you can ${lines} to talk with someone any time, and I'm here to keep talking too. ` +
    "I'm an AI, not a substitute for a counsellor, but I'm listening. What's been weighing on you most?",
  (name, lines) =>
    `${name ? `${name}, I'm` : "I'm"} glad you told me how you're feeling. That sounds exhausting and painful, and it makes sense that it's wearing you down. ` +
    `Can I ask how low things have been getting? If you ever find yourself thinking about hurting yourself or not wanting to live, please ${lines}, or reach out to someone you trust. ` +
    "I'm an AI and not a replacement for professional support, but I'm here with you now. What's been the hardest part lately?",
  (name, lines) =>
    `I'm really glad you said something${name ? `, ${name}` : ""}. You don't have to carry this on your own. I'd like to understand more: what's been going on, and how are you feeling right now? ` +
    `If it ever starts to feel like too much, or you have thoughts of ending your life, you can ${lines} at any hour. ` +
    "I'm an AI, not a counsellor, but I'm here to keep talking with you.",
];

const THIRD_PARTY_CONCERN = (name: string, lines: CountryCrisisLines) =>
  `${name ? `${name}, it's` : "It's"} caring of you to look out for them, and it's a lot to hold. If they might be in immediate danger, call your local emergency number (${lines.emergency}) and stay with them if you safely can. ` +
  `It's okay to ask them directly whether they're thinking about suicide; asking doesn't put the idea in their head. Listen without judging, don't promise to keep it secret, and help them ${linesInline(lines)}. ` +
  "You can contact those services yourself too, for advice and support. I'm an AI, not a crisis counsellor, but I'm here to talk it through with you. How are you doing with all of this?";

/**
 * The therapist's first reply after an answer about thoughts of death or self-harm (PHQ-9 item 9, or a crisis in
 * a written answer): it names what they shared, asks directly about safety now, and gives the crisis resources.
 */
export function assessmentCheckInReply(firstName?: string | null, lines: CountryCrisisLines = crisisLinesFor(null)): string {
  const name = cleanName(firstName ?? undefined);
  return [
    `${name ? `${name}, before` : "Before"} we go on, I want to check in with you. In your assessment you shared that you've had thoughts that you'd be better off dead or of hurting yourself. Thank you for being honest about that; it matters, and so do you.`,
    "",
    "How are you feeling right now, and are you safe?",
    "",
    resources(lines),
    "",
    SAFETY_PLAN_LINE,
    "",
    AI_DISCLOSURE_CRISIS,
  ].join("\n");
}

/**
 * After a crisis earlier in the same conversation, a message that does not say the person is okay gets this
 * check-in rather than an ordinary reply or a technique.
 */
export function afterCrisisCheckIn(firstName?: string | null, lines: CountryCrisisLines = crisisLinesFor(null)): string {
  const name = cleanName(firstName ?? undefined);
  return [
    `${name ? `${name}, I'm` : "I'm"} still here with you. Before anything else: how are you doing right now, and are you safe?`,
    "",
    `If things feel like too much again, ${linesInline(lines)}, or call ${lines.emergency} if you are in danger. ${SAFETY_PLAN_LINE}`,
    "",
    "I'm an AI, not a crisis counsellor, and I'll keep talking with you as long as you like.",
  ].join("\n");
}

export function safeMessagingReply(level: "crisis" | "concern", options: SafeMessagingOptions = {}): string {
  const name = cleanName(options.firstName);
  const lines = options.lines ?? crisisLinesFor(null);
  const pick = hash(`${level}|${name}|${options.seed ?? ""}`);
  if (level === "concern") {
    if (options.signals?.includes("third-party")) return THIRD_PARTY_CONCERN(name, lines);
    return CONCERN_VARIANTS[pick % CONCERN_VARIANTS.length]!(name, linesInline(lines));
  }
  const variant = pick % CRISIS_OPENINGS.length;
  return [
    CRISIS_OPENINGS[variant]!(name),
    "",
    CRISIS_MIDDLES[variant],
    resources(lines),
    "",
    CRISIS_TRUSTED[variant],
    "",
    SAFETY_PLAN_LINE,
    "",
    `${AI_DISCLOSURE_CRISIS} ${CRISIS_CLOSINGS[variant]}`,
  ].join("\n");
}
