/**
 * Lighthouse (from npm) in Debian's Chromium against the built executable:
 * performance, accessibility, best practices and SEO, with LCP, CLS and TBT,
 * for the three pages a visitor most often lands on, with the mobile preset
 * (slow 4G, 4× CPU slow-down, simulated) and the desktop one; then two
 * translated pages (mobile), which must score no lower than the English ones (the browser prefers each page's language);
 * then, after the operator has recorded a vacancy, the conclave's start and a
 * black smoke, the live page (mobile), whose conclave panel and banner are
 * what a visitor comes for on those days. Each figure is the median of
 * `rounds` runs; on a shared, busy machine the performance score moves by
 * several points from run to run.
 */
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { median } from "../lib/stats.ts";
import { defineSection, type Target } from "../lib/types.ts";
import { splitLocale } from "../../src/shared/locales.ts";

const FORMS = ["mobile", "desktop"] as const;
type Form = (typeof FORMS)[number];
interface Page { route: string; forms: readonly Form[]; conclave?: boolean }
const PAGES: Page[] = [
  { route: "/", forms: FORMS },
  { route: "/cardinal/pietro-parolin", forms: FORMS },
  { route: "/conclave-insights", forms: FORMS },
  { route: "/es/", forms: ["mobile"] },
  { route: "/pl/cardinal/pietro-parolin", forms: ["mobile"] },
  { route: "/live-stream", forms: ["mobile"], conclave: true },
];
const PASSWORD = "bench operator passphrase, long enough";
const SOURCE = "https://www.vatican.va/content/vatican/en.html";
const CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking";

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

/**
 * The browser prefers the page's own language, as most of its readers' do: an English browser on `/es/` is
 * offered the English page, and that offer's code is work the Spanish reader's visit does not do.
 */
