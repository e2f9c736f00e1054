import { afterAll, describe, expect, test } from "bun:test";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { createTestApp, TEST_ADMIN_PASSWORD } from "../test/test-db.ts";
import { VisitorClient } from "../test/visitor-client.ts";
import type { Cardinal } from "../../shared/cardinals.ts";
import type { Correction, RosterChangePage } from "../../shared/roster-fields.ts";

const { app, db, cleanup } = createTestApp("2026-11-23", { correctionLimit: 3 });
afterAll(cleanup);

const SOURCE = "https://www.diocesismadrid.es/example-news";
const pendingCount = () => db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM corrections WHERE status = 'pending'").get()!.n;

async function operator() {
  const client = new VisitorClient(app, "198.51.100.9");
  expect((await client.post("/api/admin/login", { password: TEST_ADMIN_PASSWORD })).status).toBe(200);
  return client;
}

describe("a visitor's correction", () => {
  test("goes from submission to the operator's queue, to acceptance, to the public log", async () => {
    const visitor = new VisitorClient(app, "203.0.113.20");
    const res = await visitor.post("/api/corrections", { slug: "jose-cobo-cano", field: "birthPlace", value: "Sabiote (Jaén)", sourceUrl: SOURCE, email: "reader@example.org" });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };

    const op = await operator();
    const queue = (await (await op.get("/api/admin/corrections")).json()) as { corrections: Correction[] };
    expect(queue.corrections.find((c) => c.id === id)).toMatchObject({
      slug: "jose-cobo-cano", cardinalName: "José Cobo Cano", field: "birthPlace", currentValue: "Sabiote", value: "Sabiote (Jaén)", email: "reader@example.org", status: "pending",
    });

    const accepted = await op.post(`/api/admin/corrections/${id}/accept`, {});
    expect(accepted.status).toBe(200);
    const cobo = (await (await visitor.get("/api/cardinals/jose-cobo-cano")).json()) as Cardinal;
    expect(cobo.birthPlace).toBe("Sabiote (Jaén)");
    const log = (await (await visitor.get("/api/changes")).json()) as RosterChangePage;
    expect(log.changes[0]).toMatchObject({ slug: "jose-cobo-cano", field: "birthPlace", oldValue: "Sabiote", newValue: "Sabiote (Jaén)", sourceUrl: SOURCE, fromCorrection: true });
    // The public log never shows the visitor's e-mail address.
    expect(JSON.stringify(log)).not.toContain("reader@example.org");
    // Deciding twice is refused.
    expect((await op.post(`/api/admin/corrections/${id}/accept`, {})).status).toBe(409);
  });

  test("declining needs a reason and changes nothing on the cardinal", async () => {
    const visitor = new VisitorClient(app, "203.0.113.21");
    const { id } = (await (await visitor.post("/api/corrections", { slug: "pietro-parolin", field: "currentPosition", value: "Pope", sourceUrl: SOURCE })).json()) as { id: number };
    const op = await operator();
    const noReason = await op.post(`/api/admin/corrections/${id}/decline`, {});
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({ field: "reason" });
    expect((await op.post(`/api/admin/corrections/${id}/decline`, { reason: "The source does not say this." })).status).toBe(200);
    const declined = (await (await op.get("/api/admin/corrections?status=declined")).json()) as { corrections: Correction[] };
    expect(declined.corrections[0]).toMatchObject({ id, status: "declined", reason: "The source does not say this." });
    const parolin = (await (await visitor.get("/api/cardinals/pietro-parolin")).json()) as Cardinal;
    expect(parolin.currentPosition).not.toBe("Pope");
  });

  test.each([
    [{ slug: "pietro-parolin", field: "currentPosition", value: "<script>x</script>", sourceUrl: SOURCE }, "value", 400],
    [{ slug: "pietro-parolin", field: "currentPosition", value: "x".repeat(301), sourceUrl: SOURCE }, "value", 400],
    [{ slug: "pietro-parolin", field: "birthDate", value: "last spring", sourceUrl: SOURCE }, "value", 400],
    [{ slug: "pietro-parolin", field: "password", value: "x", sourceUrl: SOURCE }, "field", 400],
    [{ slug: "pietro-parolin", field: "currentPosition", value: "x", sourceUrl: "ftp://example.org" }, "sourceUrl", 400],
    [{ slug: "pietro-parolin", field: "currentPosition", value: "x", sourceUrl: SOURCE, email: "not-an-address" }, "email", 400],
    [{ slug: "nobody-at-all", field: "currentPosition", value: "x", sourceUrl: SOURCE }, "slug", 404],
  ])("refuses %j naming %s, and stores nothing", async (body, field, status) => {
    const before = pendingCount();
    const res = await new VisitorClient(app, `203.0.113.${30 + Math.floor(Math.random() * 100)}`).post("/api/corrections", body);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ field });
    expect(pendingCount()).toBe(before);
  });

  test("from another site, or not as JSON, is refused", async () => {
    const v = new VisitorClient(app, "203.0.113.200");
    const body = { slug: "pietro-parolin", field: "birthPlace", value: "x", sourceUrl: SOURCE };
    expect((await v.post("/api/corrections", body, { origin: "https://evil.example" })).status).toBe(403);
    expect((await v.post("/api/corrections", "slug=x", { "content-type": "application/x-www-form-urlencoded" })).status).toBe(415);
  });

  test("each address may send a few an hour; then 429", async () => {
    const v = new VisitorClient(app, "203.0.113.250");
    const body = { slug: "pietro-parolin", field: "birthPlace", value: "Schiavon (Vicenza)", sourceUrl: SOURCE };
    for (let i = 0; i < 3; i++) expect((await v.post("/api/corrections", body)).status).toBe(201);
    const refused = await v.post("/api/corrections", body);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toContain("Too many corrections");
    expect((await new VisitorClient(app, "203.0.113.251").post("/api/corrections", body)).status).toBe(201);
  });
});

