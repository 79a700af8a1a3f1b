/** The journal's wire types: what the API answers and the journal page reads. */
import type { JournalMood } from "../shared/journal";

export type { JournalMood };
export type RiskLevel = "low" | "medium" | "high";

/** The spec's insights of one entry: the analysis text, and the analysis itself. */
export interface JournalInsights {
  content: string;
  analysis: {
    mood: JournalMood;
    riskLevel: RiskLevel;
    themes: string[];
    recommendations: string[];
  };
  /** True when a configured model worded them; false when the built-in engine computed them as they are. */
  aiGenerated: boolean;
  generatedAt: string;
  /** The entry was edited after these insights were generated. */
  stale: boolean;
}

export interface JournalEntry {
  _id: string;
  title: string;
  content: string;
  mood: JournalMood;
  tags: string[];
  isPrivate: boolean;
  createdAt: string;
  updatedAt: string;
  /** What the person wrote was graded as a crisis or a concern: the crisis resources are shown beside the entry. */
  showCrisisResources: boolean;
  insights: JournalInsights | null;
}

export interface JournalPage {
  entries: JournalEntry[];
  /** Pass as `cursor` for the next (older) page; null at the end of the journal. */
  nextCursor: string | null;
  /** With a search: how far it looked (entries are encrypted, so each request reads a bounded number of them). */
  search: { query: string; scanned: number; complete: boolean } | null;
}
