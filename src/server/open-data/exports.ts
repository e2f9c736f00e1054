import { Hono, type Context } from "hono";
import type { Db } from "../../../db/open.ts";
import { allPeople } from "../../../db/queries/people.ts";
import { readRosterVersion } from "../../../db/queries/roster-version.ts";
import { contentAsOf } from "../../../db/queries/roster-edits.ts";
import { DATA_LICENCE, EXPORT_COLUMNS, exportQuery, type RosterExport } from "../../shared/open-data.ts";
import { describeIssue, jsonError } from "../http/http-errors.ts";
import { publicOrigin } from "../http/client-ip.ts";
import { toCsv } from "./csv.ts";
import { toIcs } from "./ics.ts";
import { exportedPeopleOn } from "./roster-export.ts";
import { turning80Events } from "./turning-80.ts";

interface ExportDeps {
  db: Db;
  today: () => string;
  /** Date of the last change to the roster. */
  asOf: () => string;
  /** How many of the operator's proxies stand in front: links in downloads use the address the visitor reached. */
  trustProxy?: number;
}

/** Downloads: the whole roster as CSV and JSON for a day, and the calendar of 80th birthdays. */
export function exportRoutes({ db, today, asOf, trustProxy = 0 }: ExportDeps) {
  function rosterFor(c: Context): RosterExport | Response {
    const parsed = exportQuery.safeParse(c.req.query());
    if (!parsed.success) {
      const { error, field } = describeIssue(parsed.error);
      return jsonError(c, 400, error, field);
    }
    const date = parsed.data.date ?? today();
    const completeFrom = contentAsOf(db);
    if (date < completeFrom) {
      return jsonError(c, 400, `The roster can list the College only from ${completeFrom}, the day its facts were compiled: it does not hold the cardinals who died or left the College before then, so it cannot answer for ${date}. Ask for ${completeFrom} or a later day.`, "date");
    }
    const people = exportedPeopleOn(allPeople(db, date), date);
    return { asOf: asOf(), rosterVersion: readRosterVersion(db), date, completeFrom, licence: DATA_LICENCE, people };
  }

  function download(c: Context, roster: RosterExport, body: string, type: string, extension: string) {
    return c.body(body, 200, {
      "content-type": type,
      "content-disposition": `attachment; filename="cardinals-${roster.date}.${extension}"`,
      "x-roster-version": String(roster.rosterVersion),
      "x-data-as-of": roster.asOf,
    });
  }

  return new Hono()
    .get("/cardinals.json", (c) => {
      const roster = rosterFor(c);
      return roster instanceof Response ? roster : download(c, roster, JSON.stringify(roster), "application/json; charset=utf-8", "json");
    })
    .get("/cardinals.csv", (c) => {
      const roster = rosterFor(c);
      if (roster instanceof Response) return roster;
      return download(c, roster, toCsv(EXPORT_COLUMNS, roster.people), "text/csv; charset=utf-8; header=present", "csv");
    })
    .get("/turning-80.ics", (c) => {
      const day = today();
      const people = exportedPeopleOn(allPeople(db, day), day);
      const base = publicOrigin(c.req.raw, trustProxy);
      const events = turning80Events(people, day).map((e) => ({ ...e, url: e.url && new URL(e.url, base).href }));
      const body = toIcs({ name: "Cardinals turning 80", productId: "-//Cardinalis//Turning 80//EN", stamp: day, events });
      return c.body(body, 200, {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": `inline; filename="turning-80.ics"`,
        "x-roster-version": String(readRosterVersion(db)),
        "x-data-as-of": asOf(),
      });
    });
}
