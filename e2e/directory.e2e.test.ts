import { expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { siteInChromium } from "./harness.ts";
import { eventually } from "./eventually.ts";

const e2e = siteInChromium();
const open = (path: string, width?: number) => e2e.open(path, width);

const cards = (page: Page) => page.locator("[data-cardinal]");
const resultCount = (page: Page) => page.getByTestId("result-count");

test("home shows 12 cards, the total, and the data date", async () => {
  const page = await open("/");
  await eventually(async () => expect(await cards(page).count()).toBe(12));
  expect(await resultCount(page).textContent()).toBe("(245 results)");
  expect(await page.getByTestId("data-as-of").textContent()).toBe("Data as of 30 January 2026");
  expect(await page.title()).toBe("Cardinalis · Cardinals of the Catholic Church");
  await page.close();
});

test("the region filter and Under 80 change the count", async () => {
  const page = await open("/");
  await eventually(async () => expect(await resultCount(page).textContent()).toBe("(245 results)"));
  await page.getByRole("combobox", { name: "Region" }).selectOption("Asia");
  await eventually(async () => expect(await resultCount(page).textContent()).toBe("(37 results)"));
  expect(page.url()).toContain("region=Asia");
  await page.getByRole("link", { name: "Under 80", exact: true }).click();
  await eventually(async () => expect(await resultCount(page).textContent()).not.toBe("(37 results)"));
  const electorsInAsia = Number((await resultCount(page).textContent())!.replace(/\D/g, ""));
  expect(electorsInAsia).toBeGreaterThan(10);
  expect(electorsInAsia).toBeLessThan(37);
  await page.getByRole("link", { name: "Asia", exact: true }).click();
  await eventually(async () => expect(await page.getByRole("combobox", { name: "Region" }).inputValue()).toBe(""));
  await page.close();
});

test("the Electors chip lists the electors by elector status, which Under 80 alone does not", async () => {
  const total = async (query: string) => ((await (await fetch(`${e2e.site.url}/api/cardinals?${query}`)).json()) as { metadata: { total: number } }).metadata.total;
  const electors = await total("elector=true");
  const page = await open("/");
  await page.getByRole("link", { name: "Electors", exact: true }).click();
  await page.waitForURL(/elector=true/);
  await eventually(async () => expect(await resultCount(page).textContent()).toBe(`(${electors} results)`));
  await page.getByRole("link", { name: "Electors", exact: true }).click();
  await page.getByRole("link", { name: "Under 80", exact: true }).click();
  // Becciu is under 80 and renounced the rights of the cardinalate: never an elector.
  await eventually(async () => expect(await resultCount(page).textContent()).toBe(`(${await total("maxAge=80")} results)`));
  expect(await total("maxAge=80&search=becciu")).toBe(1);
  expect(await total("elector=true&search=becciu")).toBe(0);
  await page.close();
});

test("a search suggestion opens that cardinal over the page; closing gives focus back to the search box", async () => {
  const page = await open("/conclave-insights");
  const box = page.getByRole("combobox", { name: "Search cardinals" });
  await box.fill("erdo");
  await page.getByRole("option", { name: "Péter Erdő" }).click();
  await page.waitForURL(e2e.site.url + "/conclave-insights?cardinalId=peter-erdo");
  const dialog = page.getByRole("dialog", { name: "Péter Erdő" });
  await dialog.getByRole("button", { name: "Close" }).click();
  await page.waitForURL(e2e.site.url + "/conclave-insights");
  await eventually(async () => expect(await box.evaluate((el) => el === document.activeElement)).toBe(true));
  await page.close();
});

test("submitting a search filters the grid; the badge clears it", async () => {
  const page = await open("/");
  const box = page.getByRole("combobox", { name: "Search cardinals" });
  await box.fill("Tagle");
  await box.press("Enter");
  await eventually(async () => expect(await resultCount(page).textContent()).toBe("(1 result)"));
  await eventually(async () => expect(await cards(page).first().textContent()).toContain("Luis Antonio Tagle"));
  await page.getByRole("link", { name: "Remove search" }).click();
  await eventually(async () => expect(await resultCount(page).textContent()).toBe("(245 results)"));
  await page.close();
});

test("page 2 and back", async () => {
  const page = await open("/");
  const firstOnPage1 = await cards(page).first().getAttribute("data-cardinal");
  await page.getByRole("link", { name: "Page 2", exact: true }).click();
  await page.waitForURL(/page=2/);
  await eventually(async () => expect(await cards(page).first().getAttribute("data-cardinal")).not.toBe(firstOnPage1!));
  await page.getByRole("link", { name: /Previous/ }).click();
  await eventually(async () => expect(await cards(page).first().getAttribute("data-cardinal")).toBe(firstOnPage1!));
  await page.getByRole("link", { name: "Page 2", exact: true }).click();
  await page.goBack();
  await eventually(async () => expect(await cards(page).first().getAttribute("data-cardinal")).toBe(firstOnPage1!));
  await page.close();
});

test("on a phone the menu toggles and closes on a choice", async () => {
  const page = await open("/", 390);
  const toggle = page.getByLabel("Open menu", { exact: true });
  expect(await page.getByRole("link", { name: "Conclave Insights" }).isVisible()).toBe(false);
  await toggle.click();
  await page.locator("#mobile-menu").getByRole("link", { name: "Conclave Insights" }).click();
  await eventually(async () => expect(await page.locator("#mobile-menu").isVisible()).toBe(false));
  await page.waitForURL(/\/conclave-insights$/);
  await page.close();
});

test("an unknown path shows the 404 page with status 404", async () => {
  const res = await fetch(e2e.site.url + "/no-such-page");
  expect(res.status).toBe(404);
  const page = await open("/no-such-page");
  await page.getByRole("heading", { name: "Page Not Found" }).waitFor({ state: "visible" });
  await page.getByText(/There is no page at this address/).waitFor({ state: "visible" });
  expect(await page.getByText(/router/).count()).toBe(0);
  await page.close();
});
