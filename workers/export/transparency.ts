import type { Config } from "../env";
import type { DataFlows } from "./types";

/** The truth about this deployment's outside services, for the Data Usage modal (never a key, only a host name). */
export function dataFlows(config: Config): DataFlows {
  const ai: DataFlows["ai"] = config.AI_API_KEY
    ? { mode: "model", host: config.AI_BASE_URL ? new URL(config.AI_BASE_URL).host : "api.openai.com", model: config.AI_MODEL }
    : { mode: "builtin" };
  return { ai, stripe: Boolean(config.STRIPE_SECRET_KEY), emailApi: Boolean(config.EMAIL_API_URL && config.EMAIL_API_KEY && config.EMAIL_FROM) };
}
