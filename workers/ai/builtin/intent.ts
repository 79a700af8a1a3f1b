import { normalise, words } from "./text";

/** What a message is doing, beyond what it says: greeting, thanking, asking the therapist something, answering briefly. */
export type Intent =
  | "opener"
  | "identity"
  | "medication"
  | "diagnosis"
  | "advice"
  | "goodbye"
  | "thanks"
  | "greeting"
  | "how-are-you"
  | "unsure"
  | "declines"
  | "yes"
  | "no"
  | "share";

const OPENER = /\b(rather (just )?(talk|chat)|talk directly|chat directly|skip (the |this )?assessment|just (want to |wanna )?(talk|chat))\b/;
const IDENTITY =
  /\b(are you (a |an )?(real|human|person|bot|robot|ai|machine|computer|chat ?bot|actual|licensed|real therapist)|is this (a |an )?(bot|ai|real person|human|robot)|am i (talking|chatting|speaking) (to|with) (a |an )?(real|human|person|bot|robot|ai|machine)|who am i (talking|speaking) to|what are you\b|are you even real)/;
const MEDICATION_WORDS =
  /\b(medication|medicine|meds|antidepressants?|ssris?|snris?|benzos?|dose|dosage|prescription|prozac|zoloft|sertraline|lexapro|escitalopram|fluoxetine|xanax|valium|wellbutrin|bupropion|lithium|adderall|seroquel|quetiapine|citalopram|venlafaxine|effexor|mirtazapine|sleeping pills|sleeping tablets|melatonin|antihistamines?|zopiclone|ambien|zolpidem|diazepam|propranolol)\b/;
const ASKS = /\?|\b(should i|can i|is it (ok|okay|safe|bad)|do you think|what do you think|would it|recommend)\b/;
// "Should I take something to help me sleep?" asks about medication without naming one.
const TAKE_SOMETHING = /\b(should|can|could) i (take|try|get) (something|anything|a pill|pills|tablets)\b/;
const DIAGNOSIS =
  /\b(do i have|have i got|is this|am i|could (this|i) be|diagnose|diagnosis|do you think (i'm|i am|i have|i've got|this is)|would you say (i'm|i am|i have|this is)|does (it|this) sound like (i'm|i am|i have)?)\b.{0,30}\b(depression|depressed|clinically|anxiety|anxiety disorder|adhd|add|ptsd|c-?ptsd|bipolar|ocd|bpd|borderline|autism|autistic|an addict|alcoholic|a narcissist|narcissistic|disorder|mentally ill)\b|\bdiagnos(e|is) me\b/;
