import { afterAll, expect, test } from "bun:test";
import { createTestApp, TEST_ADMIN_PASSWORD } from "../test/test-db.ts";
import { VisitorClient } from "../test/visitor-client.ts";

const { app, cleanup } = createTestApp();
afterAll(cleanup);

test("answers that depend on the visitor or the operator's session are never stored by a cache", async () => {
  const v = new VisitorClient(app, "203.0.113.80");
  for (const path of ["/api/admin/session", "/api/votes/status", "/api/polls", "/api/polls/type/fun"]) {
    const res = await v.get(path);
    expect({ path, status: res.status, cacheControl: res.headers.get("cache-control") }).toEqual({ path, status: 200, cacheControl: "no-store" });
  }
  const signIn = await v.post("/api/admin/login", { password: TEST_ADMIN_PASSWORD });
  expect(signIn.headers.get("cache-control")).toBe("no-store");
  // The first answer to a new visitor sets their cookie, whatever the route.
  const fresh = await app.request("http://localhost/api/seed-data");
  expect(fresh.headers.getSetCookie().length).toBeGreaterThan(0);
  expect(fresh.headers.get("cache-control")).toBe("no-store");
});

test("the start-up call is public to a returning visitor, so a caching proxy can answer it for every page view", async () => {
  const v = new VisitorClient(app, "203.0.113.81");
  const first = await v.get("/api/seed-data");
  expect(first.headers.getSetCookie().length).toBeGreaterThan(0);
  expect(first.headers.get("cache-control")).toBe("no-store");
  const again = await v.get("/api/seed-data");
  expect(again.headers.getSetCookie()).toEqual([]);
  expect(again.headers.get("cache-control")).toMatch(/^public, /);
  expect(await again.json()).toEqual(await first.json());
});

test("public answers are not marked no-store", async () => {
  const res = await new VisitorClient(app).get("/api/cardinals?limit=5");
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).not.toBe("no-store");
});

test("behind a trusted https proxy the visitor cookie and the session cookie are Secure; on plain http they are not", async () => {
  const viaProxy = await app.request("http://localhost/api/votes/status", { headers: { "x-forwarded-for": "203.0.113.81", "x-forwarded-proto": "https" } });
  expect(viaProxy.headers.getSetCookie().find((c) => c.startsWith("visitor="))).toContain("Secure");
  const direct = await app.request("http://localhost/api/votes/status");
  expect(direct.headers.getSetCookie().find((c) => c.startsWith("visitor="))).not.toContain("Secure");
  const overTls = await app.request("https://localhost/api/votes/status");
  expect(overTls.headers.getSetCookie().find((c) => c.startsWith("visitor="))).toContain("Secure");
  const operator = await new VisitorClient(app, "203.0.113.82").post("/api/admin/login", { password: TEST_ADMIN_PASSWORD }, { "x-forwarded-proto": "https" });
  expect(operator.headers.getSetCookie().find((c) => c.startsWith("__Host-admin_session="))).toContain("Secure");
});

test("X-Forwarded-Proto is not believed without a trusted proxy", async () => {
  const untrusting = createTestApp("2026-01-30", { trustProxy: 0 });
  try {
    const res = await untrusting.app.request("http://localhost/api/votes/status", { headers: { "x-forwarded-proto": "https" } });
    expect(res.headers.getSetCookie().find((c) => c.startsWith("visitor="))).not.toContain("Secure");
  } finally {
    untrusting.cleanup();
  }
});

test("methods the API does not use are 405 with Allow, before any other check", async () => {
  for (const method of ["PUT", "DELETE", "OPTIONS", "TRACE", "PROPFIND"]) {
    const res = await app.request("http://localhost/api/votes", { method });
    expect({ method, status: res.status, allow: res.headers.get("allow") }).toEqual({ method, status: 405, allow: "GET, HEAD, POST, PATCH" });
    expect(((await res.json()) as { error: string }).error).toContain(method);
  }
});
