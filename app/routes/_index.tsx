import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Icon, PublicPage, type IconName } from "~/components/public-layout";
import { TokenInfo } from "~/components/token-info";

export const meta: MetaFunction = () => [
  { title: "Haven: AI therapy and mental-health support, any time" },
  {
    name: "description",
    content:
      "Talk with ten specialised AI therapists any time, track your mood, journal, meditate and find peer support. Start with a 7-day free trial.",
  },
];

export async function loader({ context }: LoaderFunctionArgs) {
  const user = await context.auth.optionalUser();
  return json({ signedIn: user !== null, tokenAddress: context.publicConfig.tokenAddress });
}

interface Feature {
  id: string;
  icon: IconName;
  title: string;
  summary: string;
  overview: string;
  benefits: string[];
}

const FEATURES: Feature[] = [
  {
    id: "ai-therapy",
    icon: "chat",
    title: "AI therapy chat with 10 specialists",
    summary: "Talk through what is on your mind with an AI therapist who focuses on exactly that.",
    overview:
      "Haven has ten AI therapists, each focused on one area: anxiety, depression, stress, relationships, family, marriage, grief, trauma, self-esteem and addiction. They listen, reflect back what they hear and offer evidence-based techniques from approaches like CBT, DBT and ACT. They are AI, not humans, and they say so in every chat.",
    benefits: [
      "Available at 3am as readily as at 3pm, with no waiting list",
      "Specialists who know the tools that help with your situation",
      "Type or, on Advanced, speak your thoughts aloud",
      "Pick up where you left off, with memory across sessions on Advanced",
    ],
  },
  {
    id: "mood-tracking",
    icon: "chart",
    title: "Mood tracking & insights",
    summary: "A one-minute check-in that turns into a clear picture of how you are really doing.",
    overview:
      "Rate your happiness, anxiety and stress from 1 to 10 whenever you check in. Haven charts your week, counts your sessions and summarises your trend as improving, declining or stable, with insights drawn from what you actually logged rather than guesswork.",
    benefits: [
      "Check in in under a minute",
      "See patterns you might miss day to day",
      "AI insights with recommendations and the reasons behind them",
      "Something concrete to bring to your therapist, human or AI",
    ],
  },
  {
    id: "assessments",
    icon: "clipboard",
    title: "Specialised assessments",
    summary: "Short questionnaires, one per specialty, that help your therapist understand where you are.",
    overview:
      "Each therapist has a short assessment for their specialty, answered one question at a time in about 5 to 10 minutes. Your results show key findings and recommendations, and your therapist uses them to shape your conversations. Assessments are a reflection tool, not a diagnosis.",
    benefits: [
      "A clearer starting point for your sessions",
      "Key findings and recommendations in plain language",
      "Retake any time to see what has changed",
      "Your answers stay private and encrypted",
    ],
  },
  {
    id: "journal",
    icon: "book",
    title: "Journal with AI insights",
    summary: "A private place to write, with gentle reflections when you want them.",
    overview:
      "Write entries with a mood and tags. Entries are private by default and encrypted at rest. When you would like another perspective, ask for AI insights on an entry: the themes it notices, the mood it reads and a few gentle suggestions.",
    benefits: [
      "Private by default, encrypted at rest",
      "Insights only when you ask for them",
      "Tags and moods to find entries again",
      "Room for up to 10,000 characters per entry",
    ],
  },
  {
    id: "meditation",
    icon: "leaf",
    title: "Guided meditation",
    summary: "Six guided sessions, from a quick breathing break to a wind-down before sleep.",
    overview:
      "Choose from six guided sessions lasting 5 to 30 minutes, including Morning Mindfulness, Stress Relief, Sleep Preparation, Anxiety Calm, Mindful Breathing and Body Awareness. Each comes with simple instructions, guided text and a timer you can pause and resume.",
    benefits: [
      "Sessions short enough to fit into a busy day",
      "Clear instructions for beginners",
      "A timer you can pause, resume or reset",
      "Practices for stress, anxiety, sleep and focus",
    ],
  },
  {
    id: "dreams",
    icon: "moon",
    title: "Dream companion",
    summary: "Log your dreams and explore the symbols, emotions and patterns in them.",
    overview:
      "Type or dictate a dream as soon as you wake, rate how vivid it was and how you felt. The dream companion offers a reading of its symbols, emotions and themes, a reflection to sit with, and patterns across your dreams over time.",
    benefits: [
      "Capture a dream quickly, even by voice",
      "Reflections on symbols, emotions and themes",
      "Spot recurring dreams and patterns",
      "A gentle way to notice what is on your mind",
    ],
  },
  {
    id: "peer-support",
    icon: "users",
    title: "Peer support forums",
    summary: "Moderated communities of people who understand, because they have been there too.",
    overview:
      "Join topic forums to share experiences, ask questions and encourage others. Every forum has community guidelines and crisis resources, you can post anonymously where a forum allows it, and any post can be flagged for our moderators to review.",
    benefits: [
      "Connect with people facing similar challenges",
      "Anonymous posting where forums allow it",
      "Clear guidelines and moderation",
      "Included with Advanced and the free trial",
    ],
  },
  {
    id: "crisis-support",
    icon: "lifebuoy",
    title: "Crisis support & safety",
    summary: "Safety built in: crisis resources appear the moment you need them.",
    overview:
      "Haven checks every message for signs of crisis. If it notices one, a crisis banner with the 988 Suicide & Crisis Lifeline and the Crisis Text Line stays on screen, and your therapist responds with care and points you to people who can help right now. Haven is not an emergency service: if you are in danger, call 988 or your local emergency number.",
    benefits: [
      "Crisis resources shown the moment they are needed",
      "Call or text 988, or text HOME to 741741",
      "Responses that follow safe-messaging guidance",
      "Clear reminders of what AI support can and cannot do",
    ],
  },
];

