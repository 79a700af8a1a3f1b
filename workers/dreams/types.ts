import type { DreamType, EmotionAfterWaking, EmotionBeforeSleep } from "../shared/dreams";

/** The dream companion's wire types: what the API answers and the pages read (spec 001 section 3). */

export interface DreamSymbol {
  symbol: string;
  /** What dream research has observed about it, with a question for the person; never a prediction. */
  meaning: string;
  /** How clearly the dream's words show this symbol, 0 to 1 (not how certain the meaning is). */
  confidence: number;
  /** Where it appears in what the person wrote. */
  personalContext: string;
}

export interface DreamEmotion {
  emotion: string;
  /** 1 to 5. */
  intensity: number;
  context: string;
}

export interface DreamTheme {
  theme: string;
  description: string;
  significance: "high" | "medium" | "low";
}

export interface DreamInsight {
  category: string;
  insight: string;
  /** A step the person could take, rather than an observation. */
  actionable: boolean;
}

/** The analysis of one dream, computed from its words (and reworded by a configured model, when there is one). */
export interface DreamAnalysis {
  overallMood: string;
  /** 0 to 10. */
  stressLevel: number;
  symbols: DreamSymbol[];
  emotions: DreamEmotion[];
  themes: DreamTheme[];
  insights: DreamInsight[];
  /** True when a model reworded the computed analysis. */
  aiGenerated: boolean;
}

/** The spec's aiAnalysis: the analysis (when generated) with its time and the written reflection. */
export interface AiAnalysisView {
  overallMood: string | null;
  stressLevel: number | null;
  symbols: DreamSymbol[];
  emotions: DreamEmotion[];
  themes: DreamTheme[];
  insights: DreamInsight[];
  aiGenerated: boolean;
  lastInsightUpdate: string | null;
  aiReflection: string | null;
  aiReflectionGeneratedAt: string | null;
}

export interface ReflectionPrompt {
  _id: string;
  prompt: string;
  answered: boolean;
  answer: string | null;
}

export interface RecurringPattern {
  /** "weekly", "monthly", "occasionally", or "first time" for a dream whose motif has not come back yet. */
  frequency: string;
  totalOccurrences: number;
}

/** A dream as a list shows it. */
export interface DreamSummary {
  _id: string;
  title: string | null;
  content: string;
  dreamDate: string;
  logTime: string;
  updatedAt: string;
  vividness: number;
  lucidity: number;
  emotionBeforeSleep: EmotionBeforeSleep;
  emotionAfterWaking: EmotionAfterWaking;
  dreamType: DreamType;
  tags: string[];
  isRecurring: boolean;
  recurringPattern: RecurringPattern | null;
  hasAnalysis: boolean;
  hasReflection: boolean;
  /** The crisis detector found signs of crisis in what was written: the support resources are shown beside it. */
  showCrisisResources: boolean;
}

/** A dream with everything: its analysis, reflection prompts and reflection. */
export interface DreamView extends Omit<DreamSummary, "hasAnalysis" | "hasReflection"> {
  reflectionPrompts: ReflectionPrompt[];
  aiAnalysis: AiAnalysisView;
}

export interface DreamList {
  dreams: DreamSummary[];
  pagination: { page: number; limit: number; total: number; pages: number };
  filters: { search: string; type: DreamType | "all" };
  /** For a search: how many of the person's dreams were read, and whether that was all of them. */
  searchScope: { scanned: number; complete: boolean } | null;
}

export interface DreamStats {
  totalDreams: number;
  /** Dreams whose date falls in the last 30 days, counted in the person's time zone. */
  last30Days: number;
  averageVividness: number | null;
  averageLucidity: number | null;
  nightmares: number;
  lucidDreams: number;
  recurringDreams: number;
  analyzedDreams: number;
  /** Consecutive days up to today (or yesterday) with a dream logged. */
  currentStreak: number;
  lastDreamDate: string | null;
  dreamTypes: Record<DreamType, number>;
  emotionsAfterWaking: Record<EmotionAfterWaking, number>;
}

export interface RecurringSymbol {
  symbol: string;
  count: number;
  meaning: string;
  lastSeen: string;
}

export interface PatternInsight {
  category: "symbols" | "moods" | "nightmares" | "stress" | "emotions" | "lucidity" | "themes" | "getting started";
  title: string;
  description: string;
}

export interface DreamPatterns {
  insights: PatternInsight[];
  aiSummary: string;
  recurringSymbols: RecurringSymbol[];
  commonMoods: { mood: string; count: number }[];
  commonThemes: { theme: string; count: number }[];
  nightmareFrequency: { nightmares: number; total: number; percent: number; last30Days: number };
  averageStress: number | null;
  /** How many dreams the patterns were read from (the most recent, up to a bound), and how many exist. */
  dreamsAnalyzed: number;
  totalDreams: number;
  aiGenerated: boolean;
  generatedAt: string;
}

export interface PatternsView extends DreamPatterns {
  cached: boolean;
}
