import { afterAll, beforeAll } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { launchChromium, newVisitorPage } from "./browser.ts";
import { startSite, type RunningSite } from "./server.ts";

export interface SiteInChromium {
  site: RunningSite;
  browser: Browser;
  /** A returning visitor's page (dialogs already dismissed) opened at `path`. */
  open(path: string, width?: number): Promise<Page>;
}

/** Starts the executable and Chromium for one test file, and stops both after it. */
export function siteInChromium(env: Record<string, string> = {}): SiteInChromium {
  const ctx = {
    async open(path: string, width = 1280) {
      const page = await newVisitorPage(ctx.browser, { width });
      await page.goto(ctx.site.url + path);
      return page;
    },
  } as SiteInChromium;
  beforeAll(async () => {
    [ctx.site, ctx.browser] = await Promise.all([startSite(env), launchChromium()]);
  }, 120_000);
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.site?.stop();
  });
  return ctx;
}
