import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pacedChunks } from "../../workers/ai/builtin";
import { REQUEST_KINDS } from "../../workers/ai/builtin/requests";
import { GUIDES } from "../../workers/ai/builtin/techniques";
import { readConfig } from "../../workers/env";
import worker from "../../workers/index";
import { crisisLinesFor } from "../../workers/shared/crisis-lines";
import { SUMMARY_MAX_CHARS } from "../../workers/ai/prompts";
import { createAiProvider } from "../../workers/ai/provider";
import { AiUnavailable, type AiProvider, type ChatReplyRequest, type ChatTurn } from "../../workers/ai/types";
import conversationSet from "../conversations/builtin-therapist.json";
import heldOut from "../conversations/held-out.json";
import { formatReport, runConversationSet, type ConversationSet, type SetReport } from "../conversations/properties";
import { fakeModelConfig } from "./fixtures";
import { api, ORIGIN, registerUser, uniqueIp } from "./helpers";

type Therapist = ChatReplyRequest["therapist"];

const noah: Therapist = { id: "th_depression", name: "Noah Kim", specialty: "depression" };
const claire: Therapist = { id: "th_anxiety", name: "Claire Dubois", specialty: "anxiety" };
const amara: Therapist = { id: "th_trauma", name: "Amara Okafor", specialty: "trauma" };
const rosa: Therapist = { id: "th_addiction", name: "Rosa Delgado", specialty: "addiction" };
const samuel: Therapist = { id: "th_grief", name: "Samuel Hart", specialty: "grief" };
const marcus: Therapist = { id: "th_marriage", name: "Marcus Bennett", specialty: "marriage" };

async function collect(chunks: AsyncIterable<string>): Promise<string[]> {
  const received: string[] = [];
  for await (const chunk of chunks) received.push(chunk);
  return received;
}

function request(therapist: Therapist, message: string, overrides: Partial<ChatReplyRequest> = {}): ChatReplyRequest {
  return { therapist, history: [], message, memory: null, crisisLevel: "none", userFirstName: "Mira", ...overrides };
}

/** Plays the person's messages in order and returns the therapist's replies. */
async function converse(provider: AiProvider, therapist: Therapist, messages: string[], overrides: Partial<ChatReplyRequest> = {}) {
  const history: ChatTurn[] = [];
  for (const message of messages) {
    const reply = (await collect(provider.streamChatReply(request(therapist, message, { ...overrides, history: [...history] })))).join("");
    history.push({ role: "user", content: message }, { role: "assistant", content: reply });
  }
  return { replies: history.filter((turn) => turn.role === "assistant").map((turn) => turn.content), history };
}

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).filter(Boolean);
}

function questionMarks(text: string): number {
  return text.split("?").length - 1;
}

const DEPRESSION_SESSION = [
  "I'd rather talk directly",
  "I've been feeling really down lately and I can't get out of bed most mornings.",
  "It started when I lost my job in March. My sister Jess keeps telling me to just get over it.",
  "Mostly I just lie around scrolling on my phone. I used to paint a lot.",
  "I'm a failure. Everyone else has their life together.",
  "idk",
  "I guess I did help Jess move last month and she said she couldn't have done it without me.",
  "Maybe that I'm going through a rough patch, not that I'm a failure.",
  "Painting, I used to love it.",
  "I could paint for 10 minutes on Saturday morning after breakfast.",
  "My mind will probably say it's pointless and I'm not good at it anymore.",
  "thanks, that helps",
];

/** The built-in engine without pacing, so conversations play at full speed; pacing has its own tests. */
const unpaced = () => createAiProvider({ AI_STREAM_PACE_MS: 0 });

