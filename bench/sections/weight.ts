/**
 * Weight: the JavaScript the home route loads before it is interactive,
 * gzip -9 per file, against React's own floor (react + react-dom/client,
 * minified, built here with Bun.build), and a scan of that JavaScript for
 * code that belongs to the games or the admin pages; then each translation's
 * home page (/it/, /es/, ...), whose app is built with its own language's messages.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildClient, dynamicImportsOf, staticImportsOf } from "../../build.ts";
import type { Browser } from "playwright-core";
import { launchChromium } from "../../e2e/browser.ts";
import { LOCALES, localizedPath } from "../../src/shared/locales.ts";
import { defineSection } from "../lib/types.ts";

const MAX_KB = 90;
/** A translated home page may carry its language's longer texts, within this. */
const MAX_TRANSLATED_KB = 95;
const KB = 1024;

/**
 * Strings only game or admin code contains: the games' high-score storage keys
 * and the operator's sign-in endpoint. (Page titles such as "Admin Dashboard"
 * also live in the shared title table the home page needs, so they cannot serve.)
 */
const MARKERS = ["conclaveGameHighScore", "gullBGoneHighScores", "/api/admin/login"];
/**
 * Where the admin and game code lives (the dashboard's endpoint table included);
 * a marker found in any other client source would prove nothing.
 */
const OWN_CODE = /^(games\/|islands\/(admin|gull-b-gone|sacred-smoke)\/|src\/shared\/dashboard-endpoints\.ts$)/;

const gzipSize = (bytes: Uint8Array<ArrayBuffer>) => Bun.gzipSync(bytes, { level: 9 }).length;

/** React's floor: the smallest app that renders anything with react-dom/client. */
async function reactFloor(root: string, dir: string): Promise<{ raw: number; gzip: number }> {
  const entry = join(dir, "react-floor.js");
  writeFileSync(
    entry,
    `import { createElement } from ${JSON.stringify(Bun.resolveSync("react", root))};
import { createRoot } from ${JSON.stringify(Bun.resolveSync("react-dom/client", root))};
createRoot(document.getElementById("root")).render(createElement("div"));
`,
  );
  const result = await Bun.build({ entrypoints: [entry], target: "browser", minify: true, sourcemap: "none", define: { "process.env.NODE_ENV": JSON.stringify("production") } });
  if (!result.success) throw new AggregateError(result.logs, "the React floor bundle failed");
  let raw = 0, gzip = 0;
  for (const output of result.outputs) {
    const bytes = new Uint8Array(await output.arrayBuffer());
    raw += bytes.length;
    gzip += gzipSize(bytes);
  }
  return { raw, gzip };
}

/** Which markers the whole client bundle contains at all (so "not loaded" means something). */
async function markersInClient(): Promise<Set<string>> {
  const client = await buildClient();
  const present = new Set<string>();
  for (const [path, blob] of client.files) {
    if (!path.endsWith(".js")) continue;
    const text = await blob.text();
    for (const m of MARKERS) if (text.includes(m)) present.add(m);
  }
  return present;
}

/** Markers that also occur in client sources outside the admin and game code (each must be in none). */
async function markersElsewhere(root: string): Promise<string[]> {
  const found = new Set<string>();
  // One pattern per folder: Bun's glob matches nothing for a brace alternative holding a slash ("{a,src/shared}").
  for (const dir of ["islands", "games", "src/shared"]) {
    for await (const path of new Bun.Glob(`${dir}/**/*.{ts,tsx}`).scan({ cwd: root })) {
      if (OWN_CODE.test(path) || /\.test\.tsx?$/.test(path)) continue;
      const text = await Bun.file(join(root, path)).text();
      for (const m of MARKERS) if (text.includes(m)) found.add(`${m} (${path})`);
    }
  }
  return [...found];
}

/**
 * The scripts the page needs before it is interactive: the entry scripts and every chunk reached
 * from them by static imports (the entry is only a loader that `import()`s the app once the page
 * has painted, so its dynamic imports count too), and any other script loaded before the app
 * hydrated that no built script names in an `import()` (nor imports from such a chunk): one the app
 * fetched from a computed address, or a modulepreload, is as much part of the page's start. Chunks
 * named in an `import()` (dialogs, toasts, other pages) load on demand: one that happens to arrive
 * before the hydration mark is not counted, or the figure would follow the machine's speed.
 */
