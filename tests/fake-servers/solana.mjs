// A small fake of a Solana JSON-RPC endpoint and of a Jupiter-style price API, for tests, speaking their protocols:
//   POST <any path>   {"jsonrpc":"2.0","id":N,"method":...,"params":[...]}
//     getBalance [address, {commitment}]                                -> {context, value: lamports}
//     getTokenAccountsByOwner [owner, {mint}, {encoding: "jsonParsed"}] -> {context, value: [{pubkey, account}]}
//     an address that is not base58 of 32 bytes -> error -32602 "Invalid param: WrongSize" / "Invalid param: Invalid"
//     an unknown mint -> error -32602 "Invalid param: could not find mint"; another method -> -32601
//   GET /price/v3?ids=MINT,MINT  -> {MINT: {usdPrice, decimals, priceChange24h}} for the priced ones (others left out)
// The path chooses a failure: /hang never answers, /http-500 answers 500, /rate-limited answers 429 with Retry-After,
// /not-json answers 200 with HTML; /price-down/v3 answers 503.
// Control (tests only):
//   POST /__control/accounts {"ADDRESS": {lamports, tokens: [{mint, amount (string, base units)}]}}
//   POST /__control/mints {"MINT": decimals}      POST /__control/prices {"MINT": usdPrice}
//   GET  /__control/requests                      every RPC request received
// Usage: PORT=0 node tests/fake-servers/solana.mjs  -> prints "listening on <port>".
import { createServer } from "node:http";

const ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
const accounts = new Map();
const mints = new Map();
const prices = new Map();
const requests = [];
let slot = 300_000_000;

/** base58 -> byte length, or null when a character is outside the alphabet (BigInt: this is the fake's own decoder). */
function decodedLength(text) {
  let value = 0n;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const leadingZeros = text.length - text.replace(/^1+/, "").length;
  return leadingZeros + (value === 0n ? 0 : Math.ceil(value.toString(16).length / 2));
}

function addressError(address) {
  if (typeof address !== "string") return "Invalid param: Invalid";
  const length = decodedLength(address);
  if (length === null) return "Invalid param: Invalid";
  if (length !== 32) return "Invalid param: WrongSize";
  return null;
}

function send(response, status, body, headers = {}) {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(typeof body === "string" ? body : JSON.stringify(body));
}

function rpc(request) {
  const { id, method, params = [] } = request;
  const result = (value) => ({ jsonrpc: "2.0", id, result: { context: { apiVersion: "2.2.0", slot: ++slot }, value } });
  const error = (code, message) => ({ jsonrpc: "2.0", id, error: { code, message } });
  if (method === "getBalance") {
    const problem = addressError(params[0]);
    if (problem) return error(-32602, problem);
    return result(accounts.get(params[0])?.lamports ?? 0);
  }
  if (method === "getTokenAccountsByOwner") {
    const problem = addressError(params[0]) ?? (params[1]?.mint ? addressError(params[1].mint) : "Invalid param: missing mint");
    if (problem) return error(-32602, problem);
    const mint = params[1].mint;
    if (!mints.has(mint)) return error(-32602, "Invalid param: could not find mint");
    const decimals = mints.get(mint);
    const held = (accounts.get(params[0])?.tokens ?? []).filter((token) => token.mint === mint);
    return result(
      held.map((token, index) => ({
        pubkey: `${params[0].slice(0, 40)}${index}`,
        account: {
          lamports: 2039280,
          owner: "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA",
          executable: false,
          rentEpoch: 18446744073709551615,
          space: 165,
          data: {
            program: "spl-token",
            space: 165,
            parsed: {
              type: "account",
              info: {
                isNative: false,
                mint,
                owner: params[0],
                state: "initialized",
                tokenAmount: {
                  amount: token.amount,
                  decimals,
                  uiAmount: Number(token.amount) / 10 ** decimals,
                  uiAmountString: String(Number(token.amount) / 10 ** decimals),
                },
              },
            },
          },
        },
      })),
    );
  }
  return error(-32601, "Method not found");
}

async function readBody(request) {
  let raw = "";
  for await (const part of request) raw += part;
  return raw;
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url, "http://localhost");
  const control = /^\/__control\/(accounts|mints|prices|requests)$/.exec(url.pathname)?.[1];
  if (control === "requests") return send(response, 200, requests);
  if (control) {
    const target = { accounts, mints, prices }[control];
    for (const [key, value] of Object.entries(JSON.parse((await readBody(request)) || "{}"))) target.set(key, value);
    return send(response, 200, { ok: true });
  }
  if (request.method === "GET" && url.pathname.endsWith("/v3")) {
    if (url.pathname.startsWith("/price-down")) return send(response, 503, { error: "Service unavailable" });
    const ids = (url.searchParams.get("ids") ?? "").split(",").filter(Boolean);
    const body = {};
    for (const mint of ids) if (prices.has(mint)) body[mint] = { usdPrice: prices.get(mint), blockId: slot, decimals: 9, priceChange24h: 0.5 };
    return send(response, 200, body);
  }
  if (request.method !== "POST") return send(response, 405, { error: "Method not allowed" });
  const raw = await readBody(request);
  let parsed;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return send(response, 200, { jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error" } });
  }
  requests.push({ path: url.pathname, ...parsed });
  if (url.pathname === "/hang") return; // never answers
  if (url.pathname === "/http-500") return send(response, 500, "Internal Server Error");
  if (url.pathname === "/rate-limited") return send(response, 429, "Too many requests for a specific RPC call", { "retry-after": "10", "content-type": "text/plain" });
  if (url.pathname === "/not-json") return send(response, 200, "<html>maintenance</html>", { "content-type": "text/html" });
  return send(response, 200, rpc(parsed));
});

server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  console.log(`listening on ${server.address().port}`);
});
