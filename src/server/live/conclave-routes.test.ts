import { afterAll, describe, expect, test } from "bun:test";
import { createApp } from "../app.ts";
import { createTestApp, TEST_ADMIN_PASSWORD } from "../test/test-db.ts";
import { VisitorClient } from "../test/visitor-client.ts";
import type { ConclaveState } from "../../shared/conclave.ts";
import type { RosterChangePage } from "../../shared/roster-fields.ts";

/** The clock the app judges events by; each test moves it forward as a real conclave would. */
let clock = new Date("2026-11-01T09:00:00Z");
const { app, db, path, dataAsOf, profiles, cleanup } = createTestApp("2026-11-01", { now: () => clock });
afterAll(() => {
  app.close();
  cleanup();
});

const SOURCE = "https://www.vaticannews.va/en/vatican-city.html";
const visitor = new VisitorClient(app, "203.0.113.60");
const state = async () => (await (await visitor.get("/api/conclave")).json()) as ConclaveState;
const auditRows = () => db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM audit_log WHERE action LIKE 'conclave:%'").get()!.n;

let session: VisitorClient | undefined;
async function operator() {
  if (session) return session;
  const client = new VisitorClient(app, "198.51.100.70");
  expect((await client.post("/api/admin/login", { password: TEST_ADMIN_PASSWORD })).status).toBe(200);
  session = client;
  return client;
}
async function record(body: Record<string, unknown>) {
  const res = await (await operator()).post("/api/admin/conclave/events", { sourceUrl: SOURCE, ...body });
  return { status: res.status, body: (await res.json()) as ConclaveState & { error?: string; field?: string } };
}

describe("refusals change nothing", () => {
  test("without a session: 401", async () => {
    const res = await visitor.post("/api/admin/conclave/events", { type: "vacancy", cause: "death", sourceUrl: SOURCE });
    expect(res.status).toBe(401);
    expect((await state()).phase).toBe("sede-plena");
  });

  test.each([
    [{ type: "vacancy", cause: "death", sourceUrl: "http://example.org" }, "sourceUrl"],
    [{ type: "vacancy" }, "cause"],
    [{ type: "smoke" }, "type"],
    [{ type: "vacancy", cause: "death", at: "yesterday" }, "at"],
    [{ type: "vacancy", cause: "death", at: "2026-11-02T09:00:00Z" }, "at"],
    [{ type: "conclave-start" }, "at"],
    [{ type: "elected", papalName: "Leo XV" }, "slug"],
  ])("%j: 400 naming %s", async (body, field) => {
    const { status, body: answer } = await record(body);
    expect(status).toBe(400);
    expect(answer.field).toBe(field);
    expect(answer.error?.length).toBeGreaterThan(10);
    expect(auditRows()).toBe(0);
  });

  test.each([[{ type: "ballot", smoke: "black" }], [{ type: "undo" }], [{ type: "new-pontificate" }]])("%j in normal times: 409", async (body) => {
    const { status, body: answer } = await record(body);
    expect(status).toBe(409);
    expect(answer.error).toBeString();
    expect(auditRows()).toBe(0);
  });
});

