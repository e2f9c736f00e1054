/**
 * The API behind a real Varnish running the repository's deploy/varnish/default.vcl (only the backend's
 * port changed). Varnish is not needed to run the tests: without varnishd these are skipped (as in
 * .ci/run); the bench's surge section measures the same set-up under load, pages included.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startVarnish, type RunningVarnish } from "../../../bench/lib/varnish.ts";
import { createTestApp, TEST_ADMIN_PASSWORD } from "../test/test-db.ts";

const varnishd = Bun.which("varnishd") ?? Bun.which("varnishd", { PATH: "/usr/sbin:/usr/local/sbin" });

/** One id in X-Varnish: fetched from the site for this request; two: served from Varnish's cache. */
const fromCache = (res: Response) => (res.headers.get("x-varnish") ?? "").trim().split(/\s+/).length === 2;
const cookieOf = (res: Response, name: string) => res.headers.getSetCookie().map((c) => c.split(";")[0]!).find((c) => c.startsWith(`${name}=`)) ?? null;

describe.skipIf(!varnishd)("behind Varnish with deploy/varnish/default.vcl", () => {
  const { app, cleanup } = createTestApp();
  let origin: ReturnType<typeof Bun.serve>;
  let varnish: RunningVarnish;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(varnish.url + path, { headers });
    return { res, body: await res.text() };
  };

  beforeAll(async () => {
    origin = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: (req, server) => app.fetch(req, { ip: server.requestIP(req)?.address }) });
    // Within the suite's timeout: startVarnish gives up after 60 s with Varnish's own output, which is then the error reported.
    varnish = await startVarnish(varnishd!, origin.port!, { pinning: { enabled: false, server: 0, load: 0 }, maxConnections: 100 });
  });
  afterAll(async () => {
    await varnish?.stop();
    origin?.stop(true);
    cleanup();
  });

  test("a returning visitor's directory reads and start-up call come from the cache; a new visitor still gets the cookie", async () => {
    const first = await get("/api/seed-data");
    const cookie = cookieOf(first.res, "visitor");
    expect(cookie).not.toBeNull();
    expect(fromCache(first.res)).toBe(false);
    await get("/api/seed-data", { cookie: cookie! });
    const again = await get("/api/seed-data", { cookie: cookie! });
    expect({ status: again.res.status, cached: fromCache(again.res), setCookie: again.res.headers.getSetCookie() }).toEqual({ status: 200, cached: true, setCookie: [] });
    expect(JSON.parse(again.body)).toEqual(JSON.parse(first.body));

    await get("/api/cardinals?region=Asia", { cookie: `${cookie}; other=1` });
    const read = await get("/api/cardinals?region=Asia", { cookie: cookie! });
    expect({ status: read.res.status, cached: fromCache(read.res) }).toEqual({ status: 200, cached: true });
  });

  test("votes and the operator's routes reach the site every time, with the cookie: one vote per visitor", async () => {
    const json = { "content-type": "application/json", origin: varnish.url };
    const vote = (cookie: string | null, cardinalId: number) =>
      fetch(`${varnish.url}/api/votes`, { method: "POST", headers: { ...json, ...(cookie ? { cookie } : {}) }, body: JSON.stringify({ cardinalId }) });
    const a = await vote(null, 1);
    const visitor = cookieOf(a, "visitor");
    expect(a.status).toBe(200);
    expect((await vote(visitor, 2)).status).toBe(409);
    expect((await vote(null, 2)).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const status = await fetch(`${varnish.url}/api/votes/status`, { headers: { cookie: visitor! } });
      expect({ cached: fromCache(status), body: await status.json() }).toMatchObject({ cached: false, body: { hasVoted: true, cardinalId: 1 } });
    }

    const login = await fetch(`${varnish.url}/api/admin/login`, { method: "POST", headers: json, body: JSON.stringify({ password: TEST_ADMIN_PASSWORD }) });
    const session = cookieOf(login, "admin_session");
    expect(login.status).toBe(200);
    for (const [cookie, signedIn] of [[session!, true], ["", false], [session!, true]] as const) {
      const res = await fetch(`${varnish.url}/api/admin/session`, { headers: { cookie } });
      expect({ cached: fromCache(res), signedIn: ((await res.json()) as { signedIn: boolean }).signedIn }).toEqual({ cached: false, signedIn });
    }
  });

  test("with the site stopped, an answer Varnish holds is still served past its stale-while-revalidate", async () => {
    const held = await get("/api/conclave");
    expect(held.res.status).toBe(200);
    origin.stop(true);
    // The conclave's state may be a second old and served stale for two more while it is refreshed;
    // past that, only its stale-if-error (five minutes) lets Varnish answer with it. Every answer on
    // the way must be the held one; the wait ends when Varnish says the copy is 4 s old.
    let age = 0;
    const deadline = Date.now() + 20_000;
    while (age < 4) {
      if (Date.now() > deadline) throw new Error(`the held copy never aged past 4 s (Age: ${age})`);
      const { res, body } = await get("/api/conclave");
      expect({ status: res.status, body }).toEqual({ status: 200, body: held.body });
      age = Number(res.headers.get("age"));
      if (age < 4) await new Promise((r) => setTimeout(r, 100));
    }
    expect((await get("/api/cardinals?region=Europe")).res.status).toBe(503);
  }, 30_000);
});
