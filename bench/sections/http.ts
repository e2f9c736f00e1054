/**
 * List, detail and suggestions: the built executable against a Bun.serve that
 * answers with the app's own bytes (servers/baseline.ts), both pinned to one
 * core, wrk pinned to the other, alternated baseline/app `rounds` times.
 * A new row is one more entry in SCENARIOS (and its paths in _http-paths.ts).
 */
import { capture, visitorCookies, writeCapture, type CapturedResponse } from "../lib/capture.ts";
import { atLeast, atMost, median, ratio } from "../lib/stats.ts";
import { join } from "node:path";
import { ensureWrk, runWrk, writeLuaScript, type WrkResult } from "../lib/wrk.ts";
import { defineSection, type BenchContext, type RunningServer, type Target } from "../lib/types.ts";
import { DETAIL_PATHS, LIST_PATHS, SUGGESTION_PATHS } from "./_http-paths.ts";

interface Scenario {
  name: string;
  paths: string[];
  /** Against an app started with RESPONSE_CACHE=off, so every answer is computed afresh. */
  uncached?: boolean;
  minRatio: number;
  /** p99 target in ms, when the issue sets one. */
  maxP99?: number;
}

const SCENARIOS: Scenario[] = [
  { name: "list, cache cold", paths: LIST_PATHS, uncached: true, minRatio: 0.5 },
  { name: "list, cache warm", paths: LIST_PATHS, minRatio: 0.9, maxP99: 5 },
  { name: "detail", paths: DETAIL_PATHS, minRatio: 0.7 },
  { name: "suggestions", paths: SUGGESTION_PATHS, minRatio: 0.7 },
];

let scripts = 0;

/** The app answers every path with the captured bytes (so one baseline serves both app instances). */
async function sameAnswers(baseUrl: string, captured: CapturedResponse[]): Promise<string[]> {
  const differing: string[] = [];
  for (const c of captured) {
    const res = await fetch(baseUrl + c.path);
    if (res.status !== 200 || Buffer.from(await res.arrayBuffer()).toString("base64") !== c.bodyBase64) differing.push(c.path);
  }
  return differing;
}

async function load(ctx: BenchContext, server: RunningServer, scenario: Scenario, dir: string, seconds: number, headers: Record<string, string>): Promise<WrkResult> {
  const script = writeLuaScript(dir, `s${++scripts}`, scenario.paths, { headers });
  return runWrk({
    url: server.url,
    script,
    duration: seconds,
    connections: ctx.options.connections,
    pinning: ctx.pinning,
    serverPid: server.proc.pid,
  });
}

function summarize(runs: WrkResult[]) {
  return {
    rps: median(runs.map((r) => r.requestsPerSecond)),
    p99: median(runs.map((r) => r.p99Ms)),
    errors: runs.reduce((n, r) => n + r.non2xx + r.socketErrors, 0),
    loadCpu: median(runs.map((r) => r.loadCpu ?? NaN)),
    serverCpu: median(runs.map((r) => r.serverCpu ?? NaN)),
    otherCpu: median(runs.map((r) => r.otherCpu ?? NaN)),
    /** Requests per CPU-second of the server: what other processes on the machine cannot take away. */
    perCpuSecond: median(runs.map((r) => (r.serverCpuMs ? r.requests / (r.serverCpuMs / 1000) : NaN))),
  };
}

