import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteError } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { useNonce } from "./lib/nonce";
import styles from "./styles/tailwind.css";

// Loaded only when a page actually fails, so every other page ships a little less JavaScript.
const ErrorScreen = lazy(() => import("./components/error-screen"));

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

// Every page sets its own meta (Remix uses the deepest route's), so this one only titles the error screens; the
// landing page carries the description. Kept short: it ships on every page, within the sign-in pages' JS budget.
export const meta: MetaFunction = () => [{ title: "Haven: AI therapy and mental-health support" }];

/** A route whose `handle` says `hydrate: false` is served as plain HTML, with no JavaScript at all. */
function useHydrate(): boolean {
  return !useMatches().some((match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate === false);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const hydrate = useHydrate();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#237a72" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <Suspense fallback={null}>
      <ErrorScreen error={error} />
    </Suspense>
  );
}
