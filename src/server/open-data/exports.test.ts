import { afterAll, describe, expect, test } from "bun:test";
import { parse as parseCsv } from "csv-parse/sync";
import ICAL from "ical.js";
import { sql } from "drizzle-orm";
import { createTestApp } from "../test/test-db.ts";
import { bumpRosterVersion } from "../../../db/queries/roster-version.ts";
import { EXPORT_COLUMNS, rosterExport, type ExportedPerson, type RosterExport } from "../../shared/open-data.ts";
import { eightiethBirthday } from "../../shared/age.ts";
import { cardinals } from "../../../db/schema.ts";
import { toCardinal } from "../../../db/queries/cardinals.ts";
import { exportedPeopleOn } from "./roster-export.ts";

// "Today" is fixed at the roster's date so ages, electors and calendar windows are stable.
const TODAY = "2026-01-30";
const { app, db, cleanup } = createTestApp(TODAY);
afterAll(cleanup);

async function jsonExport(query = ""): Promise<RosterExport> {
  const res = await app.request(`/api/export/cardinals.json${query}`);
  expect(res.status).toBe(200);
  return rosterExport.parse(await res.json());
}

describe("GET /api/export/cardinals.json", () => {
  test("carries every person of the roster, the pope included, with version, dates and a dated file name", async () => {
    const res = await app.request("/api/export/cardinals.json");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="cardinals-${TODAY}.json"`);
    expect(res.headers.get("x-roster-version")).toBe("1");
    expect(res.headers.get("x-data-as-of")).toBe("2026-01-30");
    const body = rosterExport.parse(await res.json());
    expect(body).toMatchObject({ date: TODAY, asOf: "2026-01-30", rosterVersion: 1 });
    expect(body.people).toHaveLength(246);
    expect(new Set(body.people.map((p) => p.id)).size).toBe(246);
    const pope = body.people.filter((p) => p.status === "pope");
    expect(pope.map((p) => [p.slug, p.isElector, p.pagePath])).toEqual([["robert-francis-prevost", false, "/new-holy-father"]]);
    const parolin = body.people.find((p) => p.slug === "pietro-parolin")!;
    expect(parolin).toMatchObject({ status: "cardinal", birthDate: "1955-01-17", ageInYears: 71, isElector: true, pagePath: "/cardinal/pietro-parolin" });
    expect(parolin.wikidataId).toMatch(/^Q\d+$/);
    expect(parolin.officialBiographyUrl).toMatch(/^https:\/\//);
  });

  test("computes ages and elector status for the date asked", async () => {
    const later = await jsonExport("?date=2035-01-17");
    expect(later.people.find((p) => p.slug === "vinko-puljic")?.isElector).toBe(false);
    const parolin = later.people.find((p) => p.slug === "pietro-parolin")!;
    expect(later.date).toBe("2035-01-17");
    expect(parolin.ageInYears).toBe(80);
    // Universi Dominici Gregis 33: on his 80th birthday itself he still votes; from the next day he does not.
    expect(parolin.isElector).toBe(true);
    const dayAfter = (await jsonExport("?date=2035-01-18")).people.find((p) => p.slug === "pietro-parolin")!;
    expect(dayAfter.isElector).toBe(false);
    const now = await jsonExport();
    const count = (r: RosterExport) => r.people.filter((p) => p.isElector).length;
    expect(count(later)).toBeLessThan(count(now));
  });

  test("one vocabulary: a cardinal who renounced the rights of the cardinalate is a cardinal, not an elector", async () => {
    const becciu = (await jsonExport()).people.find((p) => p.slug === "giovanni-angelo-becciu")!;
    expect(becciu).toMatchObject({ status: "cardinal", isElector: false, renunciationDate: "2020-09-24" });
    const api = (await (await app.request("/api/cardinals/giovanni-angelo-becciu")).json()) as { status: string; isElector: boolean };
    expect([api.status, api.isElector]).toEqual([becciu.status, becciu.isElector]);
  });

  test("the pope is listed as the pope and is not an elector, as in the API", async () => {
    const pope = (await jsonExport()).people.find((p) => p.slug === "robert-francis-prevost")!;
    const api = (await (await app.request("/api/cardinals/robert-francis-prevost")).json()) as { status: string; isElector: boolean };
    expect([pope.status, pope.isElector]).toEqual(["pope", false]);
    expect([api.status, api.isElector]).toEqual(["pope", false]);
  });

  test("lists only those who were cardinals on the day: not one created later, not one who had died", async () => {
    const setFacts = (slug: string, facts: string) => db.transaction((tx) => {
      tx.run(sql.raw(`UPDATE cardinals SET ${facts} WHERE slug = '${slug}'`));
      bumpRosterVersion(tx);
    });
    setFacts("pietro-parolin", "death_date = '2026-03-10', death_source = 'https://www.vaticannews.va/'");
    setFacts("peter-erdo", "created_cardinal = '2026-06-01'");
    try {
      const slugsOn = async (date: string) => new Map((await jsonExport(`?date=${date}`)).people.map((p) => [p.slug, p]));
      const before = await slugsOn("2026-03-09");
      expect(before.get("pietro-parolin")).toMatchObject({ status: "cardinal", isElector: true, ageInYears: 71 });
      expect(before.has("peter-erdo")).toBe(false);
      const after = await slugsOn("2026-06-01");
      expect(after.has("pietro-parolin")).toBe(false);
      expect(after.get("peter-erdo")).toMatchObject({ status: "cardinal", createdCardinal: "2026-06-01" });
      expect(after.size).toBe(246 - 1);
    } finally {
      setFacts("pietro-parolin", "death_date = NULL, death_source = NULL");
      setFacts("peter-erdo", "created_cardinal = '2003-10-21'");
    }
  });

  test("refuses a day before the roster was compiled with a sentence that says from which day it can answer", async () => {
    for (const date of ["2013-02-28", "2025-04-21", "2026-01-29"]) {
      for (const format of ["json", "csv"]) {
        const res = await app.request(`/api/export/cardinals.${format}?date=${date}`);
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({
          error: `The roster can list the College only from 2026-01-30, the day its facts were compiled: it does not hold the cardinals who died or left the College before then, so it cannot answer for ${date}. Ask for 2026-01-30 or a later day.`,
          field: "date",
        });
      }
    }
    expect((await jsonExport("?date=2026-01-30")).completeFrom).toBe("2026-01-30");
  });

  test("the status each person had on the day: the pope was a cardinal elector when the See fell vacant on 21 April 2025", () => {
    const rows = db.select().from(cardinals).all();
    const onVacancy = exportedPeopleOn(rows.map((r) => toCardinal(r, "2025-04-21")), "2025-04-21");
    expect(onVacancy.find((p) => p.slug === "robert-francis-prevost")).toMatchObject({ status: "cardinal", isElector: true, pagePath: "/cardinal/robert-francis-prevost" });
    // 135 electors that day, as the Holy See counted them: every one of them is still in the roster.
    expect(onVacancy.filter((p) => p.isElector)).toHaveLength(135);
    const onElection = exportedPeopleOn(rows.map((r) => toCardinal(r, "2025-05-08")), "2025-05-08");
    expect(onElection.find((p) => p.slug === "robert-francis-prevost")).toMatchObject({ status: "pope", isElector: false });
  });

  test("carries each person's conclaves and the country the roster lists him under", async () => {
    const people = (await jsonExport()).people;
    expect(people.find((p) => p.slug === "vinko-puljic")?.conclavesAttended).toEqual([2005, 2013, 2025]);
    expect(people.find((p) => p.slug === "mykola-bychok")).toMatchObject({ country: "Australia" });
    expect(EXPORT_COLUMNS).not.toContain("nationality" as never);
  });

  test("refuses a date that is not a real day, naming the field", async () => {
    for (const bad of ["2026-02-30", "yesterday", "2026-1-5", "1800-01-01"]) {
      const res = await app.request(`/api/export/cardinals.json?date=${bad}`);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string; field: string };
      expect(body.field).toBe("date");
      expect(body.error).toStartWith("date must be");
    }
  });
});

describe("GET /api/export/cardinals.csv", () => {
  test("is RFC 4180 CSV with a header row whose rows match the JSON export one for one", async () => {
    const res = await app.request("/api/export/cardinals.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toStartWith("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="cardinals-${TODAY}.csv"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    // A byte-order mark, so spreadsheet programs read the file as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.split("\r\n")[0]).toBe(`\uFEFF${EXPORT_COLUMNS.join(",")}`);
    const rows = parseCsv(text, { bom: true, columns: true, strict: true } as never) as Record<string, string>[];
    const json = await jsonExport();
    expect(rows).toHaveLength(json.people.length);
    const asCsv = (p: ExportedPerson) =>
      Object.fromEntries(EXPORT_COLUMNS.map((c) => { const v = p[c]; return [c, v === null ? "" : Array.isArray(v) ? v.join(" ") : String(v)]; }));
    rows.forEach((row, i) => expect(row).toEqual(asCsv(json.people[i]!)));
    // Names with accents survive the round trip.
    expect(rows.some((r) => r.fullName === "Péter Erdő")).toBe(true);
  });
});

describe("GET /api/export/turning-80.ics", () => {
  test("is an iCalendar file with one all-day event per elector turning 80 in the next 24 months", async () => {
    const res = await app.request("http://cardinalis.test/api/export/turning-80.ics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await res.text();
    expect(text.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));

    const people = (await jsonExport()).people;
    const expected = people
      .filter((p) => p.isElector && eightiethBirthday(p.birthDate) < "2028-01-30")
      .map((p) => `turning-80-${p.slug}@cardinalis`).sort();
    expect(events.map((e) => e.uid).sort()).toEqual(expected);
    expect(expected.length).toBeGreaterThan(5);
    for (const e of events) {
      expect(e.startDate.isDate).toBe(true);
      expect(e.endDate.toString() > e.startDate.toString()).toBe(true);
      expect(e.startDate.toString() >= TODAY).toBe(true);
      expect(e.summary).toContain("turns 80");
    }
    const first = events[0]!;
    expect(first.component.getFirstPropertyValue("url")).toStartWith("http://cardinalis.test/cardinal/");
    // The same request gives the same UIDs and the same text: subscribers never see duplicates.
    expect(await (await app.request("http://cardinalis.test/api/export/turning-80.ics")).text()).toBe(text);
  });

  test("the 80th birthday is the first day on which the age is 80, 1 March for 29 February in a common year", () => {
    expect(eightiethBirthday("1946-07-01")).toBe("2026-07-01");
    expect(eightiethBirthday("1948-02-29")).toBe("2028-02-29");
    expect(eightiethBirthday("2020-02-29")).toBe("2100-03-01");
  });
});
