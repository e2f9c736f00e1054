import { beforeAll, expect, test } from "bun:test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { siteInChromium } from "./harness.ts";
import { eventually } from "./eventually.ts";

const PASSWORD = "live stream e2e password";
const SHOTS = join(import.meta.dir, "..", ".tmp", "shots");

const e2e = siteInChromium({ ADMIN_PASSWORD: PASSWORD });
beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

const open = (path: string, width?: number) => e2e.open(path, width);

const poll = (page: Page) => page.getByRole("region", { name: "Papal Election Poll" });

/** The operator, through the API, as the dashboard would do it. */
async function operatorSets(path: string, body: unknown) {
  const headers = { "content-type": "application/json", origin: e2e.site.url };
  const login = await fetch(`${e2e.site.url}/api/admin/login`, { method: "POST", headers, body: JSON.stringify({ password: PASSWORD }) });
  expect(login.status).toBe(200);
  const session = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const res = await fetch(e2e.site.url + path, { method: "POST", headers: { ...headers, cookie: session }, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
}

for (const [device, width, name, slug] of [["desktop", 1280, "Matteo Zuppi", "matteo-zuppi"], ["phone", 390, "Luis Antonio Tagle", "luis-antonio-tagle"]] as const) {
  test(`${device}: vote once, see 'You've already voted' and the results; the next visit opens on Results`, async () => {
    const page = await open("/live-stream", width);
    await poll(page).getByRole("tab", { name: "Cast Vote", selected: true }).waitFor();
    await poll(page).getByLabel("Search cardinals").fill(name.split(" ").at(-1)!.toUpperCase());
    await poll(page).getByRole("radio", { name }).check();
    await page.screenshot({ path: join(SHOTS, `live_stream-${device}-cast.png`), fullPage: true });
    await poll(page).getByRole("button", { name: "Submit Vote" }).click();
    await page.getByTestId("toast").getByText("Vote submitted").waitFor();
    await poll(page).getByText("You've already voted").waitFor();
    await poll(page).getByRole("tab", { name: "Results" }).click();
    const mine = poll(page).getByTestId("vote-result").filter({ hasText: name });
    // The tab may first show the results as counted before this vote; the recount follows.
    await eventually(async () => expect(await mine.textContent()).toContain("1 vote"));
    expect(await mine.getByRole("link", { name }).getAttribute("href")).toBe(`/cardinals/${slug}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: join(SHOTS, `live_stream-${device}.png`), fullPage: true });

    await page.reload();
    await poll(page).getByRole("tab", { name: "Results", selected: true }).waitFor();
    await poll(page).getByTestId("vote-result").filter({ hasText: name }).waitFor();
    await poll(page).getByRole("tab", { name: "Cast Vote" }).click();
    await poll(page).getByText("You've already voted").waitFor();
    await page.close();
  });
}

test("a result links to the cardinal's page", async () => {
  const page = await open("/live-stream");
  await poll(page).getByRole("tab", { name: "Results" }).click();
  await poll(page).getByRole("link", { name: "Matteo Zuppi" }).click();
  await page.waitForURL(`${e2e.site.url}/cardinals/matteo-zuppi`);
  await page.getByRole("dialog").getByRole("heading", { name: "Matteo Zuppi" }).waitFor();
  await page.close();
});

test("without addresses the page says once what it is for, with no live dot; once set they embed through youtube-nocookie", async () => {
  const before = await open("/live-stream");
  await before.getByRole("heading", { name: "No live stream is on now" }).waitFor();
  expect(await before.getByTestId("live-dot").count()).toBe(0);
  expect(await before.locator("iframe").count()).toBe(0);
  await before.close();

  await operatorSets("/api/youtube-url-st-peters", { youtubeUrl: "https://youtu.be/AAAAAAAAAAA" });
  await operatorSets("/api/youtube-url", { youtubeUrl: "BBBBBBBBBBB" });
  await operatorSets("/api/site-settings/livestream-page-message", { value: "Black smoke at 12:05.\n<i>Next ballot this afternoon.</i>" });
  const page = await open("/live-stream");
  await eventually(async () => expect(await page.locator("iframe").count()).toBe(2));
  await page.getByRole("navigation", { name: "Main" }).getByTestId("live-dot").first().waitFor();
  const sources = await page.locator("iframe").evaluateAll((frames) => frames.map((f) => (f as HTMLIFrameElement).src));
  expect(sources).toEqual([
    "https://www.youtube-nocookie.com/embed/AAAAAAAAAAA?autoplay=1&mute=0&rel=0",
    "https://www.youtube-nocookie.com/embed/BBBBBBBBBBB?autoplay=1&mute=1&rel=0",
  ]);
  const notice = page.getByRole("complementary", { name: "Notice from the site" });
  // The notice comes from its own request, which may answer after the players'.
  await eventually(async () => expect(await notice.innerText()).toBe("Black smoke at 12:05.\n<i>Next ballot this afternoon.</i>"));
  expect(await notice.locator("i").count()).toBe(0);
  await page.close();
});
