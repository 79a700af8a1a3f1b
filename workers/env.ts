import { z } from "zod";
import { isPrizeAmount } from "./contest/scoring";
import { isSolanaAddress } from "./shared/contest";

/**
 * Configuration is validated once per isolate, with messages that say how to fix it.
 * Nothing here reaches the browser except what `publicConfig` returns.
 */
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const configSchema = z.object({
  ENVIRONMENT: z.enum(["development", "test", "production"]).default("production"),
  APP_URL: z.url("APP_URL must be the app's public URL, for example https://haven.example.com"),
  ALLOWED_ORIGINS: z.string().default(""),
  JWT_SECRET: z
    .string({ error: "Missing JWT_SECRET: set it with `wrangler secret put JWT_SECRET` (npm start writes a local one to .dev.vars)" })
    .min(32, "JWT_SECRET must be at least 32 characters long"),
  ENCRYPTION_KEY: z
    .string({ error: "Missing ENCRYPTION_KEY: set it with `wrangler secret put ENCRYPTION_KEY` (32 random bytes, base64)" })
    .regex(/^[A-Za-z0-9+/]{43}=$/, "ENCRYPTION_KEY must be 32 random bytes, base64-encoded (openssl rand -base64 32)"),
  /** The master key being rotated out: it still unwraps data keys until `npm run data-keys -- rotate` has rewrapped them. */
  ENCRYPTION_KEY_PREVIOUS: z
    .string()
    .regex(/^[A-Za-z0-9+/]{43}=$/, "ENCRYPTION_KEY_PREVIOUS must be the previous ENCRYPTION_KEY (32 bytes, base64)")
    .optional(),
  /** Lets `npm run data-keys` call the operator endpoints; without it they do not exist. */
  OPERATOR_TOKEN: z.string().min(32, "OPERATOR_TOKEN must be at least 32 characters long (openssl rand -hex 32)").optional(),
  // Sign-in limits per window (decision record 0047): one email from one IP, the looser ceiling for one email from
  // everywhere, one IP across emails, and a device that signed in to the account before.
  LOGIN_LIMIT_PER_EMAIL_IP: positiveInt(10),
  LOGIN_LIMIT_PER_EMAIL: positiveInt(100),
  LOGIN_LIMIT_PER_IP: positiveInt(30),
  LOGIN_LIMIT_PER_DEVICE: positiveInt(10),
  REGISTER_LIMIT_PER_EMAIL: positiveInt(5),
  REGISTER_LIMIT_PER_IP: positiveInt(10),
  PASSWORD_CHANGE_LIMIT: positiveInt(5),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt(15 * 60),
  // The optional breached-password check (decision record 0046), e.g. https://api.pwnedpasswords.com; off when unset.
  BREACHED_PASSWORDS_URL: z.url("BREACHED_PASSWORDS_URL must be the range API's base URL, for example https://api.pwnedpasswords.com").optional(),
  BREACHED_PASSWORDS_TIMEOUT_MS: positiveInt(1_500),
  // Without all three, emails go to the local outbox (readable at /dev/outbox outside production).
  EMAIL_API_URL: z.url("EMAIL_API_URL must be the email API's endpoint URL").optional(),
  EMAIL_API_KEY: z.string().trim().optional(),
  EMAIL_FROM: z.string().trim().optional(),
  SUPPORT_EMAIL: z.email("SUPPORT_EMAIL must be an email address").default("support@haven.example"),
  TOKEN_ADDRESS: z.string().trim().optional(),
  // Without AI_API_KEY the built-in offline engine answers; with it, any OpenAI-compatible server does.
  AI_BASE_URL: z
    .literal("")
    .or(z.url("AI_BASE_URL must be the model server's base URL, for example https://api.openai.com/v1"))
    .optional(),
  AI_API_KEY: z.string().trim().optional(),
  AI_MODEL: z.string().trim().min(1).default("gpt-4o-mini"),
  AI_TIMEOUT_MS: positiveInt(8_000),
  // Pause between the built-in engine's streamed word groups; 0 streams at once (the bench, tests). Default 40.
  AI_STREAM_PACE_MS: z.coerce.number().int().min(0, "AI_STREAM_PACE_MS must be 0 or more").max(1_000, "AI_STREAM_PACE_MS must be at most 1000").optional(),
  // Daily model-call limits (UTC days, decision record 0048); past one, the built-in engine answers.
  AI_DAILY_CHAT_REPLIES_PER_PERSON: positiveInt(200),
  AI_DAILY_GENERATIONS_PER_PERSON: positiveInt(50),
  // The model's second opinion on texts people write (workers/safety/second-opinion.ts); past it the offline
  // detector grades alone.
  AI_DAILY_SAFETY_CHECKS_PER_PERSON: positiveInt(400),
  AI_DAILY_MODEL_CALLS: positiveInt(20_000),
  // Without STRIPE_SECRET_KEY, plans are bought through the app's local checkout, where no card is charged.
  STRIPE_SECRET_KEY: z.string().trim().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().optional(),
  STRIPE_PRICE_BASE: z.string().trim().optional(),
  STRIPE_PRICE_ADVANCED: z.string().trim().optional(),
  /** Only for a proxy or a local fake of the Stripe API; the SDK's default host otherwise. */
  STRIPE_API_URL: z.url("STRIPE_API_URL must be a URL, for example http://127.0.0.1:12111").optional(),
  // The contest. Without X_BEARER_TOKEN, post metrics stay unknown; without CREATOR_WALLET_ADDRESS, the
  // creator-rewards card says the wallet is not configured; without CONTEST_PRIZE_POOL, winners are owed nothing.
  X_BEARER_TOKEN: z.string().trim().optional(),
  X_API_URL: z.url("X_API_URL must be the X API's base URL, for example https://api.x.com").default("https://api.x.com"),
  SOLANA_RPC_URL: z.url("SOLANA_RPC_URL must be a Solana JSON-RPC endpoint URL").default("https://api.mainnet-beta.solana.com"),
  CREATOR_WALLET_ADDRESS: z
    .string()
    .trim()
    .refine((value) => value === "" || isSolanaAddress(value), "CREATOR_WALLET_ADDRESS must be a Solana address (base58, 32 bytes)")
    .optional(),
  PRICE_API_URL: z
    .literal("")
    .or(z.url("PRICE_API_URL must be a Jupiter-compatible price API URL, for example https://api.jup.ag/price/v3"))
    .default("https://api.jup.ag/price/v3"),
  CONTEST_PRIZE_POOL: z
    .string()
    .trim()
    .refine((value) => value === "" || isPrizeAmount(value), "CONTEST_PRIZE_POOL must be a positive amount with at most 9 decimals, for example 10 or 2.5")
    .optional(),
  CONTEST_PRIZE_CURRENCY: z.string().trim().min(1).max(12).default("SOL"),
}).superRefine((config, issues) => {
  if (!config.STRIPE_SECRET_KEY) return;
  for (const name of ["STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_BASE", "STRIPE_PRICE_ADVANCED"] as const) {
    if (!config[name]) {
      issues.addIssue({ code: "custom", path: [name], message: `${name} is required when STRIPE_SECRET_KEY is set (see the README's configuration table)` });
    }
  }
});

export type Config = z.infer<typeof configSchema> & { allowedOrigins: string[] };

/** The only configuration the browser may see. */
export interface PublicConfig {
  supportEmail: string;
  /** The community token's mint address on Solana, or null until it is configured. */
  tokenAddress: string | null;
}

export function publicConfig(config: Config): PublicConfig {
  return { supportEmail: config.SUPPORT_EMAIL, tokenAddress: config.TOKEN_ADDRESS || null };
}

const cache = new WeakMap<object, Config>();

export function readConfig(env: Env): Config {
  const cached = cache.get(env);
  if (cached) return cached;
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  if (!env.DB) throw new Error("Missing DB binding for the database: declare [[d1_databases]] in wrangler.toml");
  const allowedOrigins = [
    new URL(parsed.data.APP_URL).origin,
    ...parsed.data.ALLOWED_ORIGINS.split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
  ];
  const config = { ...parsed.data, allowedOrigins };
  cache.set(env, config);
  return config;
}
