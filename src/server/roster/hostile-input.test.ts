/**
 * What the roster, corrections, settings and conclave APIs do with hostile or
 * impossible input: field names that are Object.prototype members, control
 * characters in any text, facts that look like markdown, impossible dates,
 * slugs that are route words, and the corrections allowance. A real server
 * app on a real SQLite file.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { XMLValidator } from "fast-xml-parser";
import { createTestApp, TEST_ADMIN_PASSWORD } from "../test/test-db.ts";
import { VisitorClient } from "../test/visitor-client.ts";
import { readRosterVersion } from "../../../db/queries/roster-version.ts";
import type { Cardinal } from "../../shared/cardinals.ts";

const { app, db, cleanup } = createTestApp("2026-11-23", { correctionLimit: 2 });
afterAll(cleanup);

const SOURCE = "https://www.vaticannews.va/en/example.html";
const count = (table: string) => db.$client.query<{ n: number }, []>(`SELECT count(*) AS n FROM ${table}`).get()!.n;
const visitor = (ip = "203.0.113.60") => new VisitorClient(app, ip);
const cardinal = async (slug: string) => (await (await visitor().get(`/api/cardinals/${slug}`)).json()) as Cardinal;

async function operator() {
  const client = new VisitorClient(app, "198.51.100.17");
  expect((await client.post("/api/admin/login", { password: TEST_ADMIN_PASSWORD })).status).toBe(200);
  return client;
}

/** Sends a request that must be refused with 400 naming `field`, and checks that nothing was written. */
async function refused(send: () => Promise<Response>, field: string, words?: string) {
  const version = readRosterVersion(db);
  const before = ["audit_log", "roster_changes", "corrections", "settings"].map(count);
  const res = await send();
  const body = (await res.json()) as { error: string; field?: string };
  expect({ status: res.status, field: body.field }).toEqual({ status: 400, field });
  expect(body.error.length).toBeGreaterThan(20);
  if (words) expect(body.error).toContain(words);
  expect(readRosterVersion(db)).toBe(version);
  expect(["audit_log", "roster_changes", "corrections", "settings"].map(count)).toEqual(before);
  return body;
}

describe("field names that are Object.prototype members", () => {
  test.each(["constructor", "toString", "hasOwnProperty", "valueOf", "__defineGetter__", "isPrototypeOf"])("PATCH with changes.%s is 400 naming it", async (name) => {
    const op = await operator();
    const body = await refused(() => op.request("PATCH", "/api/admin/roster/pietro-parolin", { changes: { [name]: "x" }, sourceUrl: SOURCE }), `changes.${name}`);
    expect(body.error).toContain("is not a field that can be changed");
  });

  test("a __proto__ key anywhere in a body is 400 naming it, rather than silently dropped", async () => {
    const op = await operator();
    const raw = '{"changes":{"__proto__":{"birthPlace":"Nowhere"},"lastName":"Parolin"},"sourceUrl":"https://www.vaticannews.va/en/example.html"}';
    const body = await refused(() => op.request("PATCH", "/api/admin/roster/pietro-parolin", raw), "changes.__proto__");
    expect(body.error).toContain("__proto__");
    await refused(() => op.post("/api/admin/roster/import/preview", '{"roster":{"members":[{"slug":"pietro-parolin","__proto__":{"office":"x"}}]}}'), "roster.members.0.__proto__");
  });

  test("an import member with such a key is 400 too", async () => {
    const op = await operator();
    await refused(() => op.post("/api/admin/roster/import/preview", { roster: { members: [{ slug: "pietro-parolin", constructor: "x" }] } }), "roster.members.0.constructor");
  });

  test("a religious order named like a prototype member is written as text in his summary", async () => {
    const op = await operator();
    expect((await op.request("PATCH", "/api/admin/roster/luis-antonio-tagle", { changes: { religiousOrder: "constructor" }, sourceUrl: SOURCE })).status).toBe(200);
    expect((await cardinal("luis-antonio-tagle")).content).toContain("a religious institute (constructor)");
  });
});