async function lighthouse(cli: string, url: string, form: Form, out: string): Promise<Report> {
  const runtime = Bun.which("node") ?? process.execPath;
  const language = splitLocale(new URL(url).pathname).locale;
  const args = [runtime, cli, url, "--quiet", "--output=json", `--output-path=${out}`, `--chrome-flags=${CHROME_FLAGS} --accept-lang=${language}`,
    "--only-categories=performance,accessibility,best-practices,seo", ...(form === "desktop" ? ["--preset=desktop"] : [])];
  const proc = Bun.spawn(args, { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" }, stdout: "ignore", stderr: "pipe" });
  const code = await proc.exited;
  if (code !== 0) throw new Error(`lighthouse ${url} (${form}) failed: ${(await new Response(proc.stderr).text()).slice(-500)}`);
  return (await Bun.file(out).json()) as Report;
}

const score = (r: Report, category: string) => (r.categories[category]?.score ?? NaN) * 100;
const audit = (r: Report, id: string) => r.audits[id]?.numericValue ?? NaN;
const atLeastScore = (value: number, min: number): Target => ({ text: `≥ ${min}`, pass: value >= min });

/**
 * Puts the site in conclave mode as the operator would: a vacancy twenty days
 * ago, the conclave begun an hour ago, one black smoke since. Every page then
 * carries the conclave banner and the live page its conclave panel.
 */
async function recordConclave(origin: string): Promise<void> {
  const login = await fetch(`${origin}/api/admin/login`, {
    method: "POST", headers: { "content-type": "application/json", origin }, body: JSON.stringify({ password: PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`operator sign-in answered ${login.status}`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
  const events = [
    { type: "vacancy", cause: "death", at: ago(20 * 86_400_000) },
    { type: "conclave-start", at: ago(3_600_000) },
    { type: "ballot", smoke: "black", at: ago(600_000) },
  ];
  for (const event of events) {
    const res = await fetch(`${origin}/api/admin/conclave/events`, {
      method: "POST", headers: { "content-type": "application/json", origin, cookie }, body: JSON.stringify({ ...event, sourceUrl: SOURCE }),
    });
    if (res.status !== 201) throw new Error(`recording ${event.type} answered ${res.status}: ${await res.text()}`);
  }
}

export default defineSection({
  name: "lighthouse",
  order: 60,
  description: "Lighthouse mobile and desktop for /, /cardinal/pietro-parolin and /conclave-insights, mobile for /es/, /pl/cardinal/pietro-parolin and the live page in conclave mode, against the built executable",
  async run(ctx) {
    const cli = join(ctx.root, "node_modules", "lighthouse", "cli", "index.js");
    if (!existsSync(cli)) throw new Error("lighthouse is not installed (npm install)");
    const app = await ctx.startApp({ env: { ADMIN_PASSWORD: PASSWORD } });
    // The full reports (the LCP element and its phases, render-blocking requests, unused JavaScript,
    // layout-shift culprits) stay beside latest.json, for finding why a score is what it is.
    const dir = join(ctx.root, "bench", "results", "lighthouse");
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const kept = "bench/results/lighthouse";
    const rounds = Math.max(1, Math.min(ctx.options.rounds, 3));
    let conclave = false;
    for (const { route, forms, conclave: inConclave } of PAGES) {
      if (inConclave && !conclave) {
        await recordConclave(app.url);
        conclave = true;
      }
      // One unmeasured visit fills the page cache, as any visitor before would have.
      await (await fetch(app.url + route)).arrayBuffer();
      for (const form of forms) {
        const scenario = `${route}${inConclave ? " (conclave)" : ""} ${form}`;
        const file = (i: number) => `${scenario.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}-${i + 1}.json`;
        const reports: Report[] = [];
        for (let i = 0; i < rounds; i++) {
          ctx.log(`${scenario} (${i + 1}/${rounds})`);
          reports.push(await lighthouse(cli, app.url + route, form, join(dir, file(i))));
        }
        const m = (f: (r: Report) => number) => median(reports.map(f));
        const mobile = form === "mobile";
        const perf = m((r) => score(r, "performance"));
        const cls = m((r) => audit(r, "cumulative-layout-shift"));
        ctx.report({ scenario, metric: "performance", unit: "score", app: perf, baseline: null, ratio: null, target: mobile ? atLeastScore(perf, 95) : undefined });
        ctx.report({ scenario, metric: "cumulative layout shift", unit: "number", app: cls, baseline: null, ratio: null, target: { text: "≤ 0.02", pass: cls <= 0.02 } });
        for (const [category, label] of [["accessibility", "accessibility"], ["best-practices", "best practices"], ["seo", "SEO"]] as const) {
          const value = m((r) => score(r, category));
          ctx.report({ scenario, metric: label, unit: "score", app: value, baseline: null, ratio: null, target: atLeastScore(value, 100) });
        }
        ctx.report({ scenario, metric: "LCP", unit: "ms", app: m((r) => audit(r, "largest-contentful-paint")), baseline: null, ratio: null });
        ctx.report({ scenario, metric: "TBT", unit: "ms", app: m((r) => audit(r, "total-blocking-time")), baseline: null, ratio: null });
        ctx.record(scenario, reports.map((r, i) => ({
          performance: score(r, "performance"), lcp: audit(r, "largest-contentful-paint"), fcp: audit(r, "first-contentful-paint"),
          cls: audit(r, "cumulative-layout-shift"), tbt: audit(r, "total-blocking-time"),
          report: join(kept, file(i)),
        })));
      }
    }
    ctx.note(`Lighthouse ${rounds} run(s) per page and form factor, medians; mobile is Lighthouse's default (simulated slow 4G and 4× CPU slow-down), desktop its desktop preset. Chromium ${process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"}, headless. Translated pages and the live page (after a vacancy, the conclave's start and a black smoke recorded as the operator) mobile only. Full reports in ${kept}/. A new visitor: the welcome notice (a card over the foot of the page, not a modal) appears half a second after the page is interactive.`);
  },
});
