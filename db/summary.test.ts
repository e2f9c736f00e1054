/**
 * Generated summaries are markdown built from facts; the facts must come out
 * as the words they hold, rendered the way the site renders markdown
 * (react-markdown, raw HTML skipped).
 */
import { describe, expect, test } from "bun:test";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import ReactMarkdown from "react-markdown";
import { factualSummary, markdownLiteral } from "./summary.ts";
import type { RosterMember } from "../src/shared/roster.ts";

const render = (markdown: string) => renderToStaticMarkup(createElement(ReactMarkdown, { skipHtml: true }, markdown));

const member: RosterMember = {
  slug: "test-member", name: "Pietro Parolin", nameWithOrder: "Pietro Parolin", surname: "Parolin", givenNames: "Pietro", order: null,
  country: "Italy", region: "Europe", born: "1955-01-17", birthplace: "Schiavon", ordainedPriest: "1980-04-27", consecratedBishop: "2009-02-12",
  created: "2014-02-22", createdBy: "Pope Francis", rank: "Cardinal Bishop", office: "Secretary of State", status: "cardinal",
  pressOfficeBio: null, wikidata: null, died: null, renounced: null,
};

describe("factual summaries", () => {
  test("a birthplace carrying a heading and a link renders as plain words: no heading, no link", () => {
    const html = render(factualSummary({ ...member, birthplace: "Rome\n\n# Heading\n\n[Donate](https://evil.example)" }));
    expect(html).not.toContain("<h1");
    expect(html).not.toContain("<a");
    expect(html).toContain("# Heading [Donate](https://evil.example)");
  });

  test("name, office and order: emphasis, code, images, HTML and entities stay text", () => {
    const html = render(factualSummary({
      ...member, name: "- **Bold** `code` ![img](https://x.example/i.png)", office: "<script>x</script> &amp; _em_ | ~del~", order: "[link](https://x.example)",
    }));
    expect(html.replace("<strong>Current office:</strong>", "")).not.toMatch(/<(strong|em|code|img|ul|li|a|script|del)\b/);
    expect(html).toContain("- **Bold** `code` ![img](https://x.example/i.png) was born");
    expect(html).toContain("&lt;script&gt;x&lt;/script&gt; &amp;amp; _em_ | ~del~");
    expect(html).toContain("a religious institute ([link](https://x.example))");
    // The summary's own markup still works.
    expect(html).toContain("<strong>Current office:</strong>");
  });

  test("a fact that starts like a numbered list or a heading underline stays a sentence", () => {
    expect(render(markdownLiteral("1. First"))).toBe("<p>1. First</p>");
    expect(render(markdownLiteral("+ plus"))).toBe("<p>+ plus</p>");
    expect(render(`Line\n${markdownLiteral("===")}`)).toBe("<p>Line\n===</p>");
  });

  test("an ordinary summary reads as before", () => {
    expect(render(factualSummary(member))).toBe(
      "<p>Pietro Parolin was born on 17 January 1955 in Schiavon, Italy. He was ordained a priest on 27 April 1980. He received episcopal consecration on 12 February 2009. Pope Francis created him a cardinal at the consistory of 22 February 2014; he belongs to the order of Cardinal Bishops.</p>\n<p><strong>Current office:</strong> Secretary of State.</p>",
    );
  });
});
