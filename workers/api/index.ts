import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { createServiceContext } from "../context";
import { readConfig } from "../env";
import { AppError, RateLimited } from "../errors";
import { assessmentRoutes } from "./assessments";
import { assistantRoutes } from "./assistant";
import { authRoutes } from "./auth";
import { chatRoutes } from "./chat";
import { dreamRoutes } from "./dreams";
import { journalRoutes } from "./journal";
import { meditationRoutes } from "./meditation";
import { contestRoutes } from "./contest";
import { exportRoutes } from "./export";
import { operatorRoutes } from "./operator";
import { forumRoutes } from "./forums";
import { progressRoutes } from "./progress";
import { safetyRoutes } from "./safety";
import { subscriptionRoutes } from "./subscription";
import { therapistRoutes } from "./therapists";
import { userRoutes } from "./user";
import { webhookRoutes } from "./webhooks";
import type { ApiEnv } from "./types";

const JSON_BODY_LIMIT_BYTES = 64 * 1024;
/** A profile image arrives as a base64 data URL: up to 2 MB of image, about 2.7 MB of text. */
const LARGE_BODY_LIMITS: Record<string, number> = {
  "/api/user/profile": 3 * 1024 * 1024,
  "/api/webhooks/stripe": 512 * 1024,
};

/** The public JSON contract of the spec's call tables. Our own UI calls the same services from loaders. */
export const api = new Hono<ApiEnv>()
  .basePath("/api")
  .use(
    cors({
      origin: (origin, c) => (readConfig(c.env).allowedOrigins.includes(origin) ? origin : null),
      allowHeaders: ["Authorization", "Content-Type", "X-Device-Type", "X-Requested-With"],
      allowMethods: ["GET", "POST", "PUT", "DELETE", "OPTIONS"],
      maxAge: 600,
    }),
  )
  .use(async (c, next) => {
    c.set("services", createServiceContext(c.env));
    await next();
  })
  .use((c, next) =>
    bodyLimit({
      maxSize: LARGE_BODY_LIMITS[c.req.path] ?? JSON_BODY_LIMIT_BYTES,
      onError: (c) => c.json({ error: "The request body is too large.", code: "PAYLOAD_TOO_LARGE" }, 413),
    })(c, next),
  )
  .route("/auth", authRoutes)
  .route("/therapists", therapistRoutes)
  .route("/chat", chatRoutes)
  .route("/ai-assistant", assistantRoutes)
  .route("/assessments", assessmentRoutes)
  .route("/progress", progressRoutes)
  .route("/safety", safetyRoutes)
  .route("/dreams", dreamRoutes)
  .route("/journal", journalRoutes)
  .route("/meditation", meditationRoutes)
  .route("/peer-support", forumRoutes)
  .route("/user", userRoutes)
  .route("/user", exportRoutes)
  .route("/subscription", subscriptionRoutes)
  .route("/webhooks", webhookRoutes)
  .route("/shiller", contestRoutes)
  .route("/operator", operatorRoutes)
  .notFound((c) => c.json({ error: "Not found.", code: "NOT_FOUND" }, 404))
  .onError((error, c) => {
    if (error instanceof AppError) {
      if (error instanceof RateLimited) c.header("Retry-After", String(error.retryAfterSeconds));
      return c.json({ error: error.message, code: error.code }, error.status);
    }
    console.error("Unhandled API error", error);
    return c.json({ error: "Something went wrong on our side. Please try again.", code: "INTERNAL_ERROR" }, 500);
  });
