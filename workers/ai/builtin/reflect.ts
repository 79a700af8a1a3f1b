import { normalise, splitSentences, unique, words } from "./text";

/**
 * Reading one message: the feelings, people, topics and self-judging thoughts in it, and its most
 * telling clause turned around ("I can't sleep" -> "you can't sleep") so the therapist can reflect
 * the person's own words back.
 */
export interface MessageFeatures {
  /** Feeling words as adjectives close to the person's own ("exhausted", "on edge"). */
  feelings: string[];
  /** A self-judging or anxious thought in the person's words ("I'm a failure", "what if I fail"). */
  thought: string | null;
  /** People as the therapist would say them: "your sister Jess", "your boss", "Sam". */
  people: string[];
  topics: TopicId[];
  /** The most telling clause in second person, or null when nothing reflects cleanly. */
  keyPhrase: string | null;
  /** An intention in second person ("go for a walk after lunch"), when the message states one. */
  intention: string | null;
  /** Someone named in the same sentence as a death or loss. */
  lostPerson: string | null;
  /** A feared outcome in the person's words ("I'll mess up the presentation"), which anxiety work can examine. */
  prediction: string | null;
  /** A figure of speech for a feeling ("I'm drowning"): reflected as that feeling, never as a belief or a fact. */
  metaphor: Metaphor | null;
  /** The person says they avoid something, which is what gradual exposure works on. */
  avoids: boolean;
}

export interface Metaphor {
  /** The person's words in second person: "you feel like you're drowning in emails". */
  image: string;
  feeling: string;
  /** What the image says about how they feel, in second person, naming the feeling. */
  meaning: string;
  /** The same image after a death: a stone in the chest is the weight of grief. */
  meaningInGrief?: string;
}

interface FeelingPattern {
  label: string;
  pattern: RegExp;
  positive?: boolean;
  /** The words describe a situation that carries the feeling ("I barely see anyone") without naming it. */
  inferred?: boolean;
}

// Words that are feelings only after "feel", "I'm", "so" and the like ("sit down" is not a mood).
const FEELING_CONTEXT = String.raw`(?:feel|feels|feeling|felt|i'm|im|i am|i've been|been|so|really|very|pretty|kind of|kinda|quite|super|bit|little|getting)\s+(?:so\s+|really\s+|very\s+|pretty\s+|a bit\s+|a little\s+|kind of\s+|quite\s+)?`;

function feeling(label: string, alternatives: string, options: { needsContext?: boolean; positive?: boolean; inferred?: boolean } = {}): FeelingPattern {
  const prefix = options.needsContext ? FEELING_CONTEXT : "";
  return { label, pattern: new RegExp(String.raw`\b${prefix}(?:${alternatives})\b`, "i"), positive: options.positive, inferred: options.inferred };
}