const ADVICE =
  /\b(what (should|can|do) i do|what would you (do|suggest|recommend)|any (advice|tips|suggestions|ideas)|give me (some )?(advice|tips|ideas)|tell me what to do|how (do|can|should) i (stop|quit|deal|cope|handle|get over|get through|move on|fix|manage|tell|talk|say|calm|feel better|make|start)|help me (with|figure|deal|cope|stop)|what can help|what helps|what could i do|what('s| is) (something|one thing)\b.{0,30}\b(i could|i can|to) do)\b/;
// "I don't want to talk about what happened": a boundary to respect, not a clause to reflect.
const DECLINES =
  /\b(i )?(don't|do not|dont) (want|feel ready|have) to (talk|go into|get into|discuss|say|share)\b|\b(rather|prefer) not (to )?(talk|say|go into|share)\b|\bnot ready to (talk|say|go into|share)\b/;
const GOODBYE = /\b(bye|goodbye|good night|gotta go|got to go|have to go|need to go|talk (to you )?later|see you|that's all for (today|now))\b/;
const THANKS = /\b(thanks|thank you|thank u|thx|ty|appreciate (it|that|you))\b/;
const GREETING = /^(hi|hello|hey|hiya|heya|yo|good (morning|afternoon|evening)|greetings)\b/;
const HOW_ARE_YOU = /^(how are you|how're you|how are u|how r u|how's it going|how is it going|how are you doing|how have you been)\b/;
const UNSURE =
  /^(idk|i don't know|i dont know|dunno|no idea|not sure|i'm not sure|im not sure|i am not sure|maybe|no clue|hard to say|i can't say|i don't really know|i dont really know|who knows)$/;
const YES = /^(yes|yeah|yep|yup|yea|sure|ok|okay|i guess|i think so|definitely|absolutely|of course|kind of|kinda|sort of|a bit|a little|i could try|i'll try|sounds good)$/;
const NO = /^(no|nope|nah|not really|not at all|no thanks|i don't think so|i dont think so|never)$/;

/** The first intent that fits; `share` means the message is mostly about the person's life. */
export function detectIntent(message: string): Intent {
  const text = normalise(message).toLowerCase();
  const bare = text.replace(/[.!?,\s]+$/g, "").replace(/^[,\s]+/, "");
  const wordCount = words(text).length;
  if (wordCount === 0) return "unsure";
  if (OPENER.test(text) && wordCount <= 25) return "opener";
  if (IDENTITY.test(text)) return "identity";
  if ((MEDICATION_WORDS.test(text) && ASKS.test(text)) || TAKE_SOMETHING.test(text)) return "medication";
  if (DIAGNOSIS.test(text)) return "diagnosis";
  if (ADVICE.test(text)) return "advice";
  if (DECLINES.test(text) && wordCount <= 20) return "declines";
  if (GOODBYE.test(text) && wordCount <= 10) return "goodbye";
  if (THANKS.test(text) && wordCount <= 8) return "thanks";
  if (GREETING.test(text) && wordCount <= 4) return "greeting";
  if (HOW_ARE_YOU.test(bare)) return "how-are-you";
  if (UNSURE.test(bare)) return "unsure";
  if (YES.test(bare)) return "yes";
  if (NO.test(bare)) return "no";
  return "share";
}

const GREETING_WORDS =
  /^(?:(?:hi|hello|hey|hiya|heya|yo|greetings|good (?:morning|afternoon|evening))(?:\s+(?:there|again|you))?\b[\s,!.;:-]*)+/i;

/**
 * The message as the person meant it: without a leading greeting ("hello, I've been tense" is about being tense) and
 * without the therapist's name where it only addresses them ("thanks Claire", "Claire, she says ..."), so neither is
 * reflected back as content nor taken for someone in the person's life.
 */
export function readAddress(message: string, therapistName: string): { text: string; greeted: boolean } {
  const names = therapistName.split(/\s+/).filter((name) => /^[A-Za-z'-]{2,}$/.test(name));
  let text = normalise(message);
  const greeting = GREETING_WORDS.exec(text);
  if (greeting) text = text.slice(greeting[0].length);
  if (names.length > 0) {
    // "Claire", "Dubois" or "Claire Dubois", only where it addresses the therapist: a friend called Claire stays.
    const name = `(?:${names.map(escapeRegExp).join("\\s+")}|${names.map(escapeRegExp).join("|")})`;
    text = text
      // "Noah, do you think ..." or "hi Claire can you ...", but not "Claire said ..." about someone else.
      .replace(new RegExp(`^(?:dear\\s+)?${name}${greeting ? "\\b" : "\\s*[,!.:;-]"}[\\s,!.:;-]*`, "i"), "")
      .replace(new RegExp(`\\b(thanks|thank you|thank u|thx|cheers|ok|okay|bye|goodbye|night|sorry)((?:\\s+(?:so much|a lot|again))?)\\s+${name}\\b`, "gi"), "$1$2")
      .replace(new RegExp(`,\\s*${name}\\s*(?=[,.!?]|$)`, "gi"), "");
  }
  text = text.replace(/^[\s,!.;:-]+/, "").trim();
  return { text: text.charAt(0).toUpperCase() + text.slice(1), greeted: greeting !== null };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
