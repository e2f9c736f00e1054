import { expect, test } from "bun:test";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { newVisitorPage } from "./browser.ts";
import { siteInChromium } from "./harness.ts";
import { eventually } from "./eventually.ts";

/** A photo folder as `cardinalis photos sync` leaves it: one image with its credit file. */
function photoFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), "e2e-photos-"));
  // A 1×1 PNG is enough for the browser to load it as a real image.
  writeFileSync(join(dir, "pietro-parolin.png"), Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64"));
  writeFileSync(join(dir, "pietro-parolin.json"), JSON.stringify({
    file: "pietro-parolin.png", author: "Jane Photographer", licence: "CC BY-SA 4.0",
    licenceUrl: "https://creativecommons.org/licenses/by-sa/4.0", filePage: "https://commons.wikimedia.org/wiki/File:Pietro_Parolin.png",
  }));
  return dir;
}

const e2e = siteInChromium({ PHOTOS_DIR: photoFolder() });
const axeSource = await Bun.file(require.resolve("axe-core/axe.min.js")).text();

async function headingOrderViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run(o: unknown): Promise<{ violations: { id: string; nodes: { html: string }[] }[] }> } })
      .axe.run({ runOnly: ["heading-order"] });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html.slice(0, 120)}`));
  });
}

for (const path of ["/deep-dive-pope-leo", "/why-a-pope"]) {
  test(`axe finds no heading-order problem on ${path}, in any tab`, async () => {
    const page = await e2e.open(path);
    await page.getByRole("heading", { level: 1 }).waitFor();
    const tabs = await page.getByRole("tab").allTextContents();
    expect(tabs.length).toBeGreaterThan(1);
    const problems: string[] = [];
    for (const name of tabs) {
      await page.getByRole("tab", { name, exact: true }).click();
      await eventually(async () => expect(await page.getByRole("tab", { name, exact: true }).getAttribute("aria-selected")).toBe("true"));
      // Open every accordion item of the tab shown, so headings inside them are checked too (the other
      // tabs' panels stay in the page, hidden).
      for (const trigger of await page.locator("[role=tabpanel]:not([hidden]) button[aria-expanded=false]").elementHandles()) await trigger.click();
      problems.push(...(await headingOrderViolations(page)).map((p) => `${name}: ${p}`));
    }
    expect(problems).toEqual([]);
    await page.close();
  });
}

test("Escape closes the suggestions and keeps the typed text", async () => {
  const page = await e2e.open("/");
  const box = page.getByRole("combobox", { name: "Search cardinals" });
  await box.fill("tagle");
  await page.getByRole("listbox").waitFor();
  await box.press("Escape");
  await eventually(async () => expect(await page.getByRole("listbox").count()).toBe(0));
  expect(await box.inputValue()).toBe("tagle");
  await page.close();
});

test("the phone menu closes on Escape and gives focus back to its button", async () => {
  const page = await e2e.open("/", 390);
  await page.getByLabel("Open menu", { exact: true }).click();
  await page.locator("#mobile-menu").waitFor();
  await page.locator("#mobile-menu a").first().focus();
  await page.keyboard.press("Escape");
  await eventually(async () => expect(await page.locator("#mobile-menu").isVisible()).toBe(false));
  await eventually(async () => expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Open menu"));
  await page.close();
});

test("Escape closes the phone menu even when pressed before the app has handled its opening", async () => {
  const page = await e2e.open("/", 390);
  // Opened and escaped in one task: the browser's toggle event, which tells the app, comes after.
  await page.evaluate(() => {
    const menu = document.querySelector("#mobile-menu")!.closest("details")!;
    menu.open = true;
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
  });
  await eventually(async () => expect(await page.locator("#mobile-menu").isVisible()).toBe(false));
  expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Open menu");
  // And the app agrees: the menu opens again from its button.
  await page.getByLabel("Open menu", { exact: true }).click();
  await page.locator("#mobile-menu").waitFor();
  await page.close();
});

/** WCAG relative luminance contrast of two CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const lum = (rgb: string) => {
    const [r, g, bl] = rgb.match(/\d+(\.\d+)?/g)!.slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

test("a card focused from the keyboard shows a ring that stands out from the card and the page", async () => {
  const page = await e2e.open("/");
  await page.locator("[data-cardinal]").first().waitFor();
  await page.locator("[data-cardinal]").first().focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Shift+Tab");
  // Measured until it holds: the ring may fade in through a transition.
  await eventually(async () => {
    const look = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      return { card: el.dataset.cardinal ?? null, shadow: style.boxShadow, cardBg: style.backgroundColor, pageBg: getComputedStyle(document.body).backgroundColor };
    });
    expect(look.card).not.toBeNull();
    // The ring is the last colour of the box shadow (ring-offset first, then the ring).
    const colours = look.shadow.match(/rgba?\([^)]*\)/g) ?? [];
    const ring = colours.find((c) => contrast(c, look.cardBg) >= 3);
    expect(ring).toBeDefined();
    expect(contrast(ring!, look.pageBg)).toBeGreaterThanOrEqual(3);
  });
  await page.close();
});

test("cards without a photo lead with initials; a synced photo shows on its card and in the panel with its credit", async () => {
  const page = await e2e.open("/?search=parolin");
  const card = page.locator('[data-cardinal="pietro-parolin"]');
  await card.waitFor();
  await eventually(async () => expect(await card.getAttribute("data-has-photo")).toBe("true"));
  expect(await card.locator('img[src="/images/cardinals/pietro-parolin.png"]').count()).toBeGreaterThan(0);
  await card.click();
  const credit = page.getByTestId("photo-credit");
  await credit.waitFor();
  expect(await credit.textContent()).toBe("Photo: Jane Photographer, CC BY-SA 4.0, Wikimedia Commons");
  expect(await credit.locator("a").getAttribute("href")).toBe("https://commons.wikimedia.org/wiki/File:Pietro_Parolin.png");
  await page.close();

  const home = await e2e.open("/");
  await home.locator("[data-cardinal]").first().waitFor();
  expect(await home.locator("[data-cardinal] [data-testid=initials-avatar]").count()).toBe(12);
  await home.close();
});

for (const width of [1366, 390]) {
  test(`at ${width}px dates and facts on cards never break inside, and the filter bar keeps its labels`, async () => {
    const page = await e2e.open("/", width);
    await page.locator("[data-cardinal]").first().waitFor();
    // Line breaks depend on the web fonts, which may arrive after the cards.
    await page.evaluate(async () => void (await document.fonts.ready));
    const broken = await page.evaluate(() =>
      [...document.querySelectorAll("[data-cardinal] dd")].filter((dd) => {
        const range = document.createRange();
        range.selectNodeContents(dd);
        return range.getClientRects().length > 1;
      }).map((dd) => dd.textContent));
    expect(broken).toEqual([]);
    const filters = page.locator("section[aria-label=Filters]");
    for (const name of ["Region", "Sort by"]) expect(await filters.getByText(name, { exact: true }).isVisible()).toBe(true);
    const [region, sort] = await Promise.all(["Region", "Sort by"].map((n) => page.getByRole("combobox", { name: n }).boundingBox()));
    expect(Math.abs(region!.width - sort!.width)).toBeLessThan(2);
    const next = await page.getByRole("link", { name: "Next →" }).boundingBox();
    expect(next!.height).toBeLessThan(48);
    await page.close();
  });
}

test("when the stream address cannot be read the player says so and offers a retry; with none set the page says what it is for", async () => {
  const page = await newVisitorPage(e2e.browser, { width: 1280, height: 900 });
  // The server is fine; only this one read fails, as a dropped connection would make it.
  await page.route("**/api/youtube-url", (route) => route.abort("connectionreset"));
  // Every page arrives with the addresses already read (the navigation's live dot needs them), so
  // this page is served without them: the browser then reads them itself, and that read fails.
  await page.route("**/privacy", async (route) => {
    const res = await route.fetch();
    const html = (await res.text()).replace(/(<script id="query-state" type="application\/json">)(.*?)(<\/script>)/s, (_, open: string, json: string, close: string) => {
      const state = JSON.parse(json) as { queries: { queryKey: unknown[] }[] };
      state.queries = state.queries.filter((q) => q.queryKey[0] !== "conclaveStream" && q.queryKey[0] !== "stPetersStream");
      return open + JSON.stringify(state).replace(/</g, "\\u003c") + close;
    });
    const { "content-encoding": _encoding, "content-length": _length, ...headers } = res.headers();
    await route.fulfill({ status: res.status(), headers, body: html });
  });
  await page.goto(e2e.site.url + "/privacy");
  await page.waitForSelector("html[data-hydrated]");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Live Coverage" }).click();
  const conclave = page.getByRole("region", { name: "Conclave coverage" });
  const stPeters = page.getByRole("region", { name: "St. Peter's Square" });
  await conclave.getByTestId("stream-unavailable").waitFor();
  expect(await conclave.getByText("Nothing is being streamed here at the moment").count()).toBe(0);
  await stPeters.getByText("Nothing is being streamed here at the moment").waitFor();
  await page.unroute("**/api/youtube-url");
  await conclave.getByRole("button", { name: "Try again" }).click();
  await page.getByRole("heading", { name: "No live stream is on now" }).waitFor();
  await page.close();
});
