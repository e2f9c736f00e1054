/**
 * Conclave mode in the server's HTML: every page carries the banner while the
 * See is vacant, in the words of each phase, and the live page the timeline;
 * a cached page follows each recorded event. A real database, the real API
 * recording the events, the same page handler the executable mounts.
 */
import { afterAll, expect, test } from "bun:test";
import { createConclaveSite } from "../test/conclave-site.ts";

const { clock, site, record, close } = createConclaveSite();
afterAll(close);
async function html(path: string) {
  const url = new URL(`https://cardinalis.example${path}`);
  const res = await site.handle(new Request(url), url);
  const text = await res.text();
  // React separates adjacent text with empty comments; they are not part of what a reader sees.
  return text.slice(text.indexOf('<div id="root">'), text.indexOf('<script id="query-state"')).replaceAll("<!-- -->", "");
}
/** The banner's text, tags removed. */
async function banner(path = "/") {
  const m = /<div data-testid="conclave-banner"[^>]*>([\s\S]*?)<\/div><\/div>/.exec(await html(path));
  return m ? m[1]!.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'") : null;
}

test("in normal times no page carries a banner, nor the conclave's filter or figures", async () => {
  expect(await banner("/")).toBeNull();
  // Only the home page's own banner about Leo XIV's election; his pages speak of him as the pope.
  expect(await html("/")).toContain('data-testid="new-pope-banner"');
  for (const path of ["/new-holy-father", "/deep-dive-pope-leo"]) expect(await html(path)).not.toContain('data-testid="pontificate-ended"');
  expect(await html("/")).not.toContain("Electors in this conclave");
  expect(await html("/conclave-insights")).not.toContain('data-testid="conclave-electorate"');
  expect(await banner("/live-stream")).toBeNull();
});

test("after a vacancy every page says since when, with the start window; the live page the electorate", async () => {
  await record({ type: "vacancy", cause: "death" });
  for (const path of ["/", "/cardinal/pietro-parolin", "/conclave-insights", "/no-such-page"]) {
    expect(await banner(path)).toContain("Sede vacante since 21 April");
  }
  expect(await banner()).toContain("The conclave may begin between 6 May and 11 May");
  const live = await html("/live-stream");
  expect(live).toContain('data-testid="conclave-panel"');
  // The directory offers the conclave's electors, and Insights their figures, only while the See is vacant.
  expect(await html("/")).toContain("Electors in this conclave");
  const insights = await html("/conclave-insights");
  expect(insights).toContain('data-testid="conclave-electorate"');
  const count = /data-testid="conclave-electors">(\d+)</.exec(live)![1];
  expect(insights).toContain(`data-testid="conclave-figure-electors">${count}<`);
  expect(await html("/?conclaveElectors=true")).toContain(`(${count} results)`);
  expect(live).toMatch(/data-testid="conclave-electors">\d+</);
});

test("once the conclave has begun: the day, the ballot and the smoke with Rome's time", async () => {
  await record({ type: "conclave-start", at: "2026-05-06T14:30:00Z" });
  expect(await banner()).toContain("The conclave begins on 6 May at 16:30 (Rome)");
  clock.now = new Date("2026-05-07T09:51:00Z");
  await record({ type: "ballot", smoke: "black" });
  clock.now = new Date("2026-05-07T09:52:00Z");
  expect(await banner()).toContain("Conclave, day 2 · ballot 1: black smoke at 11:51");
  const live = await html("/live-stream");
  expect(live).toContain("Day 2 · 7 May");
});

test("white smoke, then Habemus Papam linking to his page", async () => {
  clock.now = new Date("2026-05-07T15:07:00Z");
  await record({ type: "ballot", smoke: "white" });
  const white = await banner();
  expect(white).toContain("WHITE SMOKE");
  expect(white).toContain("ballot 2: white smoke at 17:07");
  clock.now = new Date("2026-05-07T16:10:00Z");
  await record({ type: "elected", slug: "pietro-parolin", papalName: "John XXIV" });
  expect(await banner("/fun-polls")).toContain("Habemus Papam: Pietro Parolin, John XXIV");
  expect(await html("/")).toContain('href="/cardinal/pietro-parolin"');
});

test("the new pontificate takes the banner away", async () => {
  clock.now = new Date("2026-05-08T09:00:00Z");
  await record({ type: "new-pontificate" });
  expect(await banner("/")).toBeNull();
  // Leo XIV is no longer the pope: the home page no longer calls him the new Holy Father.
  const home = await html("/");
  expect(home).toContain("Cardinals of the Catholic Church");
  expect(home).not.toContain('data-testid="new-pope-banner"');
  expect(home).not.toContain("Meet the new Holy Father");
  // His pages, written while he was pope, say first that his pontificate has ended, on the day the See fell vacant.
  for (const path of ["/new-holy-father", "/deep-dive-pope-leo"]) {
    expect((await html(path)).replaceAll("&#x27;", "'")).toContain("Leo XIV's pontificate ended on 21 April 2026.");
  }
  expect(await html("/pl/new-holy-father")).toContain("Pontyfikat Leona XIV zakończył się 21 kwietnia 2026.");
});
