import { chromium, type Browser, type Page, type Response } from "playwright-core";
import { PAGE_WAIT_MS } from "./timeouts.ts";

/** Flags this sandbox needs: no network beyond localhost, no GPU, running as root. */
const FLAGS = [
  "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
  "--disable-dev-shm-usage",
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: FLAGS,
  });
}

/**
 * Makes `goto`, `reload` and `goBack` resolve only once the app has hydrated
 * a page the server rendered (it marks <html data-hydrated>). Server-rendered
 * markup is visible before it is interactive, so a click that came earlier
 * would land on inert HTML and the test would wait in vain, more often the
 * busier the machine. Answers that are not pages (files, JSON) return at once.
 */
function waitForHydrationAfterNavigation(page: Page): void {
  for (const name of ["goto", "reload", "goBack"] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    const waiting = async (...args: unknown[]) => {
      const response = await navigate(...args);
      if (response?.headers()["content-type"]?.includes("text/html")) await page.waitForSelector("html[data-hydrated]", { state: "attached" });
      return response;
    };
    Object.assign(page, { [name]: waiting });
  }
}

/**
 * A page of a visitor who has already dismissed the welcome and donation
 * dialogs, so tests of other features are not interrupted by them.
 * Tests of the dialogs themselves pass `{ dialogsSeen: false }`.
 */
export async function newVisitorPage(browser: Browser, { width = 1280, height = 900, dialogsSeen = true, locale }: { width?: number; height?: number; dialogsSeen?: boolean; locale?: string } = {}): Promise<Page> {
  // `locale`: the browser's language (navigator.languages and Accept-Language), Chromium's own when not given.
  const page = await browser.newPage({ viewport: { width, height }, ...(locale ? { locale } : {}) });
  page.setDefaultTimeout(PAGE_WAIT_MS);
  waitForHydrationAfterNavigation(page);
  if (dialogsSeen) {
    await page.addInitScript(() => {
      localStorage.setItem("cardinalis.welcomeSeen", "1");
      localStorage.setItem("cardinalis.donationSeen", "1");
    });
  }
  return page;
}
