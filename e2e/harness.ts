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

/** Starts the executable and Chromium for one test file, and stops both after it. */
export function siteInChromium(env: Record<string, string> = {}): SiteInChromium {
  applyBrowserTestTimeout();
  const ctx = {
    async open(path: string, width = 1280) {
      const page = await newVisitorPage(ctx.browser, { width });
      await page.goto(ctx.site.url + path);
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
