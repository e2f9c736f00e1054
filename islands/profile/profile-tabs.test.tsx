import { afterEach, describe, expect, test } from "bun:test";
import { cleanup, render, screen, within } from "@testing-library/react";
import { BiographyTab, QuotesTab, RatingsTab, SourcesTab, ViewsTab } from "./profile-tabs.tsx";
import { mergeProfile, type CardinalProfile } from "./merge.ts";
import type { Cardinal } from "../../src/shared/cardinals.ts";
import { outletName, truncateTitle, truncateUrl } from "./source-label.ts";

afterEach(cleanup);

const record = {
  id: 1, slug: "test-cardinal", fullName: "Test Cardinal", nameWithOrder: "Test Cardinal", lastName: "Cardinal",
  givenNames: "Test", religiousOrder: null, nationality: "Italy", region: "Europe", birthDate: "1950-01-01",
  birthPlace: null, deathDate: null, deathSource: null, renunciationDate: null, renunciationSource: null, ageInYears: 76, isElector: true, conclavesAttended: null, priestOrdination: null, episcopalConsecration: null,
  createdCardinal: null, created: false, createdBy: null, rank: null, currentPosition: null, status: "cardinal",
  officialBiographyUrl: null, wikidataId: null, cardinalPriestOf: null, episcopalMotto: null, education: null,
  earlyCareer: null, churchPositions: null, content: null, biography: null, views: null, ratings: null,
  quotes: null, sources: null, profileFile: null, collegeOffices: [], latinName: null,
} satisfies Cardinal;

const empty: CardinalProfile = mergeProfile(record, null);

