import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { parseCorpus } from "../../scripts/crisis-corpus";
import type { ChatSession } from "../../workers/chat/session-object";
import { readingFeatures } from "../../workers/safety/classifier";
import { assessCrisis, CRISIS_SIGNALS, type CrisisAssessment } from "../../workers/safety/crisis";
import { gradeInConversation, gradeText, gradeTextWith, linearGrade } from "../../workers/safety/detector";
import { encoderScores, loadEncoder, type EncoderModel } from "../../workers/safety/encoder";
import encoderModel from "../../workers/safety/encoder-model.json";
import { screenText } from "../../workers/safety/screen";
import { modelSecondOpinion, SECOND_OPINION_TIMEOUT_MS } from "../../workers/safety/second-opinion";
import frozen5 from "../crisis/frozen-5.jsonl?raw";
import frozen6 from "../crisis/frozen-6.jsonl?raw";
import trainingCrisis from "../crisis/train-crisis.jsonl?raw";
import { countRows, expireTrial, fakeModelConfig, serviceContext } from "./fixtures";
import { api, registerUser } from "./helpers";

const level = (text: string) => gradeText(text).level;
/** Each text is a crisis by the rules, for the signal beside it. */
function expectRuleCrises(cases: [text: string, signal: string][]) {
  for (const [text, signal] of cases) {
    const graded = assessCrisis(text);
    expect(graded.level, text).toBe("crisis");
    expect(graded.signals, text).toContain(signal);
  }
}

describe("the danger rules", () => {
  it("catch each kind of danger written without the words suicide or self-harm", () => {
    const cases: [string, string][] = [
      ["I swallowed the whole strip of my tablets twenty minutes ago", "attempt"],
      ["the car is running in the closed garage", "attempt"],
      ["finished the letters to my sisters tonight, they will understand after", "preparation"],
      ["gave my guitar away to my cousin, I won't be needing it", "preparation"],
      ["Saturday. The tablets are in my sock drawer.", "plan"],
      ["how many of my sleeping tablets would it take to never wake up", "method-research"],
      ["I don't trust myself tonight", "not-safe"],
      ["I wish I hadn't woken up this morning", "wish-to-be-dead"],
      ["burned my arm with a lighter again so nobody sees", "self-injury"],
      ["I keep picturing stabbing my stepdad, the knife is under my bed", "harm-to-others"],
      ["the voices keep telling me to jump off the balcony", "command-voices"],
      ["day 6 of not eating and I fainted in the shower", "eating-danger"],
    ];
    expectRuleCrises(cases);
  });

  it("leave their harmless look-alikes alone", () => {
    for (const text of [
      "I took the whole day off work to paint the kitchen",
      "giving away my old books before the move, the new flat is tiny",
      "how many ibuprofen can I take in a day for a toothache?",
      "cut my thumb chopping onions, ouch",
      "died on the final boss again lol",
      "our nursing module this week is on self-harm assessment",
      "I dreamt I was at my own funeral, so weird, what could it mean?",
      "this deadline is killing me",
      // Requests for help that share words with danger (issue 16).
      "What can I actually do tonight so I can fall asleep faster?",
      "Can you help me make a plan for tomorrow that includes breaks?",
      "I feel like I'm drowning with all these exams",
      // Ordinary days in words that danger uses too.
      "Then I lie awake going over everything I didn't finish.",
      "I finished everything on my list today",
      "I can't wait for this week to be over",
      "We sold the old car and gave the bike to my nephew",
    ]) {
      expect(level(text), text).toBe("none");
    }
  });

  it("read danger written in the languages people mix with English, and what is past or someone else's as a concern", () => {
    const crises: [string, string][] = [
      ["ya no quiero vivir, estoy cansada de todo", "wish-to-be-dead"],
      ["je pense à me tuer ce soir", "suicidal-intent"],
      ["Ich will nicht mehr leben.", "wish-to-be-dead"],
      ["main khudkushi karne ka soch raha hoon", "suicidal-intent"],
      ["gusto ko nang mamatay", "wish-to-be-dead"],
      ["me tomé todas las pastillas de mi mamá", "attempt"],
      ["tengo ganas de matarlo, tengo el cuchillo", "harm-to-others"],
      ["no me siento segura conmigo esta noche", "not-safe"],
      ["seis dias sin comer y me mareo al pararme", "eating-danger"],
    ];
    expectRuleCrises(crises);
    for (const text of ["hace cinco años intenté quitarme la vida y hoy estoy bien", "mi hermano dice que quiere morir", "no veo ningún futuro"]) {
      expect(assessCrisis(text).level, text).toBe("concern");
    }
    for (const text of ["mi canción favorita es 'Quiero morir' jaja", "me corté el pelo muy corto", "j'ai mal aux jambes après le sport"]) {
      expect(assessCrisis(text).level, text).toBe("none");
    }
  });

  it("find one line of danger inside a long ordinary message", () => {
    const text =
      "Quick update on the week. Work has been busy, we finally shipped the new onboarding flow and my manager was pleased. " +
      "My sister visited on Saturday and we went to the market and cooked together, which was lovely. " +
      "I've been looking up how many of my tablets it would take and I think I have enough now. " +
      "Anyway the garden is looking good and the tomatoes are finally ripening.";
    expect(level(text)).toBe("crisis");
  });

  it("report only known signal ids, never the person's words", () => {
    for (const text of ["took them all, goodbye", "the voices say jump", "I wish I was dead"]) {
      for (const signal of gradeText(text).signals) expect(CRISIS_SIGNALS).toContain(signal);
    }
  });
});