function critical({ scripts, entryUrls, beforeHydrated }: { scripts: LoadedScript[]; entryUrls: string[]; beforeHydrated: string[] }): Set<string> {
  const byUrl = new Map(scripts.map((s) => [s.url, new TextDecoder().decode(s.bytes)]));
  const closure = (seen: Set<string>, url: string, entry = false) => {
    if (seen.has(url) || !byUrl.has(url)) return;
    seen.add(url);
    const text = byUrl.get(url)!;
    for (const imported of [...staticImportsOf(text), ...(entry ? dynamicImportsOf(text) : [])]) closure(seen, imported);
  };
  // What an import() names, with what that imports (which the bundler's loader may fetch ahead).
  const onDemand = new Set<string>();
  for (const text of byUrl.values()) for (const url of dynamicImportsOf(text)) closure(onDemand, url);
  const needed = new Set<string>();
  for (const e of entryUrls) closure(needed, e, true);
  for (const url of beforeHydrated) if (!onDemand.has(url)) closure(needed, url);
  return needed;
}

interface LoadedScript { url: string; bytes: Uint8Array<ArrayBuffer>; wire: number; encoding: string }

/** Every script `url` loads in Chromium until network idle, the page's entry scripts, and the scripts loaded before the app hydrated. */
async function homeScripts(browser: Browser, url: string): Promise<{ scripts: LoadedScript[]; entryUrls: string[]; beforeHydrated: string[] }> {
  const page = await browser.newPage();
  // The moment the app marks the page interactive (<html data-hydrated>), on the page's own clock.
  await page.addInitScript(() => {
    // The document, not <html>: this runs before the parser has made the <html> element.
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.hydrated === undefined) return;
      (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
  });
  const scripts: LoadedScript[] = [];
  const pending: Promise<void>[] = [];
  page.on("response", (res) => {
    // A modulepreload's response is not of type "script": the address says what it is.
    if (res.request().resourceType() !== "script" && !new URL(res.url()).pathname.endsWith(".js")) return;
    const encoding = res.headers()["content-encoding"] ?? "identity";
    pending.push(Promise.all([res.body(), res.request().sizes()]).then(([body, sizes]) =>
      void scripts.push({ url: new URL(res.url()).pathname, bytes: new Uint8Array(body), wire: sizes.responseBodySize, encoding }), () => undefined));
  });
  try {
    await page.goto(url);
    // The app's code is fetched once the page has painted (islands/app/boot.ts): network idle alone
    // can come before that, so wait until it has hydrated.
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.waitForLoadState("networkidle");
    const { entryUrls, beforeHydrated } = await page.evaluate(() => {
      const hydratedAt = (window as unknown as { hydratedAt?: number }).hydratedAt;
      if (hydratedAt === undefined) throw new Error("the moment the page hydrated was not recorded");
      return {
        entryUrls: [...document.querySelectorAll("script[type=module][src]")].map((el) => new URL((el as HTMLScriptElement).src).pathname),
        beforeHydrated: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
          .filter((e) => e.responseEnd <= hydratedAt && new URL(e.name).pathname.endsWith(".js"))
          .map((e) => new URL(e.name).pathname),
      };
    });
    await Promise.all(pending);
    return { scripts, entryUrls, beforeHydrated };
  } finally {
    await page.close();
  }
}