const FEELINGS: FeelingPattern[] = [
  feeling("depressed", "depressed|depression"),
  feeling("sad", "sad|sadness|unhappy|miserable|tearful|crying all the time|in tears|can't stop crying|cry(?:ing)? (?:every|all|each)"),
  feeling("down", "down|low|blue|flat", { needsContext: true }),
  feeling("hopeless", "hopeless|no hope|pointless|what's the point"),
  feeling("empty", "empty|hollow", { needsContext: true }),
  feeling("numb", "numb|dead inside"),
  feeling("exhausted", "exhausted|drained|worn out|burnt out|burned out|burnout|shattered"),
  feeling("tired", "tired", { needsContext: true }),
  feeling("lonely", "lonely|loneliness|isolated"),
  feeling("lonely", "(?:barely|hardly|don't|never) see (?:anyone|anybody|people|my friends)|no one to talk to|cut myself off", { inferred: true }),
  feeling("alone", "alone", { needsContext: true }),
  feeling("anxious", "anxious|anxiety"),
  feeling("worried", "worried|worry|worrying"),
  feeling("nervous", "nervous"),
  feeling("panicky", "panic|panicky|panicking"),
  feeling("scared", "scared|afraid|frightened|terrified|fear"),
  feeling("on edge", "on edge|jumpy|tense|wound up"),
  feeling("overwhelmed", "overwhelmed|overwhelming|(?:it's|its|it is|all|everything is|everything's) (?:just |all )?too much"),
  feeling("stressed", "stressed|stress|stressful|under pressure"),
  feeling("angry", "angry|anger|furious|mad|rage|pissed off"),
  feeling("frustrated", "frustrated|frustrating|fed up"),
  feeling("irritable", "irritable|irritated|snappy|annoyed"),
  feeling("resentful", "resentful|resentment|bitter"),
  feeling("hurt", "hurt|wounded", { needsContext: true }),
  feeling("betrayed", "betrayed|cheated on"),
  feeling("rejected", "rejected|abandoned|left out|unwanted"),
  feeling("jealous", "jealous|jealousy|envious"),
  feeling("guilty", "guilty|guilt"),
  feeling("ashamed", "ashamed|shame|humiliated"),
  feeling("embarrassed", "embarrassed"),
  feeling("worthless", "worthless|useless|not good enough"),
  feeling("insecure", "insecure|self-conscious"),
  feeling("stuck", "stuck|trapped", { needsContext: true }),
  feeling("lost", "lost", { needsContext: true }),
  feeling("confused", "confused"),
  feeling("helpless", "helpless|powerless"),
  feeling("unmotivated", "unmotivated|no motivation|can't be bothered"),
  feeling("heartbroken", "heartbroken|heartbreak|broken-hearted"),
  feeling("disconnected", "disconnected|distant"),
  feeling("unappreciated", "unappreciated|taken for granted|invisible"),
  feeling("relieved", "relieved|relief", { positive: true }),
  feeling("hopeful", "hopeful", { positive: true }),
  feeling("grateful", "grateful|thankful", { positive: true }),
  feeling("proud", "proud", { positive: true }),
  feeling("calmer", "calm|calmer|peaceful|settled", { needsContext: true, positive: true }),
  feeling("happy", "happy|good|great", { needsContext: true, positive: true }),
  feeling("better", "better", { needsContext: true, positive: true }),
];

const POSITIVE_FEELINGS = new Set(FEELINGS.filter((entry) => entry.positive).map((entry) => entry.label));

export function isPositiveFeeling(label: string): boolean {
  return POSITIVE_FEELINGS.has(label);
}

/** Whether a text already names this feeling, whoever it belongs to. */
export function namesFeeling(text: string, label: string): boolean {
  return FEELINGS.some((entry) => entry.label === label && !entry.inferred && entry.pattern.test(text));
}

export type TopicId =
  | "work"
  | "school"
  | "money"
  | "sleep"
  | "health"
  | "drinking"
  | "using"
  | "smoking"
  | "gambling"
  | "loss"
  | "partner"
  | "family"
  | "friends"
  | "conflict"
  | "panic";

/** How the therapist names a topic in a sentence ("what you said about ..."). */
export const TOPIC_LABELS: Record<TopicId, string> = {
  work: "work",
  school: "school",
  money: "money worries",
  sleep: "sleep",
  health: "health worries",
  drinking: "drinking",
  using: "substance use",
  smoking: "smoking",
  gambling: "gambling",
  loss: "the loss",
  partner: "your relationship",
  family: "your family",
  friends: "your friendships",
  conflict: "the arguments",
  panic: "the panic",
};

const TOPIC_PATTERNS: Record<TopicId, RegExp> = {
  work: /\b(work|job|boss|office|career|co-?workers?|colleagues?|shifts?|manager|deadlines?|promotion|fired|laid off|interview)\b/i,
  school: /\b(school|college|uni|university|class(es)?|exams?|homework|grades?|teachers?|studying|assignments?)\b/i,
  money: /\b(money|bills?|debts?|rent|mortgage|afford|broke|finances?|paycheck|savings)\b/i,
  sleep: /\b(sleep|sleeping|slept|insomnia|nightmares?|awake at night)\b/i,
  health: /\b(sick|illness|pain|diagnos\w*|doctors?|hospital|surgery|chronic)\b/i,
  drinking: /\b(drink|drinks|drinking|drank|alcohol|beers?|wine|vodka|whiske?y|drunk|hungover|hangover|booze)\b/i,
  using: /\b(drugs?|weed|cannabis|cocaine|coke|opioids?|heroin|meth|pills|relapsed?|using again)\b/i,
  smoking: /\b(smoking|smoke|cigarettes?|vaping|vape|nicotine)\b/i,
  gambling: /\b(gambling|gamble|betting|bets|casino)\b/i,
  loss: new RegExp(String.raw`\b(died|dead|death|passed away|passed on|funeral|grave|grieving|grief|bereave\w*|miss (him|her|them) so|lost (my|our) (?:${"mom|mum|mother|dad|father|husband|wife|partner|sister|brother|son|daughter|baby|child|friend|best friend|grandma|grandmother|grandpa|grandfather|nan|aunt|uncle|cousin|dog|cat"}))\b`, "i"),
  partner: /\b(partner|husband|wife|boyfriend|girlfriend|marriage|married|divorce|breakup|broke up|dating|spouse|fianc\w*)\b/i,
  family: /\b(family|mom|mum|mother|dad|father|parents?|sister|brother|siblings?|son|daughter|kids|children|in-laws?|grandma|grandpa|grandmother|grandfather)\b/i,
  friends: /\b(friends?|friendships?|mates)\b/i,
  conflict: /\b(fight|fights|fighting|fought|argue|argued|arguing|arguments?|yell\w*|shout\w*|scream\w*)\b/i,
  panic: /\b(panic attacks?|heart (is )?racing|can't breathe|couldn't breathe)\b/i,
};

