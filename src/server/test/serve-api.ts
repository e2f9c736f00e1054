import { createTestApp } from "./test-db.ts";

/**
 * The real API on a real SQLite file, listening on a free port, with the
 * global fetch resolving the client's relative URLs ("/api/...") against it.
 * Component tests use it so they exercise the true server, not a mock.
 */
export function serveApiForComponents(today = "2026-01-30") {
  const { app, cleanup } = createTestApp(today);
  const requests: string[] = [];
  const server = Bun.serve({ port: 0, fetch: (req) => app.fetch(req) });
  const realFetch = globalThis.fetch;
  const base = `http://localhost:${server.port}`;
  const relativeFetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" && input.startsWith("/") ? base + input : input;
    requests.push(String(url).replace(base, ""));
    return realFetch(url, init);
  };
  globalThis.fetch = Object.assign(relativeFetch, { preconnect: realFetch.preconnect }) as typeof fetch;
  return {
    requests,
    stop() {
      globalThis.fetch = realFetch;
      server.stop(true);
      cleanup();
    },
  };
}
