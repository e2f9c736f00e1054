/**
 * Lighthouse (from npm) in Debian's Chromium against the built executable:
 * performance, accessibility, best practices and SEO, with LCP, CLS and TBT,
 * for the three pages a visitor most often lands on, with the mobile preset
 * (slow 4G, 4× CPU slow-down, simulated) and the desktop one. Each figure is
 * the median of `rounds` runs; on a shared, busy machine the performance
 * score moves by several points from run to run.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { median } from "../lib/stats.ts";
import { defineSection, type Target } from "../lib/types.ts";

const ROUTES = ["/", "/cardinal/pietro-parolin", "/conclave-insights"];
const FORMS = ["mobile", "desktop"] as const;
const CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking";

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

async function lighthouse(cli: string, url: string, form: (typeof FORMS)[number], out: string): Promise<Report> {
  const runtime = Bun.which("node") ?? process.execPath;
  const args = [runtime, cli, url, "--quiet", "--output=json", `--output-path=${out}`, `--chrome-flags=${CHROME_FLAGS}`,
    "--only-categories=performance,accessibility,best-practices,seo", ...(form === "desktop" ? ["--preset=desktop"] : [])];
  const proc = Bun.spawn(args, { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" }, stdout: "ignore", stderr: "pipe" });
  const code = await proc.exited;
  if (code !== 0) throw new Error(`lighthouse ${url} (${form}) failed: ${(await new Response(proc.stderr).text()).slice(-500)}`);
  return (await Bun.file(out).json()) as Report;
}

const score = (r: Report, category: string) => (r.categories[category]?.score ?? NaN) * 100;
const audit = (r: Report, id: string) => r.audits[id]?.numericValue ?? NaN;
const atLeastScore = (value: number, min: number): Target => ({ text: `≥ ${min}`, pass: value >= min });

export default defineSection({
  name: "lighthouse",
  order: 60,
  description: "Lighthouse mobile and desktop for /, /cardinal/pietro-parolin and /conclave-insights against the built executable",
  async run(ctx) {
    const cli = join(ctx.root, "node_modules", "lighthouse", "cli", "index.js");
    if (!existsSync(cli)) throw new Error("lighthouse is not installed (npm install)");
    const app = await ctx.startApp();
    const dir = ctx.tempDir("lighthouse");
    // One unmeasured visit per page fills the page cache, as any visitor before would have.
    for (const route of ROUTES) await (await fetch(app.url + route)).arrayBuffer();
    const rounds = Math.max(1, Math.min(ctx.options.rounds, 3));
    let n = 0;
    for (const route of ROUTES) {
      for (const form of FORMS) {
        const reports: Report[] = [];
        for (let i = 0; i < rounds; i++) {
          ctx.log(`${route} ${form} (${i + 1}/${rounds})`);
          reports.push(await lighthouse(cli, app.url + route, form, join(dir, `report-${++n}.json`)));
        }
        const m = (f: (r: Report) => number) => median(reports.map(f));
        const scenario = `${route} ${form}`;
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
        ctx.record(scenario, reports.map((r) => ({
          performance: score(r, "performance"), lcp: audit(r, "largest-contentful-paint"), fcp: audit(r, "first-contentful-paint"),
          cls: audit(r, "cumulative-layout-shift"), tbt: audit(r, "total-blocking-time"),
        })));
      }
    }
    ctx.note(`Lighthouse ${rounds} run(s) per page and form factor, medians; mobile is Lighthouse's default (simulated slow 4G and 4× CPU slow-down), desktop its desktop preset. Chromium ${process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"}, headless. A new visitor: the welcome dialog opens half a second after the page is interactive and can be the largest paint on a phone.`);
  },
});
