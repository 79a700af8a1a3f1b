import { describe, expect, it } from "vitest";
import { parseCorpus, type LabelledMessage } from "../../scripts/crisis-corpus";
import {
  CLIENT_CRISIS_PHRASES,
  CRISIS_SIGNALS,
  type CrisisLevel,
  assessCrisis,
  matchesClientCrisisPhrase,
  normaliseForCrisis,
} from "../../workers/safety/crisis";
import { safeMessagingReply } from "../../workers/safety/replies";
import earlierSet from "../crisis/train-earlier.jsonl?raw";

/** The first hand-written set, which the rules were written beside: an in-sample regression guard for the rules. */
const crisisDataset: LabelledMessage[] = parseCorpus(earlierSet);

interface Scores {
  tp: number;
  fp: number;
  fn: number;
  recall: number;
  precision: number;
}

function score(set: LabelledMessage[], predictPositive: (text: string) => boolean, isPositive: (label: CrisisLevel) => boolean): Scores {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const { text, label } of set) {
    const predicted = predictPositive(text);
    const actual = isPositive(label);
    if (predicted && actual) tp++;
    else if (predicted) fp++;
    else if (actual) fn++;
  }
  return { tp, fp, fn, recall: tp + fn ? tp / (tp + fn) : 1, precision: tp + fp ? tp / (tp + fp) : 1 };
}

const isCrisis = (label: CrisisLevel) => label === "crisis";
const isAtRisk = (label: CrisisLevel) => label !== "none";
const detectorSays = (level: CrisisLevel | "any") => (text: string) => {
  const assessed = assessCrisis(text).level;
  return level === "any" ? assessed !== "none" : assessed === level;
};

function report(title: string, set: LabelledMessage[]) {
  const rows = {
    "detector: crisis": score(set, detectorSays("crisis"), isCrisis),
    "detector: crisis or concern": score(set, detectorSays("any"), isAtRisk),
    "phrase list: crisis": score(set, matchesClientCrisisPhrase, isCrisis),
    "phrase list: crisis or concern": score(set, matchesClientCrisisPhrase, isAtRisk),
  };
  const counts = { crisis: 0, concern: 0, none: 0 };
  for (const { label } of set) counts[label]++;
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(7);
  const lines = [
    `${title}: ${set.length} messages (crisis ${counts.crisis}, concern ${counts.concern}, none ${counts.none})`,
    `${"".padEnd(32)} recall precision   tp  fp  fn`,
    ...Object.entries(rows).map(
      ([name, s]) =>
        `${name.padEnd(32)}${pct(s.recall)}  ${pct(s.precision)} ${String(s.tp).padStart(4)}${String(s.fp).padStart(4)}${String(s.fn).padStart(4)}`,
    ),
  ];
  console.log(lines.join("\n"));
  return rows;
}

