import { describe, expect, test } from "bun:test";
import { parseJsonProfile, parseMarkdownProfile, parseProfileFile } from "./profile-file.ts";

describe("JSON profiles", () => {
  test("maps the file's keys to the panel's fields", () => {
    const p = parseJsonProfile(JSON.stringify({
      biography: "Born in **Vicenza**.",
      basic_info: { titular_church: "Santi Simone e Giuda Taddeo", episcopal_motto: "Caritas" },
      theological_positions: [{ category: "Diplomacy", description: "Patient dialogue." }],
      ratings: { Orthodoxy: { rating: 4, description: "Mainstream.", evidence: "Speeches." } },
      quotes: [{ text: "Peace.", source: "Vatican News", url: "https://www.vaticannews.va/en/p.html", date: "2024-01-01", context: "An interview." }],
      references: [{ title: "Biography", url: "https://press.vatican.va/x" }, "A book without a link"],
    }))!;
    expect(p.biography).toBe("Born in **Vicenza**.");
    expect(p.cardinalPriestOf).toBe("Santi Simone e Giuda Taddeo");
    expect(p.episcopalMotto).toBe("Caritas");
    expect(p.views).toEqual([{ category: "Diplomacy", rating: 0, description: "Patient dialogue." }]);
    expect(p.ratings).toEqual([{ category: "Orthodoxy", rating: 4, description: "Mainstream.", evidence: "Speeches." }]);
    expect(p.quotes).toEqual([{ text: "Peace.", source: "Vatican News", url: "https://www.vaticannews.va/en/p.html", date: "2024-01-01", content: "An interview." }]);
    expect(p.sources).toEqual([{ title: "Biography", url: "https://press.vatican.va/x" }, { title: "A book without a link" }]);
  });

  test("a rating keeps its source only when it has both a title and a URL", () => {
    const url = "https://www.vaticannews.va/en/vatican-city/news/2024-01/x.html";
    const p = parseJsonProfile(JSON.stringify({
      ratings: {
        Orthodoxy: { rating: 5, description: "No dissent.", evidence: "Homilies.", source: { title: "Homily (Vatican News)", url } },
        "Public Profile": { rating: 3, description: "Known.", source: { title: "No URL" } },
        Outspokenness: { rating: 2, description: "Quiet.", source: "https://example.org/a string is not a source" },
      },
    }))!;
    expect(p.ratings).toEqual([
      { category: "Orthodoxy", rating: 5, description: "No dissent.", evidence: "Homilies.", source: { title: "Homily (Vatican News)", url } },
      { category: "Public Profile", rating: 3, description: "Known." },
      { category: "Outspokenness", rating: 2, description: "Quiet." },
    ]);
  });

  test("drops ratings that are not integers from 1 to 5 or not numbers", () => {
    const p = parseJsonProfile(JSON.stringify({
      ratings: {
        Orthodoxy: { rating: 0, description: "x" }, Outspokenness: { rating: 6, description: "x" },
        "Public Profile": { rating: 3.5, description: "x" }, "Pastoral Focus": { rating: "4", description: "x" },
        "Global Engagement": { rating: 5, description: "ok" },
      },
    }))!;
    expect(p.ratings).toEqual([{ category: "Global Engagement", rating: 5, description: "ok" }]);
  });

  test("drops quotes without text; accepts lists given as JSON strings", () => {
    const p = parseJsonProfile(JSON.stringify({
      quotes: JSON.stringify([{ source: "No text" }, { text: "", source: "Empty" }, { text: "Kept." }]),
    }))!;
    expect(p.quotes).toEqual([{ text: "Kept." }]);
  });

  test("a file that does not parse, or is not an object, is skipped", () => {
    expect(parseJsonProfile("{ not json")).toBeNull();
    expect(parseJsonProfile("[1,2]")).toBeNull();
    expect(parseProfileFile("cardinal_x.json", "")).toBeNull();
  });
});

describe("markdown profiles", () => {
  const md = `# Péter Erdő

## Biography
First paragraph.

Second paragraph.

## Basic Information
- **Episcopal motto:** Initium sapientiae timor Domini
- **Titular church:** Santa Balbina

## Views and Positions
### Family
Defends the family.

### Ecumenism
Works with the Orthodox.

## Theological Ratings (Scale 1-5)
- **Orthodoxy:** 5/5 - Strictly doctrinal. (Evidence: Synod relatio, 2014.)
- **Global Engagement:** 4/5 - Led the European bishops (CCEE). (Evidence: CCEE president 2006-2016. Source: [Erdő elected (Vatican News)](https://www.vaticannews.va/en/erdo_(ccee).html))
- **Outspokenness:** 7/5 - Impossible.
- **Public Profile:** 2.5/5 - Not an integer.
- **Pastoral Focus:** 3/5 - Parish work.

## Notable Writings, Speeches, or Statements
- "Exact words here." - Vatican News, 2014-10-13. Context: at the synod.
- "" - Empty quote.
- "Undated words." - Magyar Kurír
- "Linked words." - [Vatican News](https://www.vaticannews.va/en/linked.html), 2015-10-05. Context: opening the synod.

## Sources and References
- [Holy See Press Office biography](https://press.vatican.va/erdo)
- A printed book
`;

  test("reads every section by its heading", () => {
    const p = parseMarkdownProfile(md);
    expect(p.biography).toBe("First paragraph.\n\nSecond paragraph.");
    expect(p.episcopalMotto).toBe("Initium sapientiae timor Domini");
    expect(p.cardinalPriestOf).toBe("Santa Balbina");
    expect(p.views?.map((v) => v.category)).toEqual(["Family", "Ecumenism"]);
    expect(p.sources).toEqual([{ title: "Holy See Press Office biography", url: "https://press.vatican.va/erdo" }, { title: "A printed book" }]);
  });

  test("keeps only integer ratings from 1 to 5, with their evidence and source", () => {
    expect(parseMarkdownProfile(md).ratings).toEqual([
      { category: "Orthodoxy", rating: 5, description: "Strictly doctrinal.", evidence: "Synod relatio, 2014." },
      {
        category: "Global Engagement", rating: 4, description: "Led the European bishops (CCEE).", evidence: "CCEE president 2006-2016.",
        source: { title: "Erdő elected (Vatican News)", url: "https://www.vaticannews.va/en/erdo_(ccee).html" },
      },
      { category: "Pastoral Focus", rating: 3, description: "Parish work." },
    ]);
  });

  test("quotes need text; source, date and context are split out", () => {
    expect(parseMarkdownProfile(md).quotes).toEqual([
      { text: "Exact words here.", source: "Vatican News", date: "2014-10-13", content: "at the synod." },
      { text: "Undated words.", source: "Magyar Kurír" },
      { text: "Linked words.", source: "Vatican News", url: "https://www.vaticannews.va/en/linked.html", date: "2015-10-05", content: "opening the synod." },
    ]);
  });
});
