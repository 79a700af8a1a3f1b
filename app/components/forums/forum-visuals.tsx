import type { ForumColor, ForumIcon as ForumIconName } from "../../../workers/shared/forums";
/**
 * The ten forum icons of the spec, drawn inline in the icon set's frame (24 px grid, 1.8 stroke). The frame is written
 * out here rather than imported from `icons/svg`: sharing that module with the sign-in pages would split it into a
 * chunk of its own and cost those pages' JavaScript budget.
 */
const PATHS: Record<ForumIconName, React.ReactNode> = {
  users: (
    <>
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3.5 19a5.5 5.5 0 0 1 11 0" />
      <path d="M16 5.2a3.2 3.2 0 0 1 0 6.1M17.5 14.3A5.5 5.5 0 0 1 20.5 19" />
    </>
  ),
  heart: <path d="M12 20s-7.5-4.5-7.5-10.2A4.3 4.3 0 0 1 12 7a4.3 4.3 0 0 1 7.5 2.8C19.5 15.5 12 20 12 20z" />,
  shield: <path d="M12 3.5 5 6.5v5c0 4.2 2.9 7.6 7 9 4.1-1.4 7-4.8 7-9v-5l-7-3z" />,
  flower: (
    <>
      <circle cx="12" cy="9" r="2" />
      <path d="M12 7a2.5 2.5 0 1 1 2.3-3.4A2.5 2.5 0 1 1 15 8.6a2.5 2.5 0 1 1-1.8 3.2M12 7a2.5 2.5 0 1 0-2.3-3.4A2.5 2.5 0 1 0 9 8.6a2.5 2.5 0 1 0 1.8 3.2" />
      <path d="M12 11v10M12 17c-2.5 0-4-1.5-4.5-3.5M12 18.5c2.2 0 3.6-1.3 4-3" />
    </>
  ),
  zap: <path d="M13 3 5 13.5h6L10 21l8-10.5h-6L13 3z" />,
  star: <path d="m12 3.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8L12 3.5z" />,
  rings: (
    <>
      <circle cx="9" cy="14" r="5" />
      <circle cx="15" cy="14" r="5" />
      <path d="m10.5 4.5 1.5 2 1.5-2" />
    </>
  ),
  "heart-pulse": (
    <>
      <path d="M12 20s-7.5-4.5-7.5-10.2A4.3 4.3 0 0 1 12 7a4.3 4.3 0 0 1 7.5 2.8C19.5 15.5 12 20 12 20z" />
      <path d="M5 12h3.5l1.5-3 2.5 6 1.5-3H19" />
    </>
  ),
  cloud: <path d="M7.5 18.5h9.5a4 4 0 0 0 .4-8 5.5 5.5 0 0 0-10.6 1.3 3.4 3.4 0 0 0 .7 6.7z" />,
  wind: <path d="M3 8.5h11a2.5 2.5 0 1 0-2.5-2.5M3 12.5h15a2.5 2.5 0 1 1-2.5 2.5M3 16.5h7a2 2 0 1 1-2 2" />,
};

export function ForumIcon({ icon, className = "h-5 w-5" }: { icon: ForumIconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" className={className} aria-hidden>
      {PATHS[icon]}
    </svg>
  );
}

/** Each colour value of the spec as Tailwind classes (written out in full so Tailwind keeps them). */
export const FORUM_COLOR_STYLES: Record<ForumColor, { badge: string; bar: string }> = {
  blue: { badge: "bg-blue-50 text-blue-700", bar: "bg-blue-500" },
  pink: { badge: "bg-pink-50 text-pink-700", bar: "bg-pink-500" },
  purple: { badge: "bg-purple-50 text-purple-700", bar: "bg-purple-500" },
  gray: { badge: "bg-slate-100 text-slate-700", bar: "bg-slate-500" },
  orange: { badge: "bg-orange-50 text-orange-700", bar: "bg-orange-500" },
  green: { badge: "bg-emerald-50 text-emerald-700", bar: "bg-emerald-500" },
  red: { badge: "bg-rose-50 text-rose-700", bar: "bg-rose-500" },
  yellow: { badge: "bg-amber-50 text-amber-800", bar: "bg-amber-400" },
  indigo: { badge: "bg-indigo-50 text-indigo-700", bar: "bg-indigo-500" },
  teal: { badge: "bg-teal-50 text-teal-700", bar: "bg-teal-500" },
};

export function countLabel(count: number, one: string, many: string): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}