describe("the trained classifier", () => {
  it("raises messages the rules alone miss, and its grade is the higher of the two", () => {
    const messages = parseCorpus(trainingCrisis);
    let raised = 0;
    for (const { text } of messages) {
      const rules = assessCrisis(text).level;
      const graded = gradeText(text);
      if (rules === "crisis") expect(graded.level, text).toBe("crisis");
      if (rules === "none" && graded.level !== "none") {
        expect(graded.signals.some((signal) => signal === "classifier" || signal === "encoder"), text).toBe(true);
        raised++;
      }
    }
    expect(raised).toBeGreaterThan(10);
  });

  it("reads a word with its group of words near in meaning, so a word seldom in the training messages counts like its neighbours", () => {
    const groups = (text: string) => readingFeatures(text)[0]!.filter((feature) => feature.startsWith("s:"));
    expect(groups("I swallowed the tablets")).toEqual(groups("I swallowed the pills"));
    expect(groups("I swallowed the tablets")).not.toEqual(groups("I swallowed the lemonade"));
    const features = readingFeatures("I have the pills")[0]!;
    expect(features).toContain("w:pills");
    expect(features.some((feature) => feature.startsWith("c:") && feature.includes("hav"))).toBe(false);
  });

  it("is deterministic and fast: well under a millisecond for a typical message", () => {
    const text = "Some days I feel like nothing I do matters and I can't see the point of trying anymore.";
    expect(gradeText(text)).toEqual(gradeText(text));
    const start = performance.now();
    for (let index = 0; index < 200; index++) gradeText(`${text} ${index}`);
    expect((performance.now() - start) / 200).toBeLessThan(5);
  });
});

describe("the encoder", () => {
  it("catches goodbyes and plans told in ordinary words that the rules and the linear classifier let through", () => {
    for (const text of [
      "everything is packed and labelled for whoever has to clear the flat out after friday",
      "there's enough in the cabinet now, I counted twice",
      "moved all my photos to a shared folder so they'll have them",
      "scheduled the posts, paid the rent ahead, nothing left undone",
    ]) {
      expect(linearGrade(text).level, text).toBe("none");
      expect(gradeText(text), text).toEqual({ level: "crisis", signals: ["encoder"] });
    }
    expect(CRISIS_SIGNALS).toContain("encoder");
  });

  it("leaves alone ordinary messages made of the same words", () => {
    expect(level("packed and labelled all the boxes for the movers on friday")).toBe("none");
    expect(level("I cleared out my locker at the gym and cancelled my membership because I'm moving to Leeds")).toBe("none");
    expect(level("moved all my photos to a shared folder so my sister can print some for the party")).toBe("none");
  });

  it("only raises a grade, never lowers one", () => {
    const crisis: CrisisAssessment = { level: "crisis", signals: ["plan"] };
    expect(gradeTextWith(crisis, "none")).toBe(crisis);
    expect(gradeTextWith(crisis, "concern")).toBe(crisis);
    expect(gradeTextWith({ level: "concern", signals: ["hopelessness"] }, "crisis")).toEqual({ level: "crisis", signals: ["hopelessness", "encoder"] });
  });

  it("grades in the Worker as training measured it: the same share of its validation crisis messages flagged", () => {
    const crisis = [frozen5, frozen6].flatMap(parseCorpus).filter((message) => message.label === "crisis");
    const flagged = crisis.filter((message) => gradeText(message.text).level !== "none").length;
    expect(flagged / crisis.length).toBe(encoderModel.meta.validation.recall);
  });

  it("reads the whole of a long post: a line of danger after 1,500 ordinary words still counts", () => {
    const encoder = loadEncoder(encoderModel as EncoderModel);
    const line = "I counted out all the pills and I am taking them tonight when everyone is asleep.";
    const ordinary = "Work was long again and the train was late, so I got home after eight and made pasta with the last of the tomatoes. ";
    expect(encoderScores(encoder, ordinary.repeat(60) + line).crisis).toBeGreaterThanOrEqual(encoder.thresholds.crisis);
    expect(encoderScores(encoder, ordinary.repeat(60)).crisis).toBeLessThan(encoder.thresholds.crisis);
  });

  it("is deterministic and quick on a long message", () => {
    const text = `${"Work was long again and the train was late, so I got home after eight and made pasta. ".repeat(14)}Anyway the letters are written.`;
    expect(gradeText(text)).toEqual(gradeText(text));
    const start = performance.now();
    for (let index = 0; index < 50; index++) gradeText(`${text} ${index}`);
    // A loose bound against a pathological slowdown, for a busy test machine; `npm run bench` measures it.
    expect((performance.now() - start) / 50).toBeLessThan(40);
  });
});