describe("labelled set", () => {
  it("is big and varied enough to mean something", () => {
    const counts = { crisis: 0, concern: 0, none: 0 };
    for (const { label } of crisisDataset) counts[label]++;
    expect(crisisDataset.length).toBeGreaterThanOrEqual(320);
    expect(counts.crisis).toBeGreaterThanOrEqual(100);
    expect(counts.concern).toBeGreaterThanOrEqual(80);
    expect(counts.none).toBeGreaterThanOrEqual(140);
    const texts = crisisDataset.map((m) => m.text);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("meets the recall and precision floors, and reports the spec's phrase list beside it", () => {
    const rows = report("Full labelled set", crisisDataset);
    expect(rows["detector: crisis"].recall).toBeGreaterThanOrEqual(0.97);
    expect(rows["detector: crisis"].precision).toBeGreaterThanOrEqual(0.9);
    expect(rows["detector: crisis or concern"].recall).toBeGreaterThanOrEqual(0.95);
  });

  it("reports only known rule ids as signals, never the user's words, and none for none", () => {
    for (const { text } of crisisDataset) {
      const { level, signals } = assessCrisis(text);
      for (const signal of signals) expect(CRISIS_SIGNALS).toContain(signal);
      if (level === "none") expect(signals).toEqual([]);
      else expect(signals.length).toBeGreaterThan(0);
    }
  });
});

const level = (text: string) => assessCrisis(text).level;

describe("normalisation", () => {
  it("folds case, curly quotes, NFKC forms, accents and look-alike letters", () => {
    expect(normaliseForCrisis("I’M  GOING   TO kill MYSELF")).toBe("i am going to kill myself");
    expect(normaliseForCrisis("ｉ ｗａｎｔ ｔｏ ｄｉｅ")).toBe("i want to die");
    expect(normaliseForCrisis("I want to dìe")).toBe("i want to die");
    expect(normaliseForCrisis("i want to kіll myself")).toBe("i want to kill myself"); // Cyrillic і
    expect(level("I don’t want to live anymore")).toBe("crisis");
    expect(level("I DON'T WANT TO LIVE ANYMORE")).toBe("crisis");
  });

  it("removes zero-width and other invisible characters", () => {
    expect(normaliseForCrisis("k\u200Bi\u200Dl\u2060l my\uFEFFself")).toBe("kill myself");
    expect(level("i want to k\u200Bill my\u00ADself")).toBe("crisis");
  });

  it("squeezes letters repeated three or more times and still finds the word", () => {
    expect(normaliseForCrisis("soooo tired")).toBe("soo tired");
    expect(level("i want to diiiiiie")).toBe("crisis");
    expect(level("i wanna dieeee")).toBe("crisis");
    expect(level("kiiiill myselfff")).toBe("crisis");
    expect(level("soooo tired but sooo happy")).toBe("none");
  });

  it("undoes leetspeak inside words but leaves numbers, times and units alone", () => {
    expect(normaliseForCrisis("su1cide")).toBe("suicide");
    expect(normaliseForCrisis("k!ll my5elf")).toBe("kill myself");
    expect(normaliseForCrisis("ki11 myself")).toBe("kill myself");
    expect(normaliseForCrisis("$uicidal")).toBe("suicidal");
    expect(normaliseForCrisis("at 3am I took 2 of my 10mg tablets")).toBe("at 3am i took 2 of my 10mg tablets");
    expect(level("I'm 2 years clean from self harm")).toBe("concern");
  });

  it("joins spaced-out, dotted and censored spellings", () => {
    expect(normaliseForCrisis("k i l l  m y s e l f")).toBe("kill myself");
    expect(normaliseForCrisis("s.u.i.c.i.d.e")).toBe("suicide");
    expect(normaliseForCrisis("im gonna k*ll myself")).toBe("i am going to kill myself");
    expect(normaliseForCrisis("s**cide")).toBe("suicide");
    expect(level("Honestly I just want to d i e")).toBe("crisis");
  });

  it("expands slang, contractions without apostrophes and misspellings", () => {
    expect(normaliseForCrisis("kms")).toBe("kill myself");
    expect(normaliseForCrisis("idk why im still here")).toBe("i do not know why i am still here");
    expect(normaliseForCrisis("sewer slide")).toBe("suicide");
    expect(normaliseForCrisis("self-harm selfharm self harm")).toBe("self harm self harm self harm");
    for (const spelling of ["sucide", "suicde", "suiside", "su1cide", "suicdie", "sewerslide"]) {
      expect(level(`i keep thinking about ${spelling}`), spelling).toBe("crisis");
    }
    expect(level("i want to unalive myself")).toBe("crisis");
    expect(level("i dont wanna be alive")).toBe("crisis");
    expect(level("i want 2 die")).toBe("crisis");
    expect(level("nothing 2 live 4")).toBe("crisis");
  });

  it("reads kys as self-directed only when it is", () => {
    expect(level("i should kys")).toBe("crisis");
    expect(level("kys loser")).toBe("none");
    expect(level("Someone at school told me to kys.")).toBe("concern");
  });

  it("turns the few emojis that carry meaning into words", () => {
    expect(normaliseForCrisis("gonna take all these 💊")).toBe("going to take all these pills");
    expect(level("gonna take all these 💊 tonight")).toBe("crisis");
    expect(level("lol I'm dead 💀")).toBe("none");
    expect(level("kms 😂 this exam")).toBe("concern");
  });

  it("survives odd input: empty, whitespace, object-prototype words, a non-string", () => {
    expect(assessCrisis("")).toEqual({ level: "none", signals: [] });
    expect(assessCrisis(" \n\t ")).toEqual({ level: "none", signals: [] });
    expect(assessCrisis("constructor toString hasOwnProperty __proto__ valueOf")).toEqual({ level: "none", signals: [] });
    expect(assessCrisis(undefined as unknown as string)).toEqual({ level: "none", signals: [] });
  });
});

describe("idioms and negation are not crises", () => {
  const cases: Array<[string, CrisisLevel[], string[]]> = [
    ["giving something up", ["none"], ["I want to give up smoking.", "I gave up sugar for Lent.", "Never give up!", "I'm not going to give up on my goals."]],
    ["dying to / to die for", ["none"], ["I'm dying to see it.", "That cake was to die for.", "I'm dying of embarrassment.", "I'd rather die than go to that party."]],
    ["killing me / kill it / could kill for", ["none"], ["This traffic is killing me.", "I'm going to kill it at the gym.", "I could kill for a coffee.", "That was a killer workout.", "i'm killing myself laughing"]],
    ["dead / died about things", ["none"], ["My phone died.", "I'm dead tired.", "The deadline is Friday.", "My laptop battery is dead."]],
    ["titles and set phrases", ["none"], ["The Suicide Squad movie was fun.", "That would be career suicide.", "Coach made us run suicides."]],
    ["dye, not die", ["none"], ["I want to die my hair purple."]],
    ["accidents", ["none"], ["I cut myself shaving.", "I accidentally cut myself chopping onions.", "I burned myself on the oven tray.", "I hurt myself at the gym."]],
    ["figurative self-talk", ["none"], ["I need to cut myself some slack.", "I shot myself in the foot.", "I burned myself out at work."]],
    ["games", ["none"], ["I killed myself in Minecraft by falling into lava lol", "I keep dying on the final boss in Elden Ring."]],
    ["fiction", ["none"], ["The villain kills himself at the end of the movie.", "In my story the protagonist attempts suicide."]],
    ["academic and news", ["none"], ["I'm writing an essay on suicide prevention.", "Suicide rates are rising, according to the news.", "Overdose awareness day is August 31st."]],
    ["clear reassurance", ["none"], ["I'd never kill myself, don't worry. I'm just venting about work.", "I'm not suicidal at all, I just want help with sleep."]],
    ["places and times", ["none"], ["I don't want to live with my parents anymore.", "I hope I don't wake up late tomorrow, big interview."]],
    ["denial with distress", ["concern"], ["I'd never kill myself but I feel so empty.", "I'm not suicidal, just really exhausted and sad.", "I don't want to die, I just want the pain to stop."]],
    ["someone else at risk", ["concern"], ["My friend said she wants to die.", "My brother has been talking about killing himself.", "I'm worried my son is suicidal.", "My best friend is cutting herself."]],
    ["past, in recovery", ["concern"], ["I used to self-harm but I'm 2 years clean.", "I attempted suicide when I was 17, I'm doing better now.", "I haven't cut in 8 months."]],
    ["hopelessness and burden", ["concern"], ["I can't do this anymore.", "I feel like a burden to everyone.", "What's the point of anything anymore", "i give up."]],
    ["explicit joke marker", ["concern"], ["kms lol this exam is brutal"]],
    // Issue 16: ordinary requests to a therapist that share words with danger.
    ["overwhelmed by work", ["none"], ["I feel like I'm drowning with all these exams", "I feel like I'm drowning in deadlines this week"]],
  ];
  for (const [name, expected, texts] of cases) {
    it(name, () => {
      for (const text of texts) expect(expected, text).toContain(level(text));
    });
  }

  it("still catches the same words when they are real", () => {
    expect(level("I want to kill myself.")).toBe("crisis");
    expect(level("I want to die.")).toBe("crisis");
    expect(level("I used to self harm and last night I relapsed.")).toBe("crisis");
    expect(level("I tried to kill myself last night.")).toBe("crisis");
    expect(level("I'm going to kill myself lol no seriously I am")).toBe("crisis");
    expect(level("No, I want to die.")).toBe("crisis");
    expect(level("I can't stop thinking about killing myself.")).toBe("crisis");
    expect(level("I'm writing an essay about suicide because I want to kill myself.")).toBe("crisis");
  });

  it("grades the signal even in the middle of a long message", () => {
    const filler = "We went to the park and the weather was lovely, then we had lunch by the river. ";
    const text = `${filler.repeat(20)}Honestly though, I keep thinking about ending my life. ${filler.repeat(20)}`;
    expect(assessCrisis(text)).toMatchObject({ level: "crisis", signals: ["suicidal-intent"] });
  });
});

describe("the spec's client phrase list", () => {
  it("is exactly the spec's list", () => {
    expect([...CLIENT_CRISIS_PHRASES]).toEqual([
      "suicide",
      "kill myself",
      "want to die",
      "end it all",
      "self-harm",
      "hurt myself",
      "no reason to live",
      "better off dead",
      "give up",
    ]);
  });

  it("is a plain case-insensitive substring match, false positives and misses included", () => {
    expect(matchesClientCrisisPhrase("I WANT TO DIE")).toBe(true);
    expect(matchesClientCrisisPhrase("thinking about suicide")).toBe(true);
    expect(matchesClientCrisisPhrase("I want to give up smoking")).toBe(true); // as specified
    expect(matchesClientCrisisPhrase("The Suicide Squad")).toBe(true); // as specified
    expect(matchesClientCrisisPhrase("I don't want to die")).toBe(true); // as specified
    expect(matchesClientCrisisPhrase("selfharm")).toBe(false);
    expect(matchesClientCrisisPhrase("self harm")).toBe(false);
    expect(matchesClientCrisisPhrase("kms")).toBe(false);
    expect(matchesClientCrisisPhrase("i wanna die")).toBe(false);
    expect(matchesClientCrisisPhrase("")).toBe(false);
  });
});

describe("safeMessagingReply", () => {
  const METHOD_WORDS =
    /\b(?:pills?|tablets?|overdos\w*|rope|noose|hang\w*|jump\w*|bridge|roof|gun|shoot\w*|knife|knives|blade|razor|cut\w*|wrists?|poison\w*|lethal|dose|drown\w*|suffocat\w*|method|methods)\b/i;
  const seeds = Array.from({ length: 30 }, (_, i) => `seed-${i}`);

  it("crisis: warm, gives 988 and 741741 and emergency help, stays, discloses AI, asks about safety, in every variant", () => {
    const replies = new Set(seeds.map((seed) => safeMessagingReply("crisis", { seed })));
    expect(replies.size).toBeGreaterThanOrEqual(3);
    for (const reply of replies) {
      expect(reply).toContain("988");
      expect(reply).toMatch(/call or text 988/i);
      expect(reply).toContain("741741");
      expect(reply).toMatch(/text HOME to 741741/i);
      expect(reply).toMatch(/emergency number/i);
      expect(reply).toMatch(/nearest emergency department/i);
      expect(reply).toMatch(/you matter/i);
      expect(reply).toMatch(/glad you/i);
      expect(reply).toMatch(/someone you trust/i);
      expect(reply).toMatch(/I'm an AI/);
      expect(reply).toMatch(/not a crisis counsellor/i);
      expect(reply).toMatch(/stay in this conversation/i);
      expect(reply).toMatch(/safe right now\?|somewhere safe\?/i);
      expect(reply).not.toMatch(METHOD_WORDS);
      expect(reply).not.toMatch(/\b(?:secret|between us|won't tell|will not tell)\b/i);
    }
  });

  it("concern: a gentle check-in with an open question and lighter resources", () => {
    const replies = new Set(seeds.map((seed) => safeMessagingReply("concern", { seed })));
    expect(replies.size).toBeGreaterThanOrEqual(3);
    for (const reply of replies) {
      expect(reply).toContain("988");
      expect(reply).toContain("741741");
      expect(reply).toMatch(/\?/);
      expect(reply).toMatch(/\bAI\b/);
      expect(reply).not.toMatch(METHOD_WORDS);
      expect(reply).not.toMatch(/\bsecret\b/i);
    }
  });

  it("concern about someone else gives advice for supporting them", () => {
    const reply = safeMessagingReply("concern", { signals: ["third-party"] });
    expect(reply).toMatch(/emergency number/);
    expect(reply).toMatch(/ask them directly/i);
    expect(reply).toMatch(/don't promise to keep it secret/i);
    expect(reply).toContain("988");
    expect(reply).toContain("741741");
    expect(reply).not.toMatch(METHOD_WORDS);
  });

  it("greets by a cleaned first name and is deterministic", () => {
    const reply = safeMessagingReply("crisis", { firstName: "  <b>Mira</b>\n" });
    expect(reply).toContain("Mira");
    expect(reply).not.toMatch(/[<>]/);
    expect(safeMessagingReply("crisis", { firstName: "Mira", seed: "x" })).toBe(safeMessagingReply("crisis", { firstName: "Mira", seed: "x" }));
    expect(safeMessagingReply("concern")).toBe(safeMessagingReply("concern"));
    expect(safeMessagingReply("crisis")).not.toMatch(/undefined|null|, ,/);
  });
});

describe("performance", () => {
  const inputs: Record<string, string> = {
    prose: "I had a long day at work and my feet are killing me, but I'm okay. ".repeat(150).slice(0, 10_000),
    "one long sentence": "i went to the shop and bought bread and then saw a film with my friend ".repeat(150).slice(0, 10_000),
    "repeated trigger": "want to want to want to die ".repeat(358).slice(0, 10_000),
    "one letter": "a".repeat(10_000),
    "spaced letters": "k i l l ".repeat(1250),
    "dots and stars": "s.*".repeat(3333),
    leet: "k1ll3r5 ".repeat(1250),
    quotes: '"'.repeat(10_000),
    "zero-width": "\u200B".repeat(10_000),
    negations: `${"not ".repeat(2497)}kill myself`,
  };

  it("handles 10,000-character inputs quickly and still finds a signal at the very end", async () => {
    const timings: string[] = [];
    for (const [name, text] of Object.entries(inputs)) {
      expect(text.length).toBeGreaterThanOrEqual(9_990);
      const started = performance.now();
      for (let i = 0; i < 5; i++) assessCrisis(text);
      // workerd only advances its clock across I/O, so let it tick before reading the time again
      await new Promise((resolve) => setTimeout(resolve, 0));
      const perCall = (performance.now() - started) / 5;
      timings.push(`${name}: ${perCall.toFixed(2)} ms`);
      expect(perCall, name).toBeLessThan(100);
    }
    console.log(`10,000-character inputs, per call: ${timings.join(", ")}`);
    const endSignal = `${"The weather is nice and the garden is green. ".repeat(222)}I want to end my life.`;
    expect(endSignal.length).toBeGreaterThan(10_000);
    expect(level(endSignal)).toBe("crisis");
  });

  it("grades a typical chat message in well under a millisecond", async () => {
    const messages = crisisDataset.map((m) => m.text);
    const started = performance.now();
    for (let round = 0; round < 5; round++) for (const text of messages) assessCrisis(text);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const perMessage = (performance.now() - started) / (5 * messages.length);
    console.log(`typical message: ${(perMessage * 1000).toFixed(0)} µs per call over ${messages.length} messages`);
    expect(perMessage).toBeLessThan(1);
  });
});
