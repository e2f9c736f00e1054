import { chromium, type Browser, type Page } from "playwright-core";
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
 * A page of a visitor who has already dismissed the welcome and donation
 * dialogs, so tests of other features are not interrupted by them.
 * Tests of the dialogs themselves pass `{ dialogsSeen: false }`.
 */
export async function newVisitorPage(browser: Browser, { width = 1280, height = 900, dialogsSeen = true } = {}): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height } });
  page.setDefaultTimeout(PAGE_WAIT_MS);
  if (dialogsSeen) {
    await page.addInitScript(() => {
      localStorage.setItem("cardinalis.welcomeSeen", "1");
      localStorage.setItem("cardinalis.donationSeen", "1");
    });
  }
  return page;
}
