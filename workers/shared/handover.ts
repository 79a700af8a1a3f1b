/**
 * The therapist handover and the person's data tools, browser-safe: the curated routes to human care shown on
 * /app/therapist-handover, and the messages of the export and deletion screens (spec copy verbatim).
 */

export const exportMessages = {
  pdfButton: "Export Your Therapy Data",
  pdfFailed: "Failed to download PDF. Please try again.",
  jsonFailed: "Failed to download your data. Please try again.",
  deleteFailed: "Failed to delete account. Please try again.",
} as const;

export interface CareRoute {
  id: string;
  name: string;
  category: string;
  description: string;
  features: string[];
  url: string;
  /** Haven's editorial rating, 4.3 to 4.8 (the spec's range): how directly it leads to qualified human care. */
  rating: number;
}

/** What the ratings are, said wherever they are shown. */
export const EDITORIAL_RATING_NOTE =
  "Ratings are Haven's own editorial rating of how directly each route leads to qualified human care. They are not user reviews, and no one paid to be listed.";

/**
 * Six real routes to human care, checked against each organisation's own description of itself. Keep the facts
 * plain and current: a person in difficulty will act on them.
 */
export const CARE_ROUTES: readonly CareRoute[] = [
  {
    id: "988-lifeline",
    name: "988 Suicide & Crisis Lifeline",
    category: "Crisis line (US)",
    description:
      "Free, confidential support from trained crisis counselors, 24 hours a day, 7 days a week, for anyone in emotional distress or a suicidal crisis, or worried about someone else.",
    features: ["Call or text 988, or chat online", "24/7, free and confidential", "Spanish, and options for veterans", "Counselors can connect you to local services"],
    url: "https://988lifeline.org/",
    rating: 4.8,
  },
  {
    id: "findtreatment",
    name: "FindTreatment.gov",
    category: "National treatment locator",
    description:
      "The U.S. government's confidential and anonymous locator, run by SAMHSA, for state-licensed facilities that treat mental health and substance use conditions.",
    features: ["Search by address or ZIP code", "Filter by payment: Medicaid, Medicare, sliding fee", "Mental health and substance use services", "Free to use, no sign-up"],
    url: "https://findtreatment.gov/",
    rating: 4.6,
  },
  {
    id: "psychology-today",
    name: "Psychology Today Therapist Finder",
    category: "Therapist directory",
    description:
      "A large directory of licensed therapists, psychiatrists and support groups, with profiles that describe each clinician's approach, specialties, fees and the insurance they take.",
    features: ["Filter by issue, insurance, therapy type and language", "In-person and online therapists", "Read profiles, then contact a therapist directly", "Free to search"],
    url: "https://www.psychologytoday.com/us/therapists",
    rating: 4.7,
  },
  {
    id: "open-path",
    name: "Open Path Collective",
    category: "Sliding-scale therapy network",
    description:
      "A nonprofit network of licensed therapists who offer reduced-fee sessions, in person or online, to people whose insurance does not cover therapy or who cannot afford the usual rates.",
    features: ["Reduced per-session fees", "In-person and online sessions", "Individual, couples, family and child therapy", "One-time membership fee"],
    url: "https://openpathcollective.org/",
    rating: 4.5,
  },
  {
    id: "talkspace",
    name: "Talkspace",
    category: "Online therapy service",
    description:
      "Online therapy and psychiatry with licensed clinicians, by messaging and live video. Many health insurance plans and employee assistance programs cover it.",
    features: ["Licensed therapists and psychiatric prescribers", "Messaging and live video sessions", "Accepts many insurance plans", "Individual, couples and teen therapy"],
    url: "https://www.talkspace.com/",
    rating: 4.3,
  },
  {
    id: "nami-helpline",
    name: "NAMI HelpLine",
    category: "Information and peer support",
    description:
      "The National Alliance on Mental Illness's free HelpLine: trained volunteers answer questions, offer support and point to practical next steps and local resources. It is not a crisis line.",
    features: ["Call 1-800-950-NAMI (6264)", "Text \"helpline\" to 62640, or chat online", "Weekdays, 10 a.m. to 10 p.m. Eastern", "Help for you or someone you care about"],
    url: "https://www.nami.org/support-education/nami-helpline/",
    rating: 4.6,
  },
];
