/**
 * The College's offices and the electors' Latin names as the API serves them:
 * on each cardinal's record, as the offices of a day with who presides, and as
 * the list the Habemus Papam decoder searches.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { createTestApp, TEST_ADMIN_PASSWORD } from "../test/test-db.ts";
import { VisitorClient } from "../test/visitor-client.ts";
import type { Cardinal } from "../../shared/cardinals.ts";
import type { CollegeOfficesAnswer, LatinNamesAnswer } from "../../shared/college-content.ts";
import { filterLatinNames } from "../../shared/habemus.ts";
import { collegeOffices } from "../../../db/college-content.ts";
import { collegeOfficesOn } from "./college-reads.ts";

// The conclave's clock agrees with the fixed day, so a vacancy recorded before it is in the past.
const { app, cleanup } = createTestApp("2026-11-01", { now: () => new Date("2026-11-01T09:00:00Z") });
afterAll(() => {
  app.close();
  cleanup();
});

const get = async <T>(path: string) => {
  const res = await app.request(path);
  return { status: res.status, body: (await res.json()) as T, res };
};

describe("a cardinal's record", () => {
  test("carries the offices he holds, each with its source", async () => {
    const { body } = await get<Cardinal>("/api/cardinals/giovanni-battista-re");
    expect(body.collegeOffices).toEqual([{
      key: "dean", office: "Dean of the College of Cardinals", since: "2020-01-18",
      sourceUrl: expect.stringMatching(/^https:\/\//), sourceTitle: expect.stringContaining("Vatican News"),
    }]);
    expect((await get<Cardinal>("/api/cardinals/dominique-mamberti")).body.collegeOffices.map((o) => o.key)).toEqual(["protodeacon"]);
    expect((await get<Cardinal>("/api/cardinals/kevin-farrell")).body.collegeOffices.map((o) => o.key)).toEqual(["camerlengo"]);
    expect((await get<Cardinal>("/api/cardinals/pietro-parolin")).body.collegeOffices).toEqual([]);
  });

  test("carries an elector's given names as they would be announced", async () => {
    const parolin = (await get<Cardinal>("/api/cardinals/pietro-parolin")).body;
    expect(parolin.latinName).toEqual({ accusative: "Petrum", surname: "Parolin", names: [{ name: "Pietro", latin: "Petrum", latinized: true }] });
    expect((await get<Cardinal>("/api/cardinals/luis-antonio-tagle")).body.latinName?.accusative).toBe("Ludovicum Antonium G.");
    // Re is 92: no elector, so the Latin list has no entry for him.
    expect((await get<Cardinal>("/api/cardinals/giovanni-battista-re")).body.latinName).toBeNull();
  });
});

describe("GET /api/college-offices", () => {
  test("names every office's holder with his age and elector status on the day, and who presides", async () => {
    const { status, body, res } = await get<CollegeOfficesAnswer>("/api/college-offices?date=2026-11-01");
    expect(status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("max-age");
    expect(body.date).toBe("2026-11-01");
    const holders = Object.fromEntries(body.offices.map((o) => [o.key, o.holder?.slug]));
    expect(holders).toEqual({
      "dean": "giovanni-battista-re", "vice-dean": "leonardo-sandri", "camerlengo": "kevin-farrell",
      "protopriest": "michael-michai-kitbunchu", "protodeacon": "dominique-mamberti", "major-penitentiary": "angelo-de-donatis",
    });
    const dean = body.offices.find((o) => o.key === "dean")!;
    expect(dean.holder).toMatchObject({ ageInYears: 92, isElector: false });
    expect(dean.source.url).toStartWith("https://");
    expect(body.presiding.congregations?.slug).toBe("giovanni-battista-re");
    expect(body.presiding.conclave).toMatchObject({ slug: "pietro-parolin", isElector: true, ageInYears: 71 });
    expect(body.presiding.conclave?.reason).toContain("the Dean is 92 and the Vice-Dean is 82");
    expect(body.presiding.conclave?.source?.url).toStartWith("https://");
  });

  test("reads today when no day is given", async () => {
    expect((await get<CollegeOfficesAnswer>("/api/college-offices")).body.date).toBe("2026-11-01");
  });

  test("refuses a day that is not one, or one before the holders were checked, in words", async () => {
    const bad = await get<{ error: string; field: string }>("/api/college-offices?date=2026-02-30");
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: "date must be a real calendar day", field: "date" });
    const early = await get<{ error: string; field: string }>("/api/college-offices?date=2019-01-01");
    expect(early.status).toBe(400);
    expect(early.body.field).toBe("date");
    expect(early.body.error).toContain(collegeOffices().asOf);
  });
});

describe("who presides over the conclave follows the ages on the day", () => {
  const members = async () => (await get<{ cardinals: Cardinal[] }>("/api/cardinals?limit=1000")).body.cardinals;
  const withBirth = (list: Cardinal[], slug: string, birthDate: string) => list.map((m) => (m.slug === slug ? { ...m, birthDate } : m));

  test("a Dean under 80 presides himself", async () => {
    const answer = collegeOfficesOn(collegeOffices(), withBirth(await members(), "giovanni-battista-re", "1950-01-30"), "2026-11-01");
    expect(answer.presiding.conclave).toMatchObject({ slug: "giovanni-battista-re", ageInYears: 76 });
  });

  test("a Dean over 80 and a Vice-Dean under 80: the Vice-Dean presides", async () => {
    const answer = collegeOfficesOn(collegeOffices(), withBirth(await members(), "leonardo-sandri", "1950-01-30"), "2026-11-01");
    expect(answer.presiding.conclave?.slug).toBe("leonardo-sandri");
    expect(answer.presiding.conclave?.reason).toContain("The Dean is 92, not an elector");
  });

  test("a Dean who has died leaves his office empty, and the Vice-Dean presides over the cardinals", async () => {
    const list = (await members()).map((m) => (m.slug === "giovanni-battista-re" ? { ...m, deathDate: "2026-10-01" } : m));
    const answer = collegeOfficesOn(collegeOffices(), list, "2026-11-01");
    expect(answer.offices.find((o) => o.key === "dean")?.holder).toBeNull();
    expect(answer.presiding.congregations?.slug).toBe("leonardo-sandri");
  });

  test("when the senior elector the file names is no longer an elector, the site does not guess", async () => {
    const answer = collegeOfficesOn(collegeOffices(), withBirth(await members(), "pietro-parolin", "1940-01-01"), "2026-11-01");
    expect(answer.presiding.conclave).toBeNull();
  });
});

describe("GET /api/latin-names", () => {
  test("lists every elector of the day once, by surname, with his names as announced and the three announcements", async () => {
    const { status, body } = await get<LatinNamesAnswer>("/api/latin-names");
    expect(status).toBe(200);
    const electors = (await get<{ metadata: { total: number } }>("/api/cardinals?elector=true&limit=1")).body.metadata.total;
    expect(body.electors).toHaveLength(electors);
    expect(new Set(body.electors.map((e) => e.slug)).size).toBe(electors);
    const surnames = body.electors.map((e) => e.surname);
    expect(surnames).toEqual([...surnames].sort((a, b) => a.localeCompare(b, "en")));
    expect(body.electors.find((e) => e.slug === "pietro-parolin")).toMatchObject({ accusative: "Petrum", surname: "Parolin", fullName: "Pietro Parolin" });
    // The pope is no elector: he is the 2025 example, not a name on the list.
    expect(body.electors.some((e) => e.slug === "robert-francis-prevost")).toBe(false);
    expect(body.announcements.map((a) => a.year)).toEqual([2005, 2013, 2025]);
    expect(body.announcements.every((a) => a.url.startsWith("https://"))).toBe(true);
  });

  test("the decoder's search finds an elector by part of a Latin given name, the name as written, or the surname", async () => {
    const { electors } = (await get<LatinNamesAnswer>("/api/latin-names")).body;
    const found = (q: string) => filterLatinNames(electors, q).map((e) => e.slug);
    expect(found("Petr")).toContain("pietro-parolin");
    expect(found("petrus parolin")).toEqual(["pietro-parolin"]);
    expect(found("PAROL")).toEqual(["pietro-parolin"]);
    expect(found("Ludovicum Antonium")).toEqual(["luis-antonio-tagle"]);
    // Written with J, as some reports print it, the name is still found.
    expect(found("Josephum").length).toBeGreaterThan(0);
    expect(found("Josephum")).toEqual(found("Iosephum"));
    expect(found("")).toHaveLength(electors.length);
    expect(found("Zzyzx")).toEqual([]);
  });
});

describe("during a vacancy", () => {
  test("the offices are read on the day the See fell vacant unless a day is asked for", async () => {
    const operator = new VisitorClient(app, "198.51.100.90");
    expect((await operator.post("/api/admin/login", { password: TEST_ADMIN_PASSWORD })).status).toBe(200);
    const recorded = await operator.post("/api/admin/conclave/events", {
      type: "vacancy", cause: "death", at: "2026-10-20T10:00:00Z", sourceUrl: "https://www.vaticannews.va/en/vatican-city.html",
    });
    expect(recorded.status).toBe(201);
    const { body } = await get<CollegeOfficesAnswer>("/api/college-offices");
    expect(body.date).toBe("2026-10-20");
    expect((await get<CollegeOfficesAnswer>("/api/college-offices?date=2026-11-01")).body.date).toBe("2026-11-01");
  });
});
