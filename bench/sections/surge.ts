/**
 * The surge: the built executable behind a real Varnish configured with the
 * repository's deploy/varnish/default.vcl (only its backend port changed), wrk
 * with 100, 1,000 and 5,000 connections on a mix of pages, the start-up call
 * every page makes, directory reads and GET /api/conclave, sent as a returning
 * browser sends them (visitor cookie, Accept-Encoding). Varnish's own counters
 * say how many requests reached the origin. Then votes and the operator's
 * routes through Varnish (never stored, one vote per visitor), and the origin
 * stopped while Varnish keeps serving the pages it holds.
 */
import { Database } from "bun:sqlite";
import { join } from "node:path";
import { visitorCookies } from "../lib/capture.ts";
import { median } from "../lib/stats.ts";
import { ensureWrk, runWrk, writeLuaScript, type WrkResult } from "../lib/wrk.ts";
import { ensureVarnish, startVarnish, varnishCounters, VCL_PATH, type RunningVarnish } from "../lib/varnish.ts";
import { defineSection, type BenchContext, type RunningServer } from "../lib/types.ts";
import { DETAIL_PATHS, LIST_PATHS, SUGGESTION_PATHS } from "./_http-paths.ts";

const CONNECTIONS = [100, 1_000, 5_000] as const;
/** At 5,000 connections the origin sees at most 5 requests per 100 client requests; no client errors at any level. */
const GOAL = { connections: 5_000, originPerClient: 0.05, heldSeconds: 60 };
const PASSWORD = "bench operator passphrase, long enough";
/** What a browser sends: the cookie it was given, and the encodings it reads. */
const ACCEPT_ENCODING = "gzip, deflate, br";
/**
 * wrk counts an answer slower than this as a timeout error. Its default (2 s) is far shorter than a
 * browser waits; 10 s is still short of that, and the p99 row shows how slow the slow answers were.
 */
const CLIENT_TIMEOUT_S = 10;

const PAGES = ["/", "/cardinal/pietro-parolin", "/cardinal/luis-antonio-tagle", "/conclave-insights", "/new-holy-father"];
/**
 * One request list, cycled by every connection: each page twice with the /api/seed-data call its
 * script makes, the directory's list, detail and suggestion reads, and the conclave's state as
 * polled by open pages.
 */
const MIX = [
  ...PAGES.flatMap((p) => [p, "/api/seed-data", p, "/api/seed-data"]),
  ...LIST_PATHS.slice(0, 10),
  ...DETAIL_PATHS,
  ...SUGGESTION_PATHS.slice(0, 10),
  ...Array.from({ length: 5 }, () => "/api/conclave"),
];

interface SurgeRun extends WrkResult {
  seconds: number;
  /** Requests Varnish sent to the origin during the run, health probes included. */
  originRequests: number;
  counters: Record<string, number>;
}

const COUNTERS = ["MAIN.client_req", "MAIN.backend_req", "MAIN.cache_hit", "MAIN.cache_hit_grace", "MAIN.cache_miss", "MAIN.cache_hitmiss", "MAIN.cache_hitpass", "MAIN.s_pass", "MAIN.backend_fail", "MAIN.threads", "MAIN.sess_drop", "MAIN.sess_fail"];

async function surgeRun(ctx: BenchContext, varnish: RunningVarnish, script: string, connections: number, seconds: number, origin: RunningServer): Promise<SurgeRun> {
  const before = varnishCounters(varnish.name);
  const started = performance.now();
  const result = await runWrk({ url: varnish.url, script, duration: seconds, connections, pinning: ctx.pinning, serverPid: origin.proc.pid, timeoutS: CLIENT_TIMEOUT_S });
  const wall = (performance.now() - started) / 1000;
  const after = varnishCounters(varnish.name);
  const counters: Record<string, number> = {};
  for (const key of COUNTERS) counters[key] = key === "MAIN.threads" ? (after[key] ?? NaN) : (after[key] ?? NaN) - (before[key] ?? NaN);
  // backend_req counts every request Varnish made to the origin (misses, background refreshes, passes); the
  // health probe is not in it, so its requests over the run are added.
  const probes = Math.ceil(wall / varnish.probeIntervalS);
  return { ...result, seconds: wall, originRequests: (counters["MAIN.backend_req"] ?? 0) + probes, counters };
}