const RELATIONS =
  "mom|mum|mother|dad|father|parents|husband|wife|partner|boyfriend|girlfriend|fianc[eé]e?|ex|sister|brother|son|daughter|kids|children|child|baby|boss|manager|best friend|friend|friends|family|grandma|grandmother|grandpa|grandfather|nan|aunt|uncle|cousin|roommate|flatmate|coworker|colleague|teacher|sponsor|dog|cat|mother-in-law|father-in-law|in-laws";
// Case-insensitive, so the captured name is checked for a capital separately.
const RELATION_SOURCE = String.raw`\bmy\s+((?:late|ex-?|older|younger|little|big|step-?|baby)\s*)?(${RELATIONS})\b(?:,?\s+([A-Za-z]+))?`;
const MENTIONS_RELATION = new RegExp(RELATION_SOURCE, "i");

// Capitalised words that are not somebody's name.
const NOT_NAMES = new Set(
  (
    "I I'm I've I'll I'd OK Okay God Christmas Easter Thanksgiving Halloween English Spanish French AI Haven TV " +
    "Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August " +
    "September October November December Mom Mum Dad Mother Father Grandma Grandpa Nan Dr Mr Mrs Ms Miss Also But And " +
    "So The This That It My We You He She They Just Well Yes No Maybe Sorry Thanks Hi Hello Hey Honestly Anyway " +
    "Google Instagram Facebook TikTok Netflix Zoom"
  ).split(" "),
);

const FIRST_PERSON_TO_YOU: Record<string, string> = {
  i: "you",
  me: "you",
  my: "your",
  mine: "yours",
  myself: "yourself",
  "i'm": "you're",
  im: "you're",
  "i've": "you've",
  ive: "you've",
  "i'll": "you'll",
  "i'd": "you'd",
  we: "you",
  us: "you",
  our: "your",
  ours: "yours",
  ourselves: "yourselves",
  "we're": "you're",
  "we've": "you've",
  "we'll": "you'll",
  "we'd": "you'd",
};

const FIRST_PERSON_TO_THEY: Record<string, string> = {
  i: "they",
  me: "them",
  my: "their",
  mine: "theirs",
  myself: "themselves",
  "i'm": "they're",
  im: "they're",
  "i've": "they've",
  ive: "they've",
  "i'll": "they'll",
  "i'd": "they'd",
  we: "they",
  us: "them",
  our: "their",
  ours: "theirs",
  ourselves: "themselves",
  "we're": "they're",
  "we've": "they've",
  "we'll": "they'll",
  "we'd": "they'd",
};

const SELF_LAST = new RegExp(String.raw`\bmy ((?:best |older |younger |little |big )?(?:${RELATIONS})) and I\b`, "gi");

// The verb has to follow its new subject: "I was" -> "you were".
const AGREEMENT: Record<string, string> = { am: "are", was: "were", "wasn't": "weren't" };

/**
 * Turns first person into second ("you") or third ("they") person, keeping names and the rest of
 * the wording exactly as the person wrote it.
 */