describe("empty states", () => {
  test.each([
    [BiographyTab, "Biographical Summary", "No detailed biography available for this cardinal."],
    [ViewsTab, "Views & Positions", "No detailed views or positions available for this cardinal."],
    [RatingsTab, "Theological & Administrative Ratings", "No ratings available for this cardinal."],
    [QuotesTab, "Notable Quotes", "No notable quotes or statements available for this cardinal."],
    [SourcesTab, "Sources & References", "No sources or references available for this cardinal."],
  ])("%# shows its heading and empty text", (Tab, heading, text) => {
    render(<Tab p={empty} />);
    expect(screen.getByRole("heading", { name: heading })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
  });
});

test("biography renders markdown and lets no raw HTML through", () => {
  const p = mergeProfile({ ...record, content: "From the record." }, { biography: "A **bold** claim <script>alert(1)</script><img src=x onerror=alert(1)>" });
  const { container } = render(<BiographyTab p={p} />);
  expect(container.querySelector("strong")?.textContent).toBe("bold");
  expect(container.querySelector("script")).toBeNull();
  expect(container.querySelector("img")).toBeNull();
  expect(screen.queryByText("From the record.")).toBeNull();
});

test("the record's summary shows when there is no file", () => {
  render(<BiographyTab p={mergeProfile({ ...record, content: "Born on **1 January 1950**." }, null)} />);
  expect(screen.getByText("1 January 1950")).toBeTruthy();
});

test("views show a heading per category", () => {
  render(<ViewsTab p={mergeProfile(record, { views: [{ category: "Liturgy", rating: 0, description: "Prefers *reverence*." }] })} />);
  expect(screen.getByRole("heading", { name: "Liturgy" })).toBeTruthy();
  expect(screen.getByText("reverence").tagName).toBe("EM");
});

test("ratings show five dots and n/5, and drop malformed entries from the record", () => {
  const p = mergeProfile({ ...record, ratings: JSON.stringify([
    { category: "Orthodoxy", rating: 4, description: "Mainstream." },
    { category: "Bad", rating: "4", description: "string rating" },
    { category: 7, rating: 3, description: "number category" },
    { category: "No description", rating: 2 },
  ]) }, null);
  render(<RatingsTab p={p} />);
  const items = screen.getAllByRole("listitem");
  expect(items).toHaveLength(1);
  expect(within(items[0]!).getByText("4/5")).toBeTruthy();
  expect(within(items[0]!).getByRole("img", { name: "4 out of 5" }).children).toHaveLength(5);
  expect(screen.getByText(/scale of 1-5/)).toBeTruthy();
});

test("ratings link their source after the evidence, and the tab links once to how the ratings are made", () => {
  const url = "https://www.vaticannews.va/en/vatican-city/news/2024-01/homily.html";
  render(<RatingsTab p={mergeProfile(record, { ratings: [
    { category: "Orthodoxy", rating: 5, description: "No public dissent.", evidence: "His homilies.", source: { title: "Homily (Vatican News)", url } },
    { category: "Public Profile", rating: 3, description: "Known at home.", evidence: "Local coverage.", source: { title: "Not a web page", url: "javascript:alert(1)" } },
    { category: "Outspokenness", rating: 2, description: "Rarely speaks." },
  ] })} />);
  const [sourced, unsafe, bare] = screen.getAllByRole("listitem");
  expect(within(sourced!).getByText(/Based on:/).textContent).toBe("Based on: His homilies. Source: Homily (Vatican News)");
  const link = within(sourced!).getByRole("link", { name: "Homily (Vatican News)" });
  expect(link.getAttribute("href")).toBe(url);
  expect(link.getAttribute("target")).toBe("_blank");
  expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  expect(within(unsafe!).queryByRole("link")).toBeNull();
  expect(within(unsafe!).getByText(/Not a web page/)).toBeTruthy();
  expect(within(bare!).queryByText(/Source:/)).toBeNull();
  const method = screen.getAllByRole("link", { name: "How the ratings are made" });
  expect(method).toHaveLength(1);
  expect(method[0]!.getAttribute("href")).toBe("/ratings-methodology");
});

test("quotes show source, date in parentheses and context", () => {
  render(<QuotesTab p={mergeProfile(record, { quotes: [{ text: "Peace be with you.", source: "Vatican News", date: "2025-05-08", content: "From the loggia." }] })} />);
  expect(screen.getByText("“Peace be with you.”")).toBeTruthy();
  expect(screen.getByText(/Source: Vatican News/).textContent).toContain("(2025-05-08)");
  expect(screen.getByText(/^Context:/).textContent).toBe("Context: From the loggia.");
});

test("a quote with a URL links its source to the page that has the exact words", () => {
  const url = "https://www.vaticannews.va/en/pope/news/2025-05/first-words.html";
  render(<QuotesTab p={mergeProfile(record, { quotes: [{ text: "Peace be with you.", source: "Vatican News", url, date: "2025-05-08" }, { text: "Unlinked.", source: "A book" }] })} />);
  const link = screen.getByRole("link", { name: "Vatican News" });
  expect(link.getAttribute("href")).toBe(url);
  expect(link.getAttribute("target")).toBe("_blank");
  expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  expect(screen.getAllByRole("link")).toHaveLength(1);
});

test("sources: external links in a new tab, labelled, truncated; entries without URL as text", () => {
  const long = "A very long title about the consistory of cardinals and what it decided there";
  const url = `https://www.vaticannews.va/en/vatican-city/news/2025-05/${"x".repeat(60)}.html`;
  render(<SourcesTab p={mergeProfile(record, { sources: [{ title: long, url }, { url: "https://press.vatican.va/a" }, { title: "A printed book" }] })} />);
  const links = screen.getAllByRole("link");
  expect(links[0]!.textContent).toBe(`${long.slice(0, 57)}...`);
  expect(links[0]!.getAttribute("target")).toBe("_blank");
  expect(links[0]!.getAttribute("rel")).toBe("noopener noreferrer");
  expect(screen.getByText("Vatican News")).toBeTruthy();
  expect(screen.getByText(`${url.slice(0, 70)}...`)).toBeTruthy();
  expect(links[1]!.textContent).toBe("Holy See Press Office");
  expect(screen.getByText("A printed book").tagName).toBe("SPAN");
});

test("labels and truncation rules", () => {
  expect(outletName("https://www.reuters.com/world/x")).toBe("Reuters");
  expect(outletName("https://en.wikipedia.org/wiki/X")).toBe("Wikipedia");
  expect(outletName("https://example.org/a")).toBe("example.org");
  expect(outletName("not a url")).toBeNull();
  expect(truncateTitle("x".repeat(60))).toBe("x".repeat(60));
  expect(truncateTitle("x".repeat(61))).toBe(`${"x".repeat(57)}...`);
  expect(truncateUrl("u".repeat(70))).toBe("u".repeat(70));
});
