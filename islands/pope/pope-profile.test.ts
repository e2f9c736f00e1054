import { expect, test } from "bun:test";
import type { Cardinal } from "../../src/shared/cardinals.ts";
import { mergePopeProfile } from "./pope-profile.ts";
import { clampStars } from "./profile-parts.ts";

const record = {
  slug: "robert-francis-prevost", fullName: "Robert Francis Prevost", nameWithOrder: "Robert Francis Prevost OSA",
  nationality: "United States", religiousOrder: "OSA", birthDate: "1955-09-14", birthPlace: "Chicago",
  priestOrdination: "1982-06-19", episcopalConsecration: "2014-12-12", createdCardinal: "2023-09-30", createdBy: "Pope Francis",
  currentPosition: "Pope Leo XIV (elected 8 May 2025)", episcopalMotto: null, biography: null,
  content: "Record summary.", views: null, ratings: null, quotes: null,
  sources: [{ title: "Press Office", url: "https://press.vatican.va/x" }],
} as unknown as Cardinal;

test("the record alone makes a profile: name from the office, facts, summary, sources", () => {
  const p = mergePopeProfile(record, null);
  expect(p.pontificalName).toBe("Leo XIV");
  expect(p.biography).toBe("Record summary.");
  expect(p.facts).toContainEqual({ label: "Born", value: "14 September 1955, Chicago" });
  expect(p.facts).toContainEqual({ label: "Created cardinal", value: "30 September 2023, by Pope Francis" });
  expect(p.facts).toContainEqual({ label: "Elected pope", value: "8 May 2025" });
  expect(p.sources).toEqual([{ title: "Press Office", url: "https://press.vatican.va/x" }]);
  expect(p.ratings).toEqual([]);
  expect(p.firstMessage).toBeNull();
});

test("the file wins: biography, ratings keyed by category, quotes and sources", () => {
  const p = mergePopeProfile(record, {
    biography: "From the file.",
    ratings: { Orthodoxy: { rating: 4, description: "Why.", evidence: "What." }, Outspokenness: { rating: 9 } },
    quotes: [{ text: "Peace be with you all!", source: "Holy See", date: "2025-05-08" }, { source: "no text" }],
    sources: [{ title: "Vatican News", url: "https://www.vaticannews.va/" }, { title: "bad", url: "javascript:alert(1)" }],
    first_message: { date: "2025-05-08", occasion: "Loggia", excerpts: ["Peace be with you all!"] },
  });
  expect(p.biography).toBe("From the file.");
  expect(p.ratings).toEqual([
    { category: "Orthodoxy", rating: 4, description: "Why.", evidence: "What." },
    { category: "Outspokenness", rating: 5, description: "", evidence: "" },
  ]);
  expect(p.quotes.map((q) => q.text)).toEqual(["Peace be with you all!"]);
  expect(p.sources.map((s) => s.title)).toEqual(["Vatican News"]);
  expect(p.firstMessage?.excerpts).toEqual(["Peace be with you all!"]);
  expect(p.firstMessage?.source).toBeNull();
});

test("stars are whole numbers from 1 to 5", () => {
  expect([0, 1, 2.6, 5, 7, Number.NaN].map(clampStars)).toEqual([1, 1, 3, 5, 5, 1]);
});