describe("built-in therapist", () => {
  const builtin = unpaced();

  it("is the default when no API key is configured", () => {
    const config = readConfig(env);
    expect(config).toMatchObject({ AI_MODEL: "gpt-4o-mini", AI_TIMEOUT_MS: 8_000 });
    expect(createAiProvider(config).kind).toBe("builtin");
    expect(createAiProvider({ AI_BASE_URL: "http://127.0.0.1:1/v1" }).kind).toBe("builtin");
  });

  it("reflects the person's own words back, turned to 'you'", async () => {
    const { replies } = await converse(builtin, noah, ["I've been feeling really down lately and I can't get out of bed most mornings."]);
    expect(replies[0]).toContain("you can't get out of bed most mornings");
    expect(replies[0]).not.toMatch(/\bI can't get out of bed\b/);
  });

  it("asks exactly one question per reply and keeps replies to five sentences, over a 12-turn session", async () => {
    const { replies } = await converse(builtin, noah, DEPRESSION_SESSION);
    expect(replies).toHaveLength(12);
    for (const reply of replies) {
      expect(questionMarks(reply), reply).toBe(1);
      expect(reply.trim().endsWith("?"), reply).toBe(true);
      expect(sentencesOf(reply).length, reply).toBeLessThanOrEqual(5);
    }
  });

  it("never repeats a sentence within a session", async () => {
    const { replies } = await converse(builtin, noah, DEPRESSION_SESSION);
    const sentences = replies.flatMap(sentencesOf).map((sentence) => sentence.toLowerCase());
    const repeated = sentences.filter((sentence, index) => sentences.indexOf(sentence) !== index);
    expect(repeated).toEqual([]);
  });

  it("works through the session's stages: technique, a plan in the person's words, then a summary", async () => {
    const { replies } = await converse(builtin, noah, DEPRESSION_SESSION);
    const whole = replies.join("\n");
    expect(whole).toMatch(/cognitive restructuring/);
    expect(whole).toMatch(/behavioural activation/);
    expect(whole).toMatch(/evidence|a close friend told you/);
    expect(whole).toContain('"I\'m a failure"');
    const summary = replies.find((reply) => /sum up|pull together|gather up/.test(reply));
    expect(summary).toBeDefined();
    expect(summary).toContain("paint for 10 minutes on Saturday morning after breakfast");
  });

  it("never agrees with a self-judgement; it reflects it as something the mind says", async () => {
    const { replies } = await converse(builtin, noah, ["hi", "I'm a failure at everything."]);
    expect(replies[1]).not.toMatch(/\byou're a failure\b/);
    expect(replies[1]).toMatch(/"I'm a failure/);
  });

  it.each([
    ["depression", noah, ["I've been so low lately.", "I don't enjoy anything anymore.", "Every day feels the same.", "I just stay in bed.", "I think I'm useless."], /cognitive restructuring|behavioural activation/],
    ["anxiety", claire, ["I'm anxious all the time.", "Mostly about work.", "My chest gets tight at night.", "I keep imagining the worst.", "That I'll get fired."], /predict|thought record|evidence/],
    ["trauma", amara, ["Something bad happened last year.", "I get flashbacks.", "My body tenses up.", "It's hard to sleep.", "I feel jumpy all day."], /grounding|window of tolerance/],
    ["addiction", rosa, ["I've been drinking every night.", "It started after my divorce.", "It helps me sleep.", "My kids noticed.", "I want to cut down but it's hard."], /two ways about changing|part of you gets something|what matters most|0 to 10/],
    ["grief", samuel, ["My mum died in spring.", "She was kind and funny.", "I miss her every day.", "I feel angry that it happened.", "Some days I can't stop crying."], /continuing bonds|keep the bond|memory of your mum|waves/],
    ["marriage", marcus, ["My wife and I argue all the time.", "Usually about money.", "She criticises and I shut down.", "Then we don't talk for days.", "I miss how we used to be."], /pursues and the other withdraws|criticism, defensiveness|soft start-up|repair/],
  ] as [string, Therapist, string[], RegExp][])("applies the %s technique within five turns", async (_specialty, therapist, messages, technique) => {
    const { replies } = await converse(builtin, therapist, messages);
    expect(replies.join("\n")).toMatch(technique);
  });

  it("remembers earlier content: brings back a person named earlier and notices what keeps coming back", async () => {
    const { replies } = await converse(builtin, claire, [
      "My sister Jess says I worry too much.",
      "Work has been really stressful this month.",
      "My boss keeps changing deadlines at work.",
      "I stayed late at work again yesterday.",
      "I couldn't sleep again.",
    ]);
    const later = replies.slice(2).join("\n");
    expect(later).toMatch(/Jess/);
    expect(later).toMatch(/work has come up|keep coming back to work|mentioned work more than once/i);
  });

  it("is deterministic: the same conversation always gets the same replies", async () => {
    const first = await converse(builtin, amara, ["hi", "I keep having flashbacks since the accident.", "yes", "My heart races."]);
    const again = await converse(unpaced(), amara, ["hi", "I keep having flashbacks since the accident.", "yes", "My heart races."]);
    expect(again.replies).toEqual(first.replies);
  });

  it("says honestly that it is an AI when asked", async () => {
    const { replies } = await converse(builtin, amara, ["hi", "I have nightmares most nights.", "are you a real person?"]);
    expect(replies[2]).toMatch(/\bAI\b/);
    expect(replies[2]).toMatch(/not a (human|person|real person)/);
    expect(questionMarks(replies[2])).toBe(1);
  });

  it("uses memory from the last session, asking how the chosen step went", async () => {
    const memory = "They talked about work stress and feeling exhausted. Their chosen next step: a 10-minute walk after lunch.";
    const { replies } = await converse(builtin, noah, ["hi"], { memory });
    expect(replies[0]).toMatch(/last (time|spoke)/i);
    expect(replies[0]).toContain("a 10-minute walk after lunch");
    expect(replies[0]).toMatch(/How (did that go|has that been going)\?$/);
  });

  it("handles greetings, thanks and short answers without losing the thread", async () => {
    const { replies } = await converse(builtin, claire, ["hello", "I'm worried about my exams.", "idk", "no", "thanks"]);
    expect(replies[0]).toMatch(/Claire Dubois/);
    expect(replies[0]).toMatch(/\bAI\b/);
    expect(replies[2]).toMatch(/okay|alright|no problem/i);
    expect(replies[4]).toMatch(/welcome|glad|thank you/i);
    for (const reply of replies) expect(questionMarks(reply)).toBe(1);
  });

  it("offers a concrete idea when asked for advice, and no medication advice or diagnosis", async () => {
    const { replies } = await converse(builtin, claire, [
      "I get panicky before meetings. What should I do?",
      "Should I take Xanax before the meeting?",
      "Do I have an anxiety disorder?",
    ]);
    expect(replies[0]).toMatch(/breath|worry time|write it down/i);
    expect(replies[1]).toMatch(/doctor or pharmacist/);
    expect(replies[1]).not.toMatch(/\bmg\b|\btake it\b/i);
    expect(replies[2]).toMatch(/can't diagnose|won't put a label/);
  });

  it("answers a crisis with 988, 741741 and presence, whatever else was said", async () => {
    const reply = (await collect(builtin.streamChatReply(request(noah, "I don't want to live anymore", { crisisLevel: "crisis" })))).join("");
    expect(reply).toContain("988");
    expect(reply).toContain("741741");
    expect(questionMarks(reply)).toBe(1);
    const concern = (await collect(builtin.streamChatReply(request(noah, "everything feels pointless", { crisisLevel: "concern" })))).join("");
    expect(concern).toMatch(/check in|check how/);
    expect(concern).toContain("988");
  });

  it("gives the person's own crisis lines and emergency number in a crisis or concern, not the US ones", async () => {
    const reply = async (message: string, crisisLevel: ChatReplyRequest["crisisLevel"], code: string) =>
      (await collect(builtin.streamChatReply(request(noah, message, { crisisLevel, crisisLines: crisisLinesFor(code) })))).join("");
    for (const message of ["I don't want to live anymore", "I want to end it all tonight", "there is no point going on"]) {
      const british = await reply(message, "crisis", "GB");
      expect(british).toContain("call 116 123 (UK) or text SHOUT to 85258");
      expect(british).toMatch(/call 999 if you're in immediate danger|call 999\./);
      expect(british).not.toMatch(/988|741741|911/);
      const elsewhere = await reply(message, "crisis", "INTL");
      expect(elsewhere).toContain("find a free helpline at findahelpline.com");
      expect(elsewhere).toContain("call your local emergency number");
      expect(elsewhere).not.toMatch(/988|741741|911/);
    }
    for (const message of ["everything feels pointless", "I can't see a way out of this"]) {
      const indian = await reply(message, "concern", "IN");
      expect(indian).toContain("call 14416 (India)");
      expect(indian).not.toMatch(/988|741741/);
    }
    expect(await reply("I don't want to live anymore", "crisis", "US")).toContain("call or text 988 (US) or text HOME to 741741");
  });

  it("answers the questions from issue 16 directly, and reads names, greetings and metaphors as meant", async () => {
    const priya: Therapist = { id: "th_stress", name: "Priya Nair", specialty: "stress" };
    const sleep = (await converse(builtin, claire, ["What can I actually do tonight so I can fall asleep faster?"])).replies[0]!;
    expect(sentencesOf(sleep)[0]).toMatch(/screens|caffeine|same bedtime|wind-down/);
    expect(sleep).not.toMatch(/thought record|prediction/);
    const plan = (await converse(builtin, claire, ["Can you help me make a plan for tomorrow that includes breaks?"])).replies[0]!;
    expect(sentencesOf(plan)[0]).toMatch(/morning.*break/);
    expect(plan).not.toMatch(/exposure|avoid/i);

    const { replies } = await converse(builtin, claire, [
      "hello, I've been feeling tense all week",
      "Thanks Claire, that helps.",
      "My sister Jess worries about me.",
      "Work has been a lot.",
      "I keep checking my emails at night.",
      "I'm tired.",
    ]);
    expect(replies[0]).not.toMatch(/,\s*hello\b|\bhello,\s*you\b/i);
    for (const reply of replies) expect(reply.replace(/I'm Claire Dubois/, "")).not.toMatch(/Claire/);
    expect(replies.join(" ")).not.toMatch(/prediction/);

    const drowning = (await converse(builtin, priya, ["hi", "I have exams next week and I feel like I'm drowning."])).replies[1]!;
    expect(drowning).toMatch(/overwhelmed/);
    expect(drowning).not.toMatch(/"I feel like I'm drowning"|988|safe/);
  });

  it("keeps every concrete answer free of questions, so a reply asks at most the one question after it", () => {
    const answers = [...REQUEST_KINDS.flatMap((kind) => kind.answers.map((answer) => answer.text)), ...Object.values(GUIDES).flatMap((guide) => guide.advice)];
    expect(answers.filter((answer) => answer.includes("?"))).toEqual([]);
    for (const kind of REQUEST_KINDS) for (const check of kind.check) expect(questionMarks(check), check).toBe(1);
  });

  it("streams the reply in several chunks that join to the whole text", async () => {
    const chunks = await collect(builtin.streamChatReply(request(noah, "I've been feeling really down lately and I can't get out of bed.")));
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.join("")).toMatch(/\?$/);
  });

  it("paces its stream in word groups a few tens of ms apart, adding at most 600 ms to a reply", async () => {
    const message = "I have three exams next week, I study for six hours straight and then my brain is fried. How should I take breaks while studying?";
    const whole = (await collect(builtin.streamChatReply(request(noah, message)))).join("");
    const paced = createAiProvider({});
    const arrivals: number[] = [];
    const chunks: string[] = [];
    const started = Date.now();
    for await (const chunk of paced.streamChatReply(request(noah, message))) {
      arrivals.push(Date.now() - started);
      chunks.push(chunk);
    }
    expect(chunks.join("")).toBe(whole);
    expect(chunks.length).toBeGreaterThanOrEqual(8);
    for (const chunk of chunks.slice(0, -1)) expect(chunk.trim().split(/\s+/).length).toBeGreaterThanOrEqual(3);
    expect(arrivals[0]).toBeLessThan(30);
    for (let index = 1; index < arrivals.length; index++) expect(arrivals[index]! - arrivals[index - 1]!).toBeGreaterThanOrEqual(30);
    expect(arrivals.at(-1)).toBeLessThan(600 + 400);

    // The schedule itself: the pauses never add up to more than 600 ms, however long the reply.
    const long = Array.from({ length: 400 }, (_, index) => `word${index}`).join(" ");
    const plan = pacedChunks(long, 40);
    expect(plan.chunks.join("")).toBe(long);
    expect((plan.chunks.length - 1) * plan.gapMs).toBeLessThanOrEqual(600);
    expect(pacedChunks(long, 0)).toMatchObject({ gapMs: 0 });

    // A reader who leaves stops the stream.
    const controller = new AbortController();
    const received: string[] = [];
    for await (const chunk of paced.streamChatReply(request(noah, message), controller.signal)) {
      received.push(chunk);
      if (received.length === 2) controller.abort();
    }
    expect(received).toHaveLength(2);
  });

  it("streams through the chat session as server-sent events at that pace; the JSON API is not slowed", async () => {
    const { token } = await registerUser();
    const started = await api("/chat/start/th_stress", { method: "POST", token, json: { initialMessage: null } });
    const sessionId = started.body.sessionId as string;
    const response = await SELF.fetch(`${ORIGIN}/app/chat/th_stress/messages?sessionId=${sessionId}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: `haven_session=${token}` },
      body: JSON.stringify({ message: "Can you help me make a plan for tomorrow that includes breaks?" }),
    });
    expect(response.headers.get("Content-Type")).toMatch(/^text\/event-stream/);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const begun = Date.now();
    const arrivals: number[] = [];
    let buffer = "";
    let text = "";
    let done: { reply: { content: string } } | null = null;
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      buffer += decoder.decode(value, { stream: true });
      for (let boundary = buffer.indexOf("\n\n"); boundary !== -1; boundary = buffer.indexOf("\n\n")) {
        const event = JSON.parse(buffer.slice("data: ".length, boundary));
        buffer = buffer.slice(boundary + 2);
        if (event.type === "chunk") {
          arrivals.push(Date.now() - begun);
          text += event.text;
        } else if (event.type === "done") {
          done = event;
        }
      }
    }
    expect(done?.reply.content).toBe(text.trim());
    expect(arrivals.length).toBeGreaterThanOrEqual(8);
    // The words arrive spread out, not in one or two bursts.
    expect(new Set(arrivals.map((at) => Math.floor(at / 20))).size).toBeGreaterThanOrEqual(6);
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThanOrEqual(200);

    // The JSON API returns the whole reply at once: faster than the pauses a paced stream of it would take.
    const sendStarted = Date.now();
    const sent = await api(`/chat/message/${sessionId}`, { method: "POST", token, json: { message: "How do I do slow breathing at my desk?", therapistId: "th_stress" } });
    const elapsed = Date.now() - sendStarted;
    const { chunks, gapMs } = pacedChunks(sent.body.response, 40);
    expect(elapsed).toBeLessThan((chunks.length - 1) * gapMs);
  });

  it("summarises a session in third person: themes, feelings, the technique and the plan", async () => {
    const { history } = await converse(builtin, noah, DEPRESSION_SESSION);
    const summary = await builtin.summarizeSession(noah, history);
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_MAX_CHARS);
    expect(summary).toMatch(/^They /);
    expect(summary).toContain("their sister Jess");
    expect(summary).toMatch(/feeling down/);
    expect(summary).toMatch(/cognitive restructuring/);
    expect(summary).toContain("paint for 10 minutes on Saturday morning after breakfast");
    // Only the person's quoted thought keeps their "I".
    expect(summary.replace(/"[^"]*"/g, "")).not.toMatch(/\b(I|my|me)\b/);
  });

  it("answers help questions from the retrieved passages, and says so when it has none", async () => {
    const provider = createAiProvider({ SUPPORT_EMAIL: "help@haven.test" });
    const answer = await provider.answerHelpQuestion(
      "How do I cancel?",
      [
        { question: "How do I cancel my subscription?", answer: "Open Profile, then Subscription, and choose Cancel. You keep access until the end of the period." },
        { question: "Can I get a refund?", answer: "Refunds are handled by the support team." },
      ],
      crisisLinesFor("US"),
    );
    expect(answer).toContain("Open Profile, then Subscription, and choose Cancel.");
    expect(answer).toContain("Can I get a refund?");
    const unknown = await provider.answerHelpQuestion("What is the meaning of life?", [], crisisLinesFor("US"));
    expect(unknown).toMatch(/not sure/);
    expect(unknown).toContain("/help-center");
    expect(unknown).toContain("help@haven.test");
  });
});

describe("the scripted conversation set (tests/conversations)", () => {
  const play = (set: ConversationSet) => {
    const provider = unpaced();
    return runConversationSet(set, async (turn) => (await collect(provider.streamChatReply({ ...turn, memory: null, crisisLevel: "none" }))).join(""));
  };
  const failuresOf = (report: SetReport) =>
    report.turns
      .filter((turn) => turn.failed.length > 0)
      .map((turn) => `${turn.conversation} #${turn.turn} "${turn.say}" -> ${turn.failed.join(", ")}\n    ${turn.reply}`);

  it("gives every scripted turn a reply with the properties the script asks of it", async () => {
    const report = await play(conversationSet as ConversationSet);
    console.log(formatReport(report));
    expect(report.turns.length).toBeGreaterThanOrEqual(150);
    expect(failuresOf(report)).toEqual([]);
  });

  it("holds on the held-out turns written after the engine changes, with the same property checks", async () => {
    const report = await play({ ...(conversationSet as ConversationSet), conversations: heldOut.conversations as ConversationSet["conversations"] });
    console.log(`Held out: ${formatReport(report)}`);
    // One known miss, left as written: the vaping turn names the "drinking" topic, whose markers have no word for vaping.
    expect(failuresOf(report).map((failure) => failure.split(" ->")[0])).toEqual(['heldout-addiction-vaping #2 "I vape constantly, even at night."']);
  });
});

describe("OpenAI-compatible provider against the fake server", () => {
  const openai = (timeoutMs = 2_000) => createAiProvider(fakeModelConfig("fake-model", timeoutMs));
  const history: ChatTurn[] = [
    { role: "user", content: "hello" },
    { role: "assistant", content: "Hi, what's on your mind?" },
  ];

  it("is chosen when an API key is set", () => {
    expect(openai().kind).toBe("openai");
  });

  it("streams the reply in order, sending the system prompt, context, history and message", async () => {
    const chunks = await collect(openai().streamChatReply(request(claire, "I can't stop worrying", { history })));
    expect(chunks.length).toBeGreaterThan(2);
    // system prompt + first-name note + two history turns + the new message
    expect(chunks.join("")).toBe("Fake reply from fake-model to 5 messages: I can't stop worrying");
  });

  it("tells the model the person's own crisis lines, the default country's when none is chosen", async () => {
    const told = async (overrides: Partial<ChatReplyRequest>) => (await collect(openai().streamChatReply(request(claire, "[[system]]", overrides)))).join("");
    const british = await told({ crisisLines: crisisLinesFor("GB") });
    expect(british).toContain("Call 116 123 (Samaritans");
    expect(british).toContain("999");
    expect(british).not.toContain("988");
    const elsewhere = await told({ crisisLines: crisisLinesFor("INTL") });
    expect(elsewhere).toContain("findahelpline.com");
    expect(elsewhere).toContain("their local emergency number");
    expect(await told({})).toContain("Call or text 988 (988 Suicide & Crisis Lifeline)");
  });

  it("tells the help assistant's model the asking person's own crisis lines", async () => {
    const told = (code: string) => openai().answerHelpQuestion("[[system]]", [], crisisLinesFor(code));
    const british = await told("GB");
    expect(british).toContain("Call 116 123 (Samaritans, free, any time); Text SHOUT to 85258 (Shout); in immediate danger, 999");
    expect(british).not.toMatch(/988|741741|911/);
    expect(await told("INTL")).toContain("findahelpline.com");
    expect(await told("US")).toContain("Call or text 988 (988 Suicide & Crisis Lifeline); Text HOME to 741741 (Crisis Text Line)");

    // Through the Worker with a model configured: the person's chosen country reaches the prompt.
    const { token } = await registerUser();
    expect((await api("/safety/crisis-country", { method: "PUT", token, json: { country: "IE" } })).status).toBe(200);
    const request = new Request(`${ORIGIN}/api/ai-assistant/chat`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "CF-Connecting-IP": uniqueIp() },
      body: JSON.stringify({ message: "[[system]]" }),
    });
    const ctx = createExecutionContext();
    const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, { ...env, ...fakeModelConfig() } as unknown as Env, ctx);
    await waitOnExecutionContext(ctx);
    const answer = ((await response.json()) as { response: string }).response;
    expect(answer).toContain("You are Haven's help assistant.");
    expect(answer).toContain("Text HELLO to 50808 (Text About It); in immediate danger, 112 or 999");
    expect(answer).not.toMatch(/988|741741/);
  });

  it.each([
    ["an HTTP 500", "[[fail500]]"],
    ["a malformed stream", "[[malformed]]"],
    ["a stream without text", "[[empty]]"],
  ])("turns %s before the first chunk into AiUnavailable", async (_label, marker) => {
    await expect(collect(openai().streamChatReply(request(claire, marker)))).rejects.toBeInstanceOf(AiUnavailable);
  });

  it("turns a model that never answers into AiUnavailable within the timeout and one retry", async () => {
    const started = Date.now();
    await expect(collect(openai(300).streamChatReply(request(claire, "[[hang]]")))).rejects.toBeInstanceOf(AiUnavailable);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("turns a stream that goes silent before any text into AiUnavailable", async () => {
    await expect(collect(openai(300).streamChatReply(request(claire, "[[delay=5000]]")))).rejects.toBeInstanceOf(AiUnavailable);
  });

  it("ends cleanly, keeping the text, when the stream goes silent after the first words", async () => {
    const partial = await collect(openai(300).streamChatReply(request(claire, "[[stall]]")));
    expect(partial.join("")).toBe("Fake reply ");
  });

  it("keeps the text that arrived when the stream breaks, and ends cleanly", async () => {
    const partial = await collect(openai().streamChatReply(request(claire, "[[cut]] please keep talking")));
    expect(partial.join("")).toBe("Fake reply from fake-model ");
  });

  it("summarises a session and answers help questions through non-streaming completions", async () => {
    const provider = openai();
    const summary = await provider.summarizeSession(claire, history);
    expect(summary).toMatch(/^Fake reply from fake-model to 2 messages: Session with Claire Dubois/);
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_MAX_CHARS);
    const answer = await provider.answerHelpQuestion("How do I cancel?", [{ question: "Cancel?", answer: "Profile, then Cancel." }], crisisLinesFor("US"));
    expect(answer).toMatch(/^Fake reply from fake-model to 2 messages: Help passages/);
  });

  it.each(["[[fail500]]", "[[malformed]]", "[[empty]]"])("throws AiUnavailable from summaries and help answers on %s", async (marker) => {
    const provider = openai();
    await expect(provider.summarizeSession(claire, [{ role: "user", content: marker }])).rejects.toBeInstanceOf(AiUnavailable);
    await expect(provider.answerHelpQuestion(marker, [], crisisLinesFor("US"))).rejects.toBeInstanceOf(AiUnavailable);
  });
});
