import { Hono } from "hono";
import { AppError, RateLimited } from "../errors";
import { roundQuerySchema, submissionSchema } from "../contest/schemas";
import { creatorRewardsBalance, leaderboard, mySubmissions, roundInfo, submitEntry } from "../contest/service";
import { contestMessages } from "../shared/contest";
import { parseJson, parseQuery, requireAuth } from "./middleware";
import type { ApiEnv } from "./types";

/**
 * The contest (spec 001, section 7), under /api/shiller. Its answers carry `success`, and so do its errors
 * (`{ success: false, error, code }`), which the spec's client reads. Only submitting and a person's own entries
 * need a token.
 */
export const contestRoutes = new Hono<ApiEnv>()
  .post("/submit", requireAuth, async (c) => {
    const input = await parseJson(c, submissionSchema);
    return c.json(await submitEntry(c.var.services, c.var.member, input), 201);
  })
  .get("/round-info", async (c) => c.json(await roundInfo(c.var.services, parseQuery(c, roundQuerySchema).roundId)))
  .get("/leaderboard", async (c) => c.json(await leaderboard(c.var.services, parseQuery(c, roundQuerySchema).roundId)))
  .get("/my-submissions", requireAuth, async (c) => c.json(await mySubmissions(c.var.services, c.var.member)))
  .get("/creator-rewards-balance", async (c) => {
    const balance = await creatorRewardsBalance(c.var.services);
    return c.json({ success: true, balance, error: balance ? null : contestMessages.walletNotConfigured });
  })
  .onError((error, c) => {
    if (error instanceof AppError) {
      if (error instanceof RateLimited) c.header("Retry-After", String(error.retryAfterSeconds));
      return c.json({ success: false, error: error.message, code: error.code }, error.status);
    }
    console.error("Unhandled contest API error", error);
    return c.json({ success: false, error: "Something went wrong on our side. Please try again.", code: "INTERNAL_ERROR" }, 500);
  });