describe("a conclave from vacancy to new pontificate", () => {
  let electorSlug = "";

  test("the vacancy freezes 117 electors and shows the start window", async () => {
    const { status, body } = await record({ type: "vacancy", cause: "death" });
    expect(status).toBe(201);
    expect(body.phase).toBe("sede-vacante");
    expect(body.electors).toEqual({ count: 117, majority: 78, asOf: "2026-11-01" });
    expect(body.startWindow).toEqual({ earliest: "2026-11-16", latest: "2026-11-21" });
    expect((await record({ type: "vacancy", cause: "death" })).status).toBe(409);
    expect(auditRows()).toBe(1);
  });

  test("a ballot before the start is refused; the start may be announced ahead", async () => {
    clock = new Date("2026-11-05T12:00:00Z");
    expect((await record({ type: "ballot", smoke: "black" })).status).toBe(409);
    const { status, body } = await record({ type: "conclave-start", at: "2026-11-12T15:30:30Z" });
    expect(status).toBe(201);
    expect(body).toMatchObject({ phase: "sede-vacante", conclaveStart: { at: "2026-11-12T15:30:30.000Z" } });
    expect(body.startWindow).toBeUndefined();
    expect((await record({ type: "ballot", smoke: "black" })).status).toBe(409);
  });

  test("the conclave begins at the announced second, within the minute the state was last read in", async () => {
    clock = new Date("2026-11-12T15:30:10Z");
    expect((await state()).phase).toBe("sede-vacante");
    clock = new Date("2026-11-12T15:30:40Z");
    expect((await state()).phase).toBe("conclave");
  });

  test("from the announced hour, smokes are recorded and numbered; undo takes back a mistaken white", async () => {
    clock = new Date("2026-11-12T18:00:00Z");
    expect((await state()).phase).toBe("conclave");
    expect((await record({ type: "ballot", smoke: "black" })).body.ballots).toEqual([{ n: 1, day: 1, at: "2026-11-12T18:00:00.000Z", smoke: "black" }]);
    clock = new Date("2026-11-13T10:30:00Z");
    expect((await record({ type: "ballot", smoke: "white" })).body.ballots.at(-1)).toMatchObject({ n: 2, day: 2, smoke: "white" });
    const undone = await record({ type: "undo" });
    expect(undone.status).toBe(201);
    expect(undone.body.ballots.map((b) => b.smoke)).toEqual(["black"]);
    expect((await record({ type: "ballot", smoke: "black" })).body.ballots.at(-1)).toMatchObject({ n: 2, day: 2, smoke: "black" });
  });

  test("a restart in the middle of the conclave loses nothing", async () => {
    const again = createApp({ db, dataAsOf, profiles, secret: "test-secret", today: () => "2026-11-13", now: () => clock, publicReadLimit: { count: 0, windowMs: 60_000 } });
    const before = await state();
    const after = (await (await again.request("http://localhost/api/conclave")).json()) as ConclaveState;
    expect(after).toEqual(before);
    expect(path).toEndWith(".db");
    again.close();
  });

  test("only an elector of this conclave can be elected", async () => {
    clock = new Date("2026-11-13T16:00:00Z");
    const over80 = await record({ type: "elected", slug: "giovanni-battista-re", papalName: "Pius XIII" });
    expect(over80.status).toBe(409);
    expect(over80.body.error).toMatch(/not an elector of this conclave/);
    await record({ type: "ballot", smoke: "white" });
    electorSlug = "pietro-parolin";
    const { status, body } = await record({ type: "elected", slug: electorSlug, papalName: "John XXIV" });
    expect(status).toBe(201);
    expect(body).toMatchObject({ phase: "elected", elected: { slug: electorSlug, fullName: "Pietro Parolin", papalName: "John XXIV" } });
  });

  test("each event is in the public change log with its source, and in the audit log", async () => {
    const log = (await (await visitor.get("/api/changes?limit=50")).json()) as RosterChangePage;
    const conclave = log.changes.filter((c) => c.field === "conclave");
    expect(conclave.length).toBe(auditRows());
    expect(conclave[0]).toMatchObject({ slug: "pietro-parolin", sourceUrl: SOURCE });
    expect(conclave[0]!.newValue).toContain("John XXIV");
    expect(conclave.some((c) => String(c.newValue).startsWith("Taken back"))).toBe(true);
  });

  test("GET /api/conclave is briefly cacheable with an ETag, and public", async () => {
    const res = await visitor.get("/api/conclave");
    expect(res.headers.get("cache-control")).toMatch(/max-age=1/);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const etag = res.headers.get("etag")!;
    const again = await visitor.request("GET", "/api/conclave", undefined, { "if-none-match": etag });
    expect(again.status).toBe(304);
  });

  test("the new pontificate ends the vacancy", async () => {
    clock = new Date("2026-11-14T09:00:00Z");
    const { status, body } = await record({ type: "new-pontificate" });
    expect(status).toBe(201);
    expect(body.phase).toBe("sede-plena");
    expect((await record({ type: "undo" })).status).toBe(409);
  });
});
