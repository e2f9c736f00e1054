/**
 * The votes baseline: a plain Bun.serve that answers POST /api/votes the way
 * the app does when a vote is accepted, without any database. It reads and
 * JSON.parses the body (the app does the same before it validates), then
 * answers with a fixed JSON body shaped like the app's answer.
 *
 *   bun bench/sections/_votes-baseline.ts
 */
const ANSWER = JSON.stringify({ success: true, status: { hasVoted: true, cardinalId: 1, cardinalName: "Cardinal" } });
const HEADERS = { "content-type": "application/json" };

const server = Bun.serve({
  port: 0,
  hostname: "127.0.0.1",
  development: false,
  routes: {
    "/api/votes": {
      async POST(req) {
        let body: unknown;
        try {
          body = JSON.parse(await req.text());
        } catch {
          return Response.json({ error: "The request body is not valid JSON" }, { status: 400 });
        }
        if (typeof body !== "object" || body === null) return Response.json({ error: "Please select a cardinal" }, { status: 400 });
        return new Response(ANSWER, { headers: HEADERS });
      },
    },
  },
  fetch: () => new Response("not found", { status: 404 }),
});
console.log(`Listening on http://localhost:${server.port}`);
