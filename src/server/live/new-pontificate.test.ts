import { afterAll, describe, expect, test } from "bun:test";
import { createApp } from "../app.ts";
import { createTestApp, TEST_ADMIN_PASSWORD } from "../test/test-db.ts";
import { VisitorClient } from "../test/visitor-client.ts";
import { romeDay, type ConclaveState } from "../../shared/conclave.ts";
import type { Cardinal, CardinalListResponse } from "../../shared/cardinals.ts";
import type { RosterChangePage } from "../../shared/roster-fields.ts";

const SOURCE = "https://www.vaticannews.va/en/vatican-city.html";
const FORMER_POPE = "robert-francis-prevost";
const ELECTED = "pietro-parolin";

/** A site whose clock and "today" move together, as a real one's do, on its own database file. */
function site() {
  const t = { clock: new Date("2026-11-01T09:00:00Z") };
  const made = createTestApp("2026-11-01", { now: () => t.clock, today: () => romeDay(t.clock.toISOString()) });
  const visitor = new VisitorClient(made.app, "203.0.113.61");
  let operator: VisitorClient | undefined;
  return {
    ...made, t, visitor,
    async record(body: Record<string, unknown>) {
      if (!operator) {
        operator = new VisitorClient(made.app, "198.51.100.71");
        expect((await operator.post("/api/admin/login", { password: TEST_ADMIN_PASSWORD })).status).toBe(200);
      }
      const res = await operator.post("/api/admin/conclave/events", { sourceUrl: SOURCE, ...body });
      return { status: res.status, body: (await res.json()) as ConclaveState & { error?: string } };
    },
    cardinal: async (slug: string) => (await (await visitor.get(`/api/cardinals/${slug}`)).json()) as Cardinal,
    electors: async () => ((await (await visitor.get("/api/cardinals?elector=true&limit=1")).json()) as CardinalListResponse).metadata.total,
    state: async () => (await (await visitor.get("/api/conclave")).json()) as ConclaveState,
  };
}

/** Vacancy, start, one black and one white smoke, and the election of Parolin: the phase "elected". */
async function throughTheElection(s: ReturnType<typeof site>, cause: "death" | "renunciation") {
  expect((await s.record({ type: "vacancy", cause })).status).toBe(201);
  expect((await s.record({ type: "conclave-start", at: "2026-11-16T15:30:00Z" })).status).toBe(201);
  s.t.clock = new Date("2026-11-17T10:00:00Z");
  expect((await s.record({ type: "ballot", smoke: "black" })).status).toBe(201);
  s.t.clock = new Date("2026-11-17T16:50:00Z");
  expect((await s.record({ type: "ballot", smoke: "white" })).status).toBe(201);
  s.t.clock = new Date("2026-11-17T18:05:00Z");
  expect((await s.record({ type: "elected", slug: ELECTED, papalName: "John XXIV" })).status).toBe(201);
}

