// A small OpenAI-compatible server for tests: POST /v1/chat/completions, streaming (SSE) or not.
// The last user message (or the model name) chooses the behaviour, so a test needs no extra plumbing:
//   [[fail500]]    HTTP 500 with an OpenAI-style error body
//   [[hang]]       never answers (the client's timeout fires)
//   [[malformed]]  200 with a body that is not valid SSE or JSON
//   [[empty]]      a well-formed answer with no text in it
//   [[cut]]        streams two chunks, then destroys the socket
//   [[stall]]      streams one chunk, then goes silent with the connection open
//   [[delay=MS]]   waits MS milliseconds before the first chunk (for latency measurements)
//   [[system]]     answers with the request's first system message (what the model was told)
//   [[answer=JSON]] (in the model name) answers a JSON-mode request with exactly that JSON, as a model would
//                  (for classification tasks whose answer a test must choose)
// Anything else gets a deterministic reply naming the model and how many messages arrived; a JSON-mode request
// (response_format json_object) whose system prompt has a line "JSON shape: {...}" gets that example back with
// every string prefixed by "Fake <model>:", as a model filling in the shape would.
// Usage: PORT=0 node tests/fake-servers/openai.mjs  -> prints "listening on <port>".
import { createServer } from "node:http";

const CHUNK_WORDS = 2;
// A pause between chunks, as a real model has, so each one leaves the socket on its own.
const CHUNK_INTERVAL_MS = 5;

function replyText(body, lastUserMessage) {
  if (lastUserMessage.includes("[[system]]")) return body.messages.find((message) => message.role === "system")?.content ?? "";
  return `Fake reply from ${body.model} to ${body.messages.length} messages: ${lastUserMessage.slice(0, 60)}`;
}

function jsonReply(body) {
  const system = body.messages.filter((message) => message.role === "system").map((message) => message.content).join("\n");
  const shape = /^JSON shape: (.+)$/m.exec(system)?.[1];
  const fill = (value) =>
    typeof value === "string"
      ? `Fake ${body.model}: ${value}`
      : Array.isArray(value)
        ? value.map(fill)
        : value && typeof value === "object"
          ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner)]))
          : value;
  return JSON.stringify(shape ? fill(JSON.parse(shape)) : { answer: replyText(body, "") });
}

function chunkOf(body, content, finish = null) {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: 0,
    model: body.model,
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
  };
}

function completionOf(body, content) {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: 0,
    model: body.model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function readJson(request) {
  let raw = "";
  for await (const part of request) raw += part;
  return JSON.parse(raw);
}

async function handleCompletion(request, response) {
  if (!request.headers.authorization?.startsWith("Bearer ")) {
    response.writeHead(401, { "content-type": "application/json" });
    return response.end(JSON.stringify({ error: { message: "Missing API key", type: "invalid_request_error" } }));
  }
  const body = await readJson(request);
  const lastUserMessage = [...body.messages].reverse().find((message) => message.role === "user")?.content ?? "";
  // A marker may also sit in the model name, for callers whose messages a test cannot write.
  const has = (marker) => lastUserMessage.includes(`[[${marker}]]`) || String(body.model).includes(`[[${marker}]]`);
  const delayMs = Number(/\[\[delay=(\d+)\]\]/.exec(lastUserMessage)?.[1] ?? 0);

  if (has("hang")) return; // keep the socket open and say nothing
  if (has("fail500")) {
    response.writeHead(500, { "content-type": "application/json" });
    return response.end(JSON.stringify({ error: { message: "The fake model failed on purpose", type: "server_error" } }));
  }
  if (has("malformed")) {
    response.writeHead(200, { "content-type": body.stream ? "text/event-stream" : "application/json" });
    return response.end(body.stream ? "data: {this is not json\n\n" : "{this is not json");
  }

  const answer = /\[\[answer=(.+?)\]\]/.exec(String(body.model))?.[1];
  const json = () => answer ?? jsonReply(body);
  const text = has("empty") ? "" : body.response_format?.type === "json_object" ? json() : replyText(body, lastUserMessage);
  if (!body.stream) {
    response.writeHead(200, { "content-type": "application/json" });
    return response.end(JSON.stringify(completionOf(body, text)));
  }

  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
  // The client may have given up (timeout, abort) while we were pausing.
  const send = (chunk) => !response.destroyed && response.write(`data: ${JSON.stringify(chunk)}\n\n`);
  send(chunkOf(body, null)); // real servers open with a role-only delta
  if (delayMs) await sleep(delayMs);
  const words = text.split(/(?<= )/);
  for (let index = 0, sent = 0; index < words.length; index += CHUNK_WORDS, sent++) {
    if (has("cut") && sent === 2) return response.socket.destroy();
    if (has("stall") && sent === 1) return; // connection stays open, nothing more arrives
    send(chunkOf(body, words.slice(index, index + CHUNK_WORDS).join("")));
    await sleep(CHUNK_INTERVAL_MS);
  }
  send(chunkOf(body, null, "stop"));
  response.end("data: [DONE]\n\n");
}

const server = createServer((request, response) => {
  if (request.method === "POST" && request.url === "/v1/chat/completions") {
    handleCompletion(request, response).catch((error) => {
      response.writeHead(400, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message: String(error), type: "invalid_request_error" } }));
    });
    return;
  }
  response.writeHead(404, { "content-type": "application/json" });
  response.end(JSON.stringify({ error: { message: "Not found", type: "invalid_request_error" } }));
});

server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  console.log(`listening on ${server.address().port}`);
});
