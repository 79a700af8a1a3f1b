import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { CreatorRewardsBalance } from "../../workers/contest/types";

export type BalanceResult = { ok: true; balance: CreatorRewardsBalance | null } | { ok: false; error: string };

/**
 * The creator-rewards card polls this every 30 seconds. A Solana failure is an answer the card shows with Try Again
 * (200 with `ok: false`), not a server error.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const headers = { "Cache-Control": "no-store" };
  try {
    return json<BalanceResult>({ ok: true, balance: await context.contest.balance() }, { headers });
  } catch (error) {
    return json<BalanceResult>({ ok: false, error: context.formError(error).message }, { headers });
  }
}