/** "a.b" → the number of ids in X-Varnish: one for an answer fetched from the origin, two for one served from the cache. */
const varnishIds = (res: Response) => (res.headers.get("x-varnish") ?? "").trim().split(/\s+/).filter(Boolean).length;

/** Votes and the operator's routes through Varnish: never stored, and one vote per visitor. */
async function passThrough(varnish: RunningVarnish, db: string): Promise<{ pass: boolean; details: string[] }> {
  const problems: string[] = [];
  const json = { "content-type": "application/json", origin: varnish.url };
  const sqlite = new Database(db, { readonly: true });
  const ids = (sqlite.query("SELECT id FROM cardinals WHERE status = 'cardinal' ORDER BY id LIMIT 2").all() as { id: number }[]).map((r) => r.id);
  const passed = (label: string, res: Response) => {
    if (varnishIds(res) !== 1) problems.push(`${label} came from Varnish's cache (X-Varnish: ${res.headers.get("x-varnish")})`);
  };
  const cookieOf = (res: Response, name: string) => res.headers.getSetCookie().map((c) => c.split(";")[0]!).find((c) => c.startsWith(`${name}=`)) ?? null;
  try {
    // Visitor A arrives (the page's start-up call gives the cookie), votes, tries again.
    const seed = await fetch(`${varnish.url}/api/seed-data`);
    await seed.arrayBuffer();
    const a = cookieOf(seed, "visitor");
    if (!a) problems.push("a new visitor's /api/seed-data through Varnish set no visitor cookie");
    const first = await fetch(`${varnish.url}/api/votes`, { method: "POST", headers: { ...json, cookie: a ?? "" }, body: JSON.stringify({ cardinalId: ids[0] }) });
    await first.arrayBuffer();
    passed("visitor A's vote", first);
    if (first.status !== 200) problems.push(`visitor A's vote answered ${first.status}`);
    const again = await fetch(`${varnish.url}/api/votes`, { method: "POST", headers: { ...json, cookie: a ?? "" }, body: JSON.stringify({ cardinalId: ids[1] }) });
    await again.arrayBuffer();
    passed("visitor A's second vote", again);
    if (again.status !== 409) problems.push(`visitor A's second vote answered ${again.status}, not 409`);
    // Visitor B votes with no cookie at all (the vote gives one).
    const other = await fetch(`${varnish.url}/api/votes`, { method: "POST", headers: json, body: JSON.stringify({ cardinalId: ids[1] }) });
    await other.arrayBuffer();
    const b = cookieOf(other, "visitor");
    if (other.status !== 200 || !b) problems.push(`visitor B's vote answered ${other.status}${b ? "" : " without a visitor cookie"}`);
    // Each visitor's status, twice each, alternating: each sees their own vote, so none was a stored copy.
    for (let i = 0; i < 2; i++) {
      for (const [label, cookie, id] of [["A", a, ids[0]], ["B", b, ids[1]]] as const) {
        const res = await fetch(`${varnish.url}/api/votes/status`, { headers: { cookie: cookie ?? "" } });
        const status = (await res.json()) as { hasVoted: boolean; cardinalId: number | null };
        passed(`visitor ${label}'s status`, res);
        if (!status.hasVoted || status.cardinalId !== id) problems.push(`visitor ${label}'s status read ${JSON.stringify(status)}`);
      }
    }
    const rows = (sqlite.query("SELECT count(*) AS n FROM cardinal_votes").get() as { n: number }).n;
    if (rows !== 2) problems.push(`the database holds ${rows} votes, not 2`);

    // The operator signs in through Varnish; the session answer differs with and without the cookie, every time.
    const login = await fetch(`${varnish.url}/api/admin/login`, { method: "POST", headers: json, body: JSON.stringify({ password: PASSWORD }) });
    await login.arrayBuffer();
    const session = cookieOf(login, "admin_session");
    if (login.status !== 200 || !session) problems.push(`operator sign-in through Varnish answered ${login.status}`);
    for (let i = 0; i < 2; i++) {
      for (const [label, cookie, signedIn] of [["with the session", `${a}; ${session}`, true], ["without it", a ?? "", false]] as const) {
        const res = await fetch(`${varnish.url}/api/admin/session`, { headers: { cookie } });
        const body = (await res.json()) as { signedIn: boolean };
        passed(`the operator's session ${label}`, res);
        if (body.signedIn !== signedIn) problems.push(`/api/admin/session ${label} read signedIn ${body.signedIn}`);
      }
    }
    // A page asked for with the operator's session is passed too (the dashboard reads fresh settings).
    const page = await fetch(`${varnish.url}/`, { headers: { cookie: session ?? "" } });
    await page.arrayBuffer();
    passed("a page with the operator's session", page);
  } finally {
    sqlite.close();
  }
  return { pass: problems.length === 0, details: problems };
}