describe("a new pontificate after a pope's death", () => {
  const s = site();
  afterAll(() => {
    s.app.close();
    s.cleanup();
  });
  let electorsBefore = 0;

  test("until the new pontificate, the elected cardinal is still a cardinal and an elector", async () => {
    await throughTheElection(s, "death");
    // The electors of this conclave: frozen on the vacancy day (117 on 2026-11-01), whatever today is.
    const frozen = ((await (await s.visitor.get("/api/cardinals?conclaveElectors=true&limit=1")).json()) as CardinalListResponse).metadata.total;
    expect(frozen).toBe(117);
    expect((await s.state()).electors.count).toBe(117);
    electorsBefore = await s.electors();
    expect(await s.cardinal(ELECTED)).toMatchObject({ status: "cardinal", isElector: true });
    expect((await s.cardinal(FORMER_POPE)).status).toBe("pope");
  });

  test("a restart between the election and the new pontificate loses nothing", async () => {
    const again = createApp({ db: s.db, dataAsOf: s.dataAsOf, profiles: s.profiles, secret: "test-secret", today: () => "2026-11-17", now: () => s.t.clock, publicReadLimit: { count: 0, windowMs: 60_000 } });
    const after = (await (await again.request("http://localhost/api/conclave")).json()) as ConclaveState;
    expect(after).toEqual(await s.state());
    expect(after.phase).toBe("elected");
    again.close();
  });

  test("the elected man becomes pope, the electors' count drops by one, the former pope is recorded as deceased on the vacancy day", async () => {
    s.t.clock = new Date("2026-11-18T09:00:00Z");
    const { status, body } = await s.record({ type: "new-pontificate" });
    expect(status).toBe(201);
    expect(body.phase).toBe("sede-plena");
    expect(await s.cardinal(ELECTED)).toMatchObject({ status: "pope", isElector: false, currentPosition: "Pope John XXIV" });
    expect(await s.electors()).toBe(electorsBefore - 1);
    expect(body.electors.count).toBe(electorsBefore - 1);
    expect(await s.cardinal(FORMER_POPE)).toMatchObject({ status: "deceased", deathDate: "2026-11-01", deathSource: SOURCE });
  });

  test("the roster changes are in the public change log with the event's source", async () => {
    const log = (await (await s.visitor.get("/api/changes?limit=20")).json()) as RosterChangePage;
    const facts = log.changes.filter((c) => c.field !== "conclave");
    expect(facts).toEqual(expect.arrayContaining([
      expect.objectContaining({ slug: ELECTED, field: "status", oldValue: "cardinal", newValue: "pope", sourceUrl: SOURCE }),
      expect.objectContaining({ slug: ELECTED, field: "currentPosition", newValue: "Pope John XXIV" }),
      expect.objectContaining({ slug: FORMER_POPE, field: "deathDate", oldValue: null, newValue: "2026-11-01" }),
    ]));
  });

  test("he was a cardinal, and an elector, on the days before his election; pope from his election day", async () => {
    const before = createApp({ db: s.db, dataAsOf: s.dataAsOf, profiles: s.profiles, secret: "test-secret", today: () => "2026-11-16", publicReadLimit: { count: 0, windowMs: 60_000 } });
    const then = (await (await before.request(`http://localhost/api/cardinals/${ELECTED}`)).json()) as Cardinal;
    expect(then).toMatchObject({ status: "cardinal", isElector: true });
    before.close();
    const onTheDay = createApp({ db: s.db, dataAsOf: s.dataAsOf, profiles: s.profiles, secret: "test-secret", today: () => "2026-11-17", publicReadLimit: { count: 0, windowMs: 60_000 } });
    expect(((await (await onTheDay.request(`http://localhost/api/cardinals/${ELECTED}`)).json()) as Cardinal).status).toBe("pope");
    onTheDay.close();
  });

  test("a new pontificate cannot be undone, and a restart after it loses nothing", async () => {
    expect((await s.record({ type: "undo" })).status).toBe(409);
    const again = createApp({ db: s.db, dataAsOf: s.dataAsOf, profiles: s.profiles, secret: "test-secret", today: () => "2026-11-18", now: () => s.t.clock, publicReadLimit: { count: 0, windowMs: 60_000 } });
    expect(((await (await again.request(`http://localhost/api/cardinals/${ELECTED}`)).json()) as Cardinal).status).toBe("pope");
    again.close();
  });
});

describe("a new pontificate after a renunciation", () => {
  const s = site();
  afterAll(() => {
    s.app.close();
    s.cleanup();
  });

  test("the former pope is pope emeritus from the vacancy day", async () => {
    await throughTheElection(s, "renunciation");
    s.t.clock = new Date("2026-11-18T09:00:00Z");
    expect((await s.record({ type: "new-pontificate" })).status).toBe(201);
    expect(await s.cardinal(FORMER_POPE)).toMatchObject({ status: "pope-emeritus", renunciationDate: "2026-11-01", deathDate: null });
    expect((await s.cardinal(ELECTED)).status).toBe("pope");
  });
});

describe("visitors cannot set a status", () => {
  const s = site();
  afterAll(() => {
    s.app.close();
    s.cleanup();
  });

  test("a correction of the status is refused, naming the field", async () => {
    const res = await s.visitor.post("/api/corrections", { slug: ELECTED, field: "status", value: "pope", sourceUrl: SOURCE });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { field?: string }).field).toBe("field");
    expect((await s.cardinal(ELECTED)).status).toBe("cardinal");
  });
});