describe("control characters are refused in every text field", () => {
  const VT = "\u000b";
  test.each([
    ["an office", { changes: { currentPosition: `Archbishop${VT}of Manila` }, sourceUrl: SOURCE }, "changes.currentPosition"],
    ["a trailing one that trimming would hide", { changes: { birthPlace: `Schiavon${VT}` }, sourceUrl: SOURCE }, "changes.birthPlace"],
    ["a line break in a name", { changes: { fullName: "Pietro\nParolin" }, sourceUrl: SOURCE }, "changes.fullName"],
    ["a source address", { changes: { birthPlace: "Schiavon" }, sourceUrl: `${SOURCE}?a${VT}b` }, "sourceUrl"],
    ["a note", { changes: { birthPlace: "Schiavon" }, sourceUrl: SOURCE, note: `checked\u0000` }, "note"],
    ["a C1 control", { changes: { birthPlace: "Schiavon\u0085" }, sourceUrl: SOURCE }, "changes.birthPlace"],
    ["a line separator", { changes: { birthPlace: "Schiavon\u2028Vicenza" }, sourceUrl: SOURCE }, "changes.birthPlace"],
  ])("an operator edit with %s is 400", async (_, body, field) => {
    const op = await operator();
    const res = await refused(() => op.request("PATCH", "/api/admin/roster/pietro-parolin", body), field);
    expect(res.error).toContain("control characters");
  });

  test("a new cardinal and an import are refused the same way", async () => {
    const op = await operator();
    const cardinal = {
      slug: "control-test", fullName: `Nuovo${VT}Cardinale`, nameWithOrder: "Nuovo Cardinale", lastName: "Cardinale", nationality: "Italy",
      region: "Europe", birthDate: "1970-05-01", createdCardinal: "2026-11-20", createdBy: "Pope Leo XIV", rank: "Cardinal Priest",
    };
    await refused(() => op.post("/api/admin/roster", { cardinal, sourceUrl: SOURCE }), "cardinal.fullName");
    const roster = { members: [{ slug: "pietro-parolin", office: `Secretary${VT}of State` }] };
    await refused(() => op.post("/api/admin/roster/import/apply", { roster, sourceUrl: SOURCE, rosterVersion: readRosterVersion(db) }), "roster.members.0.office");
  });

  test("a visitor's correction, and the operator's reason for declining one", async () => {
    const v = visitor("203.0.113.61");
    await refused(() => v.post("/api/corrections", { slug: "pietro-parolin", field: "birthPlace", value: `Schiavon${VT}`, sourceUrl: SOURCE }), "value");
    await refused(() => v.post("/api/corrections", { slug: "pietro-parolin", field: "birthPlace", value: "Schiavon (Vicenza)", sourceUrl: `${SOURCE}${VT}` }), "sourceUrl");
    const sent = await v.post("/api/corrections", { slug: "pietro-parolin", field: "birthPlace", value: "Schiavon (Vicenza)", sourceUrl: SOURCE });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: number };
    const op = await operator();
    await refused(() => op.post(`/api/admin/corrections/${id}/decline`, { reason: `Not\tsourced` }), "reason");
  });

  test("settings: a message keeps its line breaks but no other control character; the game name none", async () => {
    const op = await operator();
    await refused(() => op.post("/api/site-settings/home-page-message", { value: `Pray${VT}for the conclave` }), "value");
    await refused(() => op.post("/api/site-settings/home-page-message", { value: "Pray\tfor the conclave" }), "value");
    await refused(() => op.post("/api/site-settings/game-name", { value: "Gull\u0007Gone" }), "value");
    const ok = await op.post("/api/site-settings/home-page-message", { value: "Pray for the conclave.\r\nSecond line." });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { value: string }).value).toBe("Pray for the conclave.\nSecond line.");
  });

  test("a conclave note and papal name", async () => {
    const op = await operator();
    await refused(() => op.post("/api/admin/conclave/events", { type: "vacancy", cause: "death", sourceUrl: SOURCE, note: `note${VT}` }), "note");
  });
});

