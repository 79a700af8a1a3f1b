import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Icon, PublicPage } from "~/components/public-layout";
import { TokenInfo } from "~/components/token-info";
import { FEATURES, REASONS, STORIES, type Feature } from "~/content/landing";

export const meta: MetaFunction = () => [
  { title: "Haven: AI therapy and mental-health support, any time" },
  {
    name: "description",
    content:
      "Talk with ten specialised AI therapists any time, track your mood, journal, meditate and find peer support. Start with a 7-day free trial.",
  },
];

/**
 * The landing page works without JavaScript (native dialogs, a popover menu), so it ships none: the first visit
 * on a slow phone downloads HTML and CSS only. See docs/decisions/0007-no-javascript-on-the-landing-page.md.
 */
export const handle = { hydrate: false };

export async function loader({ context }: LoaderFunctionArgs) {
  const user = await context.auth.optionalUser();
  return json({
    signedIn: user !== null,
    tokenAddress: context.publicConfig.tokenAddress,
    features: FEATURES,
    reasons: REASONS,
    stories: STORIES,
  });
}

export default function Landing() {
  const { signedIn, tokenAddress, features, reasons, stories } = useLoaderData<typeof loader>();

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
            {features.map((feature) => (
              <li key={feature.id}>
                <button
                  type="button"
                  aria-haspopup="dialog"
                  aria-labelledby={`feature-${feature.id}-title`}
                  aria-describedby={`feature-${feature.id}-summary`}
                  {...opens(`feature-dialog-${feature.id}`)}
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
            {reasons.map((reason) => (
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
            {stories.map((story) => (
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
        <TokenInfo tokenAddress={tokenAddress} copyButton={false} />
      </div>

      {features.map((feature) => (
        <FeatureDialog key={feature.id} feature={feature} signedIn={signedIn} />
      ))}
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
          <p className="mt-6 text-sm text-slate-600">
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
            <p className="text-xs text-slate-600">AI therapist · Anxiety</p>
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
        <div className="flex items-center gap-2 border-t border-slate-100 px-5 py-4 text-xs text-slate-600">
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

/**
 * Invoker commands (HTML `command`/`commandfor`) open and close a native modal dialog without JavaScript: the browser
 * moves focus in, keeps it there, closes on Escape and returns focus to the card. React 18 passes the attributes
 * through; they are spread because its JSX types do not know them yet.
 */
function opens(dialogId: string) {
  return { commandfor: dialogId, command: "show-modal" } as Record<string, string>;
}

function closes(dialogId: string) {
  return { commandfor: dialogId, command: "close" } as Record<string, string>;
}

/** The detail of one feature, as a native modal dialog. */
function FeatureDialog({ feature, signedIn }: { feature: Feature; signedIn: boolean }) {
  const dialogId = `feature-dialog-${feature.id}`;
  const titleId = `${dialogId}-title`;
  return (
    <dialog
      id={dialogId}
      aria-labelledby={titleId}
      {...({ closedby: "any" } as Record<string, string>)}
      className="m-0 mt-auto max-h-[90vh] w-full max-w-none overflow-y-auto rounded-t-3xl bg-white p-6 shadow-xl backdrop:bg-slate-900/50 sm:m-auto sm:max-w-lg sm:rounded-3xl sm:p-8"
    >
        <div className="flex items-start gap-4">
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon name={feature.icon} className="h-6 w-6" />
          </span>
          <h2 id={titleId} className="flex-1 pt-2 text-xl font-bold text-slate-900">
            {feature.title}
          </h2>
          <button type="button" {...closes(dialogId)} className="btn-ghost -mr-2 -mt-1 shrink-0 px-3" aria-label="Close">
            <Icon name="close" />
          </button>
        </div>
        <h3 className="mt-6 text-sm font-semibold uppercase tracking-wide text-slate-600">Overview</h3>
        <p className="mt-2 leading-relaxed text-slate-700">{feature.overview}</p>
        <h3 className="mt-6 text-sm font-semibold uppercase tracking-wide text-slate-600">Key benefits</h3>
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
        <p className="mt-4 text-center text-xs text-slate-600">
          7 days free, then from $9.99 a month. Cancel any time.
        </p>
    </dialog>
  );
}
