import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  type SerializeFrom,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { ChatComposer } from "~/components/chat/composer";
import { CrisisBanner, SafetyPlanDialog } from "~/components/chat/crisis-support";
import { disclosureTimes } from "~/lib/ai-disclosure";
import { ContinueOffer } from "~/components/chat/continue-offer";
import { ChatMessageList, type ChatBubble } from "~/components/chat/message-list";
import { useNewestInView } from "~/components/chat/use-newest-in-view";
import { SpecialtyBadge, TherapistAvatar } from "~/components/therapist-card";
import { TrialBanner } from "~/components/trial-banner";
import { formatDateTime } from "~/lib/dates";
import { readReplyStream } from "~/lib/reply-stream";
import { matchesClientCrisisPhrase } from "../../workers/shared/crisis-phrases";
import { crisisLinesFor } from "../../workers/shared/crisis-lines";
import { hasFeature, needsBaseTherapistChoice } from "../../workers/shared/plans";
import { fetchWithTimeout, networkFailureMessage } from "~/lib/network";
import { networkSafeAction, skipRevalidationAfterNetworkFailure } from "~/lib/network-action";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.therapist.name} | Chat | Haven` : "Chat | Haven" },
];

const CONTINUE_MESSAGE = "I'd rather talk directly for now, without the assessment.";
const FAILURE_TEXT = "Sorry, I'm having trouble responding right now. Please try again.";

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const me = await context.auth.requireAppAccess();
  const therapists = await context.therapists.listFor(me);
  const therapist = therapists.find((candidate) => candidate.id === params.therapistId);
  if (!therapist) throw redirect("/app");
  if (!therapist.canAccess) throw redirect(needsBaseTherapistChoice(me) ? `/app/chat/${therapist.id}/choose` : "/app");

  const requested = new URL(request.url).searchParams.get("sessionId");
  const [started, chat, previous] = await Promise.all([
    context.chat.start(me, therapist.id),
    requested ? context.chat.session(me, requested).catch(() => null) : null,
    // Opening a therapist again offers to continue the last conversation with them.
    requested ? null : context.chat.last(me, therapist.id),
  ]);
  if (requested && (!chat || chat.therapistId !== therapist.id)) throw redirect(`/app/chat/${therapist.id}`);
  const timeZone = context.progress.timeZone();

  return json({
    therapist,
    firstName: me.user.firstName,
    sessionId: chat?.sessionId ?? started.sessionId,
    status: chat?.status ?? "active",
    messages: chat?.messages ?? [],
    assessmentStatus: started.assessmentStatus,
    previous: previous && previous.sessionId !== started.sessionId ? { ...previous, updated: formatDateTime(previous.updatedAt, timeZone) } : null,
    timeZone,
    trialInfo: me.access.trialInfo,
    voiceEnabled: hasFeature(me, "voice"),
    crisisLines: crisisLinesFor(me.account.crisisCountry),
    serverNow: context.now().toISOString(),
  });
}

export async function action({ context }: ActionFunctionArgs) {
  const me = await context.auth.requireAppAccess();
  const form = await context.input.form();
  try {
    await context.chat.end(me, String(form.get("sessionId") ?? ""));
  } catch (error) {
    return json({ error: context.formError(error).message }, { status: 400 });
  }
  return redirect("/app");
}

/** A submission that cannot reach the server keeps the page and what was typed, and says so (app/lib/network.ts). */
export const clientAction = networkSafeAction;
export const shouldRevalidate = skipRevalidationAfterNetworkFailure;

export default function ChatScreen() {
  const data = useLoaderData<typeof loader>();
  // A new conversation (continuing another, or starting afresh) starts from its own state.
  return <Conversation key={data.sessionId} data={data} />;
}

function Conversation({ data }: { data: SerializeFrom<typeof loader> }) {
  const { therapist, sessionId, assessmentStatus } = data;
  const navigation = useNavigation();
  const [bubbles, setBubbles] = useState<ChatBubble[]>(() =>
    data.messages.map((message) => ({
      id: message._id,
      sender: message.role === "user" ? "user" : "therapist",
      content: message.content,
      timestamp: message.timestamp,
    })),
  );
  const [pending, setPending] = useState(false);
  const [crisis, setCrisis] = useState(() =>
    data.messages.some((message) => message.role === "user" && (message.isCrisis || matchesClientCrisisPhrase(message.content))),
  );
  // A conversation that has had a concern or a crisis (as the server graded each message) shows no sales banner.
  const [atRisk, setAtRisk] = useState(() => data.messages.some((message) => message.metadata.crisis.level !== "none"));
  const [showPrompt, setShowPrompt] = useState(!assessmentStatus.hasCompleted && data.messages.length === 0);
  const [planOpen, setPlanOpen] = useState(false);
  const [now, setNow] = useState(() => Date.parse(data.serverNow));
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const startedAt = bubbles.find((bubble) => bubble.timestamp)?.timestamp ?? null;
  const reminders: ChatBubble[] = disclosureTimes(startedAt, now).map((at) => ({
    id: `disclosure-${at}`,
    sender: "system",
    content: `A reminder: ${therapist.name} is an AI, not a human therapist, and not a substitute for professional care.`,
    timestamp: at,
  }));
  const displayed = reminders.length ? withReminders(bubbles, reminders) : bubbles;
  const completed = data.status === "completed";
  const endResult = useActionData<typeof action>();
  const list = useRef<HTMLOListElement>(null);
  const composer = useRef<HTMLFormElement>(null);
  const followNewest = useNewestInView(list, composer, [bubbles, pending]);

  async function send(text: string, clientMessageId: string = crypto.randomUUID(), retry = false) {
    const message = text.trim();
    if (!message || pending) return;
    if (matchesClientCrisisPhrase(message)) setCrisis(true);
    followNewest();
    const replyId = `reply-${clientMessageId}`;
    setBubbles((current) => [
      ...current.filter((bubble) => bubble.id !== `failed-${clientMessageId}`),
      ...(retry ? [] : [{ id: clientMessageId, sender: "user" as const, content: message, timestamp: new Date().toISOString() }]),
    ]);
    setPending(true);
    try {
      const response = await fetchWithTimeout(`/app/chat/${therapist.id}/messages?sessionId=${encodeURIComponent(sessionId)}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ message, clientMessageId }),
      });
      if (response.status === 401) {
        window.location.assign("/login");
        return;
      }
      if (!response.ok || !response.body) throw new Error(`Send failed with ${response.status}`);
      const result = await readReplyStream(response.body, (soFar) =>
        setBubbles((current) => upsert(current, { id: replyId, sender: "therapist", content: soFar, timestamp: null })),
      );
      setBubbles((current) =>
        upsert(current, { id: replyId, sender: "therapist", content: result.reply.content, timestamp: result.reply.timestamp }),
      );
      // The server's detector reads more than the phrase list: its crisis grade opens the banner too.
      if (result.userMessage.crisisLevel === "crisis") setCrisis(true);
      if (result.userMessage.crisisLevel !== "none") setAtRisk(true);
    } catch (error) {
      // The message stays in the list with Try again, so nothing typed is lost; a lost connection says so.
      const content = networkFailureMessage(error) ?? FAILURE_TEXT;
      setBubbles((current) => [
        ...current.filter((bubble) => bubble.id !== replyId),
        { id: `failed-${clientMessageId}`, sender: "system", content, timestamp: null, retry: () => send(message, clientMessageId, true) },
      ]);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <header className="flex items-center gap-3">
        <Link to="/app" className="btn-ghost min-h-[44px] px-2" aria-label="Back to Home">
          ←
        </Link>
        <TherapistAvatar therapist={therapist} size="h-11 w-11" />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-lg font-semibold text-slate-900">{therapist.name}</h1>
          <div className="flex flex-wrap items-center gap-2">
            <SpecialtyBadge specialty={therapist.specialty} />
            <span className="text-xs font-medium text-slate-600">AI therapist</span>
          </div>
        </div>
        {!completed ? (
          <Form
            method="post"
            onSubmit={(event) => {
              if (!window.confirm("End this session? You can start a new one any time.")) event.preventDefault();
            }}
          >
            <input type="hidden" name="sessionId" value={sessionId} />
            <button type="submit" className="btn-secondary" disabled={navigation.state !== "idle"}>
              End Session
            </button>
          </Form>
        ) : null}
      </header>
      {endResult?.error ? (
        <p role="alert" className="rounded-xl border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-900">
          {endResult.error}
        </p>
      ) : null}

      <p className="rounded-xl bg-slate-100 px-3 py-2 text-xs text-slate-600">
        {therapist.name} is an AI, not a human therapist, and not a substitute for professional care. In an emergency,
        call or text 988 (US) or your local crisis line.
      </p>

      {data.trialInfo.isOnTrial && !crisis && !atRisk ? (
        <TrialBanner trialEnd={data.trialInfo.trialEnd} serverNow={data.serverNow} />
      ) : null}

      {crisis ? <CrisisBanner lines={data.crisisLines} onOpenPlan={() => setPlanOpen(true)} /> : null}

      {data.previous && bubbles.length === 0 ? <ContinueOffer therapistId={therapist.id} previous={data.previous} /> : null}

      {showPrompt && !completed && bubbles.length === 0 ? (
        <section aria-label="Assessment" className="card border-brand-200 bg-brand-50">
          <h2 className="font-semibold text-slate-900">Help {therapist.name} get to know you</h2>
          <p className="mt-1 text-sm text-slate-700">
            A short assessment (about {assessmentStatus.estimatedDuration} minutes) helps your therapist understand where
            you are and tailor the conversation.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Link
              to={`/app/assessment/${assessmentStatus.assessmentId}?returnTo=${encodeURIComponent(`app/chat/${therapist.id}`)}`}
              className="btn-primary"
            >
              Take Assessment
            </Link>
            <button
              type="button"
              className="btn-secondary"
              onClick={() => {
                setShowPrompt(false);
                void send(CONTINUE_MESSAGE);
              }}
            >
              Continue Chat
            </button>
          </div>
        </section>
      ) : null}

      <ChatMessageList
        ref={list}
        therapistName={therapist.name}
        specialty={therapist.specialty}
        firstName={data.firstName}
        bubbles={displayed}
        pending={pending}
        readAloud={data.voiceEnabled}
        onOpenSafetyPlan={() => setPlanOpen(true)}
        timeZone={data.timeZone}
      />

      {completed ? (
        <div className="card text-center">
          <p className="font-semibold text-slate-900">This session has ended.</p>
          <Link to={`/app/chat/${therapist.id}`} className="btn-primary mt-3">
            Start a new session
          </Link>
        </div>
      ) : (
        <ChatComposer
          ref={composer}
          pending={pending}
          voiceEnabled={data.voiceEnabled}
          placeholder={`Message ${therapist.name.split(" ")[0]}`}
          onSend={(text) => void send(text)}
        />
      )}
      {planOpen ? <SafetyPlanDialog onClose={() => setPlanOpen(false)} /> : null}
    </div>
  );
}

/** The AI reminders placed among the messages by time (a message still being written stays last). */
function withReminders(bubbles: ChatBubble[], reminders: ChatBubble[]): ChatBubble[] {
  const merged = [...bubbles];
  for (const reminder of reminders) {
    const at = Date.parse(reminder.timestamp!);
    const index = merged.findIndex((bubble) => bubble.timestamp !== null && Date.parse(bubble.timestamp) > at);
    merged.splice(index === -1 ? merged.length : index, 0, reminder);
  }
  return merged;
}

function upsert(bubbles: ChatBubble[], bubble: ChatBubble): ChatBubble[] {
  const index = bubbles.findIndex((candidate) => candidate.id === bubble.id);
  if (index === -1) return [...bubbles, bubble];
  return bubbles.map((candidate, position) => (position === index ? bubble : candidate));
}