describe("the Atom feed stays well-formed whatever is stored", () => {
  test("a control character written to the change log before these rules existed does not break /changes.atom", async () => {
    const op = await operator();
    expect((await op.request("PATCH", "/api/admin/roster/mykola-bychok", { changes: { currentPosition: "Eparch of Melbourne (feed test)" }, sourceUrl: SOURCE })).status).toBe(200);
    db.$client.run("UPDATE roster_changes SET new_value = ?, note = ? WHERE id = (SELECT max(id) FROM roster_changes)", [JSON.stringify("Eparch\u000bof\u0000Melbourne"), "note\u001f"]);
    const text = await (await visitor().get("/changes.atom")).text();
    expect(XMLValidator.validate(text)).toBe(true);
    expect(text).toContain("Eparch\uFFFDof\uFFFDMelbourne");
  });
});

describe("facts in the generated summary are data, never markup", () => {
  test("a birthplace written as markdown is stored escaped, so it renders as the words typed", async () => {
    const op = await operator();
    const birthPlace = "Rome # Heading [Donate](https://evil.example) **bold** <b>";
    // < and > are refused as before; the rest is accepted as text.
    expect((await op.request("PATCH", "/api/admin/roster/pietro-parolin", { changes: { birthPlace: birthPlace.replace(" <b>", "") }, sourceUrl: SOURCE })).status).toBe(200);
    const { content } = await cardinal("pietro-parolin");
    expect(content).toContain("Rome \\# Heading \\[Donate\\](https://evil.example) \\*\\*bold\\*\\*");
  });
});

describe("dates must be possible", () => {
  test.each([
    ["a birth in the future", { birthDate: "2999-01-01" }, "changes.birthDate", "in the future"],
    ["a creation in the future", { createdCardinal: "2999-01-01" }, "changes.createdCardinal", "in the future"],
    ["a birth after ordination", { birthDate: "1985-01-01" }, "changes.birthDate", "cannot be after the priestly ordination"],
    ["an ordination before birth", { priestOrdination: "1950-01-01" }, "changes.priestOrdination", "cannot be before the date of birth"],
    ["a consecration before ordination", { episcopalConsecration: "1979-01-01" }, "changes.episcopalConsecration", "cannot be before the priestly ordination"],
    ["a creation before ordination", { createdCardinal: "1979-01-01" }, "changes.createdCardinal", "cannot be before the priestly ordination"],
    ["an ordination at 12", { priestOrdination: "1967-02-01" }, "changes.priestOrdination", "at least 18"],
    ["a birth that makes him 130 today", { birthDate: "1890-01-01", priestOrdination: "1915-01-01", episcopalConsecration: "1930-01-01", createdCardinal: "1990-01-01" }, "changes.birthDate", "today"],
  ])("%s is 400 naming the field", async (_, changes, field, words) => {
    const op = await operator();
    await refused(() => op.request("PATCH", "/api/admin/roster/pietro-parolin", { changes, sourceUrl: SOURCE }), field, words);
  });

  test("a creation at 20 is 400; a consecration after creation (canon 351) is accepted", async () => {
    const op = await operator();
    // Born 1955; created in 1975 would make him 20.
    await refused(() => op.request("PATCH", "/api/admin/roster/pietro-parolin", { changes: { priestOrdination: null, episcopalConsecration: null, createdCardinal: "1975-06-01" }, sourceUrl: SOURCE }), "changes.createdCardinal", "between 25 and 110");
    const parolin = await cardinal("pietro-parolin");
    const later = await op.request("PATCH", "/api/admin/roster/pietro-parolin", { changes: { episcopalConsecration: "2015-01-01" }, sourceUrl: SOURCE });
    expect(later.status).toBe(200);
    expect((await cardinal("pietro-parolin")).createdCardinal).toBe(parolin.createdCardinal);
  });

  test("a new cardinal born in the future is refused (no elector aged -973)", async () => {
    const op = await operator();
    const cardinal = {
      slug: "future-born", fullName: "Futuro Nato", nameWithOrder: "Futuro Nato", lastName: "Nato", nationality: "Italy",
      region: "Europe", birthDate: "2999-05-01", createdCardinal: "2026-11-20", createdBy: "Pope Leo XIV", rank: "Cardinal Priest",
    };
    await refused(() => op.post("/api/admin/roster", { cardinal, sourceUrl: SOURCE }), "cardinal.birthDate", "in the future");
  });

  test("an import is refused already at its preview, naming the file's own field", async () => {
    const op = await operator();
    const newcomer = {
      slug: "import-future-born", name: "Futuro Nato", nameWithOrder: "Futuro Nato", surname: "Nato", givenNames: null, order: null,
      country: "Italy", region: "Europe", born: "2999-03-03", birthplace: null, ordainedPriest: null, consecratedBishop: null,
      created: "2026-11-20", createdBy: "Pope Leo XIV", rank: "Cardinal Priest", office: null, status: "cardinal", pressOfficeBio: null, wikidata: null,
    };
    const preview = (roster: unknown) => op.post("/api/admin/roster/import/preview", { roster });
    await refused(() => preview({ members: [newcomer] }), "roster.members.0.born", "date of birth cannot be in the future");
    await refused(() => preview({ members: [{ slug: "pietro-parolin", ordainedPriest: "1950-01-01" }] }), "roster.members.0.ordainedPriest", "cannot be before the date of birth");
    const apply = (roster: unknown) => op.post("/api/admin/roster/import/apply", { roster, sourceUrl: SOURCE, rosterVersion: readRosterVersion(db) });
    await refused(() => apply({ members: [{ slug: "pietro-parolin", created: "2999-01-01" }] }), "roster.members.0.created", "in the future");
  });

  test("a correction with an impossible date is refused on submission, naming the value", async () => {
    await refused(() => visitor("203.0.113.62").post("/api/corrections", { slug: "pietro-parolin", field: "birthDate", value: "2999-01-01", sourceUrl: SOURCE }), "value", "in the future");
    await refused(() => visitor("203.0.113.62").post("/api/corrections", { slug: "pietro-parolin", field: "birthDate", value: "1990-01-01", sourceUrl: SOURCE }), "value", "priestly ordination");
  });
});

