/** What the transparency page says about where data goes, read from this deployment's configuration. */
export interface DataFlows {
  /** Who writes the AI replies: Haven's built-in engine, or a configured model server (its host and model). */
  ai: { mode: "builtin" } | { mode: "model"; host: string; model: string };
  /** Card payments go through Stripe when it is configured; otherwise no card is ever taken. */
  stripe: boolean;
  /** Emails go through an email API when configured; otherwise they stay in a local outbox. */
  emailApi: boolean;
}
