import { z } from "zod";

/**
 * The creator-rewards wallet on Solana, read over plain JSON-RPC (`getBalance`, `getTokenAccountsByOwner`), and its
 * value in USD from a Jupiter-compatible price API (`GET <url>?ids=MINT,MINT` -> `{ MINT: { usdPrice } }`).
 * `@solana/kit` would need nodejs_compat imports and ~19 KB gzip for two calls; fetch is enough (STACK.md).
 */

export interface SolanaSettings {
  rpcUrl: string;
  walletAddress: string;
  /** The community token's mint, when configured. */
  tokenMint: string | null;
  priceUrl: string | null;
  timeoutMs: number;
}

export interface WalletBalance {
  /** SOL (lamports / 1e9); a wallet past 2^53 lamports (9 million SOL) would lose precision in JSON anyway. */
  sol: number;
  /** The community token in whole tokens, or null when no mint is configured or it could not be read. */
  token: number | null;
  totalUsd: number | null;
  /** What could not be read, while the rest could (null when everything was). */
  partialError: string | null;
}

export class SolanaRpcError extends Error {
  constructor(
    message: string,
    readonly rpcCode: number | null = null,
  ) {
    super(message);
    this.name = "SolanaRpcError";
  }
}

export const SOL_MINT = "So11111111111111111111111111111111111111112";
const LAMPORTS_PER_SOL = 1_000_000_000;

const rpcEnvelope = z.union([
  z.object({ result: z.unknown() }),
  z.object({ error: z.object({ code: z.number(), message: z.string() }) }),
]);
const balanceResult = z.object({ value: z.number().int().nonnegative() });
const tokenAccountsResult = z.object({
  value: z.array(
    z.object({
      account: z.object({
        data: z.object({
          parsed: z.object({ info: z.object({ tokenAmount: z.object({ amount: z.string().regex(/^\d+$/), decimals: z.number().int().min(0).max(18) }) }) }),
        }),
      }),
    }),
  ),
});
const pricesResult = z.record(z.string(), z.object({ usdPrice: z.number().nonnegative() }).loose());

let requestId = 0;

async function call<T>(settings: SolanaSettings, method: string, params: unknown[], schema: z.ZodType<T>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(settings.rpcUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: ++requestId, method, params }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new SolanaRpcError(timedOut ? `${method}: no answer within ${settings.timeoutMs} ms` : `${method}: ${String(error)}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new SolanaRpcError(`${method}: HTTP ${response.status}${response.status === 429 ? " (rate limited)" : ""}`);
  }
  const envelope = rpcEnvelope.safeParse(await response.json().catch(() => null));
  if (!envelope.success) throw new SolanaRpcError(`${method}: the answer is not JSON-RPC`);
  if ("error" in envelope.data) throw new SolanaRpcError(`${method}: ${envelope.data.error.message}`, envelope.data.error.code);
  const result = schema.safeParse(envelope.data.result);
  if (!result.success) throw new SolanaRpcError(`${method}: unexpected result`);
  return result.data;
}

/** Sums every token account the owner holds for the mint (an owner can hold several); none means 0. */
function tokenTotal(accounts: z.infer<typeof tokenAccountsResult>): number {
  let units = 0n;
  let decimals = 0;
  for (const entry of accounts.value) {
    const amount = entry.account.data.parsed.info.tokenAmount;
    units += BigInt(amount.amount);
    decimals = amount.decimals;
  }
  const scale = 10n ** BigInt(decimals);
  return Number(units / scale) + Number(units % scale) / Number(scale);
}

async function usdPrices(settings: SolanaSettings, mints: string[]): Promise<Record<string, number>> {
  if (!settings.priceUrl) return {};
  const url = new URL(settings.priceUrl);
  url.searchParams.set("ids", mints.join(","));
  const response = await fetch(url, { headers: { Accept: "application/json" }, signal: AbortSignal.timeout(settings.timeoutMs) });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`price API: HTTP ${response.status}`);
  }
  const prices = pricesResult.parse(await response.json());
  return Object.fromEntries(Object.entries(prices).map(([mint, price]) => [mint, price.usdPrice]));
}

/**
 * Reads the wallet. The SOL balance is required (its failure throws SolanaRpcError); the token balance and the
 * prices are not: when one fails the rest is still shown, with `partialError` saying what is missing.
 */
export async function readWalletBalance(settings: SolanaSettings): Promise<WalletBalance> {
  const commitment = { commitment: "confirmed" };
  const [lamports, token] = await Promise.all([
    call(settings, "getBalance", [settings.walletAddress, commitment], balanceResult),
    settings.tokenMint
      ? call(settings, "getTokenAccountsByOwner", [settings.walletAddress, { mint: settings.tokenMint }, { encoding: "jsonParsed", ...commitment }], tokenAccountsResult)
          .then(tokenTotal)
          .catch((error: unknown) => (error instanceof SolanaRpcError ? error : Promise.reject(error)))
      : Promise.resolve(null),
  ]);
  const sol = lamports.value / LAMPORTS_PER_SOL;
  const tokenAmount = token instanceof SolanaRpcError ? null : token;
  const problems: string[] = token instanceof SolanaRpcError ? ["The community token's balance could not be read."] : [];

  let totalUsd: number | null = null;
  if (settings.priceUrl) {
    const mints = settings.tokenMint && tokenAmount ? [SOL_MINT, settings.tokenMint] : [SOL_MINT];
    try {
      const prices = await usdPrices(settings, mints);
      if (prices[SOL_MINT] === undefined) throw new Error("no SOL price");
      totalUsd = sol * prices[SOL_MINT];
      if (settings.tokenMint && tokenAmount) {
        const tokenPrice = prices[settings.tokenMint];
        if (tokenPrice === undefined) problems.push("The community token has no USD price yet, so the total counts SOL only.");
        else totalUsd += tokenAmount * tokenPrice;
      }
    } catch {
      problems.push("USD prices could not be read just now.");
    }
  }
  return { sol, token: tokenAmount, totalUsd, partialError: problems.length ? problems.join(" ") : null };
}