/** Stops the origin and keeps asking Varnish for the pages it held, every 5 s, for `seconds`. */
async function originDown(varnish: RunningVarnish, origin: RunningServer, seconds: number, headers: Record<string, string>) {
  // What Varnish holds must be the origin's current page: a stale copy (served while Varnish refreshes it
  // in the background) is asked for again until the refreshed one is in.
  const held = new Map<string, string>();
  for (const path of PAGES) {
    // Pages name their own address, so the origin is asked with the Host the clients gave Varnish.
    const current = await (await fetch(origin.url + path, { headers: { ...headers, host: new URL(varnish.url).host } })).text();
    for (let attempt = 0; !held.has(path); attempt++) {
      const res = await fetch(varnish.url + path, { headers });
      const text = await res.text();
      if (res.status === 200 && text === current) held.set(path, text);
      else if (attempt >= 40) throw new Error(`GET ${path} through Varnish did not give the origin's page before the origin was stopped (${res.status})`);
      else await Bun.sleep(250);
    }
  }
  const others = ["/api/conclave", LIST_PATHS[0]!, DETAIL_PATHS[0]!];
  await origin.stop();
  const stoppedAt = performance.now();
  const failures: string[] = [];
  let checks = 0;
  let othersServed = 0;
  let othersAsked = 0;
  let elapsed = 0;
  for (;;) {
    elapsed = (performance.now() - stoppedAt) / 1000;
    for (const [path, body] of held) {
      const res = await fetch(varnish.url + path, { headers });
      const text = await res.text();
      checks++;
      if (res.status !== 200 || text !== body) failures.push(`${path} at ${elapsed.toFixed(0)} s: ${res.status}${res.status === 200 ? " (different body)" : ""}`);
    }
    for (const path of others) {
      const res = await fetch(varnish.url + path, { headers });
      await res.arrayBuffer();
      othersAsked++;
      if (res.status === 200) othersServed++;
    }
    if (elapsed >= seconds) break;
    await Bun.sleep(Math.min(5_000, Math.max(0, (seconds - elapsed) * 1000)));
  }
  return { served: failures.length === 0, heldSeconds: elapsed, checks, failures: failures.slice(0, 10), othersServed, othersAsked, others };
}

