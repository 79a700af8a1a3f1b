// A small fake of the Stripe API for tests, speaking its protocol: Bearer secret keys, form-encoded bodies with
// bracketed keys, JSON objects with `object` fields, Stripe-style errors and Idempotency-Key replay.
//   POST /v1/checkout/sessions   GET /v1/subscriptions/:id   POST /v1/subscriptions/:id   DELETE /v1/customers/:id
// Stripe's side of the world (a customer paying, a renewal, a failed charge) is driven through /__control/*,
// which answers with the event Stripe would send; the test signs it and delivers it to the webhook.
//   GET  /__control/requests                      every API request received, parsed
//   POST /__control/checkout/:sessionId/pay       -> { event: checkout.session.completed }
//   POST /__control/subscriptions/:id  {status?, cancel_at_period_end?, renew?}  -> { event: customer.subscription.* }
//   POST /__control/subscriptions/:id/payment-failed                              -> { event: invoice.payment_failed }
// Usage: PORT=0 node tests/fake-servers/stripe.mjs  -> prints "listening on <port>".
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";

const API_VERSION = "2026-10-28.endive";
const PERIOD_SECONDS = 30 * 24 * 60 * 60;

const sessions = new Map();
const customers = new Set();
const subscriptions = new Map();
const idempotent = new Map();
const requests = [];

const newId = (prefix) => `${prefix}_${randomBytes(12).toString("hex")}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding: `a[b][0][c]=v` becomes { a: { b: [ { c: "v" } ] } }. */
function parseForm(raw) {
  const result = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const path = key.replace(/\]/g, "").split("[");
    let node = result;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[index + 1]);
      if (last) node[segment] = value;
      else node = node[segment] ??= nextIsIndex ? [] : {};
    });
  }
  return result;
}

function event(type, object) {
  return {
    id: newId("evt"),
    object: "event",
    api_version: API_VERSION,
    created: nowSeconds(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

function subscriptionItem(subscriptionId, priceId, start) {
  return {
    id: newId("si"),
    object: "subscription_item",
    subscription: subscriptionId,
    quantity: 1,
    current_period_start: start,
    current_period_end: start + PERIOD_SECONDS,
    price: { id: priceId, object: "price", recurring: { interval: "month", interval_count: 1 } },
  };
}

function send(response, status, body) {
  response.writeHead(status, { "content-type": "application/json", "request-id": newId("req") });
  response.end(JSON.stringify(body));
}

function stripeError(response, status, message, type = "invalid_request_error") {
  send(response, status, { error: { type, message } });
}

async function readBody(request) {
  let raw = "";
  for await (const part of request) raw += part;
  return raw;
}

function handleApi(request, response, params) {
  const { pathname } = new URL(request.url, "http://fake");
  if (request.method === "POST" && pathname === "/v1/checkout/sessions") {
    if (params.mode !== "subscription" || !params.line_items?.[0]?.price) {
      return stripeError(response, 400, "Missing required param: line_items[0][price].");
    }
    const id = newId("cs_test");
    const session = {
      id,
      object: "checkout.session",
      mode: params.mode,
      status: "open",
      payment_status: "unpaid",
      url: `https://checkout.stripe.test/c/pay/${id}`,
      client_reference_id: params.client_reference_id ?? null,
      customer: null,
      customer_email: params.customer_email ?? null,
      subscription: null,
      metadata: params.metadata ?? {},
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      line_items_price: params.line_items[0].price,
      subscription_metadata: params.subscription_data?.metadata ?? {},
    };
    sessions.set(id, session);
    return send(response, 200, session);
  }
  const customerMatch = /^\/v1\/customers\/([\w]+)$/.exec(pathname);
  if (customerMatch && request.method === "DELETE") {
    if (!customers.delete(customerMatch[1])) return stripeError(response, 404, `No such customer: '${customerMatch[1]}'`);
    for (const subscription of subscriptions.values()) {
      if (subscription.customer === customerMatch[1]) subscription.status = "canceled";
    }
    return send(response, 200, { id: customerMatch[1], object: "customer", deleted: true });
  }
  const subscriptionMatch = /^\/v1\/subscriptions\/([\w]+)$/.exec(pathname);
  if (subscriptionMatch) {
    const subscription = subscriptions.get(subscriptionMatch[1]);
    if (!subscription) return stripeError(response, 404, `No such subscription: '${subscriptionMatch[1]}'`);
    if (request.method === "GET") return send(response, 200, subscription);
    if (params.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = params.cancel_at_period_end === "true";
    for (const change of params.items ?? []) {
      const item = subscription.items.data.find((candidate) => candidate.id === change.id);
      if (!item) return stripeError(response, 400, `Invalid subscription item: ${change.id}`);
      item.price = { ...item.price, id: change.price };
    }
    return send(response, 200, subscription);
  }
  return stripeError(response, 404, `Unrecognized request URL (${request.method}: ${pathname}).`);
}