describe("the conversation", () => {
  it("reads a new message with the last few: hopelessness earlier and a plan now is a crisis", () => {
    expect(level("I have a plan.")).toBe("concern");
    const graded = gradeInConversation("I have a plan.", {
      recent: ["I can't see a way out of this", "nothing is ever going to get better, I'm so tired of everything"],
      hadCrisis: false,
    });
    expect(graded.level).toBe("crisis");
    expect(graded.signals).toContain("conversation");
  });

  it("checks in on a message that is not clearly fine once the conversation has had a crisis", () => {
    const after = gradeInConversation("I don't know anymore", { recent: ["I want to die"], hadCrisis: true });
    expect(after.level).toBe("concern");
    expect(after.signals).toContain("after-crisis");
    expect(gradeInConversation("I don't know anymore", { recent: [], hadCrisis: false }).level).toBe("none");
    expect(gradeInConversation("can you tell me a breathing exercise", { recent: ["I want to die"], hadCrisis: true }).level).toBe("none");
  });

  it("reads the answer to \"are you safe right now?\" as one", () => {
    const asked = { recent: ["I want to die"], hadCrisis: true, askedIfSafe: true };
    const notSafe = gradeInConversation("not really", asked);
    expect(notSafe.level).toBe("crisis");
    expect(notSafe.signals).toContain("not-safe-answer");
    expect(gradeInConversation("idk", asked).level).toBe("crisis");
    expect(gradeInConversation("yes, I'm safe now, thank you", asked).level).toBe("none");
    expect(gradeInConversation("not really", { recent: [], hadCrisis: false }).level).toBe("none");
  });

  it("does not take everyday short answers for danger", () => {
    for (const text of ["ok", "idk", "I don't know", "nothing", "I'm ready", "I'm done", "thanks", "i'm going now"]) {
      expect(level(text), text).toBe("none");
    }
  });

  it("answers the check-in in the chat after a crisis, instead of an ordinary reply", async () => {
    const { token } = await registerUser();
    const started = await api("/chat/start/th_anxiety", { method: "POST", token });
    const sessionId = started.body.sessionId as string;
    const send = (message: string) => api(`/chat/message/${sessionId}`, { method: "POST", token, json: { message, therapistId: "th_anxiety" } });
    const first = await send("I took all my pills an hour ago");
    expect(first.body.crisisLevel).toBe("crisis");
    expect(first.body.response).toMatch(/are you (?:somewhere )?safe/i);
    // The answer to "are you safe right now?"
    const unsure = await send("I don't know anymore");
    expect(unsure.body.crisisLevel).toBe("crisis");
    expect(unsure.body.response).toContain("988");
    const safe = await send("yes, I'm safe now, my sister is here");
    expect(safe.body.crisisLevel).toBe("none");
    // Later in the same conversation, a message that is not clearly fine gets the check-in.
    const later = await send("I don't know anymore");
    expect(later.body.crisisLevel).toBe("concern");
    expect(later.body.response).toMatch(/are you (?:somewhere )?safe/i);
    expect(later.body.response).toMatch(/\/app\/safety-plan/);
  });
});