export default defineSection({
  name: "http",
  order: 10,
  description: "list (cold, warm), detail and suggestions: requests/s against a static Bun.serve with the same bytes, app p99",
  async run(ctx) {
    await ensureWrk(ctx.log);
    const dir = ctx.tempDir("http");
    const { options, pinning } = ctx;

    ctx.log("starting the app (fresh database) and capturing its answers");
    const app = await ctx.startApp({ core: pinning.server });
    // wrk plays a returning browser: it sends back the cookies the app gives a first-time visitor.
    const cookie = await visitorCookies(app.url, LIST_PATHS[0]!);
    const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
    ctx.record("cookie", cookie ? cookie.replace(/=([^;]*)/g, "=…") : null);
    const captured = await capture(app.url, [...new Set(SCENARIOS.flatMap((s) => s.paths))]);
    ctx.log("starting a second app with RESPONSE_CACHE=off for the cold scenarios");
    const uncached = SCENARIOS.some((s) => s.uncached) ? await ctx.startApp({ core: pinning.server, env: { RESPONSE_CACHE: "off" } }) : null;
    if (uncached) {
      const differing = await sameAnswers(uncached.url, captured.filter((c) => SCENARIOS.some((s) => s.uncached && s.paths.includes(c.path))));
      if (differing.length) throw new Error(`without its response cache the app answers differently: ${differing.join(", ")}`);
    }
    ctx.record("captured", captured.map(({ path, contentType, bytes }) => ({ path, contentType, bytes })));
    const baseline = await ctx.startServer(["bun", join(import.meta.dir, "..", "servers", "baseline.ts"), writeCapture(dir, captured)], { core: pinning.server });

    const busy: { scenario: string; other: number }[] = [];
    for (const scenario of SCENARIOS) {
      const target = scenario.uncached ? uncached! : app;
      ctx.log(`${scenario.name}: warm-up ${options.warmup}s each, then ${options.rounds} × (baseline, app) × ${options.duration}s`);
      // Warm-up: JIT on both sides and, for the warm scenarios, the app's response cache.
      await load(ctx, baseline, scenario, dir, options.warmup, headers);
      await load(ctx, target, scenario, dir, options.warmup, headers);
      const runs = { baseline: [] as WrkResult[], app: [] as WrkResult[] };
      for (let round = 0; round < options.rounds; round++) {
        runs.baseline.push(await load(ctx, baseline, scenario, dir, options.duration, headers));
        runs.app.push(await load(ctx, target, scenario, dir, options.duration, headers));
      }
      const a = summarize(runs.app);
      const b = summarize(runs.baseline);
      ctx.record(scenario.name, runs);
      const r = ratio(a.rps, b.rps);
      const errors = a.errors + b.errors;
      ctx.report({
        scenario: scenario.name,
        metric: "requests/s",
        unit: "req/s",
        app: a.rps,
        baseline: b.rps,
        baselineLabel: "static Bun.serve",
        ratio: r,
        target: atLeast(r, scenario.minRatio),
        note: errors ? `${errors} non-2xx/socket errors` : undefined,
      });
      const p99Target: Target | undefined = scenario.maxP99 === undefined ? undefined : atMost(a.p99, scenario.maxP99, `${scenario.maxP99} ms`);
      ctx.report({
        scenario: scenario.name,
        metric: "requests per server CPU-s",
        unit: "req/s",
        app: a.perCpuSecond,
        baseline: b.perCpuSecond,
        baselineLabel: "static Bun.serve",
        ratio: ratio(a.perCpuSecond, b.perCpuSecond),
      });
      ctx.record(`${scenario.name}: paired ratios`, runs.app.map((run, i) => run.requestsPerSecond / runs.baseline[i]!.requestsPerSecond));
      ctx.report({ scenario: scenario.name, metric: "p99 latency", unit: "ms", app: a.p99, baseline: b.p99, baselineLabel: "static Bun.serve", ratio: null, target: p99Target });
      if (b.loadCpu > 0.9) {
        ctx.note(`${scenario.name}: wrk used ${(b.loadCpu * 100).toFixed(0)}% of its core against the baseline (server ${(b.serverCpu * 100).toFixed(0)}%), so the baseline may be partly limited by the load generator, which flatters the ratio.`);
      }
      busy.push({ scenario: scenario.name, other: median([a.otherCpu, b.otherCpu]) });
      const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
      ctx.log(`${scenario.name}: app ${Math.round(a.rps)} req/s (server cpu ${pct(a.serverCpu)}, wrk ${pct(a.loadCpu)}, other ${pct(a.otherCpu)}), baseline ${Math.round(b.rps)} req/s (server cpu ${pct(b.serverCpu)}, wrk ${pct(b.loadCpu)}, other ${pct(b.otherCpu)})`);
    }

    const busiest = Math.max(...busy.map((b) => b.other));
    if (busiest > 0.25) {
      ctx.note(`The machine was not quiet: during the runs everything other than the server and wrk used up to ${busiest.toFixed(2)} cores' worth of CPU (per scenario: ${busy.map((b) => `${b.scenario} ${b.other.toFixed(2)}`).join(", ")}). Pinning gives each side a core but does not keep others off it; alternation keeps the ratios fair on average, but single figures are noisier than on an idle machine. "Requests per server CPU-s" (requests divided by the CPU time the server process used) is not affected by that sharing and is the steadier comparison.`);
    }
    const pin = pinning.enabled ? `servers pinned to core ${pinning.server} (taskset), wrk to core ${pinning.load}` : "no pinning (one core or no taskset)";
    ctx.note(`wrk -t1 -c${options.connections} --latency, ${options.duration}s per run after a ${options.warmup}s warm-up, baseline and app alternated ${options.rounds}×, medians; ${pin}. The baseline answers the same URLs with the bytes captured from the app (same content-type; the app also sends its security headers).`);
    ctx.note(`Cache cold: the list rotates through ${LIST_PATHS.length} filter/sort queries against a second instance of the executable started with RESPONSE_CACHE=off, which computes every answer from the in-memory roster (filter, page, join the records' JSON) and keeps nothing (checked: the same bytes as the cached instance). The response cache is keyed on validated parameters, so a junk parameter can no longer force a miss. Cache warm: the same ${LIST_PATHS.length} queries against the normal instance, after a warm-up pass that fills its cache.`);
    if (cookie) ctx.note(`The app sets a visitor cookie on a first request (${cookie.replace(/=([^;]*)/g, "=…")}); wrk sends it back on every request to both servers, as a returning browser would, so the app verifies it instead of minting and signing a new one per request.`);
    ctx.note(`Detail rotates ${DETAIL_PATHS.length} slugs (pietro-parolin first); suggestions rotate ${SUGGESTION_PATHS.length} terms of 2-4 letters on GET /api/cardinals/suggestions (five, ranked), as the search box asks them.`);
  },
});
