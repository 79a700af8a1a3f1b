/** The assessments' limits and messages, shared by the taking screen and the server. */
export const TEXT_ANSWER_MAX_LENGTH = 2000;
/** Longer than anyone takes; a bigger number is a clock or client mistake, kept out of the stats. */
export const DURATION_MAX_MINUTES = 600;

export const assessmentMessages = {
  notFound: "Assessment not found.",
  responseNotFound: "Assessment response not found.",
  answerEveryQuestion: "Please answer every question before submitting.",
} as const;

/**
 * The shortest and longest onboarding assessment, in minutes, for copy that speaks of all of them (help answers, the
 * landing page). The instruments' own `estimatedDuration` is the source; a workerd test keeps this equal to it.
 */
export const ASSESSMENT_MINUTES = { min: 2, max: 6 } as const;
export const ASSESSMENT_MINUTES_TEXT = `${ASSESSMENT_MINUTES.min} to ${ASSESSMENT_MINUTES.max} minutes`;
