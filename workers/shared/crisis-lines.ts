/**
 * Crisis lines by country: the person's own (their `crisisCountry`) in the chat's crisis reply and banner, the Safety
 * Plan, the footer, every crisis box of the app (app/components/crisis-lines.tsx), the forum API's resources, the
 * crisis texts of journal, dream, assessment and progress insights (`crisisLinesPhrase`) and the AI's instructions; all
 * of them, by country, on the crisis-protocol page. Every entry names the service's own page as its source; check them
 * before each release (numbers rarely change, but they do). A person can always choose another country; anywhere else
 * gets the international directory.
 */
export interface CrisisLine {
  /** What to do, in a few words: "Call or text 988". */
  action: string;
  /** The service's name: "988 Suicide & Crisis Lifeline". */
  service: string;
  /** A tel: or sms: link, where one applies. */
  href?: string;
  /** The number (or, for a text line, what to send where) on its own, for lists that show it apart: "988". */
  contact: string;
}

export interface CountryCrisisLines {
  code: string;
  country: string;
  lines: CrisisLine[];
  /** The number for an emergency happening now. */
  emergency: string;
  source: string;
}

export const CRISIS_LINES: readonly CountryCrisisLines[] = [
  {
    code: "US",
    country: "United States",
    lines: [
      { action: "Call or text 988", service: "988 Suicide & Crisis Lifeline", href: "tel:988", contact: "988" },
      { action: "Text HOME to 741741", service: "Crisis Text Line", href: "sms:741741?body=HOME", contact: "Text HOME to 741741" },
    ],
    emergency: "911",
    source: "https://988lifeline.org",
  },
  {
    code: "CA",
    country: "Canada",
    lines: [{ action: "Call or text 988", service: "9-8-8 Suicide Crisis Helpline", href: "tel:988", contact: "988" }],
    emergency: "911",
    source: "https://988.ca",
  },
  {
    code: "GB",
    country: "United Kingdom",
    lines: [
      { action: "Call 116 123", service: "Samaritans, free, any time", href: "tel:116123", contact: "116 123" },
      { action: "Text SHOUT to 85258", service: "Shout", href: "sms:85258?body=SHOUT", contact: "Text SHOUT to 85258" },
    ],
    emergency: "999",
    source: "https://www.samaritans.org",
  },
  {
    code: "IE",
    country: "Ireland",
    lines: [
      { action: "Call 116 123", service: "Samaritans, free, any time", href: "tel:116123", contact: "116 123" },
      { action: "Text HELLO to 50808", service: "Text About It", href: "sms:50808?body=HELLO", contact: "Text HELLO to 50808" },
    ],
    emergency: "112 or 999",
    source: "https://www.samaritans.org/ireland",
  },
  {
    code: "AU",
    country: "Australia",
    lines: [
      { action: "Call 13 11 14", service: "Lifeline", href: "tel:131114", contact: "13 11 14" },
      { action: "Text 0477 13 11 14", service: "Lifeline text", href: "sms:0477131114", contact: "Text 0477 13 11 14" },
    ],
    emergency: "000",
    source: "https://www.lifeline.org.au",
  },
  {
    code: "NZ",
    country: "New Zealand",
    lines: [{ action: "Call or text 1737", service: "Need to talk?", href: "tel:1737", contact: "1737" }],
    emergency: "111",
    source: "https://1737.org.nz",
  },
  {
    code: "IN",
    country: "India",
    lines: [{ action: "Call 14416", service: "Tele-MANAS, 24/7, free", href: "tel:14416", contact: "14416" }],
    emergency: "112",
    source: "https://telemanas.mohfw.gov.in",
  },
];

/** Anywhere else: the international directory of free helplines, and the local emergency number. */
export const INTERNATIONAL_CRISIS_LINES: CountryCrisisLines = {
  code: "INTL",
  country: "Another country",
  lines: [{ action: "Find a free helpline near you", service: "findahelpline.com", href: "https://findahelpline.com", contact: "findahelpline.com" }],
  emergency: "your local emergency number",
  source: "https://findahelpline.com",
};