const REASONS: { icon: IconName; title: string; body: string }[] = [
  {
    icon: "clock",
    title: "There when you need it",
    body: "Day or night, weekday or holiday, a therapist is ready in seconds. No waiting lists, no appointments.",
  },
  {
    icon: "target",
    title: "Specialists, not a single generic bot",
    body: "Ten therapists, each focused on one area, from grief to addiction, with techniques suited to it.",
  },
  {
    icon: "lock",
    title: "Private by design",
    body: "Chats and journal entries are encrypted at rest with AES-256-GCM. No third-party trackers, no ads, and we never sell your data.",
  },
  {
    icon: "shield",
    title: "Honest about what it is",
    body: "Our therapists are AI, and they always say so. When you need a person, we help you find one and take your history with you.",
  },
  {
    icon: "lifebuoy",
    title: "Safety built in",
    body: "Crisis detection on every message, and crisis lines always one tap away.",
  },
  {
    icon: "heart",
    title: "Fair and flexible",
    body: "Try everything free for 7 days. Then $9.99 or $19.99 a month, and cancel any time.",
  },
];

const STORIES = [
  {
    who: "A new parent, finding their feet",
    quote:
      "At 2am, with the baby finally asleep and my mind racing, there was someone to talk to. The stress therapist helped me see that I was trying to be perfect at everything. Small steps, not perfect ones.",
  },
  {
    who: "A graduate student with exam anxiety",
    quote:
      "Logging my mood every evening showed me my worst days always followed nights I had barely slept. The thought records I practised in chat made the next exam season feel manageable.",
  },
  {
    who: "Someone grieving a parent",
    quote:
      "I did not want to burden my friends again. Writing in the journal and talking it through helped me put words to it, and when I was ready, the handover page helped me find a grief counsellor.",
  },
];

