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
  | "yes"
  | "no"
  | "share";

const OPENER = /\b(rather (just )?(talk|chat)|talk directly|chat directly|skip (the |this )?assessment|just (want to |wanna )?(talk|chat))\b/;
const IDENTITY =
  /\b(are you (a |an )?(real|human|person|bot|robot|ai|machine|computer|chat ?bot|actual|licensed|real therapist)|is this (a |an )?(bot|ai|real person|human|robot)|am i (talking|chatting|speaking) (to|with) (a |an )?(real|human|person|bot|robot|ai|machine)|who am i (talking|speaking) to|what are you\b|are you even real)/;
const MEDICATION_WORDS =
  /\b(medication|medicine|meds|antidepressants?|ssris?|snris?|benzos?|dose|dosage|prescription|prozac|zoloft|sertraline|lexapro|escitalopram|fluoxetine|xanax|valium|wellbutrin|bupropion|lithium|adderall|seroquel|quetiapine|citalopram|venlafaxine|effexor|mirtazapine|sleeping pills)\b/;
const ASKS = /\?|\b(should i|can i|is it (ok|okay|safe|bad)|do you think|what do you think|would it|recommend)\b/;
const DIAGNOSIS =
  /\b(do i have|have i got|is this|am i|could (this|i) be|diagnose|diagnosis)\b.{0,30}\b(depression|depressed|clinically|anxiety|anxiety disorder|adhd|add|ptsd|c-?ptsd|bipolar|ocd|bpd|borderline|autism|autistic|an addict|alcoholic|a narcissist|narcissistic|disorder|mentally ill)\b|\bdiagnos(e|is) me\b/;
const ADVICE =
  /\b(what (should|can|do) i do|what would you (do|suggest|recommend)|any (advice|tips|suggestions|ideas)|give me (some )?(advice|tips|ideas)|tell me what to do|how (do|can|should) i (stop|deal|cope|handle|get over|get through|fix|manage|tell|talk|calm|feel better|make)|help me (with|figure|deal|cope|stop)|what can help|what helps)\b/;
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
  if (MEDICATION_WORDS.test(text) && ASKS.test(text)) return "medication";
  if (DIAGNOSIS.test(text)) return "diagnosis";
  if (ADVICE.test(text)) return "advice";
  if (GOODBYE.test(text) && wordCount <= 10) return "goodbye";
  if (THANKS.test(text) && wordCount <= 8) return "thanks";
  if (GREETING.test(text) && wordCount <= 4) return "greeting";
  if (HOW_ARE_YOU.test(bare)) return "how-are-you";
  if (UNSURE.test(bare)) return "unsure";
  if (YES.test(bare)) return "yes";
  if (NO.test(bare)) return "no";
  return "share";
}
