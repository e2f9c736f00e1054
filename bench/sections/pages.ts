/**
 * Server-rendered pages: GET / and GET /cardinal/pietro-parolin, in English and
 * in Spanish and Polish (each language is its own cached page), from the built
 * executable (rendered HTML from its page cache) against a static Bun.serve
 * answering the very same bytes, both pinned to one core, wrk on the other,
 * alternated baseline/app `rounds` times.
 */
import { join } from "node:path";
import { capture, writeCapture } from "../lib/capture.ts";
import { atLeast, median, ratio } from "../lib/stats.ts";
import { ensureWrk, runWrk, writeLuaScript, type WrkResult } from "../lib/wrk.ts";
import { defineSection, type BenchContext, type RunningServer } from "../lib/types.ts";

const PAGES = [
  { scenario: "GET /, warm", path: "/" },
  { scenario: "GET /cardinal/pietro-parolin, warm", path: "/cardinal/pietro-parolin" },
  { scenario: "GET /es/, warm", path: "/es/" },
  { scenario: "GET /pl/cardinal/pietro-parolin, warm", path: "/pl/cardinal/pietro-parolin" },
];
const MIN_RATIO = 0.7;

let scripts = 0;
function load(ctx: BenchContext, server: RunningServer, dir: string, path: string, seconds: number): Promise<WrkResult> {
  return runWrk({
    url: server.url,
    script: writeLuaScript(dir, `page${++scripts}`, [path]),
    duration: seconds,
    connections: ctx.options.connections,
    pinning: ctx.pinning,
    serverPid: server.proc.pid,
  });
}

export default defineSection({
  name: "pages",
  order: 15,
  description: "server-rendered pages (/, /cardinal/pietro-parolin, /es/, /pl/cardinal/pietro-parolin), warm: requests/s against a static Bun.serve with the same bytes",
  async run(ctx) {
    await ensureWrk(ctx.log);
    const dir = ctx.tempDir("pages");
    const app = await ctx.startApp({ core: ctx.pinning.server });
    // The first request renders and caches each page; the capture is what the cache then serves.
    const captured = await capture(app.url, PAGES.map((p) => p.path));
    ctx.record("captured", captured.map(({ path, bytes }) => ({ path, bytes })));
    const baseline = await ctx.startServer(["bun", join(import.meta.dir, "..", "servers", "baseline.ts"), writeCapture(dir, captured)], { core: ctx.pinning.server });
    for (const { scenario, path } of PAGES) {
      await load(ctx, baseline, dir, path, ctx.options.warmup);
      await load(ctx, app, dir, path, ctx.options.warmup);
      const runs = { baseline: [] as WrkResult[], app: [] as WrkResult[] };
      for (let round = 0; round < ctx.options.rounds; round++) {
        runs.baseline.push(await load(ctx, baseline, dir, path, ctx.options.duration));
        runs.app.push(await load(ctx, app, dir, path, ctx.options.duration));
      }
      ctx.record(scenario, runs);
      const a = median(runs.app.map((r) => r.requestsPerSecond));
      const b = median(runs.baseline.map((r) => r.requestsPerSecond));
      const errors = [...runs.app, ...runs.baseline].reduce((n, r) => n + r.non2xx + r.socketErrors, 0);
      const r = ratio(a, b);
      ctx.report({
        scenario, metric: "requests/s", unit: "req/s", app: a, baseline: b, baselineLabel: "static Bun.serve", ratio: r,
        target: atLeast(r, MIN_RATIO), note: errors ? `${errors} non-2xx/socket errors` : undefined,
      });
      ctx.report({
        scenario, metric: "p99 latency", unit: "ms",
        app: median(runs.app.map((x) => x.p99Ms)), baseline: median(runs.baseline.map((x) => x.p99Ms)), baselineLabel: "static Bun.serve", ratio: null,
      });
    }
    ctx.note(`Pages: ${captured.map((c) => `${c.path} ${Math.round(c.bytes / 1024)} KB`).join(", ")} of HTML as rendered on the server (uncompressed: wrk asks for no encoding). Warm: the app answers from its page cache, keyed by address, day, roster version and photo index.`);
  },
});