describe("a model's second opinion", () => {
  const opinion = (level: string) => fakeModelConfig(`fake-model [[answer={"level":"${level}"}]]`);

  it("can raise the grade", async () => {
    expect(await modelSecondOpinion(opinion("crisis"), "everything is fine")).toBe("crisis");
    const ctx = { ...serviceContext(), config: { ...serviceContext().config, ...opinion("crisis") } };
    const { user } = await registerUser();
    const screened = await screenText(ctx, { id: user.id }, "I'm going for a walk", "help");
    expect(screened.level).toBe("crisis");
    expect(screened.signals).toContain("second-opinion");
  });

  it("never lowers it", async () => {
    const ctx = { ...serviceContext(), config: { ...serviceContext().config, ...opinion("none") } };
    const { user } = await registerUser();
    const screened = await screenText(ctx, { id: user.id }, "I swallowed the whole bottle of my pills", "help");
    expect(screened.level).toBe("crisis");
    const concern = await screenText(ctx, { id: user.id }, "I feel like such a burden to everyone", "help");
    expect(concern.level).toBe("concern");
  });

  it("is ignored when it does not fit the shape or does not come in time", async () => {
    expect(await modelSecondOpinion(fakeModelConfig("fake-model"), "hello")).toBeNull();
    expect(await modelSecondOpinion(fakeModelConfig("fake-model [[malformed]]"), "hello")).toBeNull();
    const start = Date.now();
    expect(await modelSecondOpinion(fakeModelConfig("fake-model [[hang]]"), "hello")).toBeNull();
    expect(Date.now() - start).toBeLessThan(SECOND_OPINION_TIMEOUT_MS + 1_000);
    expect(await modelSecondOpinion({}, "hello")).toBeNull();
  });
});

describe("every place a person writes is screened and recorded", () => {
  it("records the grade and the rule ids of chat, help and assessment text, never the words", async () => {
    const { token, user } = await registerUser();
    const started = await api("/chat/start/th_grief", { method: "POST", token });
    await api(`/chat/message/${started.body.sessionId}`, {
      method: "POST",
      token,
      json: { message: "I don't trust myself tonight", therapistId: "th_grief", clientMessageId: "m-1" },
    });
    await api("/ai-assistant/chat", { method: "POST", token, json: { message: "how do I cancel? also I wish I was dead" } });
    const grief = await api("/assessments/onboarding-grief", { token });
    const answers = grief.body.assessment.questions.map((question: { type: string; options: string[]; scaleRange?: { min: number } }) =>
      question.type === "text" ? "I have been giving my things away, I won't need them after this week" : question.type === "scale" ? question.scaleRange!.min : question.type === "checkbox" ? [] : question.options[0],
    );
    await api("/assessments/onboarding-grief/submit", { method: "POST", token, json: { responses: answers.map((answer: unknown) => ({ answer })), duration: 3 } });

    const { results } = await env.DB.prepare("SELECT surface, level, signals FROM safety_events WHERE user_id = ? ORDER BY id").bind(user.id).all<{ surface: string; level: string; signals: string }>();
    expect(results.map((row) => [row.surface, row.level])).toEqual([
      ["chat", "crisis"],
      ["help", "crisis"],
      ["assessment", "crisis"],
    ]);
    for (const row of results) {
      for (const signal of JSON.parse(row.signals) as string[]) expect(CRISIS_SIGNALS).toContain(signal);
      expect(row.signals).not.toMatch(/trust myself|i wish|giving my/i);
    }
    // A retried send (same client message id) is recorded once.
    await api(`/chat/message/${started.body.sessionId}`, {
      method: "POST",
      token,
      json: { message: "I don't trust myself tonight", therapistId: "th_grief", clientMessageId: "m-1" },
    });
    expect(await countRows("safety_events", "user_id = ? AND surface = 'chat'", user.id)).toBe(1);
  });
});

