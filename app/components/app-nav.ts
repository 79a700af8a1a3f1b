/** The signed-in navigation: every entry of the desktop bar, and the five of the mobile tab bar. */
export interface NavEntry {
  to: string;
  label: string;
  /** Home matches only its exact path; the others match their prefix. */
  end?: boolean;
}

export const APP_NAV: NavEntry[] = [
  { to: "/app", label: "Home", end: true },
  { to: "/app/dashboard", label: "Progress" },
  { to: "/app/assessments", label: "Assessments" },
  { to: "/app/meditation", label: "Meditation" },
  { to: "/app/journal", label: "Journal" },
  { to: "/app/dream", label: "Dream Companion" },
  { to: "/app/peer-support", label: "Peer Support" },
  { to: "/app/shiller", label: "Shiller Contest" },
  { to: "/app/therapist-handover", label: "Therapist Handover" },
  { to: "/app/transparency", label: "AI Transparency" },
  { to: "/app/crypto-powered", label: "Crypto Vision" },
  { to: "/app/profile", label: "Profile" },
];

export const MOBILE_TABS = [
  { to: "/app", label: "Home", end: true, icon: "home" },
  { to: "/app/dashboard", label: "Progress", icon: "chart" },
  { to: "/app/assessments", label: "Assess", icon: "clipboard" },
  { to: "/app/journal", label: "Journal", icon: "book" },
  { to: "/app/peer-support", label: "Community", icon: "users" },
] as const;

/**
 * Pages of /app that a visitor without a session sees in place (saying they need to log in) instead of being sent
 * to /: the contest's page shows 'Login Required' with a link to /login (spec 001, section 2).
 */
export const OPEN_TO_VISITORS: readonly string[] = ["/app/shiller"];