export function shiftPerson(text: string, to: "you" | "they", names: ReadonlySet<string> = new Set()): string {
  const table = to === "you" ? FIRST_PERSON_TO_YOU : FIRST_PERSON_TO_THEY;
  // "my husband and I" becomes "you and your husband", not "your husband and you".
  const tokens = text.replace(SELF_LAST, "I and my $1").split(/(\s+)/);
  let previousWord = "";
  const shifted = tokens.map((token) => {
    if (/^\s+$/.test(token)) return token;
    const match = /^([^A-Za-z']*)([A-Za-z']+)(.*)$/.exec(token);
    if (!match) return token;
    const [, lead, word, trail] = match;
    const lower = word.toLowerCase();
    let replacement = table[lower];
    if (!replacement && (previousWord === "i" || previousWord === "we")) {
      replacement = AGREEMENT[lower];
    }
    previousWord = lower;
    if (!replacement) return token;
    return `${lead}${replacement}${trail}`;
  });
  const result = shifted.join("");
  const [first = "", ...rest] = result.split(" ");
  // A capital that only marked the start of the person's sentence would look odd mid-sentence.
  const keepCapital = names.has(first.replace(/[^A-Za-z]/g, "")) || /^([A-Z]{2,}|Mom\b|Mum\b|Dad\b)/.test(first);
  return [keepCapital ? first : first.charAt(0).toLowerCase() + first.slice(1), ...rest].join(" ");
}

const LEADING_FILLER =
  /^(?:(?:well|so|um+|uh+|erm|like|honestly|basically|actually|anyway|and|but|also|yeah|yes|ok|okay|oh|hmm+|maybe|probably|because|cause|cuz|i mean|i guess|i suppose|to be honest|tbh|idk|you know)[,\s]+)*(?:that\s+(?=i\b|i'm\b|i've\b|my\b))?/i;
