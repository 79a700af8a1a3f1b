/** The help assistant's limits and messages, shared by the popup and the server. */
export const HELP_QUESTION_MAX_LENGTH = 1000;

export const helpTexts = {
  empty: "Please type a question.",
  tooLong: `Questions can be up to ${HELP_QUESTION_MAX_LENGTH.toLocaleString("en-US")} characters.`,
} as const;
