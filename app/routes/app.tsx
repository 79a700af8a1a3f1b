import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, NavLink, Outlet, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { APP_NAV, MOBILE_TABS, OPEN_TO_VISITORS } from "~/components/app-nav";
import { HelpPopup } from "~/components/help-popup";
import { skipRevalidationAfterNetworkFailure } from "~/lib/network-action";
import { registerServiceWorker } from "~/lib/service-worker";
import { browserTimeZone, rememberTimeZone } from "~/lib/time-zone";
import { crisisLinesFor, crisisLinesText, guessCrisisCountry, type CountryCrisisLines } from "../../workers/shared/crisis-lines";
import {
  BookIcon,
  ChartIcon,
  ChatIcon,
  ClipboardIcon,
  HeartIcon,
  HomeIcon,
  LogoutIcon,
  MenuIcon,
  UserIcon,
  UsersIcon,
} from "~/components/icons";

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (OPEN_TO_VISITORS.includes(new URL(request.url).pathname.replace(/\/$/, ""))) {
    const visitor = await context.auth.optionalUser();
    if (!visitor) return json({ user: null, crisisLines: crisisLinesFor(null), crisisCountryChosen: true });
  }
  const { user, account } = await context.auth.requireUser();
  return json({
    user: { firstName: user.firstName, lastName: user.lastName, email: user.email },
    crisisLines: crisisLinesFor(account.crisisCountry),
    crisisCountryChosen: account.crisisCountry !== null,
  });
}

/** The shell's data stays as it is after a page's submission that never reached the server. */
export const shouldRevalidate = skipRevalidationAfterNetworkFailure;

const TAB_ICONS = { home: HomeIcon, chart: ChartIcon, clipboard: ClipboardIcon, book: BookIcon, users: UsersIcon };

const navClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-lg px-2.5 py-1.5 text-sm font-medium transition-colors ${
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900"
  }`;

export default function AppShell() {
  const { user, crisisLines, crisisCountryChosen } = useLoaderData<typeof loader>();
  return (
    <>
      {user ? (
        <MemberShell user={user} crisisLines={crisisLines} crisisCountryChosen={crisisCountryChosen} />
      ) : (
        <VisitorShell crisisLines={crisisLines} />
      )}
      <DiscoverThisPage />
    </>
  );
}

/**
 * Remix discovers routes lazily (v3_lazyRouteDiscovery) from the links and forms a page renders, but not the page's
 * own address, and it checks an address with a dynamic segment (a forum, an assessment, a chat) before every
 * submission to it: the first form sent from such a page asks the server for the route manifest first. Offline, that
 * request fails before the route's clientAction can keep the page (app/lib/network-action.ts), and the error screen
 * replaces what was typed. This link, never shown, has Remix discover the current address while the page is online.
 */
function DiscoverThisPage() {
  const { pathname } = useLocation();
  return <Link to={pathname} hidden tabIndex={-1} aria-hidden="true" />;
}

/** The footer, with the person's crisis lines; members get their Safety Plan's link and room for the mobile tab bar. */
function Disclaimer({ aboveTabBar, crisisLines }: { aboveTabBar: boolean; crisisLines: CountryCrisisLines }) {
  return (
    <footer className={`border-t border-slate-200 bg-white ${aboveTabBar ? "pb-24 md:pb-0" : ""}`}>
      <div className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-600">
        <p>
          <strong className="font-semibold text-slate-800">Disclaimer:</strong> Haven and its AI therapists are not a
          substitute for professional therapy, diagnosis or treatment. In an emergency, call 988 (US) or your local
          crisis line.
        </p>
        {crisisLines.code !== "US" ? (
          <p className="mt-1">
            Your crisis line ({crisisLines.country}): {crisisLinesText(crisisLines)}; emergency {crisisLines.emergency}.
          </p>
        ) : null}
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          {aboveTabBar ? (
            <Link to="/app/safety-plan" className="font-medium text-brand-700 underline">
              My Safety Plan
            </Link>
          ) : null}
          <Link to="/crisis-protocol" className="font-medium text-brand-700 underline">
            How Haven responds to a crisis
          </Link>
        </p>
        <p className="mt-2 text-xs text-slate-600">© {new Date().getUTCFullYear()} Haven. All rights reserved.</p>
      </div>
    </footer>
  );
}

function HomeLink({ to }: { to: string }) {
  return (
    <Link to={to} className="mr-auto flex items-center gap-2 font-bold text-brand-700">
      <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600 text-white">
        <HeartIcon className="h-4 w-4" />
      </span>
      Haven
    </Link>
  );
}

/** A page open to visitors (OPEN_TO_VISITORS), seen without a session: no member navigation, a way to log in. */
function VisitorShell({ crisisLines }: { crisisLines: CountryCrisisLines }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4">
          <HomeLink to="/" />
          <Link to="/login" className="btn-ghost min-h-[40px] px-3">
            Log in
          </Link>
          <Link to="/register" className="btn-primary min-h-[40px] px-3">
            Sign up
          </Link>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 pb-10 pt-6">
        <Outlet />
      </main>
      <Disclaimer aboveTabBar={false} crisisLines={crisisLines} />
    </div>
  );
}

function MemberShell({
  user,
  crisisLines,
  crisisCountryChosen,
}: {
  user: { firstName: string };
  crisisLines: CountryCrisisLines;
  crisisCountryChosen: boolean;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const [helpOpen, setHelpOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const helpButton = useRef<HTMLButtonElement>(null);
  // Closing the help popup (Escape, or its close button) puts focus back on the button that opened it.
  const closeHelp = useCallback(() => {
    setHelpOpen(false);
    helpButton.current?.focus();
  }, []);
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);
  useEffect(() => {
    rememberTimeZone();
  }, []);
  useEffect(() => {
    registerServiceWorker();
  }, []);
  useEffect(() => {
    // The first visit guesses whose crisis lines the person needs (they can change it on the Safety Plan). A plain
    // request: saving the guess must not reload the page's data under someone who has started typing.
    if (crisisCountryChosen) return;
    const country = guessCrisisCountry(browserTimeZone(), navigator.languages ?? [navigator.language]);
    void fetch("/app/crisis-country?_data=routes%2Fapp.crisis-country", { method: "POST", body: new URLSearchParams({ country }) }).catch(() => {});
  }, [crisisCountryChosen]);
  const showFooter = !location.pathname.includes("/group-therapy");

  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4">
          <HomeLink to="/app" />
          <button
            ref={helpButton}
            type="button"
            className="btn-ghost min-h-[44px] px-3"
            onClick={() => setHelpOpen((open) => !open)}
            aria-expanded={helpOpen}
            aria-label="Open help assistant"
          >
            <ChatIcon />
            <span className="hidden sm:inline">Help</span>
          </button>
          <Link to="/app/profile" className="btn-ghost min-h-[44px] px-3" aria-label={`Profile of ${user.firstName}`}>
            <UserIcon />
            <span className="hidden sm:inline">{user.firstName}</span>
          </Link>
          <Form method="post" action="/logout">
            <button type="submit" className="btn-ghost min-h-[44px] px-3" aria-label="Log out">
              <LogoutIcon />
              <span className="hidden sm:inline">Log out</span>
            </button>
          </Form>
          <button
            type="button"
            className="btn-ghost min-h-[44px] px-3 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label="All sections"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon />
          </button>
        </div>
        <nav aria-label="Main" className="mx-auto hidden max-w-6xl flex-wrap gap-x-0.5 gap-y-1 px-3 pb-2 md:flex">
          {APP_NAV.map((entry) => (
            <NavLink key={entry.to} to={entry.to} end={entry.end} className={navClass} prefetch="intent">
              {entry.label}
            </NavLink>
          ))}
        </nav>
        {menuOpen ? (
          <nav id="mobile-menu" aria-label="All sections" className="grid grid-cols-2 gap-1 border-t border-slate-100 p-3 md:hidden">
            {APP_NAV.map((entry) => (
              <NavLink key={entry.to} to={entry.to} end={entry.end} className={navClass}>
                {entry.label}
              </NavLink>
            ))}
          </nav>
        ) : null}
      </header>

      {navigation.state === "loading" ? (
        <div className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-brand-500" role="progressbar" aria-label="Loading" />
      ) : null}

      <main className="mx-auto w-full max-w-6xl flex-1 px-4 pb-28 pt-6 md:pb-10">
        <Outlet />
      </main>

      {showFooter ? <Disclaimer aboveTabBar crisisLines={crisisLines} /> : null}

      <nav
        aria-label="Tabs"
        className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-5 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
      >
        {MOBILE_TABS.map((tab) => {
          const Icon = TAB_ICONS[tab.icon];
          return (
            <NavLink
              key={tab.to}
              to={tab.to}
              end={"end" in tab}
              prefetch="intent"
              className={({ isActive }) =>
                `flex min-h-[56px] flex-col items-center justify-center gap-0.5 text-xs font-medium ${
                  isActive ? "text-brand-700" : "text-slate-600"
                }`
              }
            >
              <Icon className="h-5 w-5" />
              {tab.label}
            </NavLink>
          );
        })}
      </nav>

      {helpOpen ? <HelpPopup onClose={closeHelp} /> : null}
    </div>
  );
}