export const DEFAULT_CRISIS_COUNTRY = "US";

export function crisisLinesFor(code: string | null | undefined): CountryCrisisLines {
  const wanted = (code ?? DEFAULT_CRISIS_COUNTRY).toUpperCase();
  if (wanted === INTERNATIONAL_CRISIS_LINES.code) return INTERNATIONAL_CRISIS_LINES;
  return CRISIS_LINES.find((entry) => entry.code === wanted) ?? CRISIS_LINES[0]!;
}

/** Every choice a person can make, the listed countries first. */
export const CRISIS_COUNTRY_CHOICES: readonly CountryCrisisLines[] = [...CRISIS_LINES, INTERNATIONAL_CRISIS_LINES];

/** A country's lines on one line of plain text: "Call or text 988 (988 Suicide & Crisis Lifeline) · ...". */
export function crisisLinesText(entry: CountryCrisisLines): string {
  return entry.lines.map((line) => `${line.action} (${line.service})`).join(" · ");
}

/** How a sentence names the country its lines are for, after the first line: "call or text 988 (US)". */
const COUNTRY_IN_TEXT: Record<string, string> = { US: "US", GB: "UK" };

/**
 * The person's lines inside a sentence, lower case, for texts the server writes about them (insights, reflections,
 * recommendations): "call or text 988 (US) or text HOME to 741741"; anywhere else "find a free helpline at
 * findahelpline.com". With `emergency`, their emergency number comes last: "call 116 123 (UK), text SHOUT to 85258,
 * or call 999". `capital` starts it with a capital letter, for the start of a sentence.
 */
export function crisisLinesPhrase(entry: CountryCrisisLines, options: { emergency?: boolean; capital?: boolean } = {}): string {
  const contacts =
    entry.code === INTERNATIONAL_CRISIS_LINES.code
      ? entry.lines.map((line) => `find a free helpline at ${line.service}`)
      : entry.lines.map((line, index) => {
          const action = line.action.charAt(0).toLowerCase() + line.action.slice(1);
          return index === 0 ? `${action} (${COUNTRY_IN_TEXT[entry.code] ?? entry.country})` : action;
        });
  const items = options.emergency ? [...contacts, `call ${entry.emergency}`] : contacts;
  const text =
    items.length === 1
      ? items[0]!
      : items.length === 2 && !options.emergency
        ? items.join(" or ")
        : `${items.slice(0, -1).join(", ")}, or ${items.at(-1)}`;
  return options.capital ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** Zones that name their country well enough to choose its lines; the rest fall back to the browser's language. */
const ZONE_COUNTRIES: [RegExp, string][] = [
  [/^Europe\/(London|Belfast)$/, "GB"],
  [/^Europe\/Dublin$/, "IE"],
  [/^Australia\//, "AU"],
  [/^Pacific\/(Auckland|Chatham)$/, "NZ"],
  [/^Asia\/(Kolkata|Calcutta)$/, "IN"],
  [/^America\/(Toronto|Vancouver|Edmonton|Winnipeg|Halifax|St_Johns|Regina|Montreal|Moncton|Whitehorse|Yellowknife|Iqaluit)$/, "CA"],
  [/^(America\/(New_York|Chicago|Denver|Los_Angeles|Phoenix|Anchorage|Detroit|Boise|Indiana\/.+|Kentucky\/.+)|Pacific\/Honolulu)$/, "US"],
];

/**
 * The country whose lines a browser most likely needs: its time zone when that names a listed country, else the
 * region of its language ("en-GB"), else the international directory.
 */
export function guessCrisisCountry(timeZone: string | undefined, languages: readonly string[]): string {
  for (const [zone, code] of ZONE_COUNTRIES) if (timeZone && zone.test(timeZone)) return code;
  for (const language of languages) {
    const region = /^[a-z]{2,3}-([A-Z]{2})\b/i.exec(language)?.[1]?.toUpperCase();
    if (region && CRISIS_LINES.some((entry) => entry.code === region)) return region;
  }
  return INTERNATIONAL_CRISIS_LINES.code;
}
