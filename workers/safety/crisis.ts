/**
 * Crisis safety: a deterministic, rule-based detector for suicide and self-harm risk in user text, the spec's plain
 * client phrase list (which drives the in-chat crisis banner), and the safe-messaging replies the server uses instead
 * of (crisis) or ahead of (concern) whatever the model says.
 *
 * Pure TypeScript with no imports, so it can run in the Worker and in the browser alike.
 *
 * How assessCrisis works:
 * 1. normalise: NFKC, zero-width and format characters removed, lower case, accents and common look-alike letters
 *    folded, curly quotes straightened, contractions expanded, leetspeak undone inside words ("su1cide", "k!ll"),
 *    censoring undone ("k*ll"), spaced-out or dotted letters joined ("k i l l", "s.u.i.c.i.d.e"), letters repeated
 *    3+ times squeezed ("diiiie"), a few emojis turned into words (💊 -> pills, 😂 -> lol), slang and misspellings
 *    mapped ("kms", "unalive", "sewerslide", "sucide", "selfharm", "wanna"), then split into sentences of tokens.
 * 2. phrase rules run on each sentence: one scan finds which rules' anchor words occur, and only those run. The
 *    expressions are alternations of literal words with bounded gaps (no nested unbounded quantifiers), each match is
 *    judged in a window of about 240 characters either side, and a rule judges at most 32 matches per sentence, so
 *    time stays linear in the input (about 50 µs for a chat message, a few ms for 10,000 characters).
 * 3. each match is judged in context: idioms ("killing myself laughing", "career suicide", "die my hair"),
 *    accidents ("cut myself shaving"), games, fiction and quotation, academic or news framing, who it is about
 *    (myself / someone else / you), negation ("I'd never kill myself"), past versus present ("I used to self-harm,
 *    2 years clean" versus "relapsed last night"), and explicit joking ("kms lol").
 * 4. the grade is the highest of the judged matches, then two message-level adjustments: a plan or means
 *    ("I have a plan.", "standing on the ledge") is a concern on its own and turns any other concern, or a second
 *    such sign, into crisis, and a
 *    denial of intent that comes with distress ("I'd never kill myself but I feel so empty") is a concern.
 *
 * Limits: this is a deterministic floor, not a complete classifier. On held-out messages written after the rules
 * were frozen (tests/workers/crisis-dataset.ts) it caught about 60% of crises, with very few false alarms; the misses
 * are indirect ("I've got everything I need", "gonna go to the tracks"). A model-based second opinion should be
 * combined with it by taking the higher grade, never the lower. English only.
 *
 * Grades: crisis = current self-directed intent, plan, method, suicidal ideation or self-harm now; concern =
 * hopelessness, passive or ambiguous ideation, feeling like a burden, worry about someone else, past self-harm,
 * "I can't do this anymore"; none = everything else. Signals are rule ids, never the user's words.
 */

import { assessDanger } from "./danger-rules";

export type CrisisLevel = "none" | "concern" | "crisis";

export interface CrisisAssessment {
  level: CrisisLevel;
  /** Rule ids (for example "suicidal-intent", "self-harm"), never the user's text. Empty when the level is none. */
  signals: string[];
}

/** Every signal id assessCrisis can report. */
export const CRISIS_SIGNALS = [
  "suicidal-intent",
  "self-harm",
  "method-or-plan",
  "goodbye",
  "burden",
  "hopelessness",
  "passive-ideation",
  "third-party",
  "past-attempt",
  "past-self-harm",
  "harassment",
  "suicide-mention",
  "distress-despite-denial",
  // the danger rules (danger-rules.ts)
  "attempt",
  "preparation",
  "plan",
  "method-research",
  "not-safe",
  "wish-to-be-dead",
  "self-injury",
  "harm-to-others",
  "command-voices",
  "eating-danger",
  // from the detector around the rules (detector.ts, screen.ts)
  "classifier",
  "encoder",
  "conversation",
  "after-crisis",
  "not-safe-answer",
  "second-opinion",
] as const;
export type CrisisSignal = (typeof CRISIS_SIGNALS)[number];

/* ------------------------------------------------------------------------------------------------------------ */
/* The spec's client phrase list                                                                                  */
/* ------------------------------------------------------------------------------------------------------------ */

// The spec's plain phrase list lives in shared/ so the browser can use it without this module.
export { CLIENT_CRISIS_PHRASES, matchesClientCrisisPhrase } from "../shared/crisis-phrases";

/* ------------------------------------------------------------------------------------------------------------ */
/* Normalisation                                                                                                 */
/* ------------------------------------------------------------------------------------------------------------ */

const INVISIBLE = /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]/g;
const COMBINING_MARKS = /[\u0300-\u036F\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F]/g;

/** Cyrillic and Greek letters that look like Latin ones, as used to slip past filters. */
const LOOKALIKES: Record<string, string> = {
  а: "a", в: "b", е: "e", ё: "e", к: "k", м: "m", н: "h", о: "o", р: "p", с: "c", т: "t", у: "y", х: "x",
  і: "i", ї: "i", ј: "j", ѕ: "s", ԁ: "d", ӏ: "l", һ: "h", ԛ: "q", ԝ: "w",
  α: "a", β: "b", ε: "e", ι: "i", κ: "k", ν: "v", ο: "o", ρ: "p", τ: "t", υ: "u", χ: "x", ı: "i", ɡ: "g",
};
const LOOKALIKE_RE = /[\u0370-\u03FF\u0400-\u04FF\u0500-\u052F\u0131\u0261]/g;

const EMOJI_WORDS: Record<string, string> = {
  "\u{1F602}": "lol", // face with tears of joy
  "\u{1F923}": "lol", // rolling on the floor laughing
  "\u{1F606}": "lol",
  "\u{1F639}": "lol",
  "\u{1F480}": "lol", // skull: "I'm dead" = laughing
  "\u2620": "skull",
  "\u{1F48A}": "pills",
  "\u{1F52A}": "knife",
  "\u{1F5E1}": "knife",
  "\u{1F52B}": "gun",
  "\u{1FAA2}": "rope",
  "\u26B0": "coffin",
  "\u{1FA78}": "blood",
  "\u{1F62D}": "crying",
  "\u{1F622}": "sad",
  "\u{1F61E}": "sad",
  "\u{1F614}": "sad",
  "\u{1F494}": "heartbroken",
  "\u{1F629}": "sad",
  "\u{1F62B}": "sad",
  "\u{1F940}": "sad",
};
const EMOJI_RE = new RegExp(Object.keys(EMOJI_WORDS).join("|"), "gu");

/** Digits used as words or inside slang ("2nite", "h8"). */
const DIGIT_SLANG: Record<string, string> = {
  "2day": "today", "2nite": "tonight", "2night": "tonight", "2moro": "tomorrow", "2morrow": "tomorrow",
  "2morow": "tomorrow", "4ever": "forever", "4eva": "forever", b4: "before", h8: "hate", h8s: "hates",
  h8ing: "hating", gr8: "great", l8r: "later", no1: "no one", some1: "someone", any1: "anyone",
  every1: "everyone", ne1: "anyone",
};
const DIGIT_SLANG_RE = new RegExp(`\\b(?:${Object.keys(DIGIT_SLANG).join("|")})\\b`, "g");

const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s", "!": "i", "|": "i" };
/** Numbers with units or ordinals are not leetspeak ("3am", "2nd", "10mg"). */
const NUMBER_WITH_UNIT = /^\d+(?:st|nd|rd|th|am|pm|s|k|m|h|hr|hrs|min|mins|yo|y|yr|yrs|mg|ml|kg|g|lb|lbs|x|d|gb|mb|km|mi|ft|cm|mm|p|mph|kph|ish)$/;

function isLetter(ch: string | undefined): boolean {
  return ch !== undefined && ch >= "a" && ch <= "z";
}

function undoLeet(chunk: string): string {
  if (!/[a-z]/.test(chunk) || !/[0-9@$!|]/.test(chunk)) return chunk;
  if (NUMBER_WITH_UNIT.test(chunk.replace(/[^a-z0-9]+$/, ""))) return chunk;
  const asI = mapLeet(chunk, "i");
  if (!chunk.includes("1")) return asI;
  // "1" is an i in "su1cide" but an l in "ki11" and "se1f": keep whichever spelling is a word we know
  const asL = mapLeet(chunk, "l");
  const known = (w: string) => {
    const letters = w.replace(/[^a-z]/g, "");
    return TOKEN_MAP.has(letters) || KEYWORDS.includes(letters) || COLLAPSED_KEYWORDS.has(collapseDoubles(letters)) || /^(?:self|selfharm|kills?|killing|killed|myself|alive|lol)$/.test(letters);
  };
  return known(asI) || !known(asL) ? asI : asL;
}

function mapLeet(chunk: string, one: "i" | "l"): string {
  const chars = chunk.split("");
  for (let i = 0; i < chars.length; i++) {
    const replacement = chars[i] === "1" ? one : LEET[chars[i]];
    if (!replacement) continue;
    const prevLetter = isLetter(chars[i - 1]);
    const nextLetter = isLetter(chars[i + 1]);
    if (chars[i] === "!" || chars[i] === "|") {
      if (prevLetter && nextLetter) chars[i] = replacement;
    } else if (prevLetter || nextLetter) {
      chars[i] = replacement;
    }
  }
  return chars.join("");
}

/** Words a censored form ("k*ll", "s**cide") may stand for. */
const CENSORABLE = ["kill", "killing", "killed", "suicide", "suicidal", "myself", "die", "dead", "death"];

function uncensor(word: string): string {
  if (!word.includes("*") || !/[a-z]/.test(word)) return word;
  const candidates = CENSORABLE.filter(
    (w) => w.length === word.length && w.split("").every((ch, i) => word[i] === "*" || word[i] === ch),
  );
  return candidates.length === 1 ? candidates[0] : word.replace(/\*/g, "");
}

/** Single-token slang, contractions without apostrophes and common misspellings. Values may be several words. */
const TOKEN_ENTRIES: Record<string, string> = {
  // contractions typed without apostrophes
  im: "i am", ive: "i have", youre: "you are", dont: "do not", doesnt: "does not", didnt: "did not",
  cant: "can not", cannot: "can not", wont: "will not", wouldnt: "would not", couldnt: "could not",
  shouldnt: "should not", isnt: "is not", arent: "are not", wasnt: "was not", werent: "were not",
  havent: "have not", hasnt: "has not", hadnt: "had not", aint: "am not", hes: "he is", shes: "she is",
  theyre: "they are", theyve: "they have", whats: "what is", thats: "that is", theres: "there is",
  dnt: "do not",
  // informal
  wanna: "want to", wana: "want to", wnna: "want to", gonna: "going to", gunna: "going to", finna: "going to",
  gotta: "got to", tryna: "trying to", hafta: "have to", kinda: "kind of", sorta: "sort of", dunno: "do not know",
  idk: "i do not know", idc: "i do not care", idw: "i do not want", u: "you", ur: "your", ya: "you", r: "are",
  ppl: "people", rn: "right now", tbh: "honestly", ngl: "honestly", fr: "for real", bc: "because",
  cuz: "because", coz: "because", cos: "because", bcuz: "because", bcs: "because", abt: "about", bout: "about",
  thru: "through", tho: "though", nite: "tonight", tonite: "tonight", tmrw: "tomorrow", tmr: "tomorrow",
  tmrrw: "tomorrow", yday: "yesterday", pls: "please", plz: "please", plez: "please", noone: "nobody",
  bf: "boyfriend", gf: "girlfriend", bff: "best friend", bestie: "best friend", sis: "sister", bro: "brother",
  hubby: "husband", wat: "what", wut: "what", nothin: "nothing", nuthin: "nothing", anymor: "anymore",
  enymore: "anymore", nemore: "anymore", dieing: "dying", dyin: "dying", ded: "dead", cuttin: "cutting",
  killin: "killing", goodby: "goodbye", goodbey: "goodbye", gdbye: "goodbye", pils: "pills", medz: "meds",
  hopless: "hopeless", hopeles: "hopeless", wortless: "worthless", worthles: "worthless", burdon: "burden",
  burdan: "burden", reson: "reason", comitting: "committing", commiting: "committing", comit: "commit",
  comitted: "committed", commited: "committed", ovrdose: "overdose", overdos: "overdose", overdoze: "overdose",
  overdosin: "overdosing", oded: "overdosed",
  // self-harm and suicide slang and misspellings
  kms: "kill myself", kmsl: "laughing", kil: "kill", kiled: "killed", kiling: "killing", kll: "kill",
  unalive: "unalive", sewerslide: "suicide", sooicide: "suicide", sucide: "suicide", suicde: "suicide",
  suiside: "suicide", suicid: "suicide", suecide: "suicide", siucide: "suicide", suicdie: "suicide",
  suicied: "suicide", suiscide: "suicide", suicidle: "suicidal", suicidel: "suicidal", sucidal: "suicidal",
  suicdal: "suicidal", suisidal: "suicidal", suicidial: "suicidal", suacidal: "suicidal", suicial: "suicidal",
  selfharm: "self harm", selfharming: "self harming", selfharmed: "self harmed", selfharms: "self harms",
  selfharmer: "self harmer", selfinjury: "self injury", selfdelete: "kill myself", selfdeletion: "suicide",
  myslef: "myself", mysefl: "myself", mysef: "myself", myslf: "myself", mself: "myself", meself: "myself",
  mysel: "myself", myselfe: "myself", myselv: "myself", urself: "yourself", killmyself: "kill myself",
  kilmyself: "kill myself", iwanttodie: "i want to die", wanttodie: "want to die", wannadie: "want to die",
  iwannadie: "i want to die", endmylife: "end my life", hurtmyself: "hurt myself", cutmyself: "cut myself",
  iwanttokillmyself: "i want to kill myself",
  // laughter and joking
  lol: "lol", lolol: "lol", lmao: "lol", lmfao: "lol", rofl: "lol", xd: "lol", jk: "lol", jking: "lol",
};
/** A Map, not an object lookup: user words such as "constructor" must never reach Object.prototype. */
const TOKEN_MAP = new Map<string, string>(Object.entries(TOKEN_ENTRIES));

/** Key words whose spellings with doubled letters ("kiil", "diie" after squeezing) should still be found. */
const KEYWORDS = [
  "kill", "killing", "killed", "myself", "die", "dying", "dead", "death", "suicide", "suicidal", "want", "end",
  "life", "live", "alive", "hurt", "harm", "cut", "cutting", "pills", "hopeless", "goodbye", "overdose", "never",
  "anymore", "gone", "forever", "worthless", "burden", "hate", "tired", "disappear", "exist", "please", "help",
];
const collapseDoubles = (w: string) => w.replace(/([a-z])\1+/g, "$1");
const COLLAPSED_KEYWORDS = new Map<string, string>(KEYWORDS.map((w) => [collapseDoubles(w), w]));

function editDistanceAtMostOne(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // one substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // one transposition
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const REAL_WORDS_NEAR_KEYWORDS = new Set(["suicides", "suited", "itself", "mystic"]);

const canonicalCache = new Map<string, string>();
const leetCache = new Map<string, string>();

/** Natural text repeats its words a lot, so per-word work is memoised; each cache is bounded. */
function memo(cache: Map<string, string>, key: string, compute: (key: string) => string): string {
  let value = cache.get(key);
  if (value === undefined) {
    value = compute(key);
    if (cache.size >= 20_000) cache.clear();
    if (key.length <= 64) cache.set(key, value);
  }
  return value;
}

const canonical = (token: string) => memo(canonicalCache, token, canonicalToken);

function canonicalToken(token: string): string {
  if (!/[a-z]/.test(token)) return token;
  const mapped = TOKEN_MAP.get(token);
  if (mapped !== undefined) return mapped;
  if (/^(?:ha){2,}h?$|^(?:he){2,}$|^l+o+l+(?:o+l+)*$|^lm+f*a+o+$/.test(token)) return "lol";
  if (/([a-z])\1/.test(token)) {
    const keyword = COLLAPSED_KEYWORDS.get(collapseDoubles(token));
    if (keyword) return keyword;
    const slang = TOKEN_MAP.get(collapseDoubles(token));
    if (slang !== undefined) return slang;
  }
  if (REAL_WORDS_NEAR_KEYWORDS.has(token)) return token;
  if (token[0] === "s" && token.length >= 6 && token.length <= 9) {
    if (editDistanceAtMostOne(token, "suicide")) return "suicide";
    if (editDistanceAtMostOne(token, "suicidal")) return "suicidal";
  }
  if (token[0] === "m" && token.length >= 5 && token.length <= 7 && editDistanceAtMostOne(token, "myself")) return "myself";
  return token;
}

/** Runs of 3+ single letters ("k m s", "s u i c i d e") are one spelled-out word. */
function joinSpacedLetters(tokens: string[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    let j = i;
    while (j < tokens.length && tokens[j].length === 1 && isLetter(tokens[j])) j++;
    if (j - i >= 3) {
      const joined = tokens.slice(i, j).join("");
      const word = canonical(joined);
      if (word !== joined || j - i >= 5 || KEYWORDS.includes(joined)) {
        out.push(...word.split(" "));
        i = j;
        continue;
      }
    }
    out.push(tokens[i]);
    i++;
  }
  return out;
}

/** Multi-word rewrites applied to the space-joined token string (with a leading and trailing space). */
const PHRASE_REWRITES: Array<[gate: string, re: RegExp, replacement: string]> = [
  ["any more", / any more /g, " anymore "],
  ["no one", / no one /g, " nobody "],
  ["sewer", / sewer (?:slide|sliding) /g, " suicide "],
  [" un ", / un (alive|aliving|alived) /g, " un$1 "],
  ["self delet", / self (?:delete|deleting) /g, " kill myself "],
  ["self delet", / self deletion /g, " suicide "],
  ["good bye", / good bye /g, " goodbye "],
  ["over dos", / over (dose|dosing|dosed) /g, " over$1 "],
  [" j k ", / j k /g, " lol "],
  ["kidding", / just kidding /g, " lol "],
  [" my self ", / (kill|killing|killed|hurt|hurting|cut|cutting|harm|harming|harmed|end|ending|hang|hanging|shoot|shooting|burn|burning|burned|starve|starving|drown|off|unalive|unaliving) my self /g, " $1 myself "],
  [" ill ", / ill (just|never|kill|end|do|be|take|jump|hurt|cut|go|try|probably|finally|always|die|make|get|overdose|od|hang|shoot|stop|leave|disappear) /g, " i will $1 "],
  [" id ", / id (never|rather|be|kill|love|like|do|want|hate|just|probably|definitely|actually) /g, " i would $1 "],
  [" 2 ", / (want|need|going|ready|try|trying|plan|planning|wish|deserve|reason|reasons|how|have|like|love|used|able|wants|needs|nothing|left|something|anything|nobody) 2 (?=[a-z])/g, " $1 to "],
  [" 4 ", / live 4 /g, " live for "],
  [" would ", / would (never |not |ever |just |already )?(been|had|gone|done|seen|known|tried|wanted|died|left|taken|made|thought|felt|lost) /g, " had $1$2 "],
];

/** kys / ctb count as "kill myself" only when self-directed ("I should kys"), otherwise "kill yourself". */
const SELF_FRAME_BEFORE = new Set(["i", "should", "want", "going", "about", "might", "could", "will", "finally", "just", "gonna", "must", "may", "shall"]);

function resolveKys(tokens: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t === "kys" || t === "ctb") {
      const before = out.slice(-3);
      const told = before.some((w) => /^(?:told|tell|tells|telling|said|says|saying)$/.test(w));
      const selfDirected = !told && before.some((w) => SELF_FRAME_BEFORE.has(w));
      out.push("kill", selfDirected ? "myself" : "yourself");
    } else {
      out.push(t);
    }
  }
  return out;
}