export default defineSection({
  name: "weight",
  order: 30,
  description: "JavaScript the home route loads (gzip) against React's floor; no game or admin code in it",
  async run(ctx) {
    const dir = ctx.tempDir("weight");
    const floor = await reactFloor(ctx.root, dir);
    const inClient = await markersInClient();
    const elsewhere = await markersElsewhere(ctx.root);

    const app = await ctx.startApp();
    const browser = await launchChromium();
    let english: Awaited<ReturnType<typeof homeScripts>> | undefined;
    // Each translation's home page runs the app built with its own language's messages: each is weighed on its own.
    const translated: { locale: string; gzip: number; files: number }[] = [];
    try {
      english = await homeScripts(browser, app.url + "/");
      for (const locale of LOCALES.filter((l) => l !== "en")) {
        const home = await homeScripts(browser, `${app.url}${localizedPath(locale, "/")}`);
        const needed = critical(home);
        const files = home.scripts.filter((s) => needed.has(s.url));
        translated.push({ locale, gzip: files.reduce((n, f) => n + gzipSize(f.bytes), 0), files: files.length });
      }
    } finally {
      await browser.close();
      await app.stop();
    }
    const scripts = english?.scripts ?? [];
    if (scripts.length === 0) throw new Error("the home page loaded no script");

    // Before interactive = what loaded before the app hydrated. Chunks fetched by import() later
    // (site dialogs, toasts, other pages) load after the page is usable.
    const needed = critical(english!);
    const allGzip = scripts.reduce((n, s) => n + gzipSize(s.bytes), 0);
    const files = scripts.filter((s) => needed.has(s.url)).map((s) => ({ url: s.url, raw: s.bytes.length, gzip: gzipSize(s.bytes) }));
    const gzip = files.reduce((n, f) => n + f.gzip, 0);
    const raw = files.reduce((n, f) => n + f.raw, 0);
    ctx.record("scripts", files);
    ctx.report({ scenario: "home JS", metric: `all until network idle, ${scripts.length} files`, unit: "KB", app: allGzip / KB, baseline: floor.gzip / KB, baselineLabel: "React floor", ratio: allGzip / floor.gzip });
    ctx.record("reactFloor", floor);
    ctx.report({
      scenario: "home JS",
      metric: `gzip -9, ${files.length} file${files.length === 1 ? "" : "s"}`,
      unit: "KB",
      app: gzip / KB,
      baseline: floor.gzip / KB,
      baselineLabel: "React floor",
      ratio: gzip / floor.gzip,
      target: { text: `≤ ${MAX_KB} KB`, pass: gzip / KB <= MAX_KB },
      note: `${gzip.toLocaleString("en-US")} B vs ${floor.gzip.toLocaleString("en-US")} B`,
    });
    for (const t of translated) {
      ctx.report({
        scenario: `home JS, /${t.locale}/`, metric: `gzip -9, ${t.files} files`, unit: "KB", app: t.gzip / KB, baseline: floor.gzip / KB, baselineLabel: "React floor",
        ratio: t.gzip / floor.gzip, target: { text: `≤ ${MAX_TRANSLATED_KB} KB`, pass: t.gzip / KB <= MAX_TRANSLATED_KB },
      });
    }
    ctx.report({ scenario: "home JS", metric: "minified, not compressed", unit: "KB", app: raw / KB, baseline: floor.raw / KB, baselineLabel: "React floor", ratio: raw / floor.raw });
    const criticalScripts = scripts.filter((s) => needed.has(s.url));
    const wire = criticalScripts.reduce((n, s) => n + s.wire, 0);
    const encodings = [...new Set(criticalScripts.map((s) => s.encoding))];
    ctx.report({
      scenario: "home JS",
      metric: "on the wire (Chromium's encoded body bytes)",
      unit: "KB",
      app: wire / KB,
      baseline: raw / KB,
      baselineLabel: "same files uncompressed",
      ratio: wire / raw,
      target: { text: "brotli or gzip", pass: encodings.every((e) => e === "br" || e === "gzip") },
      note: `content-encoding: ${encodings.join(", ")}`,
    });

    const text = new TextDecoder().decode(Buffer.concat(scripts.map((s) => s.bytes)));
    const found = MARKERS.filter((m) => text.includes(m));
    const absent = MARKERS.filter((m) => !inClient.has(m));
    ctx.report({
      scenario: "home JS",
      metric: "no game or admin code",
      unit: "check",
      app: null,
      baseline: null,
      ratio: null,
      target: { text: "no markers", pass: found.length === 0 && elsewhere.length === 0 },
      note: [found.length ? `found ${found.join(", ")}` : "", elsewhere.length ? `markers not specific: ${elsewhere.join(", ")}` : ""].filter(Boolean).join("; "),
    });
    ctx.log(`loaded: ${files.map((f) => `${f.url} ${(f.gzip / KB).toFixed(1)} KB`).join(", ")}`);
    ctx.note(`Every response of type "script" from opening / in Chromium (playwright-core) until the app marked the page hydrated and the network was idle; counted: the entry, what it imports (statically, and the app it import()s), and any other script whose response ended before the page was hydrated (Resource Timing against a MutationObserver on <html data-hydrated>) unless a built script names it in an import(), with what those import statically; each body gzipped at level 9 with Bun.gzipSync and summed (1 KB = 1024 bytes). React floor: createRoot(...).render(createElement("div")) bundled with Bun.build (minify, production), gzipped the same way.`);
    ctx.note(`Markers searched in the loaded JavaScript: ${MARKERS.map((m) => JSON.stringify(m)).join(", ")}, each checked to occur in no client source outside games/, islands/{admin,gull-b-gone,sacred-smoke}/ and src/shared/dashboard-endpoints.ts${absent.length ? `; ${absent.map((m) => JSON.stringify(m)).join(", ")} ${absent.length === 1 ? "is" : "are"} in no client chunk yet, so ${absent.length === 1 ? "it" : "they"} cannot be found either way` : "; each is present somewhere in the full client build, so the check is live"}.`);
  },
});