describe("the Safety Plan", () => {
  const plan = {
    warningSigns: ["Not sleeping", "  Pulling away from everyone  ", ""],
    copingStrategies: ["A hot shower"],
    distractions: [],
    helpers: ["My sister, 07700 900123"],
    professionals: ["Dr Patel"],
    environment: ["Ask Sam to keep my medication"],
    reasonsForLiving: ["My dog"],
  };

  it("is empty at first, saves the person's own words sealed at rest, and reads them back", async () => {
    const { token, user } = await registerUser();
    const empty = await api("/safety/plan", { token });
    expect(empty.status).toBe(200);
    expect(empty.body.updatedAt).toBeNull();
    expect(empty.body.plan.warningSigns).toEqual([]);
    expect(empty.body.crisisLines.code).toBe("US");

    const saved = await api("/safety/plan", { method: "PUT", token, json: plan });
    expect(saved.status).toBe(200);
    expect(saved.body.plan.warningSigns).toEqual(["Not sleeping", "Pulling away from everyone"]);
    const read = await api("/safety/plan", { token });
    expect(read.body.plan).toEqual(saved.body.plan);
    expect(read.body.updatedAt).not.toBeNull();

    const row = await env.DB.prepare("SELECT plan_enc FROM safety_plans WHERE user_id = ?").bind(user.id).first<{ plan_enc: string }>();
    expect(row!.plan_enc).not.toMatch(/sleeping|sister|dog/i);
    // Another person sees only their own (empty) plan.
    const other = await registerUser();
    expect((await api("/safety/plan", { token: other.token })).body.plan.helpers).toEqual([]);
  });

  it("refuses what does not fit, with a clear message, and keeps the stored plan", async () => {
    const { token } = await registerUser();
    await api("/safety/plan", { method: "PUT", token, json: plan });
    const tooMany = await api("/safety/plan", { method: "PUT", token, json: { ...plan, helpers: Array.from({ length: 13 }, (_, i) => `Friend ${i}`) } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe("Each section can hold up to 12 items.");
    const tooLong = await api("/safety/plan", { method: "PUT", token, json: { ...plan, helpers: ["x".repeat(301)] } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toBe("Each item can be up to 300 characters.");
    expect((await api("/safety/plan", { method: "PUT", token, json: { ...plan, helpers: "Sam" } })).status).toBe(400);
    expect((await api("/safety/plan", { token })).body.plan.helpers).toEqual(["My sister, 07700 900123"]);
  });

  it("stays open after the trial ends, like the crisis lines", async () => {
    const { token, user } = await registerUser();
    await expireTrial(user.id);
    expect((await api("/safety/plan", { token })).status).toBe(200);
    expect((await api("/safety/plan", { method: "PUT", token, json: plan })).status).toBe(200);
    expect((await api("/safety/crisis-lines", { token })).status).toBe(200);
  });
});

describe("crisis lines by country", () => {
  it("follow the person's chosen country into the chat's crisis reply", async () => {
    const { token } = await registerUser();
    expect((await api("/safety/crisis-country", { method: "PUT", token, json: { country: "XX" } })).status).toBe(400);
    const chosen = await api("/safety/crisis-country", { method: "PUT", token, json: { country: "GB" } });
    expect(chosen.body.crisisLines.country).toBe("United Kingdom");
    expect((await api("/safety/crisis-lines", { token })).body.crisisLines.code).toBe("GB");
    const started = await api("/chat/start/th_depression", { method: "POST", token });
    const reply = await api(`/chat/message/${started.body.sessionId}`, { method: "POST", token, json: { message: "I want to kill myself tonight", therapistId: "th_depression" } });
    expect(reply.body.response).toContain("Call 116 123");
    expect(reply.body.response).toContain("999");
    expect(reply.body.response).not.toContain("988");
  });

  it("give a configured model the person's own lines for the messages the detector lets through", async () => {
    const { token } = await registerUser();
    await api("/safety/crisis-country", { method: "PUT", token, json: { country: "GB" } });
    const sessionId = (await api("/chat/start/th_anxiety", { method: "POST", token })).body.sessionId as string;
    await runInDurableObject(env.CHAT_SESSION.get(env.CHAT_SESSION.idFromName(sessionId)), (instance: ChatSession) => {
      Object.assign(instance, { env: { ...env, ...fakeModelConfig() } });
    });
    // The fake model answers "[[system]]" with what it was told.
    const reply = await api(`/chat/message/${sessionId}`, { method: "POST", token, json: { message: "[[system]]", therapistId: "th_anxiety" } });
    expect(reply.body.response).toContain("Call 116 123 (Samaritans");
    expect(reply.body.response).not.toContain("988");
  });
});
