import { z } from "zod";
import { contestMessages, isRoundId, isSolanaAddress, parsePostUrl, POST_URL_MAX_LENGTH } from "../shared/contest";

/** An entry, from the API (`{tweetUrl, walletAddress}`) and the page's form alike; the link comes out normalised. */
export const submissionSchema = z.object({
  tweetUrl: z
    .string({ error: contestMessages.postUrlRequired })
    .trim()
    .min(1, contestMessages.postUrlRequired)
    .max(POST_URL_MAX_LENGTH, contestMessages.postUrlInvalid)
    .transform((value, issues) => {
      const post = parsePostUrl(value);
      if (!post) {
        issues.addIssue({ code: "custom", message: contestMessages.postUrlInvalid });
        return z.NEVER;
      }
      return post;
    }),
  walletAddress: z
    .string({ error: contestMessages.walletRequired })
    .trim()
    .min(1, contestMessages.walletRequired)
    .refine(isSolanaAddress, contestMessages.walletInvalid),
});

export type SubmissionInput = z.infer<typeof submissionSchema>;

/** `?roundId=2026-11-25` reads a past round; without it, today's. */
export const roundQuerySchema = z.object({
  roundId: z.string().refine(isRoundId, "roundId must be a date like 2026-11-25.").optional(),
});
