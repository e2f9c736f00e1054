/**
 * Screenshots of pages for a human to look at:
 *   bun tools/screenshot.ts http://localhost:3000 / /conclave-insights
 * writes .tmp/shots/<name>-desktop.png and -phone.png (390 px wide).
 */
import { mkdirSync } from "node:fs";
import { launchChromium, newVisitorPage } from "../e2e/browser.ts";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
mkdirSync(".tmp/shots", { recursive: true });
const browser = await launchChromium();
for (const path of paths.length ? paths : ["/"]) {
  for (const [label, viewport] of [["desktop", { width: 1366, height: 900 }], ["phone", { width: 390, height: 844 }]] as const) {
    const page = await newVisitorPage(browser, viewport);
    page.on("console", (m) => m.type() === "error" && console.log(`[${label} ${path}]`, m.text().slice(0, 300)));
    page.on("pageerror", (e) => console.log(`[${label} ${path}] pageerror`, e.message));
    await page.goto(base + path, { waitUntil: "networkidle" });
    await page.waitForTimeout(Number(process.env.SHOT_WAIT ?? 300));
    const name = path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
    await page.screenshot({ path: `.tmp/shots/${name}-${label}.png`, fullPage: process.env.FULL === "1" });
    await page.close();
  }
}
await browser.close();