export default defineSection({
  name: "surge",
  order: 42,
  description: "the executable behind Varnish (deploy/varnish/default.vcl): wrk at 100, 1,000 and 5,000 connections; origin requests per client request; votes and operator passed; pages served with the origin down",
  async run(ctx) {
    const varnishd = ensureVarnish(ctx.log);
    if (!varnishd) {
      ctx.report({ scenario: "setup", metric: "varnish", unit: "check", app: 0, baseline: null, ratio: null, note: "skipped: varnish is not installed and apt-get install -y varnish failed (run as root)" });
      ctx.note("surge: skipped, Varnish could not be installed; nothing else in the bench or the tests needs it.");
      return;
    }
    await ensureWrk(ctx.log);
    const { options, pinning } = ctx;
    const dir = ctx.tempDir("surge");

    ctx.log("starting the app (fresh database, TRUST_PROXY=1 as behind a proxy) and Varnish with deploy/varnish/default.vcl");
    const appDir = ctx.tempDir("surge-app");
    const db = join(appDir, "site.db");
    const bin = await ctx.executable();
    const origin = await ctx.startServer([bin, "--port", "0", "--db", db, "--host", "127.0.0.1"], {
      cwd: appDir, core: pinning.server, env: { TRUST_PROXY: "1", ADMIN_PASSWORD: PASSWORD },
    });
    const originPort = Number(new URL(origin.url).port);
    const varnish = await startVarnish(varnishd, originPort, { core: pinning.server, pinning, maxConnections: Math.max(...CONNECTIONS) });
    try {
      // A returning browser: the cookie its first page's start-up call gave it, sent back on every request.
      const cookie = await visitorCookies(varnish.url, "/api/seed-data");
      if (!cookie?.startsWith("visitor=")) throw new Error(`a new visitor's /api/seed-data through Varnish set no visitor cookie (got ${cookie})`);
      const headers = { Cookie: cookie, "Accept-Encoding": ACCEPT_ENCODING };
      for (const path of new Set(MIX)) {
        const res = await fetch(varnish.url + path, { headers });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`GET ${path} through Varnish answered ${res.status}`);
      }
      const script = writeLuaScript(dir, "surge", MIX, { headers });

      // Opening 5,000 connections takes a busy machine seconds (in 5 s rounds wrk sometimes saw no answer at
      // all while Varnish was still answering the warm-up's closed connections): rounds are at least 10 s.
      const seconds = Math.max(options.duration, 10);
      for (const connections of CONNECTIONS) {
        const scenario = `${connections.toLocaleString("en-US")} connections`;
        ctx.log(`${scenario}: warm-up ${options.warmup}s, then ${options.rounds} × ${seconds}s`);
        await surgeRun(ctx, varnish, script, connections, options.warmup, origin);
        const runs: SurgeRun[] = [];
        for (let round = 0; round < options.rounds; round++) runs.push(await surgeRun(ctx, varnish, script, connections, seconds, origin));
        ctx.record(scenario, runs);
        const rps = median(runs.map((r) => r.requestsPerSecond));
        const errors = runs.reduce((n, r) => n + r.non2xx + r.socketErrors, 0);
        const requests = runs.reduce((n, r) => n + r.requests, 0);
        const originRps = median(runs.map((r) => r.originRequests / r.seconds));
        const perClient = median(runs.map((r) => (r.requests ? r.originRequests / r.requests : NaN)));
        const row = { scenario, baseline: null, ratio: null } as const;
        ctx.report({ ...row, metric: "client requests/s", unit: "req/s", app: rps });
        ctx.report({
          ...row, metric: "client errors", unit: "count", app: errors, target: { text: "0", pass: errors === 0 },
          note: `of ${requests.toLocaleString("en-US")} requests${errors ? ` (non-2xx ${runs.reduce((n, r) => n + r.non2xx, 0)}, socket ${runs.reduce((n, r) => n + r.socketErrors, 0)})` : ""}`,
        });
        ctx.report({ ...row, metric: "p99 latency", unit: "ms", app: median(runs.map((r) => r.p99Ms)) });
        ctx.report({ ...row, metric: "origin requests/s", unit: "req/s", app: originRps, note: "health probe included" });
        ctx.report({
          ...row, metric: "origin requests per client request", unit: "number", app: perClient,
          target: connections === GOAL.connections ? { text: `≤ ${GOAL.originPerClient.toFixed(3)}`, pass: perClient <= GOAL.originPerClient } : undefined,
        });
        const pct = (x: number | null) => (x === null ? "?" : `${(x * 100).toFixed(0)}%`);
        ctx.log(`${scenario}: ${Math.round(rps)} req/s, ${errors} errors, origin ${originRps.toFixed(1)} req/s (${perClient.toFixed(4)} per client request); wrk cpu ${pct(median(runs.map((r) => r.loadCpu ?? NaN)))}, origin cpu ${pct(median(runs.map((r) => r.serverCpu ?? NaN)))}, others (Varnish included) ${median(runs.map((r) => r.otherCpu ?? NaN)).toFixed(2)} cores`);
      }

      ctx.log("votes and the operator's routes through Varnish");
      const through = await passThrough(varnish, db);
      ctx.record("votes and operator through Varnish", through);
      ctx.report({
        scenario: "votes and operator through Varnish", metric: "passed uncached, one vote per visitor", unit: "check", app: through.pass ? 1 : 0,
        baseline: null, ratio: null, target: { text: "yes", pass: through.pass }, note: through.pass ? undefined : through.details.join("; "),
      });

      const hold = options.quick ? 15 : GOAL.heldSeconds;
      ctx.log(`origin down: stopping the app and asking Varnish for ${PAGES.length} held pages every 5 s for ${hold} s`);
      const down = await originDown(varnish, origin, hold, headers);
      ctx.record("origin down", down);
      const servedLongEnough = down.served && down.heldSeconds >= GOAL.heldSeconds;
      ctx.report({
        scenario: "origin down", metric: "pages served", unit: "check", app: servedLongEnough ? 1 : 0, baseline: null, ratio: null,
        target: { text: `1 (≥ ${GOAL.heldSeconds} s)`, pass: servedLongEnough },
        note: `${down.checks} page requests over ${down.heldSeconds.toFixed(0)} s after the origin stopped${down.served ? ", all 200 with the held page" : `: ${down.failures.join("; ")}`}${options.quick ? " (quick run: shortened)" : ""}; reads and /api/conclave ${down.othersServed}/${down.othersAsked}`,
      });

      const pin = pinning.enabled ? `Varnish and the executable pinned to core ${pinning.server} (taskset), wrk to core ${pinning.load}` : "no pinning (one core or no taskset)";
      ctx.note(`Surge: ${VCL_PATH.replace(ctx.root + "/", "")} as it is, with only the backend's port changed; varnishd -s malloc,256m -p thread_pool_min=1250 -p listen_depth=4096 (Varnish's default of 2 pools × 5,000 threads covers 5,000 busy connections; the minimum only starts some ahead); ${pin}. wrk -t1 --latency at each connection count, a ${options.warmup}s warm-up then ${options.rounds} × ${Math.max(options.duration, 10)}s, medians (errors summed). Each connection cycles ${MIX.length} requests: ${PAGES.length} pages twice each, each followed by the /api/seed-data call its script makes, ${LIST_PATHS.slice(0, 10).length} list queries, ${DETAIL_PATHS.length} cardinal records, 10 suggestion searches and 5 polls of /api/conclave, all with the visitor cookie a first page gave and Accept-Encoding: ${ACCEPT_ENCODING}, as a returning browser sends them. Origin requests are Varnish's MAIN.backend_req (misses, background refreshes, passes) plus the health probe's (one every ${varnish.probeIntervalS} s). Client errors are wrk's non-2xx answers and socket errors (connect, read, write, and answers slower than ${CLIENT_TIMEOUT_S} s; a browser waits longer).`);
      ctx.note(`Surge: what the figures do not show. Every distinct address costs the origin about one request per its time to live (10 s for pages and reads, 1 s for the conclave's state), so a crowd typing new search terms reaches the origin once per new term; a visitor's first page makes one uncached /api/seed-data call (it sets the visitor cookie); votes and the operator's routes always reach the origin. Origin down: the executable is stopped (SIGTERM) after the load; the pages are asked for every 5 s and must come back 200 with the body Varnish held before.`);
    } finally {
      await varnish.stop();
    }
  },
});