describe("slugs that are route words", () => {
  test("a cardinal cannot be added or imported under \"suggestions\"", async () => {
    const op = await operator();
    const cardinal = {
      slug: "suggestions", fullName: "Nuovo Cardinale", nameWithOrder: "Nuovo Cardinale", lastName: "Cardinale", nationality: "Italy",
      region: "Europe", birthDate: "1970-05-01", createdCardinal: "2026-11-20", createdBy: "Pope Leo XIV", rank: "Cardinal Priest",
    };
    await refused(() => op.post("/api/admin/roster", { cardinal, sourceUrl: SOURCE }), "cardinal.slug", "/api/cardinals/suggestions");
    await refused(() => op.post("/api/admin/roster/import/preview", { roster: { members: [{ slug: "suggestions" }] } }), "roster.members.0.slug");
  });
});

describe("the corrections allowance", () => {
  const body = { slug: "pietro-parolin", field: "birthPlace", value: "Schiavon (Vicenza)", sourceUrl: SOURCE };

  test("refused submissions do not use it up", async () => {
    const v = visitor("203.0.113.70");
    for (let i = 0; i < 5; i++) expect((await v.post("/api/corrections", { ...body, sourceUrl: "http://not-https.example" })).status).toBe(400);
    expect((await v.post("/api/corrections", { ...body, slug: "nobody-by-this-name" })).status).toBe(404);
    expect((await v.post("/api/corrections", body)).status).toBe(201);
    expect((await v.post("/api/corrections", body)).status).toBe(201);
  });

  test("past it, 429 says when to try again with Retry-After", async () => {
    const v = visitor("203.0.113.71");
    for (let i = 0; i < 2; i++) expect((await v.post("/api/corrections", body)).status).toBe(201);
    const res = await v.post("/api/corrections", body);
    expect(res.status).toBe(429);
    const wait = Number(res.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(((await res.json()) as { error: string }).error).toContain("Too many corrections");
  });
});