export default function Landing() {
  const { signedIn, tokenAddress } = useLoaderData<typeof loader>();
  const [openFeature, setOpenFeature] = useState<Feature | null>(null);
  const close = useCallback(() => setOpenFeature(null), []);

  return (
    <PublicPage signedIn={signedIn}>
      <Hero signedIn={signedIn} />

      <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-16 sm:py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading
            id="features-title"
            eyebrow="Features"
            title="Everything you need to feel a little better, in one place"
            intro="Select a feature to learn how it works."
          />
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map((feature) => (
              <li key={feature.id}>
                <button
                  type="button"
                  aria-haspopup="dialog"
                  aria-labelledby={`feature-${feature.id}-title`}
                  aria-describedby={`feature-${feature.id}-summary`}
                  onClick={() => setOpenFeature(feature)}
                  className="card group flex h-full w-full flex-col items-start text-left transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
                >
                  <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 group-hover:bg-brand-100">
                    <Icon name={feature.icon} className="h-6 w-6" />
                  </span>
                  <span id={`feature-${feature.id}-title`} className="mt-4 font-semibold text-slate-900">
                    {feature.title}
                  </span>
                  <span id={`feature-${feature.id}-summary`} className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">
                    {feature.summary}
                  </span>
                  <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700" aria-hidden="true">
                    Learn more
                    <Icon name="arrowRight" className="h-4 w-4 transition group-hover:translate-x-0.5" />
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="why-title" className="bg-white py-16 sm:py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading id="why-title" eyebrow="Why Haven" title="Why Choose Haven" />
          <ul className="mt-10 grid gap-x-8 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
            {REASONS.map((reason) => (
              <li key={reason.title} className="flex gap-4">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
                  <Icon name={reason.icon} />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{reason.title}</h3>
                  <p className="mt-1 leading-relaxed text-slate-600">{reason.body}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="testimonials" aria-labelledby="testimonials-title" className="scroll-mt-20 py-16 sm:py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading
            id="testimonials-title"
            eyebrow="Testimonials"
            title="Stories like yours"
            intro="These are illustrative composite stories, drawn from common experiences. They are not quotes from real users."
          />
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {STORIES.map((story) => (
              <li key={story.who}>
                <figure className="card flex h-full flex-col p-6">
                  <span className="self-start rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-800">
                    Illustrative composite story
                  </span>
                  <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">
                    <p>&ldquo;{story.quote}&rdquo;</p>
                  </blockquote>
                  <figcaption className="mt-5 border-t border-slate-100 pt-4 text-sm font-medium text-slate-900">
                    {story.who}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="cta-title" className="px-4 pb-16 sm:px-6 sm:pb-20">
        <div className="mx-auto max-w-6xl rounded-3xl bg-gradient-to-br from-brand-600 to-brand-800 px-6 py-12 text-center text-white sm:px-12">
          <h2 id="cta-title" className="text-2xl font-bold sm:text-3xl">
            Take the first small step today
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-100">
            Seven days free, every feature included, no payment details needed. Talk to someone tonight.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {signedIn ? (
              <Link to="/app" className="btn bg-white px-6 text-brand-800 hover:bg-brand-50">
                Open Haven
              </Link>
            ) : (
              <>
                <Link to="/register" className="btn bg-white px-6 text-brand-800 hover:bg-brand-50">
                  Start your free trial
                </Link>
                <Link to="/help-center" className="btn border border-white/40 px-6 text-white hover:bg-white/10">
                  Visit the Help Center
                </Link>
              </>
            )}
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 sm:pb-20">
        <TokenInfo tokenAddress={tokenAddress} />
      </div>

      {openFeature ? <FeatureDialog feature={openFeature} signedIn={signedIn} onClose={close} /> : null}
    </PublicPage>
  );
}

function Hero({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-canvas">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full bg-brand-100/70 blur-3xl sm:h-96 sm:w-96"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-sm">
            <Icon name="sparkle" className="h-4 w-4" />
            7-day free trial, every feature included
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Support that listens, whenever you need it
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-600">
            Talk through anxiety, stress, grief or whatever is weighing on you with AI therapists trained in ten
            specialties. Track your mood, journal, meditate and connect with people who understand, all in one calm,
            private place.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {signedIn ? (
              <Link to="/app" className="btn-primary px-6 text-base">
                Open Haven
                <Icon name="arrowRight" className="h-4 w-4" />
              </Link>
            ) : (
              <>
                <Link to="/register" className="btn-primary px-6 text-base">
                  Get Started
                  <Icon name="arrowRight" className="h-4 w-4" />
                </Link>
                <Link to="/login" className="btn-secondary px-6 text-base">
                  Sign In
                </Link>
              </>
            )}
          </div>
          <p className="mt-6 text-sm text-slate-500">
            Haven&apos;s therapists are AI, not humans, and are not a substitute for professional care.
          </p>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}

/** A still illustration of a conversation: decorative, so hidden from assistive technology. */
function HeroPreview() {
  return (
    <div aria-hidden="true" className="mx-auto w-full max-w-md lg:max-w-none">
      <div className="card p-0 shadow-lg">
        <div className="flex items-center gap-3 border-b border-slate-100 px-5 py-4">
          <span className="flex h-10 w-10 items-center justify-center rounded-full bg-teal-500 font-semibold text-white">
            C
          </span>
          <div>
            <p className="font-semibold text-slate-900">Claire</p>
            <p className="text-xs text-slate-500">AI therapist · Anxiety</p>
          </div>
          <span className="ml-auto rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">AI</span>
        </div>
        <div className="space-y-3 px-5 py-5 text-sm">
          <p className="max-w-[85%] rounded-2xl rounded-tl-sm bg-slate-100 px-4 py-2.5 text-slate-700">
            Hi, I&apos;m Claire. What&apos;s been on your mind today?
          </p>
          <p className="ml-auto max-w-[85%] rounded-2xl rounded-tr-sm bg-brand-600 px-4 py-2.5 text-white">
            I keep replaying a meeting from work. I can&apos;t switch off.
          </p>
          <p className="max-w-[85%] rounded-2xl rounded-tl-sm bg-slate-100 px-4 py-2.5 text-slate-700">
            That sounds exhausting. Let&apos;s slow it down together: what&apos;s the thought that keeps coming back?
          </p>
        </div>
        <div className="flex items-center gap-2 border-t border-slate-100 px-5 py-4 text-xs text-slate-500">
          <Icon name="lock" className="h-4 w-4 text-brand-600" />
          Encrypted at rest · No third-party trackers
        </div>
      </div>
    </div>
  );
}

function SectionHeading({ id, eyebrow, title, intro }: { id: string; eyebrow: string; title: string; intro?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {intro ? <p className="mt-3 leading-relaxed text-slate-600">{intro}</p> : null}
    </div>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** The detail of one feature, as a modal dialog: focus moves in, stays in, and returns to the card on close. */
function FeatureDialog({ feature, signedIn, onClose }: { feature: Feature; signedIn: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";

    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== "Tab" || !dialog.current) return;
      const focusable = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && (document.activeElement === first || !dialog.current.contains(document.activeElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, []);

  const titleId = `feature-dialog-${feature.id}-title`;
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-6">
      <div className="absolute inset-0 bg-slate-900/50" aria-hidden="true" onClick={onClose} />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative max-h-[90vh] w-full overflow-y-auto rounded-t-3xl bg-white p-6 shadow-xl sm:max-w-lg sm:rounded-3xl sm:p-8"
      >
        <div className="flex items-start gap-4">
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon name={feature.icon} className="h-6 w-6" />
          </span>
          <h2 id={titleId} className="flex-1 pt-2 text-xl font-bold text-slate-900">
            {feature.title}
          </h2>
          <button
            ref={closeButton}
            type="button"
            onClick={onClose}
            className="btn-ghost -mr-2 -mt-1 shrink-0 px-3"
            aria-label="Close"
          >
            <Icon name="close" />
          </button>
        </div>
        <h3 className="mt-6 text-sm font-semibold uppercase tracking-wide text-slate-500">Overview</h3>
        <p className="mt-2 leading-relaxed text-slate-700">{feature.overview}</p>
        <h3 className="mt-6 text-sm font-semibold uppercase tracking-wide text-slate-500">Key benefits</h3>
        <ul className="mt-3 space-y-2">
          {feature.benefits.map((benefit) => (
            <li key={benefit} className="flex gap-2 text-slate-700">
              <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          {signedIn ? (
            <Link to="/app" className="btn-primary flex-1">
              Open Haven
            </Link>
          ) : (
            <>
              <Link to="/register" className="btn-primary flex-1">
                Start your free trial
              </Link>
              <Link to="/login" className="btn-secondary flex-1">
                Sign In
              </Link>
            </>
          )}
        </div>
        <p className="mt-4 text-center text-xs text-slate-500">
          7 days free, then from $9.99 a month. Cancel any time.
        </p>
      </div>
    </div>
  );
}
