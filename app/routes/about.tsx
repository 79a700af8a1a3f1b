import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { Icon, PublicPage, type IconName } from "~/components/public-layout";

export const meta: MetaFunction = () => [
  { title: "About Haven: our mission, values and roadmap" },
  {
    name: "description",
    content:
      "Why we built Haven, the values that guide it, the goals we are working towards and the technology that keeps your conversations private.",
  },
];

const VALUES: { icon: IconName; title: string; body: string }[] = [
  {
    icon: "heart",
    title: "Compassion",
    body: "Everyone who opens Haven deserves warmth and patience, without judgment, whatever they bring.",
  },
  {
    icon: "lock",
    title: "Privacy",
    body: "What you share is yours. We encrypt it, we never sell it, and you can export or delete it whenever you like.",
  },
  {
    icon: "shield",
    title: "Safety",
    body: "Crisis detection on every message and human crisis lines one tap away. Safety is never left to chance.",
  },
  {
    icon: "eye",
    title: "Honesty",
    body: "Our therapists are AI and always say so. We are clear about what AI support can do, and about what it cannot.",
  },
  {
    icon: "globe",
    title: "Accessibility",
    body: "Support should not depend on your postcode, your schedule or your budget. Haven works on any device, any time.",
  },
  {
    icon: "compass",
    title: "Evidence",
    body: "Our therapists draw on approaches with real research behind them, such as CBT, DBT, ACT and motivational interviewing.",
  },
];

const GOALS = [
  { figure: "10,000+", label: "people supported", detail: "Our first milestone: ten thousand people who found Haven when they needed it." },
  { figure: "50,000+", label: "sessions", detail: "Conversations that helped someone get through a hard day or night." },
  { figure: "95%", label: "target satisfaction", detail: "The share of people we aim to leave feeling that a session helped." },
  { figure: "24/7", label: "availability", detail: "Support at any hour, on any day, including holidays." },
];

const TECHNOLOGY: { icon: IconName; title: string; body: string }[] = [
  {
    icon: "bolt",
    title: "About 2 seconds",
    body: "The response time we design for: your therapist starts replying in about two seconds, streamed as it writes.",
  },
  {
    icon: "server",
    title: "99.9% uptime",
    body: "Our availability target. Haven runs on a global edge network, close to wherever you are.",
  },
  {
    icon: "lock",
    title: "AES-256 encryption",
    body: "Chat messages, journal entries and other sensitive text are encrypted at rest with AES-256-GCM.",
  },
  {
    icon: "shield",
    title: "HIPAA ready",
    body: "Built with HIPAA-style safeguards: encryption, access checks on every record, audit logs of sensitive actions and no third-party trackers.",
  },
];

const ROADMAP = [
  {
    stage: "Available now",
    items: [
      "Ten specialised AI therapists with text chat, and voice on Advanced",
      "Mood tracking, assessments, journal, meditation and dream companion",
      "Peer support forums with community guidelines and moderation",
      "Data export as a PDF and a handover to human therapy platforms",
      "Self-service password reset by email",
    ],
  },
  {
    stage: "Next",
    items: [
      "Installable app with offline access to your journal",
      "More guided meditations and assessments, shaped by your feedback",
    ],
  },
  {
    stage: "Later",
    items: [
      "Community governance with the Haven token",
      "Partnerships that make it easier to move from AI support to a human therapist",
      "Support in more languages",
    ],
  },
];

export default function About() {
  return (
    <PublicPage>
      <section aria-labelledby="about-title" className="bg-gradient-to-b from-brand-50 to-canvas">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">About Haven</p>
          <h1 id="about-title" className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Nobody should have to face a hard night alone
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-slate-600">
            Our mission is to make caring, evidence-based mental-health support available to anyone, at any hour, and to
            be honest about what that support is: a companion between appointments and a first step, never a
            replacement for professional care.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-6xl space-y-16 px-4 py-16 sm:px-6 sm:space-y-20">
        <section aria-labelledby="mission-title" className="grid gap-8 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="mission-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              Our mission
            </h2>
            <p className="mt-4 leading-relaxed text-slate-700">
              Millions of people wait weeks for a first appointment, cannot afford regular sessions, or simply need
              someone to talk to at 3am. Haven exists for those moments. Our AI therapists listen without judgment,
              help you make sense of what you are feeling and teach practical techniques you can use right away.
            </p>
            <p className="mt-4 leading-relaxed text-slate-700">
              When you need more than we can offer, we help you find it: crisis lines when it is urgent, and human
              therapists when you are ready, with your history exported so you do not have to start from scratch.
            </p>
          </div>
          <div className="card bg-brand-50/60 p-6">
            <p className="text-lg font-medium leading-relaxed text-brand-900">
              &ldquo;Support that listens, whenever you need it, and that is always honest about what it is.&rdquo;
            </p>
            <p className="mt-3 text-sm text-brand-800">The promise behind every feature we build</p>
          </div>
        </section>

        <section aria-labelledby="values-title">
          <h2 id="values-title" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
            Our values
          </h2>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {VALUES.map((value) => (
              <li key={value.title} className="card">
                <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={value.icon} />
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{value.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{value.body}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="goals-title">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="goals-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              Our goals
            </h2>
            <p className="mt-3 text-slate-600">
              These are the targets we are working towards, not results we claim to have reached.
            </p>
          </div>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {GOALS.map((goal) => (
              <li key={goal.label} className="card text-center">
                <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">Goal</p>
                <p className="mt-2 text-3xl font-bold text-brand-700">{goal.figure}</p>
                <p className="mt-1 font-medium text-slate-900">{goal.label}</p>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{goal.detail}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="technology-title" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200/80 sm:p-10">
          <h2 id="technology-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Our technology
          </h2>
          <p className="mt-3 max-w-2xl text-slate-600">
            Fast when you need to talk, careful with what you share, and built so that privacy is a property of the
            system rather than a promise in a policy.
          </p>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {TECHNOLOGY.map((item) => (
              <li key={item.title} className="flex gap-4">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
                  <Icon name={item.icon} />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{item.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-slate-600">{item.body}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="roadmap-title">
          <h2 id="roadmap-title" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
            Roadmap
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
            What you can use today, and what we are building next. Plans can change as we learn from the people who use
            Haven.
          </p>
          <ol className="mt-10 grid gap-4 md:grid-cols-3">
            {ROADMAP.map((phase, index) => (
              <li key={phase.stage} className="card">
                <p className="flex items-center gap-2 font-semibold text-slate-900">
                  <span
                    className={`flex h-7 w-7 items-center justify-center rounded-full text-sm ${
                      index === 0 ? "bg-brand-600 text-white" : "bg-brand-100 text-brand-800"
                    }`}
                  >
                    {index + 1}
                  </span>
                  {phase.stage}
                </p>
                <ul className="mt-4 space-y-2 text-sm text-slate-700">
                  {phase.items.map((item) => (
                    <li key={item} className="flex gap-2">
                      <Icon
                        name={index === 0 ? "check" : "arrowRight"}
                        className={`mt-0.5 h-4 w-4 shrink-0 ${index === 0 ? "text-brand-600" : "text-slate-400"}`}
                      />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="about-cta-title" className="text-center">
          <h2 id="about-cta-title" className="text-2xl font-bold text-slate-900">
            See whether Haven helps you
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-slate-600">
            Try every feature free for 7 days. No payment details needed to start.
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/register" className="btn-primary px-6">
              Get Started
            </Link>
            <Link to="/help-center" className="btn-secondary px-6">
              Visit the Help Center
            </Link>
          </div>
        </section>
      </div>
    </PublicPage>
  );
}