describe("the public change log", () => {
  test("GET /api/changes pages newest first and rejects a bad page", async () => {
    const v = new VisitorClient(app);
    const page = (await (await v.get("/api/changes?limit=1")).json()) as RosterChangePage;
    expect(page.metadata).toMatchObject({ page: 1, limit: 1 });
    expect(page.metadata.total).toBeGreaterThanOrEqual(1);
    const bad = await v.get("/api/changes?page=0");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: "page" });
  });

  test("/changes.atom is a well-formed Atom feed with one entry per change", async () => {
    const op = await operator();
    expect((await op.request("PATCH", "/api/admin/roster/mykola-bychok", {
      changes: { currentPosition: "Eparch of Saints Peter & Paul Melbourne" }, sourceUrl: "https://example.org/a?b=1&c=2",
    })).status).toBe(200);
    const res = await new VisitorClient(app).get("/changes.atom");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/atom+xml");
    const text = await res.text();
    expect(XMLValidator.validate(text)).toBe(true);
    const feed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" }).parse(text).feed;
    expect(feed.xmlns).toBe("http://www.w3.org/2005/Atom");
    const entries = Array.isArray(feed.entry) ? feed.entry : [feed.entry];
    const total = ((await (await new VisitorClient(app).get("/api/changes")).json()) as RosterChangePage).metadata.total;
    expect(entries).toHaveLength(Math.min(total, 50));
    const latest = entries[0];
    expect(latest.title).toStartWith("Mykola Bychok");
    expect(latest.title).toEndWith(": Office");
    expect(latest.content["#text"]).toContain("Eparch of Saints Peter & Paul Melbourne");
    expect(latest.content["#text"]).toContain("Source: https://example.org/a?b=1&c=2");
    expect(latest.link.find((l: { rel: string }) => l.rel === "alternate").href).toBe("http://localhost/cardinal/mykola-bychok");
    expect(feed.updated).toBe(latest.updated);
  });
});

describe("what a visitor and the operator read", () => {
  test("a correction identical to the value shown is refused with a sentence, and nothing is queued", async () => {
    const before = pendingCount();
    const res = await new VisitorClient(app, "203.0.113.60").post("/api/corrections", { slug: "jose-cobo-cano", field: "birthPlace", value: "Sabiote (Jaén)", sourceUrl: SOURCE });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "That is already the value shown for “Place of birth”. Please give the value that should replace it.", field: "value" });
    expect(pendingCount()).toBe(before);
  });

  test("errors name the field in words, never its name in the program", async () => {
    const visitor = new VisitorClient(app, "203.0.113.61");
    const badSource = (await (await visitor.post("/api/corrections", { slug: "pietro-parolin", field: "birthPlace", value: "Schiavon", sourceUrl: "http://example.org" })).json()) as { error: string; field: string };
    expect(badSource.field).toBe("sourceUrl");
    expect(badSource.error).toStartWith("The source ");
    expect(badSource.error).not.toContain("sourceUrl");

    const op = await operator();
    const future = (await (await op.request("PATCH", "/api/admin/roster/pietro-parolin", { changes: { deathDate: "2099-01-01" }, sourceUrl: SOURCE })).json()) as { error: string; field: string };
    expect(future.error).toStartWith("The date of death cannot be in the future");
    const badSlug = (await (await op.post("/api/admin/roster", { cardinal: { slug: "Not A Slug" }, sourceUrl: SOURCE })).json()) as { error: string; field: string };
    expect(badSlug.field).toBe("cardinal.slug");
    expect(badSlug.error).toStartWith("The page address ");
  });

  test("an Atom entry for an accepted correction says where it came from once", async () => {
    const visitor = new VisitorClient(app, "203.0.113.62");
    const { id } = (await (await visitor.post("/api/corrections", { slug: "mykola-bychok", field: "birthPlace", value: "Ternopil (Ukraine)", sourceUrl: SOURCE })).json()) as { id: number };
    const op = await operator();
    expect((await op.post(`/api/admin/corrections/${id}/accept`, {})).status).toBe(200);
    const text = await (await new VisitorClient(app).get("/changes.atom")).text();
    const entry = new XMLParser().parse(text).feed.entry[0];
    expect(entry.content).toContain("Ternopil (Ukraine)");
    expect(entry.content.match(/correction/gi) ?? []).toHaveLength(1);
  });
});
