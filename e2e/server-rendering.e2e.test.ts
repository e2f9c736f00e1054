/**
 * Server rendering in the real executable and Chromium: every route hydrates
 * without a console error or hydration warning and without fetching its data
 * again; a click works right after load; and with JavaScript turned off each
 * route still shows its main content.
 */
import { expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { PAGES } from "../islands/app/pages.tsx";
import { newVisitorPage } from "./browser.ts";
import { siteInChromium } from "./harness.ts";

const e2e = siteInChromium();

const ROUTES = [...PAGES.filter((p) => !p.path.includes(":")).map((p) => p.path), "/?region=Asia&page=2", "/cardinal/pietro-parolin", "/cardinals/peter-erdo", "/no-such-page"];
const NOT_FOUND = new Set(["/no-such-page"]);

/** Reads the server prefetched for a route: the browser must not ask for them again. */
const PREFETCHED: Record<string, RegExp> = {
  "/": /\/api\/cardinals\?/,
  "/cardinal/pietro-parolin": /\/api\/cardinals\/pietro-parolin|\/api\/cardinal-file\//,
  "/conclave-insights": /\/api\/cardinals\?/,
  "/new-holy-father": /\/api\/cardinals\/robert-francis-prevost|\/api\/cardinal-file\//,
};

async function openWatched(path: string): Promise<{ page: Page; problems: string[]; apiReads: string[] }> {
  const page = await newVisitorPage(e2e.browser);
  const problems: string[] = [];
  const apiReads: string[] = [];
  page.on("console", (m) => {
    if (m.type() !== "error" && m.type() !== "warning") return;
    // The 404 page's own document answers 404, which Chromium reports as a failed load.
    if (NOT_FOUND.has(path) && m.text().includes("status of 404")) return;
    problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
  page.on("request", (r) => { if (new URL(r.url()).pathname.startsWith("/api/")) apiReads.push(new URL(r.url()).pathname + new URL(r.url()).search); });
  await page.goto(e2e.site.url + path);
  await page.waitForSelector("html[data-hydrated]");
  await page.waitForLoadState("networkidle");
  return { page, problems, apiReads };
}

/** Marks the page's document: a page load since then would show as a document without the mark. */
const markDocument = (page: Page) => page.evaluate(() => { (window as unknown as { marked: boolean }).marked = true; });
const isMarkedDocument = (page: Page) => page.evaluate(() => (window as unknown as { marked?: boolean }).marked === true);

for (const path of ROUTES) {
  test(`${path} hydrates without errors or warnings and without reading its data again`, async () => {
    const { page, problems, apiReads } = await openWatched(path);
    expect(problems).toEqual([]);
    const prefetched = PREFETCHED[path];
    if (prefetched) expect(apiReads.filter((r) => prefetched.test(r))).toEqual([]);
    await page.close();
  });
}

test("a click right after load is handled by the app, without a page load", async () => {
  const page = await newVisitorPage(e2e.browser);
  await page.goto(e2e.site.url + "/");
  await page.waitForSelector("html[data-hydrated]");
  await markDocument(page);
  const first = await page.locator("[data-cardinal]").first().getAttribute("data-cardinal");
  await page.getByRole("link", { name: "Page 2", exact: true }).click();
  await page.waitForURL(/page=2/);
  await page.waitForFunction((slug) => document.querySelector("[data-cardinal]")?.getAttribute("data-cardinal") !== slug, first);
  expect(await isMarkedDocument(page)).toBe(true);
  await page.close();
});

test("a tab of a server-rendered profile switches right after load", async () => {
  const page = await newVisitorPage(e2e.browser);
  await page.goto(e2e.site.url + "/cardinal/pietro-parolin");
  await page.waitForSelector("html[data-hydrated]");
  await page.getByRole("tab", { name: "Sources" }).click();
  await page.getByRole("tabpanel", { name: "Sources" }).waitFor();
  expect(await page.getByRole("tabpanel").count()).toBe(1);
  await page.close();
});

test("a tab hidden while Insights hydrated shows the server's elements when chosen, and its links are the app's", async () => {
  const page = await newVisitorPage(e2e.browser);
  await page.goto(e2e.site.url + "/conclave-insights");
  await page.waitForSelector("html[data-hydrated]");
  const panel = page.getByRole("tabpanel", { name: "Papabili", includeHidden: true });
  // A mark on the server's first link of the hidden panel: it survives only if that element is kept.
  const serverLink = panel.locator("a[href*=cardinalId]").first();
  await serverLink.evaluate((a) => { (a as unknown as { fromServer: boolean }).fromServer = true; });
  // React marks each element it has hydrated with a property of its own: the hidden panel's have none yet.
  const hydrated = (a: Element) => Object.keys(a).some((key) => key.startsWith("__reactFiber$"));
  expect(await serverLink.evaluate(hydrated)).toBe(false);
  expect(await page.getByRole("tab", { name: "Overview" }).evaluate(hydrated)).toBe(true);
  await markDocument(page);
  await page.getByRole("tab", { name: "Papabili" }).click();
  await panel.waitFor();
  const link = panel.locator("a[href*=cardinalId]").first();
  expect(await link.evaluate((a) => (a as unknown as { fromServer?: boolean }).fromServer)).toBe(true);
  expect(await link.evaluate(hydrated)).toBe(true);
  // Hydrated: the app opens the detail panel in place instead of loading the page.
  await link.click();
  await page.getByRole("dialog").waitFor();
  expect(await isMarkedDocument(page)).toBe(true);
  await page.close();
});

test("a client-side navigation keeps the tab's title in step with the page, as the server titles it", async () => {
  const page = await newVisitorPage(e2e.browser);
  await page.goto(e2e.site.url + "/");
  await page.waitForSelector("html[data-hydrated]");
  const serverTitle = async (path: string) => /<title>(.*?)<\/title>/.exec(await (await fetch(e2e.site.url + path)).text())?.[1]?.replaceAll("&#39;", "'");
  await markDocument(page);
  const go = async (path: string) => {
    await page.evaluate((to) => {
      history.pushState(null, "", to);
      dispatchEvent(new PopStateEvent("popstate"));
    }, path);
    const expected = await serverTitle(path);
    expect(expected).toBeTruthy();
    await page.waitForFunction((title) => document.title === title, expected);
  };
  await go("/conclave-insights");
  // The bird game is titled with the operator's name for it.
  await go("/vatican-sniper");
  await go("/no-such-page");
  await go("/");
  expect(await isMarkedDocument(page)).toBe(true);
  await page.close();
});

/** What each route shows without JavaScript: text a reader must find in the main content. */
const WITHOUT_JS: Record<string, (page: Page) => Promise<void>> = {
  "/": async (page) => {
    expect(await page.locator("main [data-cardinal]").count()).toBe(12);
    await page.getByRole("link", { name: "Page 2", exact: true }).click();
    await page.waitForURL(/page=2/);
    expect(await page.locator("main [data-cardinal]").count()).toBe(12);
    await page.getByRole("link", { name: "Asia", exact: true }).click();
    await page.waitForURL(/region=Asia/);
    await page.getByText(/Cardinals of the Catholic Church \(\d+ results\)/).waitFor();
  },
  "/cardinal/pietro-parolin": async (page) => {
    await page.getByRole("heading", { name: "Pietro Parolin" }).waitFor();
    // Every tab's content is there and visible, one after the other.
    await page.getByRole("heading", { name: "Biographical Summary" }).waitFor();
    expect(await page.locator("[role=tabpanel]:visible").count()).toBe(5);
  },
  "/conclave-insights": async (page) => {
    await page.getByRole("heading", { name: "Conclave Insights", level: 1 }).waitFor();
    await page.getByText("Two-thirds majority").first().waitFor();
    expect(await page.locator("[role=tabpanel]:visible").count()).toBe(5);
  },
  "/new-holy-father": async (page) => { await page.getByText("Leo XIV").first().waitFor(); },
  "/deep-dive-pope-leo": async (page) => { await page.locator("main h1").waitFor(); },
  "/why-a-pope": async (page) => { await page.getByRole("heading", { name: "Why a Pope?", level: 1 }).waitFor(); },
  "/privacy": async (page) => { await page.getByRole("heading", { name: "Privacy Policy", level: 1 }).waitFor(); },
  "/terms": async (page) => { await page.getByRole("heading", { name: "Terms of Use", level: 1 }).waitFor(); },
  "/live-stream": async (page) => { await page.getByText(/Voting in this poll needs JavaScript/).waitFor(); },
  "/fun-polls": async (page) => { await page.getByText(/Voting in the polls needs JavaScript/).waitFor(); },
  "/habemus-papam": async (page) => { await page.locator('main [data-elector="pietro-parolin"]').getByText("Petrum").waitFor(); },
  "/admin1190": async (page) => { await page.getByText(/The operator dashboard needs JavaScript/).waitFor(); },
  "/conclave-game": async (page) => { await page.getByText(/Playing the game needs JavaScript/).waitFor(); },
  "/vatican-sniper": async (page) => { await page.getByText(/Playing the game needs JavaScript/).waitFor(); },
  "/changes": async (page) => { await page.getByRole("heading", { name: "Changes to the roster", level: 1 }).waitFor(); },
  "/api-docs": async (page) => {
    await page.getByRole("heading", { name: "Open data and API", level: 1 }).waitFor();
    // The endpoints come from the API's own document, rendered on the server.
    await page.getByRole("heading", { name: /GET\s*\/api\/export\/cardinals\.csv/ }).waitFor();
    await page.getByRole("link", { name: "cardinals.csv" }).waitFor();
  },
  "/no-such-page": async (page) => { await page.getByRole("heading", { name: "Page Not Found" }).waitFor(); },
};

for (const [path, check] of Object.entries(WITHOUT_JS)) {
  test(`${path} shows its main content with JavaScript turned off`, async () => {
    const context = await e2e.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(e2e.site.url + path);
    await page.locator("main").waitFor();
    await check(page);
    await context.close();
  });
}

test("hydrating the home page and a cardinal's page (in Polish too) makes no Intl formatter and moves nothing", async () => {
  for (const path of ["/", "/cardinal/pietro-parolin", "/pl/cardinal/pietro-parolin"]) {
    const page = await newVisitorPage(e2e.browser);
    // A phone's width, where the filter menus stack and a button leaving the form moved what followed it.
    await page.setViewportSize({ width: 412, height: 823 });
    // Counts the formatters whose first use loads Intl's data; plural rules are cheap and stay in use.
    await page.addInitScript(() => {
      const made: string[] = [];
      (window as unknown as { intlMade: string[] }).intlMade = made;
      for (const name of ["DateTimeFormat", "NumberFormat", "ListFormat", "DisplayNames", "Collator"] as const) {
        (Intl as Record<string, unknown>)[name] = new Proxy(Intl[name], { construct: (target, args) => { made.push(name); return Reflect.construct(target, args); } });
      }
      let shifted = 0;
      new PerformanceObserver((list) => { for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) shifted += e.value; }).observe({ type: "layout-shift", buffered: true });
      (window as unknown as { shifted: () => number }).shifted = () => shifted;
    });
    await page.goto(e2e.site.url + path);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    expect(await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade)).toEqual([]);
    // A Polish page's Latin Extended faces may swap in late on a busy machine (their letters wait for
    // them rather than mix faces in a word), which can move text for reasons of its own: not measured there.
    if (!path.startsWith("/pl/")) expect(await page.evaluate(() => (window as unknown as { shifted: () => number }).shifted())).toBe(0);
    if (path === "/") expect(await page.getByRole("button", { name: "Apply filters" }).isVisible()).toBe(false);
    await page.close();
  }
});

test("hydrating the home page and a cardinal's page at a phone's width adds or removes no element of the server's HTML", async () => {
  // An element the app takes out or puts in right after hydrating is a second render and a commit in the
  // page's busiest moment (the phone menu's entries once were): the page must hydrate as the server sent it.
  for (const path of ["/", "/cardinal/pietro-parolin"]) {
    const page = await newVisitorPage(e2e.browser, { width: 390, height: 844 });
    await page.addInitScript(() => {
      const changed: string[] = [];
      (window as unknown as { changed: string[] }).changed = changed;
      document.addEventListener("DOMContentLoaded", () => {
        new MutationObserver((records) => {
          for (const r of records) {
            const elements = [...r.addedNodes, ...r.removedNodes].filter((n) => n.nodeType === Node.ELEMENT_NODE) as Element[];
            for (const el of elements) changed.push(`${r.addedNodes.length ? "added" : "removed"} <${el.tagName.toLowerCase()}${el.id ? "#" + el.id : ""}> in <${(r.target as Element).tagName?.toLowerCase()}>`);
          }
        }).observe(document.getElementById("root")!, { subtree: true, childList: true });
      });
    });
    await page.goto(e2e.site.url + path);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.waitForLoadState("networkidle");
    expect({ path, changed: await page.evaluate(() => (window as unknown as { changed: string[] }).changed) }).toEqual({ path, changed: [] });
    await page.close();
  }
});

test("hydrating pages with long texts loads no Markdown parser; a client-side navigation to one loads it and shows the text", async () => {
  // A string only react-markdown's code holds: the parser is about 37 KB gzip that hydration never needs,
  // since the server's HTML for each text is kept.
  const PARSER = "remarkjs/react-markdown";
  const page = await newVisitorPage(e2e.browser);
  const scripts: Promise<string>[] = [];
  page.on("response", (res) => { if (new URL(res.url()).pathname.endsWith(".js")) scripts.push(res.text().catch(() => "")); });
  const parserLoaded = async () => (await Promise.all(scripts)).some((body) => body.includes(PARSER));
  for (const path of ["/conclave-insights", "/cardinal/pietro-parolin", "/why-a-pope"]) {
    await page.goto(e2e.site.url + path);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.waitForLoadState("networkidle");
    expect({ path, parserLoaded: await parserLoaded() }).toEqual({ path, parserLoaded: false });
  }
  await page.getByRole("link", { name: "Conclave Insights" }).first().click();
  await page.waitForURL(/\/conclave-insights$/);
  await page.locator(".prose-site p").first().waitFor();
  expect(await parserLoaded()).toBe(true);
  await page.close();
});
