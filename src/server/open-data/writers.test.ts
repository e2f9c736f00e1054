/**
 * The calendar and CSV writers are safe on their own: whatever text reaches
 * them (a value stored before the input rules refused control characters, or
 * a future caller that forgets them), the file stays one valid document and no
 * value can start a line of its own.
 */
import { describe, expect, test } from "bun:test";
import { parse as parseCsv } from "csv-parse/sync";
import ICAL from "ical.js";
import { createTestApp } from "../test/test-db.ts";
import { toIcs } from "./ics.ts";
import { toCsv } from "./csv.ts";

const CONTROL_BUT_CRLF_TAB = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Every physical line, split the way a lenient reader would: on CR, LF or both. */
const linesOf = (text: string) => text.split(/\r\n|\r|\n/);

describe("calendar text (RFC 5545)", () => {
  const event = (summary: string, description: string) => ({ uid: "x@cardinalis", day: "2027-03-01", summary, description, url: "https://cardinalis.example/cardinal/x" });

  test("a bare CR, a bare LF and CRLF in a name are escaped as \\n, so no injected property appears", () => {
    const text = toIcs({
      name: "Test", productId: "-//Test//EN", stamp: "2026-01-30",
      events: [event("Name\rDESCRIPTION:injected", "First\nLOCATION:nowhere\r\nlast")],
    });
    const lines = linesOf(text);
    expect(lines.filter((l) => l.startsWith("DESCRIPTION:"))).toHaveLength(1);
    expect(lines.some((l) => l.startsWith("DESCRIPTION:injected") || l.startsWith("LOCATION:"))).toBe(false);
    // Only CRLF line ends remain.
    expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!;
    expect(vevent.getFirstPropertyValue("summary")).toBe("Name\nDESCRIPTION:injected");
    expect(vevent.getFirstPropertyValue("description")).toBe("First\nLOCATION:nowhere\nlast");
    expect(vevent.getFirstPropertyValue("location")).toBeNull();
  });

  test("other control characters never reach the file; tabs, commas and semicolons are kept as text", () => {
    const text = toIcs({ name: "Te\u0000st", productId: "-//Test//EN", stamp: "2026-01-30", events: [event("A\u000bB\u0085C", "tab\there; semi, comma\\")] });
    expect(text).not.toMatch(CONTROL_BUT_CRLF_TAB);
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!;
    expect(vevent.getFirstPropertyValue("summary")).toBe("A\uFFFDB\uFFFDC");
    expect(vevent.getFirstPropertyValue("description")).toBe("tab\there; semi, comma\\");
  });

  test("through the real download: an elector's stored name with a CR stays inside its SUMMARY", async () => {
    const { app, db, cleanup } = createTestApp("2026-01-30");
    try {
      const first = new ICAL.Component(ICAL.parse(await (await app.request("/api/export/turning-80.ics")).text())).getFirstSubcomponent("vevent")!;
      const slug = String(first.getFirstPropertyValue("uid")).replace(/^turning-80-|@cardinalis$/g, "");
      // Written straight to the database: the API refuses it now, but a row stored earlier may hold it.
      db.$client.run("UPDATE cardinals SET full_name = full_name || ? WHERE slug = ?", ["\rDESCRIPTION:injected\u000b", slug]);
      const text = await (await app.request("/api/export/turning-80.ics")).text();
      expect(linesOf(text).some((l) => l.startsWith("DESCRIPTION:injected"))).toBe(false);
      expect(text).not.toMatch(CONTROL_BUT_CRLF_TAB);
      const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent");
      const mine = events.find((v) => v.getFirstPropertyValue("uid") === `turning-80-${slug}@cardinalis`)!;
      expect(String(mine.getFirstPropertyValue("summary"))).toContain("\nDESCRIPTION:injected\uFFFD turns 80");
    } finally {
      cleanup();
    }
  });
});

describe("CSV", () => {
  test("control characters become U+FFFD; quoted line breaks stay, and every row keeps its columns", () => {
    const rows = [{ a: "one\u000btwo", b: "line\r\nbreak", c: "nul\u0000" }, { a: "=1+1", b: "plain", c: "x" }];
    const text = toCsv(["a", "b", "c"], rows);
    expect(text).not.toMatch(CONTROL_BUT_CRLF_TAB);
    const parsed = parseCsv(text.slice(1), { columns: true }) as Record<string, string>[];
    expect(parsed).toEqual([{ a: "one\uFFFDtwo", b: "line\r\nbreak", c: "nul\uFFFD" }, { a: "'=1+1", b: "plain", c: "x" }]);
  });
});
