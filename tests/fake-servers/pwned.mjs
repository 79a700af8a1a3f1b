// A small fake of Have I Been Pwned's Pwned Passwords range API (k-anonymity): GET /range/{5 hex chars} answers
// "SUFFIX:COUNT" lines, uppercase hex, CRLF-separated, padded with decoy suffixes whose count is 0 when the
// request asks for it (Add-Padding: true), as the real service does.
//   - the passwords in BREACHED are "breached" (count > 0);
//   - a password in HANGS makes the service never answer for its prefix (the caller's timeout fires);
//   - GET /requests lists every path asked so far, so a test can check that only prefixes left the Worker.
// Usage: PORT=0 node tests/fake-servers/pwned.mjs  -> prints "listening on <port>".
import { createHash, randomBytes } from "node:crypto";
import { createServer } from "node:http";

const BREACHED = ["correct horse battery staple", "Tr0ub4dor&3-haven", "mira-loves-the-sea"];
const HANGS = ["the-breach-check-hangs"];
const sha1 = (text) => createHash("sha1").update(text, "utf8").digest("hex").toUpperCase();

const breached = new Map(BREACHED.map((password, index) => [sha1(password), 1000 + index]));
const hangingPrefixes = new Set(HANGS.map((password) => sha1(password).slice(0, 5)));
const requests = [];

const server = createServer((request, response) => {
  if (request.method === "GET" && request.url === "/requests") {
    response.writeHead(200, { "content-type": "application/json" });
    return response.end(JSON.stringify(requests));
  }
  const match = /^\/range\/([0-9A-Fa-f]{5})$/.exec(request.url ?? "");
  if (request.method !== "GET" || !match) {
    response.writeHead(400, { "content-type": "text/plain" });
    return response.end("The hash prefix was not in a valid format");
  }
  requests.push(request.url);
  const prefix = match[1].toUpperCase();
  if (hangingPrefixes.has(prefix)) return; // keep the socket open and say nothing
  const lines = [];
  for (const [hash, count] of breached) if (hash.startsWith(prefix)) lines.push(`${hash.slice(5)}:${count}`);
  if (request.headers["add-padding"] === "true") {
    for (let index = 0; index < 20; index++) lines.push(`${randomBytes(18).toString("hex").slice(0, 35).toUpperCase()}:0`);
  }
  response.writeHead(200, { "content-type": "text/plain" });
  response.end(lines.join("\r\n"));
});

server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  console.log(`listening on ${server.address().port}`);
});
