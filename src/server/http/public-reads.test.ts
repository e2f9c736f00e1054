import { afterAll, describe, expect, test } from "bun:test";
import { createTestApp } from "../test/test-db.ts";

const { app, cleanup } = createTestApp("2026-01-30");
const limited = createTestApp("2026-01-30", { publicReadLimit: { count: 3, windowMs: 60_000 } });
afterAll(() => {
  cleanup();
  limited.cleanup();
});

const fromSite = { origin: "http://localhost", host: "localhost", "content-type": "application/json" };

describe("cross-site reads", () => {
  test("public GETs allow any origin and expose the download headers", async () => {
    for (const path of ["/api/cardinals?limit=1", "/api/cardinals/pietro-parolin", "/api/export/cardinals.json", "/api/votes/results", "/api/site-settings/game-name", "/api/youtube-url"]) {
      const res = await app.request(path, { headers: { origin: "https://elsewhere.example" } });
      expect(res.status).toBe(200);
      expect(res.headers.get("access-control-allow-origin")).toBe("*");
      expect(res.headers.get("access-control-expose-headers")).toContain("X-Roster-Version");
      expect(res.headers.get("access-control-allow-credentials")).toBeNull();
    }
  });

  test("a preflight for a public read is answered; one for a write is not", async () => {
    const read = await app.request("/api/cardinals", { method: "OPTIONS", headers: { origin: "https://elsewhere.example", "access-control-request-method": "GET" } });
    expect(read.status).toBe(204);
    expect(read.headers.get("access-control-allow-origin")).toBe("*");
    expect(read.headers.get("access-control-allow-methods")).toBe("GET, HEAD");
    const write = await app.request("/api/votes", { method: "OPTIONS", headers: { origin: "https://elsewhere.example", "access-control-request-method": "POST" } });
    expect(write.headers.get("access-control-allow-origin")).toBeNull();
  });

  test("writes and personal reads carry no CORS header", async () => {
    const vote = await app.request("/api/votes", { method: "POST", headers: fromSite, body: JSON.stringify({ cardinalId: 1 }) });
    expect(vote.headers.get("access-control-allow-origin")).toBeNull();
    const crossSiteVote = await app.request("/api/votes", { method: "POST", headers: { ...fromSite, origin: "https://elsewhere.example" }, body: JSON.stringify({ cardinalId: 1 }) });
    expect(crossSiteVote.status).toBe(403);
    expect(crossSiteVote.headers.get("access-control-allow-origin")).toBeNull();
    for (const path of ["/api/votes/status", "/api/polls", "/api/admin/session"]) {
      expect((await app.request(path)).headers.get("access-control-allow-origin")).toBeNull();
    }
  });
});

describe("the per-address limit on public reads", () => {
  const from = (ip: string) => ({ headers: { "x-forwarded-for": ip } });

  test("answers 429 with Retry-After past the limit, for that address only", async () => {
    for (let i = 0; i < 3; i++) expect((await limited.app.request("/api/cardinals?limit=1", from("203.0.113.9"))).status).toBe(200);
    const refused = await limited.app.request("/api/export/cardinals.json", from("203.0.113.9"));
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get("retry-after"));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.headers.get("access-control-allow-origin")).toBe("*");
    expect(((await refused.json()) as { error: string }).error).toContain("Too many requests");
    expect((await limited.app.request("/api/cardinals?limit=1", from("198.51.100.4"))).status).toBe(200);
  });

  test("does not count writes or personal reads", async () => {
    for (let i = 0; i < 5; i++) expect((await limited.app.request("/api/votes/status", from("192.0.2.77"))).status).toBe(200);
    expect((await limited.app.request("/api/cardinals?limit=1", from("192.0.2.77"))).status).toBe(200);
  });
});