/**
 * The normalised form assessCrisis reads: sentences of lower-case tokens separated by " . ", with "," and '"' kept
 * as tokens. Exported for tests and debugging.
 */
export function normaliseForCrisis(text: string): string {
  return normalisedSentences(text).join(" . ");
}

export function normalisedSentences(text: string): string[] {
  let s = text.normalize("NFKC").replace(INVISIBLE, "").toLowerCase();
  s = s.normalize("NFD").replace(COMBINING_MARKS, "").normalize("NFC");
  s = s.replace(LOOKALIKE_RE, (ch) => LOOKALIKES[ch] ?? ch);
  s = s
    .replace(/[\u2018\u2019\u201A\u201B\u2032\u02BC\u0060\u00B4]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/\u2026/g, "...");
  s = s.replace(EMOJI_RE, (e) => ` ${EMOJI_WORDS[e]} `);
  // overdose shorthands before apostrophes go: od'd, od'ed, od-ing
  s = s.replace(/\bod(?:['-]d|['-]?ed)\b/g, "overdosed").replace(/\bod['-]?ing\b/g, "overdosing");
  // contractions
  s = s
    .replace(/\b(i|you|we|they|he|she|it|that|there)'ll\b/g, "$1 will")
    .replace(/\bwon't\b/g, "will not")
    .replace(/\bcan't\b/g, "can not")
    .replace(/\bain't\b/g, "am not")
    .replace(/n't\b/g, " not")
    .replace(/'m\b/g, " am")
    .replace(/'re\b/g, " are")
    .replace(/'ve\b/g, " have")
    .replace(/'d\b/g, " would")
    .replace(/'s\b/g, "s")
    .replace(/([a-z])'([a-z])/g, "$1$2")
    .replace(/'/g, ' " ');
  s = s.replace(DIGIT_SLANG_RE, (m) => DIGIT_SLANG[m]);
  if (/[0-9@$!|]/.test(s)) s = s.replace(/\S+/g, (chunk) => memo(leetCache, chunk, undoLeet));
  s = s.replace(/([a-z])\1{2,}/g, "$1$1");
  // dotted or dashed single letters: s.u.i.c.i.d.e, u-n-a-l-i-v-e
  s = s.replace(/\b(?:[a-z][.\-_*\u00B7\u2022]){2,}[a-z]\b/g, (m) => m.replace(/[.\-_*\u00B7\u2022]/g, ""));
  if (s.includes("*")) s = s.replace(/[a-z*]+/g, uncensor);
  s = s.replace(/&/g, " and ");
  s = s.replace(/[.!?;:\n\r]+/g, " . ");
  s = s.replace(/[,()[\]{}]|\s-+\s|--+/g, " , ");
  s = s.replace(/"/g, ' " ');
  s = s.replace(/[^a-z0-9 ,."]+/g, " ");

  const sentences: string[] = [];
  for (const raw of s.split(" . ")) {
    let tokens: string[] = [];
    for (const t of raw.split(" ")) {
      if (t === "" || t === ".") continue;
      const word = canonical(t);
      if (word.includes(" ")) tokens.push(...word.split(" "));
      else tokens.push(word);
    }
    if (tokens.length === 0) continue;
    tokens = joinSpacedLetters(tokens);
    let joined = ` ${tokens.join(" ")} `;
    for (const [gate, re, replacement] of PHRASE_REWRITES) if (joined.includes(gate)) joined = joined.replace(re, replacement);
    tokens = resolveKys(joined.split(" ").filter(Boolean));
    // a "," or quote at the edge of a sentence says nothing
    while (tokens.length && (tokens[0] === "," || tokens[0] === '"')) tokens.shift();
    while (tokens.length && (tokens[tokens.length - 1] === "," || tokens[tokens.length - 1] === '"')) tokens.pop();
    if (tokens.length) sentences.push(tokens.join(" "));
  }
  return sentences;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Context                                                                                                       */
/* ------------------------------------------------------------------------------------------------------------ */

interface Sentence {
  text: string;
  index: number;
}

interface MessageContext {
  sentences: Sentence[];
  /** academic, professional or awareness framing anywhere in the message */
  academic: boolean;
  /** news, statistics or public figures anywhere in the message */
  news: boolean;
  /** explicitly academic (class, essay, exam): enough to soften a method question */
  academicStrong: boolean;
  /** "seriously", "I mean it", "not joking": a joke marker no longer softens anything */
  serious: boolean;
  /** the writer speaks from their work or training (a nurse, a teacher, a trainee), not about themselves */
  professional: boolean;
}

type Grade = 0 | 1 | 2; // none, concern, crisis

interface Hit {
  grade: Grade;
  signal: CrisisSignal;
  negated?: boolean;
  supporting?: boolean;
}

const SELF_WORDS = new Set(["i", "me", "myself", "we", "us", "ourselves"]);
const THIRD_WORDS = new Set([
  "he", "she", "they", "him", "her", "them", "his", "their", "himself", "herself", "themselves", "themself",
  "friend", "friends", "sister", "brother", "mom", "mum", "mother", "dad", "father", "parent", "parents", "son",
  "daughter", "kid", "kids", "child", "children", "partner", "boyfriend", "girlfriend", "husband", "wife", "ex",
  "roommate", "flatmate", "coworker", "colleague", "classmate", "student", "students", "client", "patient",
  "clients", "patients", "pupils", "employees", "staff", "customers", "users", "members", "residents",
  "cousin", "aunt", "uncle", "niece", "nephew", "grandma", "grandpa", "grandmother", "grandfather", "neighbor",
  "neighbour", "teen", "teenager", "someone", "somebody", "person", "people", "fiance", "fiancee", "stepdad",
  "stepmom", "sibling", "twin", "teammate", "character", "protagonist", "villain", "narrator", "singer", "actor",
  "actress", "celebrity", "rapper", "man", "woman", "guy", "girl", "boy", "baby", "teenagers", "kids", "teens",
  "sons", "daughters", "brothers", "sisters", "cousins", "roommates", "coworkers", "colleagues", "classmates",
]);
const SECOND_WORDS = new Set(["you", "your", "yourself", "yourselves"]);
const SPEECH_VERBS = new Set([
  "said", "says", "saying", "told", "tells", "texted", "texts", "wrote", "writes", "messaged", "posted", "posts",
  "tweeted", "goes", "sings", "sang", "whispered", "screamed", "yelled", "keeps", "kept", "mentioned", "admitted",
  "threatened", "threatens",
]);

type Subject = "self" | "third" | "second" | "none";

/** Who the words just before a match are about: the nearest person word, looking back. */
function subjectBefore(before: string[]): Subject {
  for (let i = before.length - 1, steps = 0; i >= 0 && steps < 12; i--, steps++) {
    const t = before[i];
    if (t === "am") return "self";
    if (SELF_WORDS.has(t)) {
      // reported speech: she texted me "i want to die"
      for (let k = i - 1; k >= Math.max(0, i - 4); k--) {
        if (SPEECH_VERBS.has(before[k])) {
          const speaker = subjectBefore(before.slice(0, k));
          if (speaker === "third") return "third";
          break;
        }
      }
      return "self";
    }
    if (THIRD_WORDS.has(t)) return "third";
    if (SECOND_WORDS.has(t)) return "second";
  }
  return "none";
}

const NEGATORS = new Set(["not", "never", "nor"]);
const NO_OBJECTS = new Set(["thoughts", "thought", "intention", "intentions", "plan", "plans", "desire", "urge", "urges", "way", "wish", "interest", "intent"]);
const TRANSPARENT = new Set([
  "i", "am", "is", "are", "was", "were", "be", "been", "being", "ever", "really", "actually", "even", "truly",
  "honestly", "seriously", "going", "to", "want", "will", "would", "could", "should", "might", "do", "does",
  "did", "try", "trying", "tried", "plan", "planning", "plans", "think", "thinking", "thought", "thoughts",
  "about", "of", "consider", "considering", "like", "feel", "feeling", "attempt", "that", "so", "at", "all",
  "mean", "intend", "intention", "intending", "ready", "desire", "wish", "any", "have", "had", "has", "the", "a",
  "type", "kind", "sort", "person", "someone", "who", "one", "gotten", "again", "ok", "okay", "able", "go",
  "anything", "dare", "myself", "it", "ever", "literally",
]);

/** "I'd never kill myself", "I'm not going to hurt myself", "no thoughts of suicide". */
function isNegated(before: string[]): boolean {
  for (let i = before.length - 1, steps = 0; i >= 0 && steps < 9; i--, steps++) {
    const t = before[i];
    if (NEGATORS.has(t)) return true;
    if (t === "no") return NO_OBJECTS.has(before[i + 1] ?? "");
    if (!TRANSPARENT.has(t)) return false;
  }
  return false;
}

const RELAPSE = /\b(?:relapsed|relapse last|relapsing again|had a relapse|did it again|started again|started cutting again|back to cutting)\b/;
/** Urges now, even in recovery: "today I really wanted to". */
const CURRENT_URGE = /\b(?:urges?|really wanted to|almost did|nearly did|so close to|craving|cravings)\b.*\b(?:today|tonight|right now|now|again|this (?:morning|evening|week))\b|\b(?:today|tonight|right now|this (?:morning|evening|week))\b.*\b(?:urges?|really wanted to|almost did|nearly did|so close to|craving|cravings)\b/;
const STRONG_PAST =
  /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a|an) (?:days?|weeks?|months?|years?|yrs?) (?:clean|free|sober)\b|\bclean (?:for|since|from)\b|\b(?:years?|months?) since (?:my|the|i)\b|\bhave not (?:\w+ ){0,3}(?:in|for|since) (?:\d+|a|an|over|almost|nearly|about|two|three|four|five|six|many|several|years|months)\b|\bin recovery\b|\brecovered\b|\bsurvivor\b|\bno longer\b|\bnot anymore\b/;
const RECENT =
  /\b(?:today|tonight|last night|yesterday|this (?:morning|afternoon|evening|week|weekend)|right now|just now|currently|lately|recently|these days|earlier|an hour ago|hours? ago|minutes? ago|days? ago|a week ago|last week|weeks ago|started|still (?:cut|cutting|self harm|want|wanting|think|thinking|hurt|hurting|feel|feeling|have (?:the )?urges?))\b/;
const HABITUAL = /\b(?:every (?:day|night|single day|morning)|most (?:nights|days)|keep|keeps|all the time|constantly)\b/;
const WEAK_PAST =
  /\b(?:used to|years? ago|months? ago|decades? ago|last year|when i was|as a (?:teen|teenager|kid|child|student)|in (?:high school|middle school|secondary school|college|university|uni|my teens|my twenties|the past|\d{4})|back (?:then|in|when)|at (?:age )?\d{1,2}\b|history of|scars|previously|once before|before (?:therapy|treatment|recovery|i got help))\b/;

type Time = "relapse" | "past" | "recent" | "unspecified";

function timeOf(sentence: string, after: string[]): Time {
  if (RELAPSE.test(sentence) && !/\b(?:scared|afraid|worried|fear|terrified) (?:of|about) (?:a )?relaps/.test(sentence)) return "relapse";
  if (CURRENT_URGE.test(sentence)) return "relapse";
  if (STRONG_PAST.test(sentence)) return "past";
  if (RECENT.test(sentence) || after.slice(0, 3).includes("again")) return "recent";
  if (WEAK_PAST.test(sentence)) return "past";
  if (HABITUAL.test(sentence)) return "recent";
  return "unspecified";
}

const ACADEMIC =
  /\b(?:essay|essays|paper|thesis|dissertation|research|researching|researcher|study|studies|studying|class|classes|course|lecture|seminar|module|exam|textbook|assignment|homework|project|presentation|report|article|articles|news|headline|headlines|journalist|documentary|podcast|statistics|stats|rates?|data|prevention|awareness|training|workshop|policy|public health|percent|epidemiology|psychology|psych|nursing|pharmacology|volunteer\w*|charity|fundraiser|fundraising|memoir|book club|warning signs|risk factors|according to|celebrity|actor|actress|singer|rapper|famous|police|reported|curriculum|lesson|webinar|campaign|term|definition|define|meaning|mean)\b/;
/** Framing that makes a third-party mention impersonal (news, statistics, public figures). */
const NEWS =
  /\b(?:news|article|articles|reported|reports|headline|headlines|journalist|celebrity|actor|actress|singer|rapper|famous|police|statistics|stats|rates?|study|studies|according to|documentary|podcast|researchers?|percent|survey|history|historical|ancient|roman|samurai|king|queen|emperor|poet|author|novelist|artist)\b/;
/** Explicitly academic or professional framing, strong enough to soften a method question. */
const ACADEMIC_STRONG =
  /\b(?:essay|paper|thesis|dissertation|class|course|lecture|seminar|exam|textbook|assignment|homework|nursing|pharmacology|toxicology|medical school|med school|studying for|study for|my students|clinical|clinician)\b/;
/** A role or a workplace that puts risk words in someone's job: "as a nurse", "my clients", "ASIST training". */
const PROFESSIONAL =
  /\b(?:nurse|nurses|nursing|doctor|doctors|gp|physician|psychiatrist|psychiatry|psychologist|therapist|therapists|counsellor|counselor|counselling|counseling|social worker|clinician|clinical|paramedic|paramedics|officer|officers|teacher|teachers|lecturer|tutor|trainee|registrar|resident|pharmacist|carer|caseworker|chaplain|volunteer|volunteers|moderator|hr|my patients|patients|a patient|our patients|my clients|clients|a client|my students|students|a student|pupils|colleague|colleagues|my team|on shift|my shift|ward|a and e|asist|safetalk|first aid|policy|protocol|leaflet|style guide|guidelines|dissertation|module|curriculum|course|training|workshop|webinar|placement|phd|msc|masters|data scientist|journalist|pastor|youth pastor|law student|mandated|helpline|content moderation|moderation tool|triage model|annotation|coding tweets|sociology|durkheim|columbia|staff training|social worker|safeguarding|lecture|seminar)\b/;
/** "training on self-harm", "a module about suicide": the topic of a course or a piece of work. */
const PROFESSIONAL_TOPIC_BEFORE = /\b(?:training|course|module|lecture|workshop|class|seminar|talk|session|session|webinar|essay|chapter|dissertation|policy|leaflet|guide|guidance|study) (?:on|about|in|around|covering)(?: \w+)?$/;
const PROFESSIONAL_OBJECT =
  /^(?:presentations?|histories|history|assessments?|training|policy|policies|cases?|patients?|clients?|awareness|prevention|risk|protocol|screening|guidance|rates?|statistics|research|literature|data|hotspots?|first aid|postvention|support)\b/;

const FICTION =
  /\b(?:song|songs|film|films|movie|movies|track|karaoke|meme|sings|singing|listening to|playlist|theme tune|soundtrack|detective|detectives|mystery|murder mystery|thriller|crime show|true crime|character|characters|protagonist|narrator|villain|heroine|novel|novels|fanfic|fanfiction|fiction|screenplay|script|plot|storyline|episode|the movie|the film|the show|the series|the book|the song|the play|the scene|a scene|this scene|lyric|lyrics|album|anime|manga|comic|sitcom|musical|opera|the author|the writer|in my story)\b/;
const GAME =
  /\b(?:minecraft|fortnite|roblox|valorant|overwatch|elden ring|dark souls|skyrim|zelda|mario|pokemon|warzone|call of duty|apex|pubg|sims|terraria|hollow knight|league of legends|video ?games?|videogames?|in game|in the game|this game|gaming|gamer|respawn\w*|spawn\w*|lava|grenade|fall damage|speedrun\w*|final boss|boss fight|hardcore mode|checkpoint|hitbox|npc|pvp|dungeon|creeper|controller|my character|ps5|xbox|playstation|nintendo|loses a round|a round|suicide squeeze|squeeze play|innings|inning|rugby|under 12s|the crowd went wild)\b/;
const LAUGHTER = /\b(?:lol|haha\w*|hehe\w*)\b/;
const ACCIDENT =
  /\b(?:accident\w*|by mistake|shaving|shave|cooking|chopping|slicing|kitchen|paper cut|oven|stove|iron|pan|tray|kettle|gym|workout|working out|lifting|running|playing|football|soccer|basketball|tennis|skiing|hiking|fell|fall|tripped|slipped|sprained|muscle|ankle|knee|back|shoulder|on a|on the|on some|while|laughing|curling iron|hair straightener|nicked|slipped|hammer|hanging a picture|toddler|scratched my|carving the|washing up|diy)\b/;
const DISTRESS =
  /\b(?:sad|sadness|depressed|depression|hopeless|empty|numb|exhausted|drained|alone|lonely|overwhelmed|struggling|struggle|hurting|pain|painful|awful|terrible|miserable|crying|cry|cried|tears|anxious|scared|afraid|broken|falling apart|breaking down|panic|desperate|suffering|suffer|rough|hard time|bad place|dark place|not okay|not ok|low|heartbroken|devastated|lost|stuck|trapped|unbearable|can not cope|too much|worthless|hate myself)\b/;

/** The framings found in normalised sentences (for the classifier's features): academic, news, fiction, games... */
export function framesOf(sentences: string[]): string[] {
  const frames: [string, RegExp][] = [
    ["academic", ACADEMIC],
    ["news", NEWS],
    ["fiction", FICTION],
    ["game", GAME],
    ["laughter", LAUGHTER],
    ["accident", ACCIDENT],
    ["distress", DISTRESS],
  ];
  return frames.filter(([, re]) => sentences.some((sentence) => re.test(sentence))).map(([name]) => name);
}

function hasLaughterNear(msg: MessageContext, s: Sentence): boolean {
  if (msg.serious) return false;
  if (LAUGHTER.test(s.text)) return true;
  const next = msg.sentences[s.index + 1];
  return next !== undefined && next.text.length <= 20 && LAUGHTER.test(next.text);
}

function insideQuotes(before: string[]): boolean {
  return before.filter((t) => t === '"').length % 2 === 1;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Judging a match                                                                                               */
/* ------------------------------------------------------------------------------------------------------------ */

interface Match {
  sentence: Sentence;
  msg: MessageContext;
  /** the matched text */
  text: string;
  before: string[];
  after: string[];
}

interface IntentOptions {
  signal: CrisisSignal;
  /** the signal when the words are in the past and the writer is in recovery */
  pastSignal?: CrisisSignal;
  /** the match already says who it is about (myself / himself) */
  subject?: Subject;
  /** "lol" turns this into a concern (hyperbole-prone phrases only) */
  laughter?: boolean;
  /** accidents ("cut myself shaving") are not self-harm */
  accidents?: boolean;
  /** what a third-party version grades (default concern) */
  thirdGrade?: Grade;
  /** what a second-person version grades (default concern) */
  secondGrade?: Grade;
  /** check for game / fiction framing (default true) */
  frames?: boolean;
}

/** The common judgement for "the writer wants to die / hurt themselves" style matches. */
function judgeIntent(m: Match, o: IntentOptions): Hit | null {
  const s = m.sentence.text;
  if (o.frames !== false) {
    if (GAME.test(s)) return null;
    if (FICTION.test(s) && (insideQuotes(m.before) || subjectBefore(m.before) !== "self")) return null;
  }
  if (o.accidents && ACCIDENT.test(s) && !/\bon purpose\b/.test(s)) return null;
  const subject = o.subject ?? subjectBefore(m.before);
  if (m.msg.professional && (subject !== "self" || PROFESSIONAL_OBJECT.test(m.after.join(" ")) || PROFESSIONAL_TOPIC_BEFORE.test(before(m, 4)))) return null;
  if (subject === "third") {
    if (m.msg.news || FICTION.test(s) || isNegated(m.before)) return null;
    return { grade: o.thirdGrade ?? 1, signal: "third-party" };
  }
  if (subject === "second") {
    const grade = o.secondGrade ?? 1;
    return grade ? { grade, signal: o.signal } : null;
  }
  const time = timeOf(s, m.after);
  if (isNegated(m.before)) {
    if (time === "past" || /\b(?:anymore|no longer)\b/.test(s)) return { grade: 1, signal: o.pastSignal ?? "passive-ideation" };
    return { grade: 0, signal: o.signal, negated: true };
  }
  if (/\b(?:asked|asks|ask|asking) (?:me )?(?:if|whether) i\b/.test(s) && !/\bsaid yes\b/.test(s)) return { grade: 1, signal: o.signal };
  if (/\bintrusive\b/.test(s)) return { grade: 1, signal: o.signal };
  if (time === "past") return { grade: 1, signal: o.pastSignal ?? "passive-ideation" };
  if (o.laughter && hasLaughterNear(m.msg, m.sentence)) return { grade: 1, signal: o.signal };
  return { grade: 2, signal: o.signal };
}

/** A noun mention ("suicide", "self harm", "overdose"): intent, past, someone else, academic, or just a mention. */
function judgeMention(
  m: Match,
  o: { signal: CrisisSignal; pastSignal: CrisisSignal; intentBefore: RegExp; selfAdjective?: RegExp; laughter?: boolean },
): Hit | null {
  const s = m.sentence.text;
  const beforeText = m.before.slice(-6).join(" ");
  const subject = subjectBefore(m.before);
  const intent = o.intentBefore.test(beforeText) || (o.selfAdjective?.test(beforeText) ?? false);
  const selfInClause =
    subject === "self" ||
    (subject === "none" &&
      /\b(?:i|me|my)\b/.test(m.after.slice(0, 6).join(" ")) &&
      /\b(?:think|thinking|thought|thoughts|want|on my mind|all i|consider\w*|plan\w*|urges?|obsess\w*)\b/.test(m.after.slice(0, 6).join(" ")));
  if (GAME.test(s)) return null;
  if (m.msg.professional && (subject !== "self" || PROFESSIONAL_OBJECT.test(m.after.join(" ")) || PROFESSIONAL_TOPIC_BEFORE.test(before(m, 4)))) return null;
  if (subject === "third") {
    if (m.msg.news || FICTION.test(s)) return null;
    if (isNegated(m.before)) return null;
    return { grade: 1, signal: "third-party" };
  }
  if (FICTION.test(s) && !intent) return null;
  if (m.msg.professional && !intent) return null;
  if (intent || selfInClause) {
    if (subject === "second") return { grade: 1, signal: o.signal };
    const judged = judgeIntent(m, { signal: o.signal, pastSignal: o.pastSignal, subject: "self", laughter: o.laughter, frames: false });
    return judged;
  }
  if (isNegated(m.before)) return { grade: 0, signal: o.signal, negated: true };
  if (m.msg.academic || m.msg.professional) return null;
  if (WEAK_PAST.test(s) || STRONG_PAST.test(s)) return { grade: 1, signal: o.pastSignal };
  return { grade: 1, signal: "suicide-mention" };
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Rules                                                                                                         */
/* ------------------------------------------------------------------------------------------------------------ */

interface Rule {
  /** the rule only runs on a sentence that contains one of these (found in one scan, see candidateRules) */
  anchors: string[];
  re: RegExp;
  judge: (m: Match) => Hit | null;
}

const after = (m: Match, n = 4) => m.after.slice(0, n).join(" ");
const before = (m: Match, n = 4) => m.before.slice(-n).join(" ");
const crisisHit = (signal: CrisisSignal): Hit => ({ grade: 2, signal });
const concernHit = (signal: CrisisSignal): Hit => ({ grade: 1, signal });
const supportingHit = (): Hit => ({ grade: 0, signal: "method-or-plan", supporting: true });
/** Keeps a judged hit (including a negation) but never lets it grade above concern. */
const atMostConcern = (hit: Hit | null): Hit | null => (hit && hit.grade > 1 ? { ...hit, grade: 1 } : hit);

const INTENT_BEFORE_SUICIDE =
  /\b(?:commit|commits|committing|attempt|attempting|attempted|consider|considering|contemplate|contemplating|think about|thinking about|thought about|thinking of|thoughts of|thoughts about|plan|planning|plans|want|wanting|going to|ready for|ready to|about to|urge to|urges|close to|obsessed with|obsessing over|can not stop thinking about|keep thinking about|fantasi[sz]e about|dream about|dreaming about|tried|try)(?: (?:my|a|lot|about|of|really|seriously|again|constantly|often|sometimes|always|just|even|committing|suicide))?$/;
const SUICIDAL_SELF = /\b(?:am|feel|feeling|felt|been|get|getting|got|become|becoming|makes me|made me|was|were|so|very|really|actively|passively)(?: \w+)?$/;
const SELF_HARM_INTENT =
  /\b(?:urge to|urges to|want to|wanting to|need to|going to|tempted to|craving|thinking about|think about|thought about|started|start|keep|been|still|relapsed|stop|stopped|quit|do|did|i)(?: \w+)?$/;

const PILL_WORDS =
  "pills|meds|medication|medications|medicine|tablets|capsules|sleeping pills|painkillers|pain killers|paracetamol|tylenol|acetaminophen|ibuprofen|advil|aspirin|xanax|valium|benzos|opioids|oxy|oxycodone|insulin|antidepressants|prescription|sleeping tablets|lithium";
const PILLS_RE = new RegExp(`\\b(?:${PILL_WORDS})\\b`);

const RULES: Rule[] = [
  /* ---------- suicidal intent: kill / end / unalive myself ---------- */
  {
    anchors: ["myself"],
    re: /\b(?:kill|killing|killed|kills|unalive|unaliving|unalived|off|offing|offed|end|ending|ended|murder|murdering)(?: (?:fucking|fking|just|really|literally|honestly|finally|actually|ur))? myself\b/g,
    judge: (m) => {
      if (/^off/.test(m.text) && /\b(?:took|take|get|got|show|showing|push|pushed|brush|brushed|dust|dusted)$/.test(before(m, 1))) return null;
      const following = after(m, 3);
      if (/^(?:laughing|with laughter|over (?:this|that|a|the|nothing|work|it|an|my)|trying|for (?:this|that|a|the|nothing|them|him|her|work|you|my|an)|working|studying|at (?:work|the gym|school|the office|uni)|to (?:finish|get|make|meet|keep|pay|please|impress|hit|fit|be))\b/.test(following) && /^(?:killing|kill)/.test(m.text)) {
        if (/^killing/.test(m.text) || following.startsWith("laughing")) return null;
      }
      if (/\b(?:told|tell|tells|telling|said|says|saying|want|wants|wanted|keep telling|kept telling|telling) me to$/.test(before(m, 3)) || /\b(?:told|tell|tells|telling) me to go$/.test(before(m, 4))) {
        // voices, "my head", "something" telling me to: command hallucinations or intrusive commands are a crisis
        if (/\b(?:voice|voices|my head|my brain|my mind|something|the thoughts|my thoughts|a voice)\b/.test(before(m, 8))) return crisisHit("suicidal-intent");
        return concernHit("harassment");
      }
      return judgeIntent(m, { signal: "suicidal-intent", pastSignal: "past-attempt", subject: "self", laughter: true });
    },
  },
  {
    anchors: ["himself", "herself", "themselves", "themself"],
    re: /\b(?:kill|killing|killed|kills|unalive|unaliving|unalived|off|offed|end|ending|ended|hang|hanged|hanging|shoot|shot|shooting|hurt|hurting|hurts|harm|harming|harms|cut|cutting|cuts|burn|burning|starve|starving|overdose|do something to|doing something to|did something to)(?: \w+)? (?:himself|herself|themselves|themself)\b/g,
    judge: (m) => {
      const s = m.sentence.text;
      if (/^(?:laughing|over|trying|at work|in the foot)/.test(after(m, 3)) || /\bin the foot\b/.test(after(m, 3))) return null;
      if (GAME.test(s) || FICTION.test(s) || m.msg.news) return null;
      if (ACCIDENT.test(s) && /\b(?:cut|cutting|cuts|hurt|hurting|hurts|burn|burning)\b/.test(m.text) && !/\bon purpose\b/.test(s)) return null;
      if (isNegated(m.before)) return null;
      return concernHit("third-party");
    },
  },
  {
    anchors: ["yourself"],
    re: /\bkill yourself\b/g,
    judge: (m) => {
      if (/\b(?:told|tell|tells|telling|said|says|saying|keep telling|kept telling)(?: me)?(?: to)?(?: go)?$/.test(before(m, 4))) return concernHit("harassment");
      if (/\bhow (?:to|do you|can you|would you)$/.test(before(m, 3))) return crisisHit("method-or-plan");
      return null;
    },
  },
  {
    anchors: ["unalive"],
    re: /\bunalive\b(?! myself| me\b)/g,
    judge: (m) => judgeIntent(m, { signal: "suicidal-intent", pastSignal: "past-attempt" }),
  },
  /* ---------- suicide / suicidal ---------- */
  {
    anchors: ["suicid"],
    re: /\b(?:suicide|suicidal|suicidality|suicidally)\b/g,
    judge: (m) => {
      const prev = m.before[m.before.length - 1] ?? "";
      const next = m.after[0] ?? "";
      const next2 = after(m, 2);
      if (/^(?:career|political|social|commercial|electoral|financial|fashion|brand|professional|corporate|economic|product|business|slow|marketing|budget)$/.test(prev)) return null;
      if (/^(?:for (?:the|our|my|your|a|this) (?:product|company|business|career|brand|department|team|budget|startup|launch|band|project|campaign)|squeeze|severity|rating|scale|act|ideation (?:in|among|scale|screening))/.test(after(m, 3))) return null;
      if (/\b(?:called|named|titled|band|album|track|playlist)$/.test(before(m, 2)) && !/\b(?:i|me)$/.test(before(m, 2))) return null;
      if (/^(?:squad|squads|door|doors|bomber|bombers|bombing|bombings|attack|attacks|mission|missions|run|runs|sprint|sprints|drill|drills|king|blonde|lane|pass|forest|pact|pacts|song|prevention|awareness|rates?|statistics|stats|research|risk|rate)$/.test(next)) {
        if (/^(?:prevention|awareness|rates?|statistics|stats|research|risk)$/.test(next) && /\b(?:i|me)\b/.test(before(m, 5)) && INTENT_BEFORE_SUICIDE.test(before(m, 6))) {
          // "I'm at risk of suicide" style: fall through
        } else {
          return null;
        }
      }
      if (/^(?:note|notes|letter|letters)$/.test(next)) return null; // the goodbye rule handles these
      if (/^(?:hotline|helpline|line|lifeline|crisis line|number)$/.test(next) || next2 === "and crisis") {
        if (m.msg.academic) return null;
        return concernHit("suicide-mention");
      }
      if (/\b(?:is|seems|feels) (?:like )?(?:my |the )?(?:only|best|easiest|last) (?:way out|option|answer|solution|choice|escape)\b/.test(after(m, 7))) {
        if (subjectBefore(m.before) === "third") return concernHit("third-party");
        return crisisHit("suicidal-intent");
      }
      if (/^(?:is|has been) (?:all|the only thing|always|constantly|never far from|on) /.test(after(m, 3)) && /\b(?:i|my)\b/.test(after(m, 6))) {
        return judgeIntent(m, { signal: "suicidal-intent", pastSignal: "past-attempt", subject: "self", frames: false });
      }
      if (/^(?:attempt|attempts|attempted)$/.test(next) && /\bmy$/.test(before(m, 1))) {
        // "my suicide attempt": a past attempt unless it is recent
        const time = timeOf(m.sentence.text, m.after);
        return time === "recent" && !/\b(?:since|anniversary)\b/.test(m.sentence.text) ? crisisHit("suicidal-intent") : concernHit("past-attempt");
      }
      if (/\bsurvivor of (?:a )?$/.test(before(m, 3))) return concernHit("past-attempt");
      if (/^(?:thoughts?|ideation|feelings?|urges?|thinking|tendencies|episodes?|again|lately|right now|tonight|today)$/.test(next) && /\b(?:i|my|me)\b/.test(before(m, 6)) && subjectBefore(m.before) !== "third") {
        if (/\b(?:having|have|had|my|get|getting|been|keep|experiencing)\b/.test(before(m, 4)) || next === "again") {
          return judgeIntent(m, { signal: "suicidal-intent", pastSignal: "past-attempt", subject: "self", frames: false });
        }
      }
      return judgeMention(m, {
        signal: "suicidal-intent",
        pastSignal: "past-attempt",
        intentBefore: INTENT_BEFORE_SUICIDE,
        selfAdjective: m.text.startsWith("suicidal") ? SUICIDAL_SELF : undefined,
        laughter: true,
      });
    },
  },
  /* ---------- want to die ---------- */
  {
    anchors: ["die"],
    re: /\b(?:want|wants|wanted|wanting|wish|wishes|wished|wishing|ready|need|needs|planning|plan|hope|hoping|longing|deserve|deserves|like|prefer|love|going|about) (?:to |too )?(?:(?:just|really|literally|fucking|actually|simply|honestly|seriously|kinda|kind of|so|finally|to|too|go|quietly|peacefully) ){0,3}die\b/g,
    judge: (m) => {
      const following = after(m, 3);
      const verb = m.text.split(" ")[0];
      if (/^(?:of|from|laughing|in (?:the )?game|on this hill|for|happy|a hero|trying|doing|before i get old|alone|old|young|rich)\b/.test(following)) {
        const forTime = /^for (?:weeks|days|months|years|a while|so long|ages|a long time|a few|the past|the last|most of)\b/.test(following);
        const forReason = /^(?:deserve|deserves)$/.test(verb) && /^for\b/.test(following);
        if (!forTime && !forReason) return null;
      }
      if (/^(?:my|your|her|his|their|our|the) (?:hair|beard|clothes|shirt|jeans|eyebrows|roots)\b/.test(following) || /^(?:my|your|her|his) \w+ (?:hair|blue|red|pink|purple|green|black)\b/.test(following)) return null;
      if (/\bcross my heart and$/.test(before(m, 4))) return null;
      if (/^(?:going|about)$/.test(verb)) return null; // "I'm going to die of boredom" is idiom; real intent uses other words
      if (/^(?:love|like|prefer)$/.test(verb) && !/\bwould (?:like|love|prefer)$/.test(before(m, 1) + " " + verb)) return null;
      if (/^(?:deserve|deserves)$/.test(verb)) {
        const subject = subjectBefore(m.before);
        if (subject !== "self" && subject !== "none") return null; // anger at others, not risk
      }
      if (/^(?:wants|needs|wishes)$/.test(verb)) {
        const subject = subjectBefore(m.before);
        if (subject === "self") return judgeIntent(m, { signal: "suicidal-intent", pastSignal: "past-attempt", laughter: true });
        if (GAME.test(m.sentence.text) || FICTION.test(m.sentence.text) || m.msg.news || isNegated(m.before)) return null;
        return concernHit("third-party");
      }
      return judgeIntent(m, { signal: "suicidal-intent", pastSignal: "past-attempt", laughter: true });
    },
  },
  {
    anchors: ["die", "dying", "death"],
    re: /\b(?:wish (?:that )?i (?:could|would|was able to|might)(?: just)? die|let me die|hope i die|pray (?:that )?i die|feel(?:ing)? like (?:just )?dying|i should (?:just )?die|i (?:want|need) death|(?:wish|pray|praying|hope|hoping|beg|begging|long|longing) for death)\b/g,
    judge: (m) => judgeIntent(m, { signal: "suicidal-intent", pastSignal: "past-attempt", laughter: true }),
  },
  {
    anchors: ["dead", "alive"],
    re: /\b(?:wish (?:that )?i (?:was|were|could be|would be|had been|was just|were just) (?:dead|not alive|never alive)|wish i (?:was|were) not alive|(?:want|wants|wanted|wanting|need|ready|going) to be dead|(?:better|happier) off dead|rather be dead|rather die)\b/g,
    judge: (m) => {
      if (/\b(?:rather be dead|rather die)\b/.test(m.text)) {
        const following = after(m, 8);
        if (/^than\b/.test(following) && !/^than (?:live|living|go on|keep going|keep living|continue|spend another|feel (?:like )?this|be (?:like )?this|face another)\b/.test(following)) return null;
      }
      if (/\boff dead\b/.test(m.text)) {
        const subject = subjectBefore(m.before);
        if (subject === "second") return null;
        if (subject === "third") return isNegated(m.before) ? null : concernHit("third-party");
      }
      return judgeIntent(m, { signal: "suicidal-intent", pastSignal: "past-attempt", laughter: true });
    },
  },
  {
    anchors: ["dead"],
    re: /\b(?:wish|wishes|wished|wishing) (?:that )?(?:she|he|they) (?:was|were|could be|would be) dead\b/g,
    judge: (m) => {
      const subject = subjectBefore(m.before);
      // "I wish he was dead" is anger at someone; "she wishes she were dead" is a person at risk
      if (subject !== "third") return null;
      return m.msg.news || FICTION.test(m.sentence.text) ? null : concernHit("third-party");
    },
  },
  /* ---------- not wanting to live / no reason to live ---------- */
  {
    anchors: ["live", "alive", "exist", "wake", "earth", "living"],
    re: /\b(?:do not|does not|did not|no longer|not|never|nor) (?:really |even |actually |honestly |truly |want to |think i )?(?:want|wanting|wanna|wish|feel like|deserve|care) (?:to )?(?:live|be alive|exist|be living|keep living|go on living|stay alive|continue living|be on this earth|wake up|live anymore)\b/g,
    judge: (m) => {
      const following = after(m, 3);
      const last = m.text.split(" ").slice(-1)[0];
      if (last === "live" || m.text.endsWith("live anymore")) {
        if (/^(?:like this|this way|like that|with this|with the pain)\b/.test(following)) return concernHit("hopelessness");
        if (/^(?:without)\b/.test(following)) return concernHit("hopelessness");
        if (/^(?:in|at|with|near|there|here|on|by|alone|together|under|close|far|next|abroad|downtown|somewhere|anywhere|a|an|the|my|his|her)\b/.test(following)) return null;
      }
      if (last === "up" && /^(?:early|late|at|before|in time|on time|for|until|till|with|so early|to|tomorrow morning|and go)\b/.test(following)) return null;
      const subject = subjectBefore(m.before);
      if (subject === "third") return isNegated(m.before.slice(0, -1)) ? null : concernHit("third-party");
      if (subject === "second") return concernHit("passive-ideation");
      return judgeIntent(m, { signal: "suicidal-intent", pastSignal: "past-attempt", subject: "self" });
    },
  },
  {
    anchors: ["live", "living", "alive"],
    re: /\b(?:(?:do not|does not) know (?:if|whether) i (?:want to|wanna|can) (?:live|be alive|keep living|stay alive|go on living)|no (?:reason|reasons) (?:to|for) (?:live|living|be alive|stay alive|keep living|go on|keep going|exist)|nothing (?:left )?to live for|no (?:will|desire|wish) to live|lost (?:the|my|all) will to live|losing (?:the|my) will to live|no point (?:in |of )?(?:living|being alive|staying alive|existing|going on living)|what is the point (?:of|in) (?:living|being alive|staying alive|existing|life|going on living)|(?:life|my life|living) (?:is not|is no longer|has not been|is not even) worth (?:living|it)|not worth living|can not (?:go on|keep|carry on) living|can not live (?:anymore|any longer)|why (?:should|would|do) i (?:keep living|go on living|stay alive|even live|bother living)|(?:do not|does not) (?:see|have) (?:a |any )?(?:reason|point) (?:to|in|of) (?:live|living|being alive|staying alive))\b/g,
    judge: (m) => {
      const s = m.sentence.text;
      if (/^(?:life|my life|living) /.test(m.text) || m.text.startsWith("what is the point of life")) {
        if (/\bwithout (?:coffee|music|chocolate|my phone|wifi|netflix)\b/.test(s)) return null;
      }
      if (m.text === "what is the point of life" || m.text === "what is the point in life") {
        if (m.msg.academic || /\b(?:philosoph\w*|meaning)\b/.test(s)) return null;
        return concernHit("hopelessness");
      }
      if (/worth it$/.test(m.text)) return concernHit("hopelessness");
      const subject = subjectBefore(m.before);
      if (subject === "third") return concernHit("third-party");
      return judgeIntent(m, { signal: "suicidal-intent", pastSignal: "past-attempt", subject: "self" });
    },
  },
  {
    anchors: ["be here", "be around", "be on this planet"],
    re: /\b(?:do not|does not|no longer|not|never) (?:really |even |actually |honestly )?(?:want|wanting|wanna|wish|feel like) (?:to )?(?:be here|be around|be on this planet)\b/g,
    judge: (m) => {
      const following = after(m, 3);
      if (/^(?:at|in|with|for|on|when|during|tonight|today|right now|this|that|alone with|next|near)\b/.test(following) && !/^(?:anymore|any longer)\b/.test(following)) return null;
      if (/\b(?:party|class|school|office|work|job|meeting|house|city|town|country|hospital|wedding|store|shop|queue|airport|concert|family dinner)\b/.test(m.sentence.text)) return null;
      const subject = subjectBefore(m.before);
      if (subject === "third") return concernHit("third-party");
      return concernHit("passive-ideation");
    },
  },
  /* ---------- end my life / end it all ---------- */
  {
    anchors: ["life", "end it", "ended it", "ending it", "end everything", "ending everything", "end things", "ended things", "ending things", "existence", "suffering", "pain"],
    re: /\b(?:(?:end|ending|ended|take|taking|took) (?:my|my own) (?:own )?life|end it all|ending it all|ended it all|end everything|ending everything|end my existence|ending my existence|(?:end|ending) it (?:tonight|today|now|soon|this week|this weekend|tomorrow|once and for all|for good|forever|permanently)|(?:end|ending|ended) things (?:tonight|today|for good|permanently|once and for all|forever)|(?:end|ending) (?:my|the) (?:suffering|pain) (?:for good|permanently|forever))\b/g,
    judge: (m) => {
      const following = after(m, 3);
      if (/\blife$/.test(m.text) && /^(?:back|in a new direction|seriously|to the next level|into my own hands|as i know it|savings)\b/.test(following)) return null;
      if (/^with\b/.test(following)) return null;
      if (/\b(?:my|the) (?:suffering|pain)\b/.test(m.text)) return judgeIntent(m, { signal: "suicidal-intent", pastSignal: "past-attempt", subject: "self" });
      return judgeIntent(m, { signal: "suicidal-intent", pastSignal: "past-attempt", laughter: true });
    },
  },
  {
    anchors: ["life"],
    re: /\b(?:end|ending|ended|ends|take|taking|took|takes) (?:his|her|their) (?:own )?life\b/g,
    judge: (m) => (m.msg.news || FICTION.test(m.sentence.text) || isNegated(m.before) ? null : concernHit("third-party")),
  },
  {
    anchors: ["end it", "ending it", "end things", "ending things", "to end", "to stop", "be over"],
    re: /\b(?:(?:want|wanting|need|going|ready|thinking about|think about|thinking of|decided) (?:to )?(?:just )?(?:end it|ending it|end things|ending things)|want (?:it|this|the pain|everything|it all|my life|life|my mind|my brain|the thoughts) (?:all )?to (?:end|stop|be over))\b/g,
    judge: (m) => {
      const following = after(m, 3);
      if (/^(?:with|on|there|here|at|early|before|after|between|nicely|well|properly|politely)\b/.test(following)) return null;
      if (/\b(?:everything|it all|my life|life) (?:all )?to (?:end|be over)$/.test(m.text) || /\bit all to (?:end|be over)$/.test(m.text) || /^(?:permanently|forever|for good|for ever|once and for all)\b/.test(following)) {
        return judgeIntent(m, { signal: "suicidal-intent", pastSignal: "past-attempt" });
      }
      if (/\b(?:week|day|semester|year|meeting|shift|class|exam|lecture|movie|season|term)\b/.test(m.sentence.text) && /\bto (?:end|be over)$/.test(m.text)) return null;
      const subject = subjectBefore(m.before);
      if (subject === "third") return concernHit("third-party");
      if (isNegated(m.before)) return { grade: 0, signal: "passive-ideation", negated: true };
      // a committed "I'm going to end it." (nothing after) reads as intent; "I want to end it" stays ambiguous
      if (/^(?:going|ready|decided) to (?:just )?end it$/.test(m.text) && following === "") {
        return judgeIntent(m, { signal: "suicidal-intent", pastSignal: "past-attempt", subject: "self" });
      }
      return concernHit("passive-ideation");
    },
  },
  /* ---------- sleep and never wake up ---------- */
  {
    anchors: ["wake", "sleep"],
    re: /\b(?:(?:hope|hoping|wish|wishing|pray|praying|want)(?: that)? i (?:do not|will not|would not|never|did not|could not|would never|will never|just do not|just never|just would not) (?:ever )?wake up|(?:go to sleep|fall asleep|sleep|sleeping|go to bed) and (?:just )?(?:never|not|do not|never ever) (?:to )?wake up|(?:want|wanna|wish|wishing|hope|like|need) (?:to |i could |i could just |to just )?(?:go to )?sleep (?:forever|for ever|permanently|and never wake)|not to wake up|never wake up again|not wake up again)\b/g,
    judge: (m) => {
      if (/^(?:early|late|at|before|in time|on time|for|until|till|with|so early|tomorrow morning at|on a|on the|on sundays|on weekends|in the morning)\b/.test(after(m, 3))) return null;
      return judgeIntent(m, { signal: "suicidal-intent", pastSignal: "past-attempt" });
    },
  },
  {
    anchors: ["wake"],
    re: /\bif i (?:just )?(?:did not|never|would not|do not) wake up\b/g,
    judge: (m) => (/^(?:early|late|on time|in time|for|at)\b/.test(after(m, 2)) ? null : atMostConcern(judgeIntent(m, { signal: "passive-ideation" }))),
  },
  {
    anchors: ["asleep", "sleep", "breathing", "woken", "woke", "wake"],
    re: /\b(?:(?:want|wanna|wish|wishing|hope|hoping|pray|praying)(?: \w+){0,8} (?:stay asleep|sleep|be asleep) (?:forever|for ever|permanently)|(?:hope|hoping|wish|wishing|pray|praying)(?: \w+){0,4} (?:stop breathing|die in my sleep)|wish (?:that )?i (?:just )?(?:had not|had never|never|did not) (?:woken|woke|wake) up)\b/g,
    judge: (m) => judgeIntent(m, { signal: "suicidal-intent", pastSignal: "past-attempt" }),
  },
  {
    anchors: ["myself"],
    re: /\b(?:do not|can not|could not|no longer) (?:really |even )?(?:see|imagine|picture) myself (?:being |still |staying )?(?:alive|here|around|living) (?:in|next|by|much longer|anymore|for much longer|a year from now|at)\b/g,
    judge: (m) => judgeIntent(m, { signal: "suicidal-intent", pastSignal: "past-attempt", subject: "self" }),
  },
  {
    anchors: ["keeping me", "keeps me", "stopping me", "holding me", "reason i am still", "reason i am alive"],
    re: /\b(?:only|last|one) (?:thing|things|reason|reasons|person|people|one)(?: that is| that are| that)? (?:keeping|keeps|keep|stopping|stops|holding|holds) me (?:here|alive|going|from (?:doing it|ending it|killing myself|giving up))|(?:only|one) reason i am (?:still )?(?:alive|here)\b/g,
    judge: (m) => {
      if (/\bgoing\b/.test(m.text) && /\b(?:work|job|gym|diet|project|semester|training|motivat\w*)\b/.test(m.sentence.text)) return null;
      return judgeIntent(m, { signal: "suicidal-intent", pastSignal: "past-attempt", subject: "self" });
    },
  },
  {
    anchors: ["have to", "worry about me", "deal with me", "after tonight", "this time"],
    re: /\b(?:(?:nobody|you|they|everyone|anyone|my family|my parents|people)(?: will| will not| would not| will never)? (?:not |never )?(?:have|need) to (?:worry about|deal with|put up with|take care of|look after|care about) me (?:anymore|any more|again|after (?:today|tonight|this)|soon|much longer|for much longer)|(?:will not|would not) (?:be (?:a problem|a burden|around|here) )?(?:after|past|beyond) (?:tonight|today|this weekend|tomorrow)|(?:going to|will|gonna) (?:finally |actually |really )?do it (?:this time|for real|now)|(?:will not|would not) (?:be|wake up) (?:here|around|alive) (?:after|past|beyond|by) (?:tonight|today|tomorrow|the morning))\b/g,
    judge: (m) => {
      const s = m.sentence.text;
      if (/\b(?:move|moving|trip|travel\w*|flight|vacation|holiday|leave|leaving|job|work|school|college|university|independent|grown up|old enough|adult|myself now|savings|insurance|fixed|paid)\b/.test(s)) return null;
      if (/\bdo it\b/.test(m.text)) {
        const farewell = m.msg.sentences.some((x) => /\b(?:sorry|goodbye|forgive me|love you|take care of)\b/.test(x.text));
        return farewell ? judgeIntent(m, { signal: "goodbye", pastSignal: "past-attempt", subject: "self", frames: false }) : supportingHit();
      }
      return judgeIntent(m, { signal: "goodbye", pastSignal: "past-attempt", subject: "self", frames: false });
    },
  },
  {
    anchors: ["much longer", "for long", "next week", "next month", "next year", "anymore", "by next", "after tonight", "after today"],
    re: /\b(?:(?:will not|am not going to|not going to|do not plan on|do not expect to|do not think i will|do not intend to) (?:be|being) (?:a problem|a burden|here|around|alive|in your way|in anyone s way) (?:for (?:anyone|you|them|you all|much|everyone) )?(?:much longer|for much longer|for long|next (?:week|month|year)|by next (?:week|month|year)|after (?:tonight|today|this week)|anymore))\b/g,
    judge: (m) => {
      const s = m.sentence.text;
      if (/\b(?:move|moving|trip|travel\w*|flight|vacation|holiday|leaving|leave|office|work|job|team|school|semester|abroad|busy|offline|visit\w*|studio|shift|contract|internship|apartment|city|town|country)\b/.test(s)) return null;
      if (/\bproblem\b/.test(m.text) && /\b(?:fixed|solved|sorted|paid|apologi[sz]\w*|promise to)\b/.test(s)) return null;
      return judgeIntent(m, { signal: "goodbye", pastSignal: "past-attempt", subject: "self", frames: false });
    },
  },
  {
    anchors: ["my last", "my final"],
    re: /\b(?:this|today|tonight|it) (?:will be|is|is going to be) my (?:last|final) (?:night|day|week|birthday|christmas|sunrise|sunset|weekend|message|post)\b/g,
    judge: (m) => {
      const following = after(m, 2);
      if (following && !/^(?:alive|on earth|on this earth|here|ever|,|"|lol|i|and|so|goodbye|everyone)\b/.test(following)) return null;
      if (/\b(?:at|in|of|as|with) (?:work|the job|the office|school|college|uni|university|camp|the hospital|home|paris|london|this city|the company)\b/.test(m.sentence.text)) return null;
      if (/\b(?:vacation|holiday|trip|job|work|shift|internship|contract|semester|term|visit|abroad|retire\w*|single|twenties|teens|thirties)\b/.test(m.sentence.text)) return null;
      return judgeIntent(m, { signal: "goodbye", pastSignal: "past-attempt", subject: "self", frames: false });
    },
  },
  {
    anchors: ["peace with", "my peace", "affairs in order", "will not need", "need any of", "ready to go", "written the note", "wrote the note", "left a note", "left the note", "ready"],
    re: /\b(?:made (?:my )?peace with (?:dying|death|my death|leaving this world|not being here|it all ending|going)|(?:made|making) my peace(?= ?$| ,| and| now| with everyone| with it)|(?:put|putting|got|getting) (?:all )?my affairs in order|(?:will not|would not|am not going to) need (?:any of )?(?:it|this|them|my things|my stuff|my clothes|any of this|any of it)(?: (?:anymore|where i am going|after (?:tonight|this))|(?= ?$| ,))|i am ready to go(?= ?$| ,| now| and i)|(?:have|had) (?:already )?(?:written|wrote|left) (?:the|a|my) note(?= ?$| ,| for| already| and)|i (?:have|have got|got) (?:the|a) (?:rope|noose|gun|blades|razor blades) (?:ready|here|set up|tied|loaded))\b/g,
    judge: (m) => {
      const s = m.sentence.text;
      if (/\b(?:surgery|operation|deploy\w*|travel\w*|trip|flight|moving|move|baby|wedding|retire\w*|concert|party|school|work|camping|climb\w*|hunt\w*|range|fridge|teacher|for my (?:roommate|flatmate|mum|mom|dad)|sister|brother|family dispute|argument|fight)\b/.test(s)) return null;
      if (/\b(?:rope|noose|gun|blades)\b/.test(m.text)) return judgeIntent(m, { signal: "method-or-plan", pastSignal: "past-attempt", subject: "self", frames: false });
      if (/\bpeace with (?:dying|death|my death|leaving this world|not being here|it all ending)\b/.test(m.text)) {
        if (/\b(?:diagnos\w*|terminal|cancer|hospice|illness|old age|eventually|someday|one day|mortality)\b/.test(m.msg.sentences.map((x) => x.text).join(" ").slice(0, 2000))) return null;
        return judgeIntent(m, { signal: "suicidal-intent", pastSignal: "past-attempt", subject: "self", frames: false });
      }
      return supportingHit();
    },
  },
  {
    anchors: ["how easy it would be", "how easy it would"],
    re: /\b(?:thinking|think|thought|keep thinking|wondering|wonder) (?:about )?how easy it would be\b/g,
    judge: (m) => {
      const context = m.msg.sentences.slice(Math.max(0, m.sentence.index - 1), m.sentence.index + 2).map((x) => x.text.slice(0, 400)).join(" ");
      if (/\b(?:bridge|edge|ledge|roof|tracks|train|traffic|pills|meds|tablets|rope|gun|blade|razor|knife|jump|cliff|balcony|overdose|end it|die|disappear|not be here|never wake up)\b/.test(context)) {
        return judgeIntent(m, { signal: "method-or-plan", pastSignal: "past-attempt", subject: "self", frames: false });
      }
      return null;
    },
  },
  {
    anchors: ["join", "be with"],
    re: /\b(?:want|wanna|wish|wishing|ready|going|long|longing|need) (?:to |i could )?(?:just )?(?:join|be with|see) (?:(?:my|her|him|them|our) )?(?:\w+ )?(?:in heaven|on the other side|again in heaven|up there|wherever (?:she|he|they) (?:is|are))\b|\b(?:want|wanna|wish|ready|going|need) (?:to |i could )?(?:just )?(?:join|be with) (?:her|him|them)(?: again)?(?= ?$| ,| now| soon)/g,
    judge: (m) => {
      const all = m.msg.sentences.map((x) => x.text.slice(0, 400)).join(" ");
      if (/\b(?:lunch|dinner|coffee|party|trip|visit|tomorrow|weekend|next week|on holiday|at the|for the)\b/.test(m.sentence.text)) return null;
      if (!/\b(?:heaven|passed|died|dead|death|gone|funeral|grave|afterlife|other side|lost (?:my|her|him))\b/.test(all)) return null;
      return judgeIntent(m, { signal: "suicidal-intent", pastSignal: "past-attempt", subject: "self", frames: false });
    },
  },
  {
    anchors: ["until i die", "till i die", "to death", "until i am dead"],
    re: /\b(?:drink|drinking|drank|smoke|smoking|eat|eating|starve|starving|cut|cutting|bleed|bleeding|work|working) (?:myself )?(?:until|till) i (?:die|am dead|pass out and never wake up|stop breathing)|drink(?:ing)? myself to death\b/g,
    judge: (m) => {
      if (/\b(?:work|working)\b/.test(m.text)) return null; // "I'll work until I die" is about retirement, not risk
      if (/\bdrink(?:ing)? myself to death\b/.test(m.text) && !/\b(?:want|going|plan|trying|gonna|will)\b/.test(before(m, 3))) return concernHit("hopelessness");
      return judgeIntent(m, { signal: "suicidal-intent", pastSignal: "past-attempt", laughter: true });
    },
  },
  {
    anchors: ["end it", "ending it"],
    re: /\bi (?:will |am going to |am |shall |could )?(?:end|ending) it(?: all)?\b/g,
    judge: (m) => {
      const following = after(m, 3);
      if (/^(?:with|on|there|here|at|early|before|after|between|nicely|well|properly|politely|for (?:her|him|them|us))\b/.test(following)) return null;
      if (!/\b(?:tonight|today|now|soon|this week|this weekend|tomorrow|for good|forever|permanently|once and for all)\b/.test(m.sentence.text)) return null;
      if (/\b(?:relationship|him|her|them|boyfriend|girlfriend|partner|husband|wife|lease|subscription|contract|streak|game|match|meeting|call|chat|session|stream|show|series|season|project|diet|fast)\b/.test(m.sentence.text)) return null;
      return judgeIntent(m, { signal: "suicidal-intent", pastSignal: "past-attempt", subject: "self" });
    },
  },
  {
    anchors: ["close to"],
    re: /\b(?:so |really |very |dangerously )?close to (?:ending it|ending it all|ending my life|doing it|killing myself|suicide|taking my (?:own )?life|giving up on life|hurting myself|cutting again|relapsing)\b/g,
    judge: (m) => {
      const following = after(m, 2);
      if (/^with\b/.test(following) || /\b(?:relationship|him|her|boyfriend|girlfriend|partner|husband|wife|degree|project|finish\w*)\b/.test(m.sentence.text) && /\bending it\b/.test(m.text)) return null;
      return judgeIntent(m, { signal: /\b(?:hurting|cutting)\b/.test(m.text) ? "self-harm" : "suicidal-intent", pastSignal: "past-attempt", subject: "self" });
    },
  },
  {
    anchors: ["reasons to", "reason to"],
    re: /\b(?:running out of |run out of |lost (?:all )?(?:my )?|no more |can not find (?:any )?|struggling to find (?:any )?)reasons? to (?:keep going|go on|carry on|keep trying|get up|live|stay alive|be alive|stay|keep living)\b/g,
    judge: (m) => {
      if (/\b(?:live|stay alive|be alive|keep living|stay)$/.test(m.text)) return judgeIntent(m, { signal: "suicidal-intent", pastSignal: "past-attempt", subject: "self" });
      return concernHit("hopelessness");
    },
  },
  {
    anchors: ["existing", "surviving"],
    re: /\b(?:just|only|merely|simply) (?:existing|surviving)(?: ,)? (?:and )?not (?:really )?living\b|\bjust existing(?= ?$| ,| now| at this point| these days| anymore)/g,
    judge: () => concernHit("hopelessness"),
  },
  /* ---------- better off without me ---------- */
  {
    anchors: ["without me", "if i", "when i"],
    re: /\b(?:better off without me|(?:better|happier|easier|simpler|lighter)(?: off)? (?:for (?:everyone|everybody|them|my family|you all) )?(?:if|when) i (?:was|were|am|had|just|would)? ?(?:just )?(?:died|dead|gone|not alive|killed myself|did not exist|never existed|not exist|not born|never born|disappeared|vanished|left|not here|not around|not in (?:the|their) (?:picture|way|lives)|no longer here|no longer around|stopped existing)|(?:better|happier) without me)\b/g,
    judge: (m) => {
      const subject = subjectBefore(m.before);
      const strong = /\b(?:better off without me|died|dead|gone|not alive|killed myself|did not exist|never existed|not exist|stopped existing)\b/.test(m.text);
      if (/\b(?:team|band|group|project|company|office|class|party)\b/.test(m.sentence.text) && !strong) return null;
      if (subject === "third") return concernHit("third-party");
      if (isNegated(m.before)) return { grade: 0, signal: "burden", negated: true };
      if (/\b(?:used to|when i was)\b/.test(m.sentence.text)) return concernHit("burden");
      return strong ? crisisHit("burden") : concernHit("burden");
    },
  },
  /* ---------- disappear / stop existing ---------- */
  {
    anchors: ["disappear", "vanish", "exist", "fade away", "be gone", "not be here", "stop living", "stop breathing", "alive", "be dead"],
    re: /\b(?:want|wanna|wanting|wish|wishing|need|could|would like to|like to) (?:to |i could |i would |i could just |to just |i can |i can just )?(?:just )?(?:disappear|vanish|fade away|not exist|stop existing|cease to exist|cease existing|be gone|not be here|not be around|stop living|stop breathing|stop being alive|not be alive|be dead)\b/g,
    judge: (m) => {
      const following = after(m, 4);
      const s = m.sentence.text;
      if (/^(?:into|to a|to the|to my|for a (?:week|weekend|day|month|few|bit|while)|on (?:holiday|vacation|a trip)|somewhere|off the grid|under my|for the (?:weekend|week|day|summer))\b/.test(following)) return null;
      if (/\bcould (?:just )?disappear\b/.test(m.text) && /\b(?:embarrass\w*|awkward|cringe)\b/.test(s)) return null;
      const subject = subjectBefore(m.before);
      if (subject === "third") return concernHit("third-party");
      if (isNegated(m.before)) return { grade: 0, signal: "passive-ideation", negated: true };
      const forever = /^(?:forever|for ever|permanently|for good|completely and forever)\b/.test(following) || /\bforever\b/.test(s);
      if (/\b(?:not exist|stop existing|cease to exist|cease existing|stop living|stop breathing|stop being alive|not be alive|be dead)\b/.test(m.text) && (!/^could\b/.test(m.text) || /\b(?:wish|want)\b/.test(before(m, 3)))) {
        return judgeIntent(m, { signal: "suicidal-intent", pastSignal: "past-attempt", subject: "self" });
      }
      if (forever) return judgeIntent(m, { signal: "suicidal-intent", pastSignal: "past-attempt", subject: "self" });
      return concernHit("passive-ideation");
    },
  },
  {
    anchors: ["born", "exist"],
    re: /\b(?:wish (?:that )?i (?:was|were|had) never (?:been )?born|wish (?:that )?i (?:did not|never) exist(?:ed)?|should (?:never|not) have been born|wish i (?:was|were) not born)\b/g,
    judge: (m) => (subjectBefore(m.before) === "third" ? concernHit("third-party") : concernHit("passive-ideation")),
  },
  /* ---------- self-harm ---------- */
  {
    anchors: ["self harm", "self injur", "self mutilat", "self hurt"],
    re: /\bself (?:harm|harming|harmed|harms|harmer|injury|injuring|injure|injured|mutilation|mutilate|mutilating|hurt|hurting)\b/g,
    judge: (m) => {
      const next = m.after[0] ?? "";
      if (/^(?:awareness|prevention|research|statistics|rates?|policy|training|workshop|charity|module|lecture|course|reduction)$/.test(next)) {
        if (!(/\b(?:i|me)\b/.test(before(m, 4)) && SELF_HARM_INTENT.test(before(m, 4)))) return null;
      }
      if (/^scars?$/.test(next)) return subjectBefore(m.before) === "third" ? concernHit("third-party") : concernHit("past-self-harm");
      const beforeText = before(m, 6);
      const subject = subjectBefore(m.before);
      if (subject === "third") return judgeMention(m, { signal: "self-harm", pastSignal: "past-self-harm", intentBefore: SELF_HARM_INTENT });
      if ((subject === "self" && (SELF_HARM_INTENT.test(beforeText) || /^(?:again|urges?|tonight|today|lately|every|when|because|so|is|has)\b/.test(after(m, 1)) || /\b(?:i|my)$/.test(before(m, 1)))) || /^urges?$/.test(next)) {
        return judgeIntent(m, { signal: "self-harm", pastSignal: "past-self-harm", subject: "self", frames: false });
      }
      return judgeMention(m, { signal: "self-harm", pastSignal: "past-self-harm", intentBefore: SELF_HARM_INTENT });
    },
  },
  {
    anchors: ["myself"],
    re: /\b(?:cut|cuts|cutting|burn|burns|burning|burned|burnt|harm|harms|harming|harmed|hurt|hurts|hurting|injure|injuring|injured|punch|punching|punched|hit|hitting|bruise|bruising|carve|carving|carved|stab|stabbing|stabbed|mutilate|mutilating)(?: (?:fucking|just|really|deliberately|intentionally))? myself\b/g,
    judge: (m) => {
      const following = after(m, 3);
      if (/^(?:a|an|some|off|out|slack|short|loose|free|up|laughing|in the foot|into)\b/.test(following)) return null;
      if (/^(?:burn|burns|burning|burned|burnt)/.test(m.text) && /^(?:out)\b/.test(following)) return null;
      if (/\b(?:told|tell|telling|want|wants) me to$/.test(before(m, 3))) return concernHit("harassment");
      return judgeIntent(m, { signal: "self-harm", pastSignal: "past-self-harm", subject: "self", accidents: true });
    },
  },
  {
    anchors: ["cut", "cutting"],
    re: /\b(?:urge|urges|tempted|craving|cravings|itching|want|wanting|wanted|need|needing|needed|going|can|could|will|used|use|began|begin|start|started|starting|relapsed and|been|keep|kept|stop|stopped|quit|i|the urge) (?:to )?(?:cut|cutting)\b/g,
    judge: (m) => {
      const next = m.after[0] ?? "";
      const ok = new Set(["", ",", '"', "again", "tonight", "later", "today", "yesterday", "now", "right", "more", "deeper", "so", "badly", "bad", "every", "when", "because", "but", "and", "in", "as", "at", "since", "for", "until", "till", "while", "after", "before", "or", "is", "was", "lol", "last", "anymore", "deep", "deeply", "yet", "properly"]);
      if (!ok.has(next)) return null;
      if (/^(?:in line|in half|in front|for (?:a|the|my) (?:team|role|part|show)|and paste|and dried|so short|short)\b/.test(after(m, 3))) return null;
      if (/\b(?:hair|carbs|sugar|costs|budget|grass|lawn|wood|paper|fabric|cake|bread|vegetables|onions|meat|coupons|cut school|cutting school|cut class|cutting class|the line|in line)\b/.test(m.sentence.text)) return null;
      if (/^(?:stop|stopped|quit)/.test(m.text)) return concernHit("past-self-harm");
      return judgeIntent(m, { signal: "self-harm", pastSignal: "past-self-harm", accidents: true, thirdGrade: 1 });
    },
  },
  {
    anchors: ["my", "open"],
    re: /\b(?:cut|cutting|slit|slitting|slice|slicing|carve|carving|burn|burning|open|opening) (?:open )?(?:my|into my) (?:wrist|wrists|arm|arms|thigh|thighs|leg|legs|skin|stomach|hips|hip|throat|veins)\b/g,
    judge: (m) => {
      if (/\b(?:slit|slitting|throat|veins|wrist|wrists)\b/.test(m.text) && !ACCIDENT.test(m.sentence.text)) {
        return judgeIntent(m, { signal: "method-or-plan", pastSignal: "past-self-harm", subject: "self" });
      }
      return judgeIntent(m, { signal: "self-harm", pastSignal: "past-self-harm", subject: "self", accidents: true });
    },
  },
  {
    anchors: ["sh"],
    re: /\b(?:sh (?:urges|urge|again|relapse|scars|wounds|cuts)|relapsed (?:on |with |into )?sh|(?:urge|urges) to sh)\b/g,
    judge: (m) => (/\bscars\b/.test(m.text) ? concernHit("past-self-harm") : judgeIntent(m, { signal: "self-harm", pastSignal: "past-self-harm", subject: "self" })),
  },
  {
    anchors: ["razor", "blade"],
    re: /\b(?:razor|razors|razor blades?|blades?)\b/g,
    judge: (m) => {
      const s = m.sentence.text;
      if (/\b(?:shav\w*|beard|legs smooth|roller|skate\w*|grass|fan|propeller|runner|lawn\w*|saw|scooter|gillette|replacement|x acto|xacto|craft|model|hobby|blender|mower|trimmer|wiper|wipers)\b/.test(s)) return null;
      if (/\b(?:myself|my (?:arm|arms|wrist|wrists|thigh|thighs|skin|legs|stomach)|cut|cutting|bleed|bleeding|self harm)\b/.test(s)) {
        return judgeIntent(m, { signal: "self-harm", pastSignal: "past-self-harm" });
      }
      if (/\b(?:hid|hide|hidden|hiding|bought|buy|ready|stash\w*|keep|kept)\b/.test(s)) return supportingHit();
      return null;
    },
  },
  {
    anchors: ["scar", "cuts on", "cuts all over", "burns on"],
    re: /\b(?:scars|scar|cuts|burns) (?:on|all over|up and down) (?:my|his|her|their) (?:arm|arms|wrist|wrists|thigh|thighs|legs|leg|stomach|hips|body)\b/g,
    judge: (m) => {
      const s = m.sentence.text;
      if (/\b(?:surgery|operation|accident|acne|chickenpox|burn unit|fire|dog|cat|bike|crash|fell|sports|c section|tattoo)\b/.test(s)) return null;
      if (/\b(?:his|her|their)\b/.test(m.text)) return concernHit("third-party");
      if (/^cuts\b/.test(m.text) && !/\b(?:old|used to|scars)\b/.test(s)) return judgeIntent(m, { signal: "self-harm", pastSignal: "past-self-harm", subject: "self" });
      return concernHit("past-self-harm");
    },
  },
  {
    anchors: ["have not", "clean"],
    re: /\b(?:have not|has not|did not) (?:self harmed|self harm|cut|cut myself|hurt myself|harmed myself|burned myself|relapsed)\b|\bclean from (?:self harm|cutting|sh)\b/g,
    judge: (m) => (subjectBefore(m.before) === "third" ? concernHit("third-party") : concernHit("past-self-harm")),
  },
  {
    anchors: ["starv", "purg", "not eating"],
    re: /\b(?:starve|starving|starved) myself\b/g,
    judge: (m) => {
      if (/^to death\b/.test(after(m, 2))) return judgeIntent(m, { signal: "method-or-plan", pastSignal: "past-self-harm", subject: "self" });
      if (/^(?:until|till) (?:dinner|lunch|the|tonight|later)\b/.test(after(m, 2)) || /\b(?:fast|fasting|diet|dinner|buffet|feast)\b/.test(m.sentence.text)) return null;
      return atMostConcern(judgeIntent(m, { signal: "self-harm", pastSignal: "past-self-harm", subject: "self" }));
    },
  },
  /* ---------- methods and plans ---------- */
  {
    anchors: ["myself"],
    re: /\b(?:hang|hanging|hanged|hung|shoot|shooting|shot|drown|drowning|drowned|suffocate|suffocating|poison|poisoning|poisoned|electrocute|electrocuting|gas|gassing|strangle|strangling|overdose|overdosing|throw|throwing|threw) myself\b/g,
    judge: (m) => {
      const following = after(m, 4);
      if (/^(?:in the foot|a |an |some |upside down|from the (?:monkey|bar|pull)|on the (?:monkey|bar)|in (?:work|coffee|music|books|tea|chocolate|sorrow|sorrows|paperwork|homework|my work|the work|studying|netflix|games)|into (?:work|my work|the project|studying|training|it|the|a|this|my|hobbies|exercise))/.test(following)) return null;
      if (/^(?:throw|throwing|threw)/.test(m.text) && !/^(?:off|in front|under|from|out of|out the)\b/.test(following)) return null;
      if (/^(?:drown|drowning|drowned)/.test(m.text) && /^in\b/.test(following) && !/^in (?:the|a) (?:river|lake|sea|ocean|bath|bathtub|pool)\b/.test(following)) return null;
      return judgeIntent(m, { signal: "method-or-plan", pastSignal: "past-attempt", subject: "self" });
    },
  },
  {
    anchors: ["set myself", "gun", "bullet", "brains", "noose", "on myself"],
    re: /\b(?:set myself (?:on fire|alight|ablaze)|(?:gun|pistol|barrel|rifle) (?:to|in|against) my (?:head|mouth|temple|chin)|blow my (?:brains|head) (?:out|off)|(?:bullet|bullets) (?:in|into|through) my (?:head|brain|skull)|noose|(?:use|using|used|turn|turning|point|pointing) (?:it|the gun|a gun|the knife|a knife|them) on myself)\b/g,
    judge: (m) => {
      if (m.text === "noose") {
        const s = m.sentence.text;
        if (m.msg.academic || FICTION.test(s) || /\b(?:history|lynch\w*|knot|knots|sailing|hate crime|museum)\b/.test(s)) return null;
        const subject = subjectBefore(m.before);
        if (subject === "third") return concernHit("third-party");
        return judgeIntent(m, { signal: "method-or-plan", pastSignal: "past-attempt", subject: "self" });
      }
      return judgeIntent(m, { signal: "method-or-plan", pastSignal: "past-attempt", subject: "self" });
    },
  },
  {
    anchors: ["overdos", " od"],
    re: /\b(?:overdose|overdoses|overdosing|overdosed|od)\b/g,
    judge: (m) => {
      const s = m.sentence.text;
      const following = after(m, 3);
      if (m.text === "od" && !/\b(?:i|to|will|gonna|going|might|could|should|just|want|wanna|gonna)$/.test(before(m, 1))) return null;
      if (/^on (?:caffeine|coffee|sugar|chocolate|candy|sweets|netflix|tv|anime|memes|cuteness|carbs|pizza|christmas|love|drama|dramas|kdramas|sunshine|vitamin|vitamins|cake|cookies|energy drinks|red bull|tea|matcha|kindness|happiness)\b/.test(following)) return null;
      if (/^(?:awareness|prevention|deaths?|crisis|epidemic|rates?|statistics|antidote|reversal|kit|kits|training)\b/.test(following) || /\b(?:naloxone|narcan|opioid crisis|epidemic)\b/.test(s)) return null;
      if (m.msg.academic) return null;
      const subject = subjectBefore(m.before);
      if (subject === "third") return isNegated(m.before) ? null : concernHit("third-party");
      if (subject === "second") return concernHit("suicide-mention");
      if (subject === "none" && !/\b(?:i|my|me)\b/.test(s) && !/\b(?:going|want|to|will|gonna)$/.test(before(m, 1))) return concernHit("suicide-mention");
      return judgeIntent(m, { signal: "method-or-plan", pastSignal: "past-attempt", subject: "self", frames: true });
    },
  },
  {
    anchors: ["pills", "meds", "medic", "tablets", "capsules", "painkillers", "pain killers", "paracetamol", "tylenol", "acetaminophen", "ibuprofen", "advil", "aspirin", "xanax", "valium", "benzos", "opioids", "oxy", "insulin", "antidepressants", "prescription", "lithium"],
    re: new RegExp(
      `\\b(?:take|took|taking|swallow|swallowed|swallowing|down|downed|downing|chug|chugged|empty|emptied|overdose on|od on|overdosing on|stockpil\\w*|hoard\\w*|sav(?:e|ed|ing) up|stash\\w*|collect\\w*)(?: up)? (?:(?:all|every|every single one of|(?:a|the) (?:whole|full|entire) (?:bottle|pack|box|packet|strip|jar) of|half (?:a|the|of the|of my) (?:bottle|pack|box|packet|strip|jar)(?: of)?|most of (?:the|my|a) (?:bottle|pack|box|packet|strip|jar)(?: of)?|(?:a|two|three|several) (?:bottles|packs|boxes|packets|strips) of|a (?:bunch|handful|lot|load|ton|fistful) of|handfuls of|loads of|lots of|too many|way too many|all of|the rest of|\\d+|twenty|thirty|forty|fifty|a hundred|extra|enough) )?(?:(?:the|my|these|those|of|her|his|our|[a-z]+s) ){0,3}(?:${PILL_WORDS})\\b`,
      "g",
    ),
    judge: (m) => {
      const quantity = /\b(?:all|every|whole|full|entire|half|most|bottles|packs|boxes|bunch|handful|lot|load|ton|fistful|handfuls|loads|lots|too many|rest of|\d+|twenty|thirty|forty|fifty|hundred|enough)\b/.test(m.text);
      const hoarding = /^(?:stockpil|hoard|sav|stash|collect)/.test(m.text) || /^(?:overdose|od|overdosing) on\b/.test(m.text);
      if (!quantity && !hoarding) return null;
      if (/\b(?:at once|tonight|and (?:be done|die|sleep|not wake)|to (?:die|end|make it (?:all )?stop|sleep forever|never wake))\b/.test(m.sentence.text) || hoarding || /\b(?:too many|whole|full|entire|half|most of|bottles|packs|boxes|bunch|handful|fistful|handfuls|loads|lots|all of|rest of)\b/.test(m.text)) {
        return judgeIntent(m, { signal: "method-or-plan", pastSignal: "past-attempt", subject: subjectBefore(m.before) === "third" ? "third" : "self" });
      }
      if (/\b\d+\b/.test(m.text) && /\b(?:of my|of the|of her|of his)\b/.test(m.text)) {
        return judgeIntent(m, { signal: "method-or-plan", pastSignal: "past-attempt", subject: subjectBefore(m.before) === "third" ? "third" : "self" });
      }
      if (/\ball\b/.test(m.text)) return judgeIntent(m, { signal: "method-or-plan", pastSignal: "past-attempt", subject: subjectBefore(m.before) === "third" ? "third" : "self" });
      return null;
    },
  },
  {
    anchors: ["saved", "stockpiled", "hoarded", "stashed", "hidden", "hid", "collected"],
    re: new RegExp(`\\b(?:${PILL_WORDS}) (?:saved up|saved|stockpiled|hoarded|stashed|hidden away|hidden|i have been saving|i have saved|i have hidden|i hid|collected)\\b`, "g"),
    judge: (m) => {
      if (/\b(?:money|for (?:the|my) (?:trip|holiday|vacation|travel)|pharmacy|prescribed|refill|pill organi[sz]er|weekly)\b/.test(m.sentence.text)) return null;
      const subject = subjectBefore(m.before);
      return judgeIntent(m, { signal: "method-or-plan", pastSignal: "past-attempt", subject: subject === "third" ? "third" : "self" });
    },
  },
  {
    anchors: ["lined up", "laid out", "counted out", "in front of me", "medicine", "cabinet", "cupboard", "first aid"],
    re: new RegExp(
      `\\b(?:(?:all|every one of|a pile of|a handful of|bottles of|boxes of|a bottle of|the bottle of) (?:(?:my|the|of|these|those) ){0,2}(?:${PILL_WORDS}) (?:lined up|laid out|counted out|in front of me|on the (?:table|desk|bed|counter))|(?:took|swallowed|taken|take|swallow|downed) (?:everything|all|whatever (?:was|is)|all the (?:pills|meds|tablets)) in (?:the|my|our) (?:medicine (?:cabinet|cupboard|box|drawer)|bathroom cabinet|first aid (?:kit|box)|cabinet|cupboard))\\b`,
      "g",
    ),
    judge: (m) => {
      if (/\b(?:pill organi[sz]er|for the week|weekly|refill|pharmacist|inventory|expired|sorting)\b/.test(m.sentence.text)) return null;
      const subject = subjectBefore(m.before);
      return judgeIntent(m, { signal: "method-or-plan", pastSignal: "past-attempt", subject: subject === "third" ? "third" : "self" });
    },
  },
  {
    anchors: ["against my", "to my", "on my", "bleeding"],
    re: /\b(?:(?:hold|holding|held|press|pressing|pressed|put|putting) (?:the |a |my )?(?:knife|blade|razor|scissors|lighter|glass) (?:against|to|on|into) my (?:arm|arms|wrist|wrists|skin|thigh|thighs|leg|legs|throat|stomach)|my (?:wrists?|arms?|thighs?|legs?) (?:are|is|keep|keeps|will not stop|won't stop) (?:bleeding|still bleeding))\b/g,
    judge: (m) => {
      if (ACCIDENT.test(m.sentence.text) && !/\bon purpose\b/.test(m.sentence.text)) return null;
      return judgeIntent(m, { signal: "self-harm", pastSignal: "past-self-harm", subject: "self" });
    },
  },
  {
    anchors: ["them all", "it all", "all of them", "the lot", "every one"],
    re: /\b(?:take|swallow|down|took|swallowed|taking|swallowing) (?:them all|all of them|the lot|every one|every single one|it all)\b/g,
    judge: (m) => (PILLS_RE.test(m.sentence.text) || (m.sentence.index > 0 && PILLS_RE.test(m.msg.sentences[m.sentence.index - 1].text.slice(-300))) ? judgeIntent(m, { signal: "method-or-plan", pastSignal: "past-attempt", subject: "self" }) : null),
  },
  {
    anchors: ["how many", "how much", "lethal", "fatal", "ways to", "way to", "how to", "how do i", "how would i", "how can i"],
    re: /\b(?:how (?:many|much) (?:\w+ ){0,5}(?:would it take to (?:die|kill|end)|would (?:kill|be lethal|be fatal|be enough to die)|is (?:a )?(?:lethal|fatal)|to (?:die|kill myself|overdose|od|end it)|does it take to (?:die|overdose|od|kill))|(?:lethal|fatal|deadly) (?:dose|amount|overdose)|(?:painless|easy|easiest|quick|quickest|best|fastest|peaceful|surest|simple|sure) ways? (?:to die|to kill myself|to end it|to end my life|to commit suicide|of dying|of suicide|to go)|how (?:to|do i|would i|can i|should i) (?:kill myself|commit suicide|end my life|end it all|hang myself|overdose|tie a noose|slit my wrists|die painlessly|unalive myself)|how long (?:does it take|would it take) to (?:die|bleed out|suffocate|drown))\b/g,
    judge: (m) => {
      const s = m.sentence.text;
      if (/\b(?:caffeine|coffee|energy drink|chocolate|for (?:dogs|cats|my dog|my cat|pets)|plant|plants|weeds|bugs|ants|mice|rats|cockroach\w*)\b/.test(s)) return null;
      if (m.msg.academicStrong || FICTION.test(s)) return concernHit("method-or-plan");
      const subject = subjectBefore(m.before);
      if (subject === "third") return concernHit("third-party");
      return judgeIntent(m, { signal: "method-or-plan", pastSignal: "past-attempt", subject: "self", frames: false });
    },
  },
  {
    anchors: ["jump", "leap", "step", "walk into", "walk in front", "walking into", "lie down on", "lay down on", "throw myself"],
    re: /\b(?:jump|jumping|leap|leaping|step|stepping|walk|walking|run|running|lie down|lay down|lying down|throw myself|throwing myself) (?:off|from|in front of|onto|into|out of|out|down|on|under) (?:of )?(?:(?:a |the |my |this |that |an |our |their |his |her )?(?:\w+ )?(?:bridge|roof|rooftop|building|cliff|balcony|tower|train|trains|bus|car|truck|traffic|window|ledge|overpass|parking garage|car park|subway|tracks|railway|freeway|highway|motorway|sea|ocean|river|lake|sky ?scraper|floor)|it|them)\b/g,
    judge: (m) => {
      const s = m.sentence.text;
      if (/\b(?:pool|trampoline|bungee|parachute|skydiv\w*|diving|dive|for fun|dare|swim\w*|splash|cannonball|cliff jumping|into the water|friends jumped|if (?:all )?(?:your|my) friends|on vacation|on holiday|parkour|stunt|movie|zipline|hike|hiking|summer|beach|kayak\w*|paddle\w*|picnic)\b/.test(s)) return null;
      if (/^(?:jump|jumping|leap|leaping) (?:into|in) (?:a |the |my |this |that |an |our )?(?:\w+ )?(?:lake|sea|ocean|river|pool)$/.test(m.text) && !/\b(?:never come up|not come up|drown|sink|stones|weights|at night alone)\b/.test(s)) return null;
      if (/ (?:it|them)$/.test(m.text) && !/\b(?:bridge|roof|rooftop|building|cliff|balcony|tower|train|trains|tracks|railway|ledge|overpass|parking garage|traffic)\b/.test(m.before.join(" "))) return null;
      const intentBefore = /\b(?:want|wanna|wanted|going|gonna|will|would|could|should|might|plan|planning|thinking about|think about|thought about|thinking of|considering|tempted|urge|urges|ready|about|decided|fantasi[sz]e|keep|imagining|imagine|picturing)(?: to| about| of)?(?: just)?$/.test(before(m, 3));
      const subject = subjectBefore(m.before);
      if (subject === "third") return intentBefore ? concernHit("third-party") : null;
      if (!intentBefore && !/\bon purpose\b/.test(s) && !/^(?:i will|i am going to)$/.test(before(m, 4))) return null;
      return judgeIntent(m, { signal: "method-or-plan", pastSignal: "past-attempt", subject: "self", frames: true });
    },
  },
  {
    anchors: ["jump"],
    re: /\b(?:want|wanna|going|gonna|about|ready|thinking about|think about|thinking of|tempted|could|should|might|urge) (?:to )?(?:just )?(?:jump|jumping)\b(?! (?:into|in|on|at|up|over|rope|start|ship|the gun|the queue|to conclusions|through hoops|right in|around|for|back|with))/g,
    judge: (m) => {
      const prev = m.msg.sentences[m.sentence.index - 1]?.text ?? "";
      const next = m.msg.sentences[m.sentence.index + 1]?.text ?? "";
      const context = `${prev.slice(-300)} ${m.sentence.text} ${next.slice(0, 300)}`;
      if (!/\b(?:bridge|roof|rooftop|ledge|building|balcony|window|cliff|tower|edge|overpass|train|tracks|floor)\b/.test(context)) return null;
      if (/\b(?:pool|trampoline|bungee|parachute|skydiv\w*|diving|for fun|swim\w*|cliff jumping|into the water|lake|game)\b/.test(context)) return null;
      return judgeIntent(m, { signal: "method-or-plan", pastSignal: "past-attempt" });
    },
  },
  {
    anchors: ["drive", "driving", "crash", "swerv"],
    re: /\b(?:drive|driving|drove|crash|crashing|swerve|swerving|steer|steering) (?:my car |the car |myself |it )?(?:off|into|in front of) (?:a |the |an )?(?:\w+ )?(?:cliff|bridge|wall|tree|river|lake|oncoming traffic|traffic|truck|pole|barrier|lorry|train)\b|\bcrash (?:my|the) car on purpose\b/g,
    judge: (m) => {
      const intentBefore = /\b(?:want|wanna|going|gonna|will|could|should|might|plan|planning|thinking about|think about|thought about|thinking of|tempted|urge|urges|ready|about|decided|keep thinking about|imagine|imagining)(?: to| about| of)?(?: just)?$/.test(before(m, 4));
      if (!intentBefore && !/\bon purpose\b/.test(m.sentence.text)) return null;
      if (/\b(?:almost|nearly|accident\w*|ice|icy|skidded|brakes)\b/.test(m.sentence.text)) return null;
      return judgeIntent(m, { signal: "method-or-plan", pastSignal: "past-attempt" });
    },
  },
  {
    anchors: ["crash my car", "crash the car"],
    re: /\bcrash (?:my|the) car\b/g,
    judge: (m) => (/\bon purpose\b/.test(m.sentence.text) ? judgeIntent(m, { signal: "method-or-plan", pastSignal: "past-attempt", subject: "self" }) : null),
  },
  {
    anchors: ["make it look like an accident", "make it look accidental", "make it seem like an accident"],
    re: /\bmake it (?:look|seem) (?:like an accident|accidental)\b/g,
    judge: (m) => (/\b(?:insurance|family|my|myself|i)\b/.test(m.sentence.text) ? judgeIntent(m, { signal: "method-or-plan", pastSignal: "past-attempt", subject: "self", frames: true }) : null),
  },
  {
    anchors: ["plan", "decided how", "decided when", "know how i"],
    re: /\b(?:i (?:have|have got|got|made|have made) (?:a|the|my) (?:plan|method|date)(?= (?:to (?:kill|die|end|do it|overdose)|for (?:it|how|when)|ready|worked out|figured out|and a date|and the means|now|already)|$| ,| and)|my plan is to (?:kill|die|end|hang|overdose|jump|shoot|cut|take)|i (?:have )?decided (?:how|when|where) (?:i am going to|i will|to) (?:do it|die|kill myself|end it)|i know (?:how|when|where) i (?:am going to|will|would) do it)\b/g,
    judge: (m) => {
      if (/\b(?:my plan is to|decided|to (?:kill|die|end|overdose))\b/.test(m.text)) return judgeIntent(m, { signal: "method-or-plan", pastSignal: "past-attempt", subject: "self" });
      return supportingHit();
    },
  },
  {
    anchors: ["do it"],
    re: /\b(?:thought|thinking|think|planned|planning|figured out|worked out|decided|researched|researching|looked up|looking up|googled|googling) (?:about |out )?(?:how|when|where) (?:i would|i will|i could|i am going to|i might|to|i should) (?:do it|go through with it)\b/g,
    judge: (m) => (/\b(?:renovat\w*|project|presentation|proposal|wedding|move|tattoo|quit|tell|ask|surprise)\b/.test(m.sentence.text) ? null : concernHit("passive-ideation")),
  },
  {
    anchors: ["have the", "have my", "have enough", "got the", "got enough"],
    re: /\bi (?:have|have got|got) (?:the|my|enough|all the) (?:pills|rope|gun|blades|razor|razors|razor blades|tablets|meds)(?= ready| here| with me| now| in my| hidden|$| ,)/g,
    judge: () => supportingHit(),
  },
  {
    anchors: ["tonight is the night", "do it tonight", "it will all be over", "standing on", "sitting on", "on the ledge", "on the edge", "bought", "going to do it"],
    re: /\b(?:tonight is the night|(?:going to|will|gonna|ready to) do it (?:tonight|today|tomorrow|this weekend|soon|now)|it will (?:all )?be over (?:soon|tonight|tomorrow)|(?:standing|sitting|stood|i am|am) on (?:the |a |my )?(?:ledge|railing|bridge railing|edge of (?:the|a) (?:roof|bridge|building|cliff|platform)|roof|rooftop|bridge)|bought (?:a |some )?(?:rope|pills|gun|razor|razors|blades|charcoal))\b/g,
    judge: () => supportingHit(),
  },
  {
    anchors: ["enough", "counted", "counting", "count"],
    re: new RegExp(
      `\\b(?:(?:counted|counting|count|counts) (?:out )?(?:all )?(?:(?:my|the|of|these|those) ){0,2}(?:${PILL_WORDS})|(?:is|are|would|will) (?:\\d+|twenty|thirty|forty|fifty|a hundred|a bottle of|a pack of|a box of|all my|all the|my|these) (?:(?:of|my|the) ){0,2}(?:${PILL_WORDS}) (?:be )?enough|(?:\\d+|twenty|thirty|forty|fifty|a hundred) (?:(?:of|my|the) ){0,2}(?:${PILL_WORDS}) (?:is|are|would be|will be) enough)\\b`,
      "g",
    ),
    judge: (m) => {
      const context = m.msg.sentences.slice(m.sentence.index, m.sentence.index + 2).map((x) => x.text.slice(0, 300)).join(" ");
      if (/\b(?:pill organi[sz]er|for the week|weekly|refill|pharmac\w*|prescri\w*|doctor|dosage|for (?:my|the) (?:trip|holiday|vacation)|until|last me|to last)\b/.test(context)) return null;
      if (/^count/.test(m.text) && !/\b(?:enough|tonight|all of them|to die|lethal)\b/.test(context)) return null;
      return judgeIntent(m, { signal: "method-or-plan", pastSignal: "past-attempt", subject: "self", frames: false });
    },
  },
  {
    anchors: ["insurance", "pays out", "payout"],
    re: /\b(?:life insurance|insurance (?:policy|payout|money)|pays out|payout)\b/g,
    judge: (m) => {
      const s = m.msg.sentences.slice(Math.max(0, m.sentence.index - 1), m.sentence.index + 2).map((x) => x.text.slice(0, 400)).join(" ");
      if (!/\b(?:suicide|kill myself|if i (?:die|died|was gone|were gone)|when i (?:die|am gone)|after i am gone|my death|for my family|make it look like)\b/.test(s)) return null;
      if (m.msg.academic || /\b(?:clause|exclusion period|customers?|clients?|policyholders?|underwrit\w*|agent|broker)\b/.test(s)) return null;
      return judgeIntent(m, { signal: "method-or-plan", pastSignal: "past-attempt", subject: "self", frames: false });
    },
  },
  {
    anchors: ["tell my", "tell them", "tell everyone", "tell her", "tell him"],
    re: /\b(?:please )?tell (?:my \w+|them|everyone|her|him|my family|my parents|my kids) (?:that )?(?:i am sorry|i love (?:her|him|them|you)|i am so sorry|it was not (?:their|her|his) fault|goodbye)\b/g,
    judge: (m) => {
      if (/\b(?:late|running late|for (?:dinner|lunch)|miss (?:dinner|the party)|tomorrow|later|when i get|on the phone|happy birthday|congrat\w*)\b/.test(m.sentence.text)) return null;
      if (/^please$|^$/.test(before(m, 1)) || m.before.length === 0 || /^(?:and|so|,|just)$/.test(before(m, 1))) return supportingHit();
      return null;
    },
  },
  {
    anchors: ["bought a gun", "got a gun", "bought a rope", "got a rope", "bought rope", "bought a noose"],
    re: /\b(?:bought|got|purchased|ordered|picked up) (?:a |some )?(?:gun|handgun|pistol|rope|noose)\b/g,
    judge: (m) => {
      if (/\b(?:hunt\w*|range|collection|collector|sport|shooting club|protection|self defen[cs]e|climb\w*|camping|boat|sailing|tow|swing|tire swing|laundry|dog|gym|jump rope|skipping)\b/.test(m.msg.sentences.map((x) => x.text.slice(0, 400)).join(" "))) return null;
      return concernHit("method-or-plan");
    },
  },
  {
    anchors: ["through with it", "act on"],
    re: /\b(?:never|not|wouldn t|would not|will not) (?:actually |really |ever )?(?:go through with it|act on (?:it|them|the thoughts|these thoughts|my thoughts|those thoughts|the urges|my urges))\b/g,
    judge: (m) => (subjectBefore(m.before) === "third" ? concernHit("third-party") : concernHit("passive-ideation")),
  },
  /* ---------- safety statements: saying one cannot stay safe, or asking not to be stopped ---------- */
  {
    anchors: ["safe", "stop me", "through the night", "through tonight"],
    re: /\b(?:(?:can not|could not|will not|do not think i can|not sure i can|unable to) (?:promise|guarantee|say|swear)(?: (?:you|that|anyone|myself))?(?: i will| i am going to| i can| i would)? (?:be|stay|keep myself) safe|(?:do not|please do not|no one can|nobody can|you can not) (?:try to )?stop me|(?:not sure|do not know if|doubt|do not think) i will (?:make it|get|last) through (?:the night|tonight|the weekend|another night))\b/g,
    judge: (m) => {
      if (FICTION.test(m.sentence.text) || m.msg.academic) return null;
      if (/\bstop me\b/.test(m.text) && !/\b(?:plan|decided|ready|done|tonight|goodbye|end|over|set)\b/.test(m.msg.sentences.map((x) => x.text.slice(0, 300)).join(" "))) {
        return null;
      }
      return judgeIntent(m, { signal: "suicidal-intent", pastSignal: "past-attempt", subject: "self", frames: false });
    },
  },
  {
    anchors: ["i have decided", "made up my mind", "my mind is made up"],
    re: /\b(?:i have decided|i have made up my mind|my mind is made up|i am decided)(?= ?$| ,| now| already)/g,
    judge: () => supportingHit(),
  },
  /* ---------- goodbye behaviour ---------- */
  {
    anchors: ["note", "letter", "message", "post", "video"],
    re: /\b(?:goodbye|suicide|farewell) (?:note|notes|letter|letters|message|messages|video|post)\b|\bthis is my (?:last|final) (?:message|post|goodbye|note)\b/g,
    judge: (m) => {
      const s = m.sentence.text;
      if (/\b(?:coworker|coworkers|colleague|colleagues|team|job|boss|office|last day|retire\w*|leaving|moving|move|new job|farewell party|students|class|teacher|ex|therapist|exercise|closure|who (?:died|passed)|passed away|grief|grieving|late|my old|to my younger|to my eating disorder|to anxiety|to my anxiety|to depression|to alcohol|to drinking|to smoking|school|graduat\w*)\b/.test(s)) return null;
      if (FICTION.test(s) || m.msg.academic) return null;
      const subject = subjectBefore(m.before);
      if (subject === "third") return concernHit("third-party");
      if (/\bsounded like\b/.test(s)) return concernHit("third-party");
      if (!/\b(?:i|my|me|myself)\b/.test(s)) return m.msg.news ? null : concernHit("suicide-mention");
      return judgeIntent(m, { signal: "goodbye", pastSignal: "past-attempt", subject: "self", frames: false });
    },
  },
  {
    anchors: ["away"],
    re: /\b(?:giving|gave|give|given|giving out) away (?:all |most )?(?:of )?(?:my|his|her|their) (?:\w+ )?(?:things|stuff|belongings|possessions|clothes|books|games|jewelry|jewellery|cat|dog|pets|pet|guitar|collection|valuables|savings|money|everything)\b|\bgiving (?:all )?(?:of )?my (?:things|stuff|belongings|possessions) away\b/g,
    judge: (m) => {
      const s = m.sentence.text;
      if (/\b(?:moving|move|moved|declutter\w*|minimalis\w*|charity|donat\w*|yard sale|garage sale|spring clean\w*|kondo|downsiz\w*|new (?:apartment|place|house|flat)|clearing out|make space|making space|outgrew|outgrown|sell|selling|old clothes|no longer fit|do not fit|do not need|do not use|thrift|goodwill)\b/.test(s)) return null;
      if (/\b(?:his|her|their)\b/.test(m.text)) return concernHit("third-party");
      return judgeIntent(m, { signal: "goodbye", pastSignal: "past-attempt", subject: "self", frames: false });
    },
  },
  {
    anchors: ["goodbye", "read this", "gone", "last day", "last night", "last words", "around", "here"],
    re: /\b(?:this is (?:my )?(?:goodbye|final goodbye|last goodbye)|goodbye (?:forever|world|cruel world|everyone|everybody|all)|(?:said|saying|say) (?:my )?(?:final |last )?goodbyes|by the time (?:you|anyone|someone|they|somebody|u) (?:read|reads|see|sees|find|finds|get|gets) this|(?:when|once|after) i am (?:gone|dead|no longer here|not here anymore|not around anymore)|(?:if|when) i am gone tomorrow|my (?:last|final) (?:day|night|hours) (?:alive|on earth|on this earth)|(?:these are )?my (?:last|final) words|will not be (?:here|around|alive) (?:much longer|for much longer|anymore|by (?:tomorrow|morning|monday|the weekend))|will be gone (?:by|before) (?:tomorrow|morning|the morning|tonight))\b/g,
    judge: (m) => {
      const s = m.sentence.text;
      if (/\b(?:move|moving|trip|travel\w*|flight|vacation|holiday|leave|leaving|office|work|job|class|school|semester|visiting|out of town|see you|talk (?:later|soon|tomorrow)|ttyl|next week|have a good|party|graduat\w*|retire\w*|my will|estate|inheritance|lawyer|weekend trip|camp|deploy\w*|abroad)\b/.test(s)) return null;
      // a goodbye to a thing, a place or a time of life: "goodbye to my 20s", "goodbyes to the old house"
      if (/\b(?:goodbye|goodbyes) (?:forever )?(?:,? )?(?:to (?:my|the|our|this|that|all) (?!family|friends|kids|children|wife|husband|partner|mum|mom|dad|parents|life|world)\w+|twitter|facebook|instagram|tiktok|social media|my account|the old|old)\b/.test(s)) return null;
      if (/\b(?:account|app|house|flat|apartment|home|office|car|phone|job|20s|30s|twenties|thirties|year|decade|summer|winter|season)\b/.test(s) && !/\b(?:alive|die|dead|death|end it|not be here|life)\b/.test(s)) return null;
      if (FICTION.test(s)) return null;
      if (/^goodbye (?:everyone|everybody|all)$/.test(m.text) && m.msg.sentences.length === 1 && m.sentence.text.split(" ").length <= 3) {
        return concernHit("goodbye");
      }
      if (!/\bi am\b/.test(m.text) && subjectBefore(m.before) === "third") return concernHit("third-party");
      return judgeIntent(m, { signal: "goodbye", pastSignal: "past-attempt", subject: "self", frames: false });
    },
  },
  {
    anchors: ["goodbye"],
    re: /\b(?:said|saying|says|say|posted|texted|wrote) (?:a )?(?:goodbye|farewell) (?:to (?:everyone|everybody|us all|all of us|the group|the group chat|the server|the chat|her family|his family|their family|my family)|message)\b/g,
    judge: (m) => {
      const s = m.sentence.text;
      if (/\b(?:move|moving|moved|trip|travel\w*|flight|vacation|holiday|leaving (?:for|the|to)|office|job|class|school|semester|see you|tomorrow|next week|party|graduat\w*|retire\w*|abroad|new city|went home|home for)\b/.test(s)) return null;
      if (FICTION.test(s)) return null;
      const subject = subjectBefore(m.before);
      if (subject === "third") return concernHit("third-party");
      return judgeIntent(m, { signal: "goodbye", pastSignal: "past-attempt", subject: "self", frames: false });
    },
  },
  /* ---------- not safe ---------- */
  {
    anchors: ["safe", "trust myself"],
    re: /\b(?:not safe (?:with|around|from) myself|(?:do not|can not) trust myself (?:tonight|right now|alone|anymore|not to)|i am not safe(?= (?:right now|tonight|anymore)|$))\b/g,
    judge: (m) => judgeIntent(m, { signal: "suicidal-intent", pastSignal: "past-attempt", subject: "self", frames: false }),
  },
  /* ---------- concern: hopelessness and entrapment ---------- */
  {
    anchors: ["hopeless", "hope"],
    re: /\b(?:hopeless|hopelessness|no (?:more )?hope|lost (?:all )?(?:my )?hope|losing (?:all )?(?:my )?hope|out of hope|without (?:any )?hope|zero hope|there is no hope)\b/g,
    judge: (m) => {
      const following = after(m, 2);
      if (/^(?:romantic|romantics|at|with|case of)\b/.test(following)) return null;
      if (/\bhopelessly\b/.test(m.text)) return null;
      if (/^for (?:the|this|that|our|their|humanity|them)\b/.test(following) && !/^for (?:me|myself)\b/.test(following)) return null;
      if (/^in (?:the|my|this|that|a|finding|getting)\b/.test(following) && !/^in (?:my (?:life|future|recovery)|life|everything|myself|ever)\b/.test(after(m, 3))) return null;
      if (/\b(?:season|team|game|match|election|traffic|printer|wifi|project)\b/.test(m.sentence.text)) return null;
      if (subjectBefore(m.before) === "third" && !/\bfor me\b/.test(m.sentence.text)) return null;
      if (isNegated(m.before)) return null;
      return concernHit("hopelessness");
    },
  },
  {
    anchors: ["point"],
    re: /\b(?:what is (?:even )?the point(?: of (?:anything|it all|trying|going on|carrying on|me|anymore|any of (?:this|it)|even trying|getting up|doing anything)| in (?:anything|trying|even trying|going on|me|any of (?:this|it))| anymore)?|(?:do not|can not|no longer) (?:really |even )?see (?:the |a |any )?point (?:in|of|to) (?:anything|trying|going on|carrying on|getting up|any of (?:this|it)|me)|no point (?:in |to )?(?:anything|trying|going on|carrying on|it all|any of (?:this|it)|me being here|me|getting up))\b/g,
    judge: (m) => {
      const following = after(m, 3);
      if (/^what is (?:even )?the point$/.test(m.text) && following && !/^(?:anymore|,|"|lol)/.test(following)) return null;
      if (/\b(?:meeting|email|app|feature|button|class|exercise|this question|homework|game|movie|show)\b/.test(m.sentence.text) && !/\b(?:anything|me|trying|anymore)\b/.test(m.text)) return null;
      return concernHit("hopelessness");
    },
  },
  {
    anchors: ["better", "change", "works out", "future", "way out", "trapped", "stuck", "see", "matters", "drowning"],
    re: /\b(?:(?:nothing|it|things|life|my life) (?:is |will )?(?:never|not ever) (?:going to )?(?:get|be|gets) (?:any )?better|(?:will|is going to) never get better|nothing (?:will |is )?ever (?:changes?|gets? better|works? out|going to (?:change|get better))|no future|(?:do not|can not|no longer) see (?:a |any )?(?:way out|way forward|future|light|end to (?:this|it))|no way out|(?:feel|feeling|am|i am|so|completely|totally) trapped|nothing (?:really |even )?matters(?: anymore| to me anymore| any more)?(?! (?:more|as much|except|but))|(?:feel|feeling|felt) like i am drowning(?! (?:in|with|under|because of)(?: \w+){0,3} (?:work|emails?|paperwork|homework|laundry|assignments?|deadlines?|tasks?|exams?|essays?|revision|coursework|studying|study|school|uni|university|college|bills|debts?|admin|meetings|projects?|chores|jobs?))|(?:do not|can not|no longer) see (?:any |the )?light at the end of the tunnel)\b/g,
    judge: (m) => {
      const s = m.sentence.text;
      if (/\btrapped\b/.test(m.text) && /\b(?:traffic|elevator|lift|snow|airport|meeting|car|queue|line|room|train)\b/.test(s)) return null;
      if (/\bno future\b/.test(m.text) && /\b(?:company|relationship|band|team|this job|project|technology|product|plan)\b/.test(s)) return null;
      if (subjectBefore(m.before) === "third" && !/\b(?:i|me|my)\b/.test(s)) return null;
      if (isNegated(m.before)) return null;
      return concernHit("hopelessness");
    },
  },
  {
    anchors: ["give up", "gave up", "given up", "giving up"],
    re: /\b(?:give|giving|gave|given) up\b/g,
    judge: (m) => {
      const following = after(m, 3);
      const subject = subjectBefore(m.before);
      if (subject === "third" || subject === "second") return null;
      if (isNegated(m.before) || /\b(?:do not|never|will not|not going to)$/.test(before(m, 3))) return null;
      if (/^(?:on )?trying to\b/.test(following) && !/^(?:on )?trying to (?:live|stay alive|go on|keep going|get better|be happy|survive|be okay|feel better|recover)\b/.test(after(m, 5))) return null;
      if (/^(?:on (?:life|living|everything|myself|me|it all|the world|people|trying|hope|recovery|getting better|the future|being happy|ever being|finding)|anymore|completely|entirely|for good|on it all|now|already|,|lol|and|i|so|because|but|hope|trying)\b/.test(following) || following === "") {
        if (/^(?:for good|completely)\b/.test(following) && /\b(?:smoking|sugar|drinking|alcohol|caffeine|meat|coffee)\b/.test(m.sentence.text)) return null;
        return concernHit("hopelessness");
      }
      return null;
    },
  },
  {
    anchors: ["can not"],
    re: /\bcan not (?:do this|do it|take it|take this|take much more|take any more|handle (?:it|this|anything|life)|cope|go on|keep going|keep doing this|keep doing it|keep fighting(?: this| it)?|fight (?:this|it) anymore|carry on|continue like this|deal with (?:it|this|life|anything)|live like this|bear (?:it|this)|stand (?:it|this|living))(?: anymore| any longer| much longer)?\b/g,
    judge: (m) => {
      const following = after(m, 2);
      const end = following === "" || /^(?:anymore|any longer|much longer|,|"|lol|like this|alone|i|and|but|so|please|today|tonight|right now|on my own|by myself|without)\b/.test(following);
      if (!/(?:anymore|any longer|much longer)$/.test(m.text) && !end && !/\bcope\b/.test(m.text)) return null;
      if (/\b(?:heat|cold|noise|traffic|weather|song|music|show|homework|math|workout|class|job|rain|smell|pain in my)\b/.test(m.sentence.text) && !/\b(?:life|anymore)\b/.test(m.sentence.text)) return null;
      // "I can't go on like this with my boss": a situation that has to change, not the writer's life
      if (/^like this (?:with|at|in|around)\b/.test(after(m, 3)) || /^(?:with|at) (?:my|the|this|work)\b/.test(following)) return null;
      if (/\bcope with (?:the|this) (?:heat|cold|noise|workload)\b/.test(m.sentence.text)) return null;
      return concernHit("hopelessness");
    },
  },
  {
    anchors: ["much longer", "how long", "i can"],
    re: /\b(?:how (?:much )?longer i can|(?:do not|can not) (?:think|know if|know whether|believe|see how) i can|not sure (?:if |whether )?i can) (?:keep going|do this|take this|take it|take much more|go on|hold on|last|keep doing this|survive|cope|carry on)\b/g,
    judge: (m) => (/\b(?:run|race|marathon|plank|hold my breath|workout|stay awake|game)\b/.test(m.sentence.text) ? null : concernHit("hopelessness")),
  },
  {
    anchors: ["done with", "had enough"],
    re: /\b(?:done with (?:life|living|everything|it all|this life|existing|being alive|being me|myself)|had enough(?: of (?:life|everything|it all|living|this life|being alive|myself))?)\b/g,
    judge: (m) => {
      const following = after(m, 2);
      if (/^had enough$/.test(m.text) && following !== "" && !/^(?:,|"|lol|now|i|and|but|so|honestly|already)\b/.test(following)) return null;
      if (subjectBefore(m.before) === "third") return null;
      if (/\b(?:living|existing|being alive)\b/.test(m.text)) return judgeIntent(m, { signal: "suicidal-intent", pastSignal: "past-attempt", subject: "self" });
      return concernHit("hopelessness");
    },
  },
  {
    anchors: ["tired of", "sick of", "exhausted from", "exhausted of", "weary of"],
    re: /\b(?:tired|sick|exhausted|weary) (?:of|from) (?:life|living|being alive|existing|everything|fighting|trying|being me|being here|it all|this life|being a burden|struggling|pretending|surviving|waking up)\b/g,
    judge: (m) => {
      if (/\b(?:everything|trying)$/.test(m.text) && /^(?:about|related|to do with|being|at work)\b/.test(after(m, 2))) return null;
      if (/\b(?:trying|fighting|pretending|struggling)$/.test(m.text) && /^(?:to|with|for|against)\b/.test(after(m, 1)) && !/^to (?:live|stay alive|survive|keep going|be okay|get better|hold on)\b/.test(after(m, 3))) return null;
      if (subjectBefore(m.before) === "third") return null;
      return concernHit("hopelessness");
    },
  },
  {
    anchors: ["hate", "worthless", "waste of", "inside", "pointless"],
    re: /\b(?:hate (?:my life|being alive|myself|my existence|existing|who i am|being me|my own guts|my body and myself)|(?:am|feel|feeling|i am|so|just|completely|totally|utterly) (?:so |completely |totally |utterly |such a |a |just |like a |like )?(?:worthless|a waste of (?:space|air|oxygen|life|skin)|waste of (?:space|air|oxygen))|(?:dead|empty|numb|hollow) inside|my (?:life|existence) (?:is|feels) (?:so )?(?:pointless|meaningless|worthless))\b/g,
    judge: (m) => {
      const s = m.sentence.text;
      if (/\bhate (?:my life|myself)$/.test(m.text) && /^(?:for|when|after|because i)\b/.test(after(m, 1)) && !/^(?:for|when|after|because i) (?:existing|being alive|being born|living|being me|everything|who i am|being here)\b/.test(after(m, 3))) return null;
      if (/\bdead inside\b/.test(m.text) && LAUGHTER.test(s)) return null;
      if (subjectBefore(m.before) === "third" && !/^(?:dead|empty|numb|hollow)/.test(m.text)) return null;
      if (isNegated(m.before)) return null;
      return concernHit("hopelessness");
    },
  },
  {
    anchors: ["better off with", "happier with"],
    re: /\b(?:better off|happier|better) with (?:a different|another|someone else as (?:their|a)|a new|a better|a real|a normal) (?:mom|mum|mother|dad|father|parent|wife|husband|partner|girlfriend|boyfriend|friend|daughter|son|sister|brother|person|version)\b/g,
    judge: (m) => (/\b(?:i|me|my)\b/.test(m.sentence.text) ? concernHit("burden") : null),
  },
  {
    anchors: ["pointless", "meaningless"],
    re: /\b(?:it all|everything|life|my life|all of this|all of it|living|existing|my existence|any of this) (?:is|feels|seems|has become|just feels) (?:so |completely |totally |utterly |kind of |just )?(?:pointless|meaningless)\b/g,
    judge: (m) => (/\b(?:meeting|email|app|game|show|course|class|homework|assignment|task|job|argument|debate)\b/.test(m.sentence.text) ? null : concernHit("hopelessness")),
  },
  {
    anchors: ["my funeral", "my own funeral"],
    re: /\b(?:anyone|anybody|who|people|nobody) (?:would |will )?(?:even )?(?:come|show up|cry|turn up|go) (?:to|at) my (?:own )?funeral\b/g,
    judge: () => concernHit("passive-ideation"),
  },
  {
    anchors: ["burden"],
    re: /\b(?:(?:i am|am|feel like|feeling like|i feel|i am just|i am such|i have become|nothing but|i am only|being|like|such) (?:a |such a |nothing but a |just a |an |only a )?(?:huge |big |total |constant |massive )?burden|burden (?:to|on|for) (?:everyone|everybody|my family|my friends|my parents|my partner|them|you|others|people|the people i love|my kids|my wife|my husband|my mom|my dad|my mum))\b/g,
    judge: (m) => {
      if (/\b(?:tax|proof|of proof|financial|admin|paperwork)\b/.test(m.sentence.text)) return null;
      if (isNegated(m.before)) return null;
      return subjectBefore(m.before) === "third" ? concernHit("third-party") : concernHit("burden");
    },
  },
  {
    anchors: ["nobody", "care", "miss me", "notice"],
    re: /\b(?:(?:nobody|no body|anyone|anybody)(?: would| will| even| would even| really)? (?:care|cares|notice|notices|miss me|misses me|even notice)(?: if i (?:died|was gone|were gone|disappeared|was dead|were dead|was not here|did not exist|was not around|left|vanished)| (?:if|whether) i (?:live|lived|die|died|am alive|exist|am here))?|nobody would (?:even )?notice)\b/g,
    judge: (m) => {
      const s = m.sentence.text;
      const strongTail = /\bif i |whether i |miss me|misses me|would (?:even )?notice|notice if\b/.test(m.text);
      if (!strongTail) return null;
      if (/^anyone|^anybody/.test(m.text) && !/\b(?:wonder|if|whether|would)\b/.test(s)) return null;
      if (/\b(?:haircut|hair|outfit|shoes|new|typo|mistake|party|late|left early|leave early)\b/.test(s) && !/\b(?:died|dead|gone|disappeared|exist)\b/.test(s)) return null;
      return concernHit("burden");
    },
  },
  {
    anchors: ["death", "dying", "funeral", "not existing", "not being here", "being dead", "disappearing"],
    re: /\b(?:(?:think|thinking|thought|thoughts|fantasi[sz]e|fantasi[sz]ing|dream|dreaming|obsess\w*)(?: so much| a lot| constantly| all the time| often| lately| about it)? (?:about|of)|picture|picturing|imagine|imagining|visuali[sz]e|visuali[sz]ing|planning) (?:death|dying|not being here|not existing|not being alive|being dead|my death|my own death|my funeral|my own funeral|how i would die|disappearing forever)\b/g,
    judge: (m) => {
      const s = m.sentence.text;
      if (m.msg.academic || FICTION.test(s) || /\b(?:philosoph\w*|stoic\w*|memento mori|religion|afterlife|pet|dog|cat|grandma|grandpa|grandmother|grandfather|mom|dad|mother|father|parents|someone dying|loved ones|of my (?:mom|dad|parents|dog|cat))\b/.test(s)) return null;
      const subject = subjectBefore(m.before);
      if (subject === "third") return null;
      if (isNegated(m.before)) return null;
      // "I had a dream about death" is a night's dream to reflect on; "I dream about dying" is a wish.
      if (/^dream/.test(m.text) && /\b(?:a|had a|the|my|last nights|weird|strange|bad|recurring)$/.test(before(m, 1))) return null;
      const welcomed = /\b(?:relie[fv]\w*|peace|peaceful|at peace|calm\w*|sooth\w*|happy|comfort\w*|finally|looking forward)\b/.test(s);
      if (welcomed || (/\b(?:fantasi[sz]e|fantasi[sz]ing|dream|dreaming|obsess|planning)\w*/.test(m.text) && /\b(?:death|dying|being dead|my death|my own death|my funeral|my own funeral)\b/.test(m.text))) {
        return judgeIntent(m, { signal: "suicidal-intent", pastSignal: "past-attempt", subject: "self" });
      }
      return concernHit("passive-ideation");
    },
  },
  {
    anchors: ["why am i", "why do i", "alive"],
    re: /\bwhy (?:am i|do i) (?:even )?(?:still )?(?:alive|exist|existing|here on earth|still here|bother living|keep living|keep going|breathing)\b/g,
    judge: () => concernHit("passive-ideation"),
  },
  {
    anchors: ["hit by", "into an accident", "in an accident", "would hit me", "get sick and"],
    re: /\b(?:(?:hope|hoping|wish|wishing|pray|praying) (?:that )?(?:i (?:get|got|would get|could get|will get) (?:hit by (?:a |the )?(?:car|bus|truck|train|lorry)|into an accident|in an accident|in a (?:car )?crash|sick and die|cancer)|(?:a |some )?(?:car|bus|truck|train|lorry|plane) (?:would |will |could )?(?:hit|crash into|run over) me))\b/g,
    judge: (m) => (isNegated(m.before) ? null : concernHit("passive-ideation")),
  },
  {
    anchors: ["stupid", "something drastic"],
    re: /\b(?:do|doing|did) (?:something|anything) (?:stupid|drastic|i will regret|permanent|dangerous)\b/g,
    judge: (m) => {
      const s = m.sentence.text;
      if (/\b(?:text|texting|email|call|drunk|buy|spend|quit my job|tell|say|said|ex)\b/.test(s)) return null;
      const subject = subjectBefore(m.before);
      if (subject === "third") return concernHit("third-party");
      if (isNegated(m.before)) return { grade: 0, signal: "passive-ideation", negated: true };
      return concernHit("passive-ideation");
    },
  },
  {
    anchors: ["dark thoughts", "thoughts are", "dark place", "morbid"],
    re: /\b(?:dark thoughts|morbid thoughts|(?:my )?thoughts (?:are|have been|keep) (?:getting |going )?(?:really |so |very )?(?:dark|darker|scary)|in a (?:really |very )?dark place)\b/g,
    judge: (m) => (subjectBefore(m.before) === "third" && !/\bmy\b/.test(m.text) ? concernHit("third-party") : concernHit("passive-ideation")),
  },
  /* ---------- concern: someone else ---------- */
  {
    anchors: ["cuts on", "cutting on", "marks on"],
    re: /\b(?:cuts|cutting|marks|burns) on (?:his|her|their) (?:arm|arms|wrist|wrists|thigh|thighs|legs|leg|stomach)\b/g,
    judge: (m) => (/\b(?:cat|dog|fell|fall|bike|accident|surgery|playing|football)\b/.test(m.sentence.text) ? null : concernHit("third-party")),
  },
];

/* ------------------------------------------------------------------------------------------------------------ */
/* Assessment                                                                                                    */
/* ------------------------------------------------------------------------------------------------------------ */

const LEVELS: CrisisLevel[] = ["none", "concern", "crisis"];

/** Every anchor of every rule, found in one left-to-right scan per sentence. */
const ANCHORS = [...new Set(RULES.flatMap((r) => r.anchors))].sort((a, b) => b.length - a.length);
const ANCHOR_RE = new RegExp(ANCHORS.map((a) => a.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "g");
/** An anchor found at a position also means every anchor that is a prefix of it is there. */
const ANCHOR_PREFIXES = new Map<string, string[]>(ANCHORS.map((a) => [a, ANCHORS.filter((b) => a.startsWith(b))]));
const RULES_BY_ANCHOR = new Map<string, number[]>(
  ANCHORS.map((a) => [a, RULES.flatMap((r, i) => (r.anchors.includes(a) ? [i] : []))]),
);

/** Indexes of the rules worth running on this sentence, in rule order. */
function candidateRules(text: string): number[] {
  const wanted = new Set<number>();
  ANCHOR_RE.lastIndex = 0;
  let found: RegExpExecArray | null;
  while ((found = ANCHOR_RE.exec(text)) !== null) {
    for (const anchor of ANCHOR_PREFIXES.get(found[0]) ?? []) for (const i of RULES_BY_ANCHOR.get(anchor) ?? []) wanted.add(i);
    ANCHOR_RE.lastIndex = found.index + 1; // anchors may overlap ("end it" in "end it all")
  }
  return [...wanted].sort((a, b) => a - b);
}

/** Context judged around a match, in characters each side: keeps long messages linear. */
const WINDOW = 240;
/** A rule stops looking in one sentence after this many matches (only repetitive input gets there). */
const MAX_MATCHES_PER_RULE = 32;

function messageContext(sentences: Sentence[]): MessageContext {
  let academic = false;
  let news = false;
  let academicStrong = false;
  let serious = false;
  let professional = false;
  let selfStatement = false;
  for (const { text } of sentences) {
    academic ||= ACADEMIC.test(text);
    news ||= NEWS.test(text);
    academicStrong ||= ACADEMIC_STRONG.test(text);
    serious ||= /\b(?:seriously|not joking|not kidding|i mean it|for real|no joke|being serious|am serious)\b/.test(text);
    professional ||= PROFESSIONAL.test(text);
    selfStatement ||= /\b(?:i am|i feel|i have been|i want)\b/.test(text) && /\b(?:suicidal|want to die|kill myself)\b/.test(text);
  }
  // "I'm writing an essay on suicide prevention" is academic; "I'm suicidal, I read an article" is not
  return { sentences, academic: academic && !selfStatement, news, academicStrong, serious, professional: professional && !selfStatement };
}

/**
 * Grade a user's text for suicide and self-harm risk. Deterministic, no I/O, linear in the length of the text.
 */
export function assessCrisis(text: string): CrisisAssessment {
  if (typeof text !== "string" || text.trim() === "") return { level: "none", signals: [] };
  const sentences: Sentence[] = normalisedSentences(text).map((t, index) => ({ text: t, index }));
  const msg = messageContext(sentences);

  const hits: Hit[] = [];
  for (const sentence of sentences) {
    const t = sentence.text;
    for (const ruleIndex of candidateRules(t)) {
      const rule = RULES[ruleIndex];
      rule.re.lastIndex = 0;
      let match: RegExpExecArray | null;
      let matches = 0;
      while ((match = rule.re.exec(t)) !== null && matches++ < MAX_MATCHES_PER_RULE) {
        const start = match.index;
        const end = start + match[0].length;
        let from = 0;
        let to = t.length;
        if (t.length > 3 * WINDOW) {
          // only the words around the match: a long unpunctuated message must not make every match cost O(n)
          from = Math.max(0, start - WINDOW);
          if (from > 0) from = t.indexOf(" ", from) + 1;
          to = Math.min(t.length, end + WINDOW);
          if (to < t.length) to = Math.max(end, t.lastIndexOf(" ", to));
        }
        const hit = rule.judge({
          sentence: from === 0 && to === t.length ? sentence : { text: t.slice(from, to), index: sentence.index },
          msg,
          text: match[0],
          before: t.slice(from, start).split(" ").filter(Boolean),
          after: t.slice(end, to).split(" ").filter(Boolean),
        });
        if (hit) hits.push(hit);
        if (match[0].length === 0) rule.re.lastIndex++;
      }
    }
  }

  let grade: Grade = 0;
  for (const hit of hits) if (!hit.supporting && hit.grade > grade) grade = hit.grade;
  const signals: CrisisSignal[] = [];
  const add = (signal: CrisisSignal) => {
    if (!signals.includes(signal)) signals.push(signal);
  };

  const negated = hits.some((h) => h.negated);
  const supportingCount = hits.filter((h) => h.supporting).length;
  const supporting = supportingCount > 0;
  if (supporting && (grade >= 1 || negated || supportingCount >= 2)) {
    grade = 2;
    add("method-or-plan");
  } else if (supporting && !msg.professional) {
    // A plan or means on its own may be innocent ("I bought a rope for climbing"), but it is never ignored:
    // it gets the gentle check-in (unless it is someone's work: "we see so many overdoses in A&E").
    grade = 1;
    add("method-or-plan");
  }
  if (grade === 0 && negated && sentences.some((x) => DISTRESS.test(x.text))) {
    grade = 1;
    add("distress-despite-denial");
  }
  const danger = assessDanger(sentences.map((sentence) => sentence.text));
  for (const hit of danger) grade = Math.max(grade, hit.level === "crisis" ? 2 : 1) as Grade;
  // most severe signals first
  for (const g of [2, 1] as Grade[]) {
    for (const hit of hits) if (!hit.supporting && hit.grade === g) add(hit.signal);
    for (const hit of danger) if ((hit.level === "crisis" ? 2 : 1) === g) add(hit.signal);
  }
  if (grade === 0) return { level: "none", signals: [] };
  return { level: LEVELS[grade], signals };
}
