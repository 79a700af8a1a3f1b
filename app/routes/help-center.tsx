import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { useId, useRef, useState } from "react";
import { Icon, PublicPage } from "~/components/public-layout";
import { QUICK_GUIDES, searchHelp } from "../../workers/shared/help-content";
import { LinkedText } from "~/components/linked-text";

export const meta: MetaFunction = () => [
  { title: "Help Center | Haven" },
  {
    name: "description",
    content:
      "Answers about Haven's free trial, plans, AI therapists, features, privacy and troubleshooting, plus crisis resources and how to reach support.",
  },
];

export async function loader({ context }: LoaderFunctionArgs) {
  return json({ supportEmail: context.publicConfig.supportEmail });
}

export default function HelpCenter() {
  const { supportEmail } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  // The box filters as you type; without JavaScript the form submits ?q= and the server renders the same result.
  const [query, setQuery] = useState(() => searchParams.get("q") ?? "");
  const searching = query.trim().length > 0;
  const categories = searchHelp(query);
  const matchCount = categories.reduce((total, category) => total + category.questions.length, 0);
  const searchId = useId();
  const searchBox = useRef<HTMLInputElement>(null);

  return (
    <PublicPage>
      <section aria-labelledby="help-title" className="bg-gradient-to-b from-brand-50 to-canvas">
        <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6 sm:py-16">
          <h1 id="help-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            How can we help?
          </h1>
          <p className="mx-auto mt-3 max-w-xl text-slate-600">
            Answers about your trial, plans, AI therapists, privacy and every feature of Haven.
          </p>
          <form
            role="search"
            method="get"
            className="mx-auto mt-8 max-w-xl"
            onSubmit={(event) => event.preventDefault()}
          >
            <label htmlFor={searchId} className="sr-only">
              Search help articles
            </label>
            <div className="relative">
              <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-400">
                <Icon name="search" />
              </span>
              <input
                ref={searchBox}
                id={searchId}
                name="q"
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder="Search, e.g. cancel, trial, export"
                autoComplete="off"
                className="input pl-10 shadow-sm"
                aria-describedby="help-search-status"
              />
            </div>
          </form>
          <p id="help-search-status" role="status" aria-live="polite" className="mt-3 min-h-[1.5rem] text-sm text-slate-600">
            {searching
              ? matchCount === 0
                ? `No answers match \u201c${query.trim()}\u201d`
                : `${matchCount} ${matchCount === 1 ? "answer matches" : "answers match"} \u201c${query.trim()}\u201d`
              : ""}
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-6xl space-y-14 px-4 pb-16 sm:px-6">
        <p className="flex items-start gap-3 rounded-2xl border border-rose-200 bg-rose-50 p-4 text-rose-900">
          <Icon name="lifebuoy" className="mt-0.5 h-5 w-5 shrink-0" />
          <span>
            <strong>In crisis right now?</strong> Call or text 988 (US), text HOME to 741741, or call your local
            emergency number. Haven&apos;s AI therapists are not an emergency service.
          </span>
        </p>

        {searching ? null : (
          <section aria-labelledby="guides-title">
            <h2 id="guides-title" className="text-2xl font-bold text-slate-900">
              Quick guides
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {QUICK_GUIDES.map((guide) => (
                <li key={guide.id}>
                  <a
                    href={`#${guide.id}`}
                    className="card flex h-full flex-col transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
                  >
                    <span className="font-semibold text-slate-900">{guide.title}</span>
                    <span className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{guide.summary}</span>
                    <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                      Read the guide
                      <Icon name="arrowRight" className="h-4 w-4" />
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}

        <section aria-labelledby="faq-title">
          <h2 id="faq-title" className="text-2xl font-bold text-slate-900">
            {searching ? "Search results" : "Frequently asked questions"}
          </h2>
          {searching && matchCount === 0 ? (
            <div className="card mt-6 text-center">
              <p className="text-lg font-semibold text-slate-900">No results</p>
              <p className="mt-2 text-slate-600">
                Nothing matches &ldquo;{query.trim()}&rdquo;. Try fewer or simpler words, such as &ldquo;trial&rdquo;,
                &ldquo;cancel&rdquo; or &ldquo;privacy&rdquo;, or write to us at{" "}
                <a href={`mailto:${supportEmail}`} className="font-medium text-brand-700 underline">
                  {supportEmail}
                </a>
                .
              </p>
              <button type="button" className="btn-secondary mt-4" onClick={() => {
                  setQuery("");
                  searchBox.current?.focus();
                }}>
                Clear search
              </button>
            </div>
          ) : (
            <div className="mt-6 grid gap-6 lg:grid-cols-2">
              {categories.map((category) => (
                <section
                  key={category.id}
                  id={category.id}
                  aria-labelledby={`${category.id}-title`}
                  className="card scroll-mt-20"
                >
                  <h3 id={`${category.id}-title`} className="text-lg font-semibold text-slate-900">
                    {category.title}
                  </h3>
                  <p className="mt-1 text-sm text-slate-600">{category.description}</p>
                  <div className="mt-4 divide-y divide-slate-100 border-t border-slate-100">
                    {category.questions.map((entry) => (
                      <details
                        // Remount when search starts or stops, so matches open and the full list starts closed.
                        key={`${entry.question}-${searching ? "match" : "all"}`}
                        open={searching || undefined}
                        className="group py-1"
                      >
                        <summary className="flex min-h-[44px] cursor-pointer list-none items-center justify-between gap-3 rounded-lg py-2 font-medium text-slate-800 hover:text-brand-800 [&::-webkit-details-marker]:hidden">
                          <span>{entry.question}</span>
                          <Icon
                            name="chevronDown"
                            className="h-5 w-5 shrink-0 text-slate-400 transition group-open:rotate-180"
                          />
                        </summary>
                        <p className="pb-3 pr-6 leading-relaxed text-slate-600">
                          <LinkedText text={entry.answer} />
                        </p>
                      </details>
                    ))}
                  </div>
                </section>
              ))}
            </div>
          )}
        </section>

        {searching ? null : (
          <section aria-labelledby="guides-detail-title">
            <h2 id="guides-detail-title" className="text-2xl font-bold text-slate-900">
              Step-by-step guides
            </h2>
            <div className="mt-6 grid gap-6 lg:grid-cols-2">
              {QUICK_GUIDES.map((guide) => (
                <section
                  key={guide.id}
                  id={guide.id}
                  aria-labelledby={`${guide.id}-title`}
                  tabIndex={-1}
                  className="card scroll-mt-20 focus:outline-none"
                >
                  <h3 id={`${guide.id}-title`} className="text-lg font-semibold text-slate-900">
                    {guide.title}
                  </h3>
                  <ol className="mt-4 space-y-3">
                    {guide.steps.map((step, index) => (
                      <li key={step} className="flex gap-3 text-slate-700">
                        <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800">
                          {index + 1}
                        </span>
                        <span className="leading-relaxed">
                          <LinkedText text={step} />
                        </span>
                      </li>
                    ))}
                  </ol>
                </section>
              ))}
            </div>
          </section>
        )}

        <section aria-labelledby="support-title">
          <h2 id="support-title" className="text-2xl font-bold text-slate-900">
            Still need help?
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            <li className="card flex flex-col">
              <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name="chat" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">Live chat</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">
                Our help assistant is available inside Haven after you sign in: select Help at the top of any page.
              </p>
              <Link to="/login" className="btn-primary mt-4">
                Sign in to chat
              </Link>
            </li>
            <li className="card flex flex-col">
              <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name="mail" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">Email support</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">
                Write to us about anything: billing, your account or a problem with the app. Advanced members get
                priority replies.
              </p>
              <a href={`mailto:${supportEmail}`} className="btn-secondary mt-4 break-all">
                {supportEmail}
              </a>
            </li>
            <li className="card flex flex-col">
              <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name="phone" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">Phone support</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">
                Phone support is for Advanced plan members. Email us from your account address and we will arrange a
                call at a time that suits you.
              </p>
              <a href={`mailto:${supportEmail}?subject=${encodeURIComponent("Phone support request")}`} className="btn-secondary mt-4">
                Request a call
              </a>
            </li>
          </ul>
          <div className="card mt-4 flex flex-col gap-4 sm:flex-row sm:items-center">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name="users" />
            </span>
            <div className="flex-1">
              <h3 className="font-semibold text-slate-900">Talk with people who understand</h3>
              <p className="mt-1 text-sm text-slate-600">
                Our peer support forums are open to members on the Advanced plan or the free trial.
              </p>
            </div>
            <Link to="/app/peer-support" className="btn-secondary">
              Visit peer support
            </Link>
          </div>
        </section>
      </div>
    </PublicPage>
  );
}
