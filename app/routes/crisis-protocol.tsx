import { json, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { LegalDocument, utcDate, type LegalSection } from "~/components/public-layout";
import { CRISIS_DETECTOR_FIGURES } from "../../workers/shared/crisis-figures";
import { CRISIS_LINES, INTERNATIONAL_CRISIS_LINES, crisisLinesText } from "../../workers/shared/crisis-lines";

export const meta: MetaFunction = () => [
  { title: "Crisis protocol | Haven" },
  {
    name: "description",
    content: "What Haven's safety check looks for, what it does when someone may be in danger, what it never does, and how well it works.",
  },
];

/** When this protocol last changed. */
const REVISED = new Date("2026-11-28T00:00:00Z");

export function loader() {
  return json({ revised: utcDate(REVISED), figures: CRISIS_DETECTOR_FIGURES });
}

/** One decimal: a safety figure rounded to the whole number can read better than it is (96.5% is not 97%). */
const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

export default function CrisisProtocol() {
  const { revised, figures } = useLoaderData<typeof loader>();
  const sections: LegalSection[] = [
    {
      id: "ai",
      title: "You are talking to an AI",
      body: (
        <>
          <p>
            Every therapist in Haven is an AI, not a human, and not a crisis counsellor. Each chat says so at its start and
            again after every three hours of a continued conversation, and the replies say so when it matters most.
            Haven is not a substitute for professional care or for emergency services.
          </p>
        </>
      ),
    },
    {
      id: "looks-for",
      title: "What the safety check looks for",
      body: (
        <>
          <p>
            Everything you write in Haven is read by an automatic safety check on our servers: chat messages, questions
            to the help assistant, written assessment answers, journal entries, dream logs, and forum posts and replies.
            Your Safety Plan is the one exception: writing down your warning signs is the point of it, not a warning
            sign.
          </p>
          <p>It looks for signs that you may be in danger now:</p>
          <ul>
            <li>wishing to be dead, thoughts of suicide, a method, intent, a plan or a chosen time and place;</li>
            <li>preparations and goodbyes, or an attempt under way;</li>
            <li>hurting yourself, or not feeling safe with yourself;</li>
            <li>voices telling you to harm yourself or others, or thoughts of harming someone else;</li>
            <li>dangerous starving or purging;</li>
          </ul>
          <p>
            and, as a concern rather than a crisis, hopelessness, past self-harm, and worry about someone else. It reads a
            message together with your last few messages in the same conversation, so "the pills are ready" after
            hopeless messages is understood. It does not treat films, songs, games, sport, work with patients, study,
            news, accidents or figures of speech as danger.
          </p>
          <p>
            How it works: hand-written rules over a normalised version of your words (so spelling, slang and spacing do
            not hide anything), two small models trained on about 25,000 labelled example messages (one weighs the
            words and pairs of words, the other reads the words in order, so that an ordinary-sounding goodbye or plan
            is understood), and, when the service is configured with an AI model, that model's second opinion, which
            can only raise the grade, never lower it. Everything except the optional model runs on Haven's own servers.
          </p>
          <p>
            It reads English best. Its rules also know the commonest ways of saying these things in Spanish, Portuguese,
            French, German, Italian, Hindi written in Latin letters, Tagalog and Indonesian, but in those languages it
            misses more.
          </p>
        </>
      ),
    },
    {
      id: "does",
      title: "What Haven does",
      body: (
        <>
          <ul>
            <li>
              <strong>In a chat</strong>, a message that may mean danger always gets a safe-messaging reply written by
              Haven, not by the AI: it says you matter, gives your country&apos;s crisis lines and the emergency number,
              encourages you to reach someone you trust, offers your Safety Plan, asks whether you are safe, and stays in
              the conversation. A banner with your crisis lines stays on screen for the rest of that conversation, and
              later messages that are not clearly okay get a check-in rather than an exercise.
            </li>
            <li>
              <strong>A concern</strong> gets a gentle check-in with the same lines. Worry about someone else gets advice
              on supporting them.
            </li>
            <li>
              <strong>An assessment answer</strong> about thoughts of death or self-harm shows the crisis resources with
              the result, and the next reply from any of your therapists checks in on your safety first.
            </li>
            <li>
              <strong>Journal entries and dream logs</strong> are always saved; the resources appear gently beside them.
            </li>
            <li>
              <strong>Forum posts</strong> that may mean danger show their author the resources at once, show readers a
              support card, and are listed first for the moderators.
            </li>
            <li>
              Haven records that a message was flagged, with the grade and the name of the rule, never your words, so
              the next conversation can check in and your progress insights can notice a hard week.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "never",
      title: "What Haven never does",
      body: (
        <ul>
          <li>It never calls emergency services, your family or anyone else on its own. It has no way to.</li>
          <li>It never refuses to save what you wrote, and never stops you from talking.</li>
          <li>It never describes methods of self-harm or suicide.</li>
          <li>It never pretends to be a human or a crisis counsellor.</li>
          <li>It never shows your words to anyone else (forum posts you publish excepted), and never sells your data.</li>
        </ul>
      ),
    },
    {
      id: "how-well",
      title: "How well the safety check works",
      body: (
        <>
          <p>
            We measure it on a frozen set of {figures.messages} messages written from a list of kinds of danger and
            their harmless look-alikes, by people who had not seen the check&apos;s rules or training examples; nothing is
            tuned on that set. On it, the check flags {pct(figures.crisisRecall)} of messages that mean danger now (
            {pct(figures.crisisGraded)} as a crisis), {pct(figures.concernRecall)} of concerns, and{" "}
            {pct(figures.falseAlarms)} of harmless look-alikes; {pct(figures.precision)} of what it flags is a real
            concern or crisis. It was last measured on <span className="whitespace-nowrap">{figures.measuredOn}</span>.
          </p>
          <p>
            So it will sometimes miss what you mean, and sometimes check in when you are fine. If you are in danger, do
            not wait for an app to notice: call your crisis line or emergency number now.
          </p>
        </>
      ),
    },
    {
      id: "lines",
      title: "Crisis lines",
      body: (
        <>
          <p>
            Haven shows the lines of the country you choose (it guesses from your browser first; you can change it on
            your <Link to="/app/safety-plan">Safety Plan</Link> or in a chat&apos;s crisis banner):
          </p>
          <ul>
            {[...CRISIS_LINES, INTERNATIONAL_CRISIS_LINES].map((entry) => (
              <li key={entry.code}>
                <strong>{entry.country}:</strong> {crisisLinesText(entry)}; emergency {entry.emergency}. Source:{" "}
                <a href={entry.source} rel="noreferrer">
                  {new URL(entry.source).hostname}
                </a>
              </li>
            ))}
          </ul>
        </>
      ),
    },
    {
      id: "safety-plan",
      title: "Your Safety Plan",
      body: (
        <p>
          Everyone signed in to Haven, on any plan or none, can write a Safety Plan in their own words (the
          Stanley-Brown Safety Planning Intervention): warning signs, things that help, people and places, who to ask
          for help, professionals, making your surroundings safer, and your reasons for living. It is encrypted, only you
          can see it, it is part of your data export, and a chat can open it for you when things get hard.
        </p>
      ),
    },
  ];
  return (
    <LegalDocument
      title="Crisis protocol"
      dateLabel="Last revised"
      date={revised}
      intro={
        <p>
          Haven is used by people at hard moments. This page says plainly what Haven does when something you write
          suggests you may be in danger, what it never does, and how well it works.
        </p>
      }
      sections={sections}
    />
  );
}
