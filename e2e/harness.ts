import { afterAll, beforeAll, setDefaultTimeout } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { launchChromium, newVisitorPage } from "./browser.ts";
import { startSite, type RunningSite } from "./server.ts";
import { BROWSER_TEST_TIMEOUT_MS, START_TIMEOUT_MS } from "./timeouts.ts";

/**
 * Gives every test in the calling file the browser-test timeout. Bun applies
 * setDefaultTimeout only to the file being loaded when it is called (not to
 * files loaded later, and a preload's call reaches none of them), so each
 * browser-test file calls this at its top level; siteInChromium does it for
 * the files that use it.
 */
export function applyBrowserTestTimeout(): void {
  setDefaultTimeout(BROWSER_TEST_TIMEOUT_MS);
}

export interface SiteInChromium {
  site: RunningSite;
  browser: Browser;
  /** A returning visitor's page (dialogs already dismissed) opened at `path`. */
  open(path: string, width?: number): Promise<Page>;
}

/** Resolves once the app has hydrated the server's page (the app marks <html data-hydrated>). */
export async function waitUntilInteractive(page: Page): Promise<void> {
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

/** Starts the executable and Chromium for one test file, and stops both after it. */
export function siteInChromium(env: Record<string, string> = {}): SiteInChromium {
  applyBrowserTestTimeout();
  const ctx = {
    async open(path: string, width = 1280) {
      const page = await newVisitorPage(ctx.browser, { width });
      await page.goto(ctx.site.url + path);
      // Pages arrive rendered by the server; a test that clicks means to use the app, so wait until it runs.
      await waitUntilInteractive(page);
      return page;
    },
  } as SiteInChromium;
  beforeAll(async () => {
    [ctx.site, ctx.browser] = await Promise.all([startSite(env), launchChromium()]);
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.site?.stop();
  });
  return ctx;
}
