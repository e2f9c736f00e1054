import { afterAll, describe, expect, test } from "bun:test";
import { parse as parseCsv } from "csv-parse/sync";
import ICAL from "ical.js";
import { sql } from "drizzle-orm";
import { createTestApp } from "../test/test-db.ts";
import { bumpRosterVersion } from "../../../db/queries/roster-version.ts";
import { EXPORT_COLUMNS, rosterExport, type ExportedPerson, type RosterExport } from "../../shared/open-data.ts";
import { eightiethBirthday } from "../../shared/age.ts";

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

  test("marks a renunciation and a death, with the age at death and no vote", async () => {
    const becciu = (await jsonExport()).people.find((p) => p.slug === "giovanni-angelo-becciu")!;
    expect(becciu).toMatchObject({ status: "renounced", isElector: false });
    expect(becciu.renunciationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    db.transaction((tx) => {
      tx.run(sql`UPDATE cardinals SET death_date = '2026-01-10', death_source = 'https://www.vaticannews.va/' WHERE slug = 'pietro-parolin'`);
      bumpRosterVersion(tx);
    });
    const after = await jsonExport();
    expect(after.rosterVersion).toBe(2);
    expect(after.people.find((p) => p.slug === "pietro-parolin")).toMatchObject({ status: "deceased", deathDate: "2026-01-10", ageInYears: 70, isElector: false });
    // Asked for a day before the death, he is still a living elector.
    const before = await jsonExport("?date=2025-12-31");
    expect(before.people.find((p) => p.slug === "pietro-parolin")).toMatchObject({ status: "cardinal", isElector: true });
    db.transaction((tx) => {
      tx.run(sql`UPDATE cardinals SET death_date = NULL, death_source = NULL WHERE slug = 'pietro-parolin'`);
      bumpRosterVersion(tx);
    });
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
      Object.fromEntries(EXPORT_COLUMNS.map((c) => [c, p[c] === null ? "" : String(p[c])]));
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