function handleControl(request, response, body) {
  const { pathname } = new URL(request.url, "http://fake");
  if (pathname === "/__control/requests") return send(response, 200, requests);
  const pay = /^\/__control\/checkout\/([\w]+)\/pay$/.exec(pathname);
  if (pay) {
    const session = sessions.get(pay[1]);
    if (!session) return send(response, 404, { error: "unknown session" });
    const subscriptionId = newId("sub");
    const customerId = newId("cus");
    customers.add(customerId);
    const start = nowSeconds();
    subscriptions.set(subscriptionId, {
      id: subscriptionId,
      object: "subscription",
      customer: customerId,
      status: "active",
      cancel_at_period_end: false,
      metadata: session.subscription_metadata,
      items: { object: "list", data: [subscriptionItem(subscriptionId, session.line_items_price, start)] },
    });
    Object.assign(session, { status: "complete", payment_status: "paid", customer: customerId, subscription: subscriptionId });
    return send(response, 200, { event: event("checkout.session.completed", session) });
  }
  const failed = /^\/__control\/subscriptions\/([\w]+)\/payment-failed$/.exec(pathname);
  if (failed) {
    const subscription = subscriptions.get(failed[1]);
    if (!subscription) return send(response, 404, { error: "unknown subscription" });
    subscription.status = "past_due";
    const invoice = {
      id: newId("in"),
      object: "invoice",
      customer: subscription.customer,
      status: "open",
      billing_reason: "subscription_cycle",
      attempt_count: 1,
      parent: { type: "subscription_details", subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
    };
    return send(response, 200, { event: event("invoice.payment_failed", invoice) });
  }
  const change = /^\/__control\/subscriptions\/([\w]+)$/.exec(pathname);
  if (change) {
    const subscription = subscriptions.get(change[1]);
    if (!subscription) return send(response, 404, { error: "unknown subscription" });
    const patch = body ? JSON.parse(body) : {};
    if (patch.status) subscription.status = patch.status;
    if (patch.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = patch.cancel_at_period_end;
    if (patch.renew) {
      for (const item of subscription.items.data) {
        item.current_period_start = item.current_period_end;
        item.current_period_end += PERIOD_SECONDS;
      }
    }
    const type = subscription.status === "canceled" ? "customer.subscription.deleted" : "customer.subscription.updated";
    return send(response, 200, { event: event(type, structuredClone(subscription)) });
  }
  return send(response, 404, { error: "unknown control call" });
}

const server = createServer(async (request, response) => {
  const raw = await readBody(request);
  if (request.url.startsWith("/__control/")) return handleControl(request, response, raw);
  if (!request.headers.authorization?.startsWith("Bearer sk_test_")) {
    return stripeError(response, 401, "Invalid API Key provided.");
  }
  const params = parseForm(raw);
  const key = request.headers["idempotency-key"];
  const { pathname } = new URL(request.url, "http://fake");
  requests.push({ method: request.method, path: pathname, params, idempotencyKey: key ?? null, stripeVersion: request.headers["stripe-version"] ?? null });
  if (key && request.method === "POST" && idempotent.has(key)) {
    const replay = idempotent.get(key);
    return send(response, replay.status, replay.body);
  }
  if (key && request.method === "POST") {
    const originalEnd = response.end.bind(response);
    response.end = (chunk) => {
      idempotent.set(key, { status: response.statusCode, body: JSON.parse(chunk) });
      return originalEnd(chunk);
    };
  }
  handleApi(request, response, params);
});

server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  console.log(`listening on ${server.address().port}`);
});
