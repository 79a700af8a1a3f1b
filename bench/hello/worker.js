// The baseline: the smallest possible Worker, served by the same `wrangler dev` as the app.
export default {
  fetch() {
    return new Response("Hello World", { headers: { "Content-Type": "text/plain; charset=utf-8" } });
  },
};
