/**
 * `bun run check:html [origin]`: the Nu Html Checker on the main pages (no
 * error allowed) and axe-core at 1366 and 390 px (no serious or critical
 * violation allowed). Without an origin it builds the executable and starts
 * it on a fresh database, as the browser tests do. Needs Java
 * (default-jre-headless) and Chromium (/usr/bin/chromium, or CHROMIUM_PATH).
 */
import { launchChromium } from "../e2e/browser.ts";
import { startSite, type RunningSite } from "../e2e/server.ts";
import { axeViolations, nuErrors } from "./page-checks.ts";

const given = process.argv[2];
const site: RunningSite | null = given ? null : await startSite();
const origin = given?.replace(/\/$/, "") ?? site!.url;
let failed = false;
try {
  const errors = await nuErrors(origin);
  console.log(`Nu Html Checker: ${errors.length} error${errors.length === 1 ? "" : "s"}`);
  for (const e of errors) console.log(`  ${e.page}:${e.line ?? "?"} ${e.message}${e.extract ? `\n      ${e.extract.slice(0, 160)}` : ""}`);
  const browser = await launchChromium();
  try {
    const violations = await axeViolations(browser, origin);
    console.log(`axe: ${violations.length} serious or critical violation${violations.length === 1 ? "" : "s"}`);
    for (const v of violations) console.log(`  ${v.page} at ${v.width} px: ${v.impact} ${v.id} (${v.help}) ${v.targets.slice(0, 3).join(", ")}`);
    failed = errors.length > 0 || violations.length > 0;
  } finally {
    await browser.close();
  }
} finally {
  await site?.stop();
}
process.exit(failed ? 1 : 0);
