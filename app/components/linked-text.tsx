import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { HELP_PAGE_LINKS } from "../../workers/shared/help-content";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const NAMES = Object.keys(HELP_PAGE_LINKS).sort((a, b) => b.length - a.length);
const EMAIL = String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`;
const PATH = String.raw`\/(?:app|help-center|forgot-password|crypto-powered|about|privacy-policy|terms-of-service)(?:\/[\w-]+)*`;
const PATTERN = new RegExp(`(${EMAIL})|\\((${PATH})\\)|\\b(${NAMES.map(escape).join("|")})`, "g");
const LINK_CLASS = "font-semibold underline";

/**
 * Help text with its pages and email addresses as links: the pages the copy names ("Profile settings"), paths it
 * writes out ("(/help-center)") and addresses. A path written right after the name of the same page is left out.
 */
export function LinkedText({ text, onFollow }: { text: string; onFollow?: () => void }) {
  const parts: ReactNode[] = [];
  let at = 0;
  let skipPath: string | null = null;
  for (const match of text.matchAll(PATTERN)) {
    const [whole, email, path, name] = match;
    const start = match.index ?? 0;
    if (path && path === skipPath && text.slice(at, start).trim() === "") {
      // "Help Center (/help-center)": the name is already the link.
      at = start + whole.length;
      skipPath = null;
      continue;
    }
    parts.push(text.slice(at, start));
    if (email) {
      parts.push(
        <a key={start} href={`mailto:${email}`} className={LINK_CLASS}>
          {email}
        </a>,
      );
    } else {
      const to: string = path ?? HELP_PAGE_LINKS[name!]!;
      const link = (
        <Link key={start} to={to} className={LINK_CLASS} onClick={onFollow}>
          {path ?? name}
        </Link>
      );
      if (path) parts.push("(", link, ")");
      else parts.push(link);
      skipPath = name ? to : null;
    }
    at = start + whole.length;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
