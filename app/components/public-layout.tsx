import { Link, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { formatDate } from "~/lib/dates";

/**
 * The frame of the signed-out pages: a sticky top navigation with a mobile menu, and a footer with the crisis note.
 * Also a small inline icon set for the public pages (no icon font, no external requests: the CSP allows only self).
 */

const ICON_PATHS = {
  heart: "M12 20s-7.5-4.5-7.5-10.2A4.3 4.3 0 0 1 12 7a4.3 4.3 0 0 1 7.5 2.8C19.5 15.5 12 20 12 20z",
  menu: "M4 6h16M4 12h16M4 18h16",
  close: "M6 6l12 12M18 6 6 18",
  check: "M5 12.5l4.5 4.5L19 7.5",
  copy: "M9 9h10v11H9zM5 15V4h10",
  external: "M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5",
  arrowRight: "M5 12h14M13 6l6 6-6 6",
  arrowLeft: "M19 12H5M11 6l-6 6 6 6",
  chevronDown: "M6 9l6 6 6-6",
  chat: "M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z",
  chart: "M4 20V10M10 20V4M16 20v-7M22 20H2",
  clipboard: "M7 4H5v17h14V4h-2M9 3h6v3H9zM9 11h6M9 15h4",
  book: "M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 5v16M8 7h7",
  leaf: "M5 19c0-8 5-14 15-14 0 10-6 15-14 15M5 19l7-7",
  moon: "M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z",
  users: "M9 11.5A3.5 3.5 0 1 0 9 4.5a3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6 6 0 0 1 3.5 6",
  lifebuoy:
    "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM5.6 5.6l3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6",
  shield: "M12 3l7.5 3v5.5c0 4.5-3.2 8.2-7.5 9.5-4.3-1.3-7.5-5-7.5-9.5V6z",
  lock: "M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3",
  clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2",
  sparkle: "M12 3c.6 4.4 2.6 6.4 7 7-4.4.6-6.4 2.6-7 7-.6-4.4-2.6-6.4-7-7 4.4-.6 6.4-2.6 7-7z",
  search: "M10.5 17.5a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4.5-4.5",
  mail: "M4 6h16v12H4zM4 7l8 6 8-6",
  phone:
    "M5 4h3.5l1.5 4.5-2 1.5a11 11 0 0 0 6 6l1.5-2 4.5 1.5V19a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1z",
  compass: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM15.5 8.5l-2 5-5 2 2-5z",
  target: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 12h.01",
  scale: "M12 4v16M7 20h10M5 8h14M5 8l-3 6a3 3 0 0 0 6 0zM19 8l-3 6a3 3 0 0 0 6 0z",
  eye: "M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
  globe: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.7 3.7 5.7 3.7 9s-1.2 6.3-3.7 9c-2.5-2.7-3.7-5.7-3.7-9S9.5 5.7 12 3z",
  swap: "M4 8h15l-4-4M20 16H5l4 4",
  vote: "M4 14h16v6H4zM8 14V5h8v9M10.5 9.5l1.5 1.5 2.5-3",
  gift: "M4 10h16v4H4zM5 14h14v7H5zM12 10v11M12 10C9 10 7.5 5 10 5c1.7 0 2 3 2 5zM12 10c3 0 4.5-5 2-5-1.7 0-2 3-2 5z",
  bolt: "M13 2 4 14h7l-1 8 9-12h-7z",
  server: "M4 4h16v6H4zM4 14h16v6H4zM8 7h.01M8 17h.01",
  map: "M9 4 3 6v14l6-2 6 2 6-2V4l-6 2zM9 4v14M15 6v14",
} as const;

export type IconName = keyof typeof ICON_PATHS;

/**
 * A decorative inline icon by name (aria-hidden unless titled). The public pages keep their own one-path icon map
 * rather than the app's icon modules: sharing those modules splits the sign-in pages' JavaScript into more chunks
 * and pushes them over their budget.
 */
export function Icon({ name, className = "h-5 w-5", title }: { name: IconName; className?: string; title?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden={title ? undefined : true}
      role={title ? "img" : undefined}
      focusable="false"
    >
      {title ? <title>{title}</title> : null}
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}

/** The Haven wordmark, linking home. */
export function HavenLogo({ to = "/" }: { to?: string }) {
  return (
    <Link to={to} className="flex items-center gap-2 rounded-lg text-lg font-bold text-brand-700">
      <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-brand-600 text-white">
        <Icon name="heart" className="h-5 w-5" />
      </span>
      Haven
    </Link>
  );
}

const NAV_LINKS = [
  { to: "/#features", label: "Features" },
  { to: "/#testimonials", label: "Testimonials" },
  { to: "/about", label: "About" },
  { to: "/crypto-powered", label: "Crypto Vision" },
] as const;

export interface PublicNavProps {
  /** A signed-in visitor sees "Open Haven" (to /app) instead of Sign In and Get Started. */
  signedIn?: boolean;
}

const MENU_ID = "public-mobile-menu";

/** "Open Haven" for a signed-in visitor; otherwise Sign In and Get Started. */
function AccountLinks({ signedIn, signInClass, openClass }: { signedIn: boolean; signInClass: string; openClass: string }) {
  if (signedIn) {
    return (
      <Link to="/app" className={openClass}>
        Open Haven
      </Link>
    );
  }
  return (
    <>
      <Link to="/login" className={signInClass}>
        Sign In
      </Link>
      <Link to="/register" className="btn-primary">
        Get Started
      </Link>
    </>
  );
}

/** The sticky top navigation of the public pages, with a menu toggle below the md breakpoint. */
export function PublicNav({ signedIn = false }: PublicNavProps) {
  const location = useLocation();

  // The menu is a native popover, so it works on pages served without JavaScript (Escape and outside clicks close
  // it). Where JavaScript runs, navigation happens without a page load, so close it on every navigation.
  useEffect(() => {
    const menu = document.getElementById(MENU_ID);
    if (menu?.matches(":popover-open")) menu.hidePopover();
  }, [location.pathname, location.hash]);

  const linkClass =
    "rounded-lg px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:bg-brand-50 hover:text-brand-800";

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:font-semibold focus:text-brand-800 focus:shadow"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <div className="mr-auto">
          <HavenLogo />
        </div>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className={linkClass}>
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <AccountLinks signedIn={signedIn} signInClass="btn-ghost" openClass="btn-primary" />
        </div>
        <button
          id="public-menu-toggle"
          type="button"
          className="btn-ghost px-3 md:hidden"
          {...({ popovertarget: MENU_ID } as Record<string, string>)}
          aria-label="Menu"
        >
          <Icon name="menu" className="h-6 w-6" />
        </button>
      </div>
      <div
        id={MENU_ID}
        {...({ popover: "auto" } as Record<string, string>)}
        className="inset-x-0 bottom-auto top-16 m-0 w-full border-0 border-t border-slate-100 bg-white px-4 pb-4 pt-2 shadow-lg md:hidden"
      >
        <nav aria-label="Mobile" className="flex flex-col">
          {NAV_LINKS.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className="flex min-h-[44px] items-center rounded-lg px-3 text-base font-medium text-slate-700 hover:bg-brand-50"
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="mt-3 grid grid-cols-2 gap-2">
          <AccountLinks signedIn={signedIn} signInClass="btn-secondary" openClass="btn-primary col-span-2" />
        </div>
      </div>
    </header>
  );
}

const FOOTER_LINKS = [
  { to: "/about", label: "About" },
  { to: "/crypto-powered", label: "Crypto Vision" },
  { to: "/help-center", label: "Help Center" },
  { to: "/crisis-protocol", label: "Crisis protocol" },
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/terms-of-service", label: "Terms of Service" },
] as const;

/** The footer of every public page: links, the crisis line note and the copyright. */
export function PublicFooter() {
  const year = new Date().getUTCFullYear();
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <div className="flex flex-col gap-8 md:flex-row md:items-start md:justify-between">
          <div className="max-w-sm">
            <HavenLogo />
            <p className="mt-3 text-sm leading-relaxed text-slate-600">
              Support that listens, any time of day. Haven&apos;s therapists are AI, not humans, and are not a
              substitute for professional care.
            </p>
          </div>
          <nav aria-label="Footer">
            <ul className="grid grid-cols-2 gap-x-8 gap-y-1 sm:grid-cols-3">
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="inline-flex min-h-[40px] items-center text-sm text-slate-600 hover:text-brand-700 hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className="mt-8 flex items-start gap-2 rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-900">
          <Icon name="lifebuoy" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            In an emergency call 988 (US) or your local crisis line. You can also text HOME to 741741 to reach the
            Crisis Text Line.
          </span>
        </p>
        <p className="mt-6 text-xs text-slate-600">&copy; {year} Haven. All rights reserved.</p>
      </div>
    </footer>
  );
}

/** A public page: sticky navigation (or the `header` given instead), the main landmark and the footer. */
export function PublicPage({
  children,
  signedIn = false,
  header,
}: {
  children: React.ReactNode;
  signedIn?: boolean;
  /** Replaces the PublicNav, e.g. a plain header for a signed-in user on /crypto-powered. */
  header?: React.ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col">
      {header ?? <PublicNav signedIn={signedIn} />}
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}


/** Today's date in UTC, as an ISO day and the app's one date format; computed in a loader so server and browser agree. */
export function utcDate(now: Date): { iso: string; label: string } {
  return {
    iso: now.toISOString().slice(0, 10),
    label: formatDate(now),
  };
}

export interface LegalSection {
  id: string;
  title: string;
  body: React.ReactNode;
}

/** A legal document page: title, date, contents list and numbered sections in the prose style. */
export function LegalDocument({
  title,
  dateLabel,
  date,
  intro,
  sections,
}: {
  title: string;
  /** e.g. "Last updated" or "Effective". */
  dateLabel: string;
  date: { iso: string; label: string };
  intro: React.ReactNode;
  sections: LegalSection[];
}) {
  return (
    <PublicPage>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="page-title">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">
          {dateLabel}: <time dateTime={date.iso}>{date.label}</time>
        </p>
        <div className="prose-page mt-6">{intro}</div>
        <nav aria-label="Contents" className="card mt-8 bg-brand-50/40">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">Contents</h2>
          <ol className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="inline-flex min-h-[32px] items-center text-brand-800 hover:underline">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose-page mt-4">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-20">
              <h2 id={`${section.id}-title`}>
                {index + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </PublicPage>
  );
}