const TRAILING_FILLER = /[,\s]+(?:lol|haha+|idk|i guess|you know|tbh|or something|or whatever)$/i;
const VERBISH =
  /\b(i|i'm|im|i've|ive|my|me|we|our|us|is|are|was|were|am|be|been|feel|feels|felt|have|has|had|can't|cannot|don't|doesn't|didn't|won't|keep|keeps|want|wants|need|needs|get|gets|got|make|makes|made|go|goes|went|think|thinks|know|knows|seem|seems|say|says|said|do|does|did|love|hate|miss|lost|left|yell|yells|drink|drank|use)\b/i;
const MAX_PHRASE_WORDS = 16;

function tidyClause(clause: string): string {
  const cleaned = clause
    .replace(/["?]/g, "")
    .replace(LEADING_FILLER, "")
    .replace(TRAILING_FILLER, "")
    .replace(/[\s,;:.!-]+$/, "")
    .trim();
  return untopicalise(cleaned);
}

const NOT_TOPICS = /\b(yesterday|today|tonight|tomorrow|lately|recently|sometimes|mostly|now|then|last|this|next|every|still|really|seriously|no|yes)\b/i;

/** "Painting, I used to love it" -> "I used to love painting": reflects as a whole clause. */
function untopicalise(clause: string): string {
  const match = /^([A-Za-z' -]{2,30}),\s+((?:i|i'm|i've|i'd|my|we)\b.*)$/i.exec(clause);
  if (!match || match[1].split(" ").length > 3 || VERBISH.test(match[1]) || NOT_TOPICS.test(match[1]) || !/\bit\b/i.test(match[2])) {
    return clause;
  }
  return match[2].replace(/\bit\b/i, match[1].trim().toLowerCase());
}

/** Keeps a long clause reflectable by cutting at a natural boundary; null when there is none. */
function shortenClause(clause: string): string | null {
  const clauseWords = clause.split(" ");
  if (clauseWords.length <= MAX_PHRASE_WORDS) return clause;
  const boundary = /,\s|\s(?:and|but|because|so|which|when|since|though)\s/g;
  let cut: number | null = null;
  for (let match = boundary.exec(clause); match; match = boundary.exec(clause)) {
    const wordsBefore = clause.slice(0, match.index).split(" ").length;
    if (wordsBefore >= 4 && wordsBefore <= MAX_PHRASE_WORDS) cut = match.index;
  }
  return cut === null ? null : clause.slice(0, cut);
}

// One pass each instead of one per feeling or topic: every earlier message is read again on every reply.
const ANY_FEELING = new RegExp(FEELINGS.map((entry) => entry.pattern.source).join("|"), "i");
const ANY_TOPIC = new RegExp(Object.values(TOPIC_PATTERNS).map((pattern) => pattern.source).join("|"), "i");

function scoreSentence(sentence: string): number {
  const lower = sentence.toLowerCase();
  let score = 0;
  if (/\b(i|i'm|im|my|me|i've|myself)\b/.test(lower)) score += 2;
  if (ANY_FEELING.test(lower)) score += 3;
  if (ANY_TOPIC.test(lower)) score += 1;
  if (MENTIONS_RELATION.test(lower)) score += 1;
  // Sentences about the therapist ("you don't get it") do not reflect well.
  if (/\b(you|your|you're)\b/.test(lower)) score -= 5;
  if (sentence.includes("?")) score -= 3;
  return score;
}

const OTHER_PERSON = new RegExp(String.raw`\b(he|she|they|he's|she's|they're|him|her|them|${RELATIONS})\b`, "i");
const SELF = /\b(i|i'm|im|i've|me|feel|feeling|felt)\b/i;

/** "My wife is worried": the feeling belongs to her, so it is not reflected as the person's own. */
function aboutSomeoneElse(textBefore: string): boolean {
  const clause = textBefore.split(/[,.;!?]|\b(?:and|but|so|because)\b/).at(-1) ?? "";
  return OTHER_PERSON.test(clause) && !SELF.test(clause);
}

/** Feeling labels in a text, in order of appearance, skipping negated ones ("not happy"). */
function feelingsIn(text: string): string[] {
  const found: { label: string; at: number }[] = [];
  if (!ANY_FEELING.test(text)) return [];
  for (const entry of FEELINGS) {
    const match = entry.pattern.exec(text);
    if (!match) continue;
    const before = text.slice(Math.max(0, match.index - 30), match.index).toLowerCase();
    if (/\b(not|n't|never|no longer|less)\s+(\w+\s+)?$/.test(before)) continue;
    if (aboutSomeoneElse(before)) continue;
    found.push({ label: entry.label, at: match.index });
  }
  return unique(found.sort((a, b) => a.at - b.at).map((entry) => entry.label));
}

/**
 * Figures of speech people use for feelings. Each is read as the feeling it stands for: "I'm drowning" about exams is
 * being overwhelmed, not a statement about water and not a belief to put on trial.
 */
const METAPHORS: { pattern: RegExp; feeling: string; meaning: string; meaningInGrief?: string }[] = [
  {
    pattern:
      /\b(drowning|underwater|sinking|swamped|snowed under|buried (in|under)|head above water|going under|falling apart|coming apart at the seams|spinning plates|juggling too many|at breaking point|breaking point|end of my (rope|tether)|head is spinning)\b/i,
    feeling: "overwhelmed",
    meaning: "you're overwhelmed, with more coming at you than anyone could keep up with",
  },
  {
    pattern:
      /\b(brain|head|mind|i'm|i am|i feel)( is| feels)?( so| completely| totally)? fried\b|\brunning on (empty|fumes)\b|\bdead on my feet\b|\bhamster (on|in) a wheel\b|\bon a treadmill\b|\bcandle at both ends\b|\bhit (a|the) wall\b/i,
    feeling: "exhausted",
    meaning: "you're exhausted, pushed until there's nothing left",
  },
  {
    pattern:
      /\b(a prisoner|in a cage|caged in|in a hole|can't climb out|no way out|going round in circles|going in circles|banging my head against a wall|stuck in a rut|in a rut|treading water)\b/i,
    feeling: "trapped",
    meaning: "you feel trapped, as if there's no easy way out right now",
  },
  {
    pattern: /\b(a slave to|chained to|has a hold on me|has its hooks in me|in its grip)\b/i,
    feeling: "powerless",
    meaning: "you feel powerless, as if the habit has more control than you do",
  },
  {
    pattern: /\b(piece|part) of me (is )?(missing|gone|died|went with)|\bhole in my (heart|life)\b/i,
    feeling: "empty",
    meaning: "something important is missing, and it has left an empty space",
    meaningInGrief: "losing them has left an empty space in you, as if part of you went with them",
  },
  {
    pattern: /\b(we're|we are|we've become|like) (just |basically |more like )?(roommates|flatmates|housemates|strangers)\b|\bships (that pass|passing) in the night\b/i,
    feeling: "disconnected",
    meaning: "you feel distant from each other, as if the closeness has faded",
  },
  {
    pattern: /\b(roller ?coaster|yo-?yo)\b/i,
    feeling: "up and down",
    meaning: "your feelings swing up and down all day, between hope and worry, which is exhausting",
  },
  {
    pattern: /\b(a fraud|an impostor|an imposter|faking it)\b/i,
    feeling: "insecure",
    meaning: "part of you doubts you belong there, even when others seem to think you do",
  },
  {
    pattern: /\b(walking on eggshells|on eggshells|tiptoeing around)\b/i,
    feeling: "on edge",
    meaning: "you're on edge, careful about every step in case something sets things off",
  },
  {
    pattern: /\bheart (is )?(going to|gonna|about to|will) (explode|burst|jump out)|\bheart (is )?pounding out of my chest\b/i,
    feeling: "panicky",
    meaning: "the anxiety hits your body hard and fast",
  },
  {
    pattern: /\b(stone|rock|weight|brick|boulder|lump) (in|on) my (chest|heart|shoulders|stomach)\b|\bcarrying a (stone|rock|weight|brick)\b/i,
    feeling: "heavy",
    meaning: "you're carrying something heavy, and you can feel it in your body",
    meaningInGrief: "your grief is a heavy weight, so heavy that you can feel it in your body",
  },
  {
    pattern: /\b(in a fog|through (a )?fog|foggy|(feels|is|looks|seems) (grey|gray)|under a (black |dark )?cloud)\b/i,
    feeling: "flat",
    meaning: "everything feels flat and heavy, and it's hard to feel much at all",
  },
  { pattern: /\binvisible\b/i, feeling: "unseen", meaning: "you feel unseen, as if people look past you" },
  {
    pattern: /\bheart (has been |was |is |got )?(ripped out|torn out|broken in|shattered|in pieces)\b/i,
    feeling: "heartbroken",
    meaning: "you're heartbroken, and it hurts right through you",
  },
  {
    pattern: /\b(pressure cooker|ticking (time )?bomb|about to snap|about to explode|on a tightrope)\b/i,
    feeling: "tense",
    meaning: "the tension has been building with nowhere to go, and you're on edge",
  },
];

const MAX_IMAGE_WORDS = 16;

/** The first figure of speech in the text, with the sentence (or clause) it is in turned to second person. */
function findMetaphor(sentences: string[], names: ReadonlySet<string>): Metaphor | null {
  for (const sentence of sentences) {
    for (const entry of METAPHORS) {
      const match = entry.pattern.exec(sentence);
      if (!match) continue;
      const clauses = sentence.split(/,\s*|;\s*|\s+(?=(?:and|but|so|because|though)\s)/i);
      let at = 0;
      const clause = clauses.find((part) => {
        const start = sentence.indexOf(part, at);
        at = start + part.length;
        return match.index >= start && match.index < at;
      });
      // The whole sentence keeps what the image is about ("six hours of studying ... fried"), unless it runs long.
      const whole = tidyClause(sentence);
      const part = whole.split(" ").length <= MAX_IMAGE_WORDS ? whole : (clause ?? sentence).replace(/^(?:(?:and|but|so|because|though|then)\s+)+/i, "");
      const words = tidyClause(part);
      // "Like I'm walking through fog" reads as "you feel like you're walking through fog".
      const image = /^(like|as if|as though)\b/i.test(words) ? `I feel ${words}` : words;
      return { image: shiftPerson(image, "you", names), feeling: entry.feeling, meaning: entry.meaning, meaningInGrief: entry.meaningInGrief };
    }
  }
  return null;
}

const PREDICTION_PATTERNS: RegExp[] = [
  /\bwhat if [^,.;!?]{3,60}/i,
  /\bi(?:'ll| will|'m going to| am going to|'m gonna) (?:probably |definitely |just |totally )?(?:fail|mess|screw|lose|freeze|blank|panic|embarrass|make a fool|say something|get fired|get rejected|be alone|be rejected|never|not be able|not cope|forget|ruin|let \w+ down)[^,.;!?]{0,50}/i,
  /\b(?:everyone|everybody|they|people|he|she|nobody|no one)(?:'ll| will|'s going to| is going to| are going to|'re going to) (?:think|laugh|judge|notice|see|hate|leave|reject|find out|know|care|like|want)[^,.;!?]{0,50}/i,
];

function findPrediction(text: string): string | null {
  for (const pattern of PREDICTION_PATTERNS) {
    const match = pattern.exec(text);
    if (match) {
      const prediction = match[0].replace(/["?]/g, "").trim();
      return prediction.charAt(0).toUpperCase() + prediction.slice(1);
    }
  }
  return null;
}

const AVOIDANCE = /\b(avoid\w*|stay away from|stopped going|can't face|cancel\w*|put (it|things) off|won't go|don't go (out|anywhere)|haven't been (out|back))\b/i;

const THOUGHT_PATTERNS: RegExp[] = [
  /\bi(?:'m| am) (?:such |just |so |a total |a complete )?(?:a |an )?(?:failure|loser|burden|mess|disappointment|idiot|fraud|joke|useless|worthless|stupid|pathetic|broken|unlovable|too much|not good enough|bad (?:mom|mum|dad|mother|father|partner|wife|husband|person|friend|daughter|son))\b[^,.;!?]{0,25}/i,
  // Only a judgement: "I feel like I'm going under" is a feeling in an image, not a belief about oneself.
  /\bi feel like (?:i'm |i am |a |an )(?:not |never |always |such |so |the worst |a |an )*(?:failure|burden|useless|worthless|stupid|idiot|loser|mess|bad|wrong|weak|broken|unlovable|too much|good enough|pathetic|disappointment|waste|joke|nobody|nothing)\b[^,.;!?]{0,30}/i,
  /\b(?:nobody|no one|everyone|everybody) (?:cares|likes|loves|hates|thinks|wants|would)[^,.;!?]{0,35}/i,
  /\bi (?:always|never) (?:mess|screw|ruin|fail|get it wrong|do anything right|end up|let (?:everyone|people|them) down|say the wrong|finish|succeed)[^,.;!?]{0,30}/i,
  /\bwhat if [^,.;!?]{3,45}/i,
  /\bi(?:'m| am) going to (?:fail|mess|lose|screw|get fired|embarrass|be alone)[^,.;!?]{0,30}/i,
  /\bi'?ll (?:freeze|fail|mess (?:it |this |everything )?up|screw (?:it |this |everything )?up|get fired|lose|embarrass myself|be alone|never)[^,.;!?]{0,30}/i,
  /\b(?:it's|it is|it was) (?:all )?my fault[^,.;!?]{0,30}/i,
  /\bi should(?:n't| not)? have [^,.;!?]{3,35}/i,
  /\bi can't do anything right[^,.;!?]{0,20}/i,
];

function findThought(text: string): string | null {
  for (const pattern of THOUGHT_PATTERNS) {
    const match = pattern.exec(text);
    // "not that I'm a failure" is the person answering the thought, not holding it.
    const before = match ? text.slice(Math.max(0, match.index - 25), match.index) : "";
    if (match && !/\b(not|n't|no longer|never|instead of)\s+(that\s+|think\s+|believe\s+)?$/i.test(before)) {
      // A cut-off at the length limit finishes its last word ("my driving t" -> "my driving test").
      const whole = match[0] + (/^[A-Za-z']+/.exec(text.slice(match.index + match[0].length))?.[0] ?? "");
      // "I always mess things up and I feel awful": the thought ends where the next clause starts.
      const thought = whole
        .split(/\s+(?:and|but|because|so)\s+(?=i\b|i'm\b|my\b)/i)[0]
        .replace(/["?]/g, "")
        .trim();
      return thought.charAt(0).toUpperCase() + thought.slice(1);
    }
  }
  return null;
}

function findNames(sentences: string[]): string[] {
  const names: string[] = [];
  for (const sentence of sentences) {
    const tokens = sentence.split(" ");
    tokens.forEach((token, index) => {
      const word = token.replace(/[^A-Za-z']/g, "");
      if (index === 0 || word.length < 2 || NOT_NAMES.has(word)) return;
      if (/^[A-Z][a-z]+$/.test(word)) names.push(word);
    });
  }
  return unique(names);
}

function findPeople(text: string, names: string[]): string[] {
  const people: string[] = [];
  const named = new Set<string>();
  for (const match of text.matchAll(new RegExp(RELATION_SOURCE, "gi"))) {
    const [, qualifier = "", relation, name] = match;
    const isName = name !== undefined && /^[A-Z][a-z]+$/.test(name) && !NOT_NAMES.has(name);
    if (isName) named.add(name);
    people.push(`your ${qualifier.trim() ? `${qualifier.trim()} ` : ""}${relation.toLowerCase()}${isName ? ` ${name}` : ""}`);
  }
  for (const name of names) if (!named.has(name)) people.push(name);
  return unique(people);
}

const INTENTION_PATTERN =
  /\b(?:i(?:'ll| will| could| can| might| want to| am going to|'m going to| plan to| am planning to|'m planning to| should| would like to)|maybe i(?:'ll| could| can)?|i'm gonna|i am gonna)\s+(?:try to\s+|try and\s+)?([^.!?]{3,80})/i;

/** "I FEEL SO ALONE" is reflected as "you feel so alone": the words matter, the shouting is not repeated back. */
function calmCapitals(text: string): string {
  const letters = text.replace(/[^A-Za-z]/g, "");
  const capitals = letters.replace(/[^A-Z]/g, "");
  if (letters.length < 4 || capitals.length / letters.length < 0.7) return text;
  return text.toLowerCase().replace(/\bi\b/g, "I").replace(/\bi'/g, "I'");
}

export function analyseMessage(message: string, knownNames: ReadonlySet<string> = new Set()): MessageFeatures {
  const text = calmCapitals(normalise(message));
  const sentences = splitSentences(text);
  const names = unique([...findNames(sentences), ...[...knownNames].filter((name) => new RegExp(`\\b${name}\\b`).test(text))]);
  const feelings = feelingsIn(text);
  const people = findPeople(text, names);
  const topics = (Object.keys(TOPIC_PATTERNS) as TopicId[]).filter((topic) => TOPIC_PATTERNS[topic].test(text));
  const nameSet = new Set([...knownNames, ...names]);

  const intentionMatch = INTENTION_PATTERN.exec(text);
  const intention = intentionMatch ? shiftPerson(tidyClause(intentionMatch[1]), "you", nameSet) : null;

  const lossSentence = sentences.find((sentence) => TOPIC_PATTERNS.loss.test(sentence));
  const lostPerson = lossSentence ? (findPeople(lossSentence, findNames([lossSentence]))[0] ?? null) : null;
  const metaphor = findMetaphor(sentences, nameSet);
  const thought = findThought(text);

  return {
    feelings: metaphor ? unique([metaphor.feeling, ...feelings]) : feelings,
    // "I feel like I'm drowning" is a feeling in an image, not a belief to examine.
    thought: thought && !(metaphor && METAPHORS.some((entry) => entry.pattern.test(thought))) ? thought : null,
    people,
    topics,
    keyPhrase: findKeyPhrase(sentences, nameSet),
    intention: intention && intention.split(" ").length >= 2 ? intention : null,
    lostPerson,
    prediction: findPrediction(text),
    metaphor,
    avoids: AVOIDANCE.test(text),
  };
}

const QUESTION = /\?\s*$|^(how|what|why|when|where|who|which|can|could|would|should|is|are|am|do|does|did|will)\b/i;

function findKeyPhrase(sentences: string[], names: ReadonlySet<string>): string | null {
  const ranked = sentences
    // A question to the therapist is answered, never reflected ("so what's happening is that how do you sleep").
    .filter((sentence) => !QUESTION.test(sentence))
    .map((sentence, index) => ({ sentence, score: scoreSentence(sentence) - index * 0.1 }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score);
  for (const { sentence } of ranked) {
    const clause = shortenClause(tidyClause(sentence));
    if (!clause || clause.split(" ").length < 3 || !VERBISH.test(clause)) continue;
    return shiftPerson(clause, "you", names);
  }
  return null;
}

/** Words that carry meaning, for noticing when someone says nearly the same thing again. */
export function contentWords(text: string): Set<string> {
  return new Set(words(text).filter((word) => word.length > 3 && !STOP_WORDS.has(word)));
}

const STOP_WORDS = new Set(
  "that this with have just really about what when from they them there their been would could should because like feel feeling things thing know dont don't it's i'm i've".split(
    " ",
  ),
);

export function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / Math.max(a.size, b.size);
}
