// A small fake of the X API v2 post lookup for tests, speaking its protocol:
//   GET /2/tweets?ids=ID,ID&tweet.fields=public_metrics[,author_id]&expansions=author_id&user.fields=username
// with `Authorization: Bearer <token>`: found posts in `data[]` (and their authors in `includes.users[]` when the
// author_id expansion is asked for), missing and protected ones in `errors[]` (HTTP 200, and no `data` at all when
// none was found), 1 to 100 ids, `x-rate-limit-*` headers. The bearer token chooses the behaviour:
//   x-test-token           answers normally
//   x-test-new-names       answers with the names of X's newest OpenAPI file (repost_count instead of retweet_count)
//   x-test-rate-limited    429, with x-rate-limit-reset 60 s ahead
//   x-test-out-of-credits  402 (the app's credits are used up)
//   x-test-server-error    503
//   x-test-malformed       200 with a body that is not JSON
//   x-test-hang            never answers (the client's timeout fires)
//   anything else          401, as X answers an invalid token
// Control (tests only):
//   POST /__control/posts {"ID": {likes, retweets, author?, protected?}}   sets posts (merged with what exists)
//   GET  /__control/requests                                                every lookup received: {ids, token, query}
// Usage: PORT=0 node tests/fake-servers/x.mjs  -> prints "listening on <port>".
import { createServer } from "node:http";

const RATE_LIMIT = 3500;
const posts = new Map();
const requests = [];

function send(response, status, body, headers = {}) {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
  response.end(typeof body === "string" ? body : JSON.stringify(body));
}

function rateHeaders(remaining, resetSeconds = 900) {
  return {
    "x-rate-limit-limit": String(RATE_LIMIT),
    "x-rate-limit-remaining": String(remaining),
    "x-rate-limit-reset": String(Math.floor(Date.now() / 1000) + resetSeconds),
  };
}

const problem = (status, title, detail, type = "about:blank") => ({ title, detail, type, status });

function lookup(url, token, response) {
  const ids = (url.searchParams.get("ids") ?? "").split(",").filter(Boolean);
  requests.push({ ids, token, query: Object.fromEntries(url.searchParams) });
  if (ids.length < 1 || ids.length > 100 || ids.some((id) => !/^[0-9]{1,19}$/.test(id))) {
    return send(response, 400, {
      errors: [{ parameters: { ids }, message: "The `ids` query parameter value must be 1 to 100 comma-separated post ids." }],
      title: "Invalid Request",
      detail: "One or more parameters to your request was invalid.",
      type: "https://api.twitter.com/2/problems/invalid-request",
    });
  }
  const newNames = token === "x-test-new-names";
  const fields = (url.searchParams.get("tweet.fields") ?? url.searchParams.get("post.fields") ?? "").split(",");
  const wantsAuthors = (url.searchParams.get("expansions") ?? "").split(",").includes("author_id");
  const data = [];
  const errors = [];
  const authors = new Map();
  for (const id of ids) {
    const post = posts.get(id);
    if (!post || post.protected) {
      const kind = post?.protected ? "not-authorized-for-resource" : "resource-not-found";
      errors.push({
        value: id,
        detail: post?.protected ? `Sorry, you are not authorized to see the Tweet with ids: [${id}].` : `Could not find tweet with ids: [${id}].`,
        title: post?.protected ? "Authorization Error" : "Not Found Error",
        resource_type: "tweet",
        parameter: "ids",
        resource_id: id,
        type: `https://api.twitter.com/2/problems/${kind}`,
      });
      continue;
    }
    const authorId = `9${id.slice(-8)}`;
    const item = { id, text: `Post ${id}`, edit_history_tweet_ids: [id] };
    if (fields.includes("public_metrics")) {
      item.public_metrics = {
        [newNames ? "repost_count" : "retweet_count"]: post.retweets,
        reply_count: 0,
        like_count: post.likes,
        quote_count: 0,
        bookmark_count: 0,
        impression_count: post.likes * 10,
      };
    }
    if (fields.includes("author_id")) item.author_id = authorId;
    if (wantsAuthors && post.author) authors.set(authorId, { id: authorId, name: post.author, username: post.author });
    data.push(item);
  }
  const body = {};
  if (data.length) body.data = data;
  if (authors.size) body.includes = { users: [...authors.values()] };
  if (errors.length) body.errors = errors;
  send(response, 200, body, rateHeaders(RATE_LIMIT - requests.length));
}

async function readJson(request) {
  let raw = "";
  for await (const part of request) raw += part;
  return raw ? JSON.parse(raw) : {};
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url, "http://localhost");
  if (request.method === "POST" && url.pathname === "/__control/posts") {
    for (const [id, post] of Object.entries(await readJson(request))) posts.set(id, { ...posts.get(id), ...post });
    return send(response, 200, { ok: true });
  }
  if (request.method === "GET" && url.pathname === "/__control/requests") return send(response, 200, requests);
  if (request.method !== "GET" || url.pathname !== "/2/tweets") {
    return send(response, 404, problem(404, "Not Found Error", `No route ${request.method} ${url.pathname}`));
  }
  const auth = request.headers.authorization ?? "";
  const token = auth.startsWith("Bearer ") ? auth.slice(7) : "";
  switch (token) {
    case "x-test-token":
    case "x-test-new-names":
      return lookup(url, token, response);
    case "x-test-rate-limited":
      requests.push({ ids: [], token, query: Object.fromEntries(url.searchParams) });
      return send(response, 429, problem(429, "Too Many Requests", "Too Many Requests"), rateHeaders(0, 60));
    case "x-test-out-of-credits":
      return send(response, 402, problem(402, "CreditsDepleted", "Your enrolled account does not have any credits to fulfill this request.", "https://api.twitter.com/2/problems/credits"));
    case "x-test-server-error":
      return send(response, 503, problem(503, "Service Unavailable", "Service Unavailable"));
    case "x-test-malformed":
      response.writeHead(200, { "content-type": "application/json" });
      return response.end("<html>upstream error</html>");
    case "x-test-hang":
      return; // never answers
    default:
      return send(response, 401, problem(401, "Unauthorized", "Unauthorized"));
  }
});

server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  console.log(`listening on ${server.address().port}`);
});
