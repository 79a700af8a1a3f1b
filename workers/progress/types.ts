/** The progress area's wire types: what the dashboard and the API read. */

export type MoodTrend = "improving" | "declining" | "stable";

export interface MoodPoint {
  mood: number;
  anxiety: number;
  stress: number;
  createdAt: Date;
}

export interface Recommendation {
  title: string;
  description: string;
}

export interface ProgressInsights {
  moodTrend: MoodTrend;
  moodTrendExplanation: string;
  recommendations: Recommendation[];
  recommendationsExplanation: string;
  patterns: string[];
  patternsExplanation: string;
  riskFactors: string[];
  riskFactorsExplanation: string;
  aiGenerated: boolean;
}

export interface InsightsView {
  insights: ProgressInsights;
  fromCache: boolean;
  lastUpdated: string;
}
