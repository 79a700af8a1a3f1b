/** The chat's limits and messages, shared by the composer in the browser and the server's checks. */
export const MESSAGE_MAX_LENGTH = 4000;
export const RECENT_SESSIONS_DEFAULT = 10;
export const RECENT_SESSIONS_MAX = 50;

export const chatTexts = {
  empty: "Please write a message before sending.",
  tooLong: `Messages can be up to ${MESSAGE_MAX_LENGTH.toLocaleString("en-US")} characters.`,
  replyFailed: "Sorry, I'm having trouble responding right now. Please try again.",
} as const;
