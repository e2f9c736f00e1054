/**
 * Votes: durable POST /api/votes from distinct visitors (no cookie, so every
 * request is a new visitor with a new signed cookie), committed in groups
 * with synchronous=FULL, against two baselines: bun:sqlite committing the
 * same batches as the app's vote writer made, with no HTTP (the honest limit
 * for a write that waits for the disk, _votes-commit-baseline.ts), and a
 * Bun.serve that JSON-parses the same body and answers without a database
 * (_votes-baseline.ts). Then one commit per
 * vote for contrast (when the executable has the GROUP_COMMIT=off switch),
 * results reads while votes are written, and a check that every vote the app
 * acknowledged with 200 is in its database file after the app was killed.
 */
import { Database } from "bun:sqlite";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { atLeast, median, ratio } from "../lib/stats.ts";
import { ensureWrk, runWrk, writeLuaScript, type WrkResult } from "../lib/wrk.ts";
import { defineSection, type RunningServer } from "../lib/types.ts";
import { pinned } from "../lib/process.ts";
import type { CommitBaselineResult } from "./_votes-commit-baseline.ts";

const MIN_VOTES_PER_SECOND = 10_000;
const MIN_RATIO = 0.3;
/** Against bun:sqlite committing the same batches with no HTTP: the share of the disk's limit the app reaches. */
const MIN_COMMIT_RATIO = 0.5;
const MAX_P99_MS = 20;
/** The bench votes from one address; the app's per-address cap must not refuse it. */
const NO_RATE_LIMIT = "100000000/600";
/** Named in the executable's --help once the server honours it (see bench/README.md). */
const GROUP_COMMIT_SWITCH = "GROUP_COMMIT";

interface VoteRun extends WrkResult {
  /** 200 answers counted by the Lua `response` callback (null for the baseline, which is not counted). */
  acknowledged: number | null;
  refused: number | null;
  /** Visitor ids from the Set-Cookie of each 200 answer. */
  visitors: string[];
}

interface VotesApp {
  server: RunningServer;
  db: string;
  /** The vote writer's log (VOTE_BATCH_LOG): one line per committed batch, "end-ms votes commit-ms". */
  batchLog: string;
  /** Every visitor id the app answered 200 for, over all runs against it. */
  acknowledged: string[];
  /** 200 answers counted (equals acknowledged.length unless a cookie could not be read). */
  acks: number;
}

let scripts = 0;
let tallies = 0;

/**
 * A wrk script posting `{"cardinalId":n}` (rotating over `ids`) with JSON
 * content-type and a same-origin Origin, and no cookie. With `countInto`,
 * a `response` callback counts 200 answers and keeps each one's visitor id;
 * `done` writes them (and the counts, on a last "#" line) to that file.
 */
function voteScript(dir: string, origin: string, ids: number[], countInto: string | null): string {
  const lua = `local ids = { ${ids.join(", ")} }
local headers = { ["Content-Type"] = "application/json", ["Origin"] = ${JSON.stringify(origin)} }
local prepared = {}
local n = 0
init = function(args)
  for i, id in ipairs(ids) do prepared[i] = wrk.format("POST", "/api/votes", headers, '{"cardinalId":' .. id .. '}') end
end
request = function()
  n = n + 1
  return prepared[(n % #prepared) + 1]
end
${countInto === null ? "" : `
acked = 0
refused = 0
visitors = {}
response = function(status, hdrs, body)
  if status == 200 then
    acked = acked + 1
    for k, v in pairs(hdrs) do
      if string.lower(k) == "set-cookie" then
        local id = string.match(v, "^visitor=(%x+)")
        if id then visitors[#visitors + 1] = id end
      end
    end
  else
    refused = refused + 1
  end
end

local threads = {}
setup = function(thread)
  table.insert(threads, thread)
end
done = function(summary, latency, requests)
  local f = assert(io.open(${JSON.stringify(countInto)}, "w"))
  local a, r = 0, 0
  for _, t in ipairs(threads) do
    a = a + t:get("acked")
    r = r + t:get("refused")
    for _, id in ipairs(t:get("visitors")) do f:write(id, "\\n") end
  end
  f:write("#", a, " ", r, "\\n")
  f:close()
  io.write("acknowledged ", a, ", refused ", r, "\\n")
end
`}`;
  const file = join(dir, `votes-${++scripts}.lua`);
  writeFileSync(file, lua);
  return file;
}

interface Batch { end: number; votes: number; ms: number }

/** The batches the app's vote writer committed that ended between `from` and `to` (ms since 1970). */
function batchesBetween(log: string, from: number, to: number): Batch[] {
  if (!existsSync(log)) return [];
  return readFileSync(log, "utf8").split("\n").filter(Boolean).map((line) => {
    const [end, votes, ms] = line.split(" ").map(Number);
    return { end: end!, votes: votes!, ms: ms! };
  }).filter((b) => b.end >= from && b.end <= to);
}

/** Reads what a counting script's `done` wrote. */
function readCounts(file: string): { acknowledged: number; refused: number; visitors: string[] } {
  const lines = readFileSync(file, "utf8").split("\n").filter(Boolean);
  const last = lines.pop();
  const m = last ? /^#(\d+) (\d+)$/.exec(last) : null;
  if (!m) throw new Error(`the wrk script wrote no counts to ${file}`);
  return { acknowledged: Number(m[1]), refused: Number(m[2]), visitors: lines };
}

export default defineSection({
  name: "votes",
  order: 40,
  description: "durable POST /api/votes from new visitors (group commit, one commit per vote) against a JSON-parsing Bun.serve; results reads while voting; every 200 in the database",
  async run(ctx) {
    await ensureWrk(ctx.log);
    const { options, pinning } = ctx;
    const dir = ctx.tempDir("votes");
    const bin = await ctx.executable();
    const help = Bun.spawnSync([bin, "--help"], { stdout: "pipe", stderr: "pipe" });
    const switchHonoured = (help.stdout.toString() + help.stderr.toString()).includes(GROUP_COMMIT_SWITCH);
    const half = Math.max(1, Math.floor(options.connections / 2));

    const startVotesApp = async (env: Record<string, string> = {}): Promise<VotesApp> => {
      const appDir = ctx.tempDir("votes-app");
      const db = join(appDir, "site.db");
      const batchLog = join(appDir, "batches.log");
      const server = await ctx.startServer([bin, "--port", "0", "--db", db, "--host", "127.0.0.1"], {
        cwd: appDir,
        core: pinning.server,
        env: { VOTE_RATE_LIMIT: NO_RATE_LIMIT, VOTE_BATCH_LOG: batchLog, ...env },
      });
      return { server, db, batchLog, acknowledged: [], acks: 0 };
    };

    /** One wrk run of votes; against an app, its 200s (and their visitor ids) are added to the app's tally. */
    const vote = async (target: RunningServer, ids: number[], seconds: number, connections: number, app: VotesApp | null): Promise<VoteRun & { from: number; to: number }> => {
      const countInto = app ? join(dir, `acks-${++tallies}.txt`) : null;
      const from = Date.now();
      const result = await runWrk({
        url: target.url,
        script: voteScript(dir, target.url, ids, countInto),
        duration: seconds,
        connections,
        pinning,
        serverPid: target.proc.pid,
      });
      const to = Date.now();
      if (!app || !countInto) return { ...result, acknowledged: null, refused: null, visitors: [], from, to };
      const counts = readCounts(countInto);
      app.acks += counts.acknowledged;
      app.acknowledged.push(...counts.visitors);
      return { ...result, ...counts, from, to };
    };

    /**
     * bun:sqlite alone committing, back to back for `seconds`, the batches the
     * app's writer committed during `run` (in order, repeated), on `db`.
     */
    const commitBaseline = async (db: string, batches: Batch[], seconds: number): Promise<CommitBaselineResult> => {
      const sizes = join(dir, `batch-sizes-${++tallies}.txt`);
      writeFileSync(sizes, batches.map((b) => b.votes).join("\n"));
      const proc = Bun.spawn(pinned(["bun", join(import.meta.dir, "_votes-commit-baseline.ts"), db, sizes, String(seconds)], pinning.server, pinning), { stdout: "pipe", stderr: "pipe" });
      const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
      if (code !== 0) throw new Error(`the group-commit baseline failed (exit ${code}): ${err.slice(0, 500)}`);
      return JSON.parse(out.trim().split("\n").pop()!) as CommitBaselineResult;
    };

    /** Kills the app as a crash would (SIGKILL), then looks for every acknowledged visitor in its database file. */
    const checkDatabase = async (app: VotesApp) => {
      app.server.proc.kill("SIGKILL");
      await app.server.stop();
      const sqlite = new Database(app.db);
      try {
        const rows = (sqlite.query("SELECT count(*) AS n FROM cardinal_votes").get() as { n: number }).n;
        const stored = new Set((sqlite.query("SELECT visitor_id AS v FROM cardinal_votes").all() as { v: string }[]).map((r) => r.v));
        const missing = app.acknowledged.filter((v) => !stored.has(v));
        const unreadable = app.acks - app.acknowledged.length;
        return { rows, acks: app.acks, ids: app.acknowledged.length, missing: missing.length, unreadable, pass: rows >= app.acks && missing.length === 0 && unreadable === 0 };
      } finally {
        sqlite.close();
      }
    };

    const summarize = (runs: VoteRun[]) => ({
      rps: median(runs.map((r) => r.requestsPerSecond)),
      p99: median(runs.map((r) => r.p99Ms)),
      perCpuSecond: median(runs.map((r) => (r.serverCpuMs ? r.requests / (r.serverCpuMs / 1000) : NaN))),
      loadCpu: median(runs.map((r) => r.loadCpu ?? NaN)),
      serverCpu: median(runs.map((r) => r.serverCpu ?? NaN)),
      otherCpu: median(runs.map((r) => r.otherCpu ?? NaN)),
      refused: runs.reduce((n, r) => n + (r.refused ?? r.non2xx) + r.socketErrors, 0),
    });
    const pct = (x: number) => `${(x * 100).toFixed(0)}%`;

    // ── Group commit against the baseline ────────────────────────────────
    ctx.log("starting the app (fresh database, group commit) and the JSON-parsing baseline");
    const app = await startVotesApp();
    // The group-commit baseline writes to a copy of the app's database as it starts: same schema, indexes and roster, no votes.
    const commitDb = join(ctx.tempDir("votes-commit-baseline"), "site.db");
    {
      const sqlite = new Database(app.db);
      try {
        sqlite.run(`VACUUM INTO '${commitDb.replaceAll("'", "''")}'`);
      } finally {
        sqlite.close();
      }
    }
    const cardinalIds = (() => {
      const sqlite = new Database(app.db);
      try {
        return (sqlite.query("SELECT id FROM cardinals WHERE status = 'cardinal' ORDER BY id").all() as { id: number }[]).map((r) => r.id);
      } finally {
        sqlite.close();
      }
    })();
    if (cardinalIds.length === 0) throw new Error("the app's database lists no votable cardinal");
    const baseline = await ctx.startServer(["bun", join(import.meta.dir, "_votes-baseline.ts")], { core: pinning.server });

    // Both answer a first vote from a new visitor with 200 (the app with a visitor cookie).
    for (const [label, server] of [["app", app.server], ["baseline", baseline]] as const) {
      const res = await fetch(`${server.url}/api/votes`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url },
        body: JSON.stringify({ cardinalId: cardinalIds[0] }),
      });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${label}: POST /api/votes answered ${res.status}: ${text.slice(0, 200)}`);
      if (label === "app") {
        const visitor = /^visitor=([0-9a-f]+)/.exec(res.headers.getSetCookie().find((c) => c.startsWith("visitor=")) ?? "");
        if (!visitor) throw new Error("the app answered a vote without a visitor cookie; the check could not tell votes apart");
        app.acks += 1;
        app.acknowledged.push(visitor[1]!);
      }
    }

    ctx.log(`group commit: warm-up ${options.warmup}s each, then ${options.rounds} × (JSON-parse baseline, app, group-commit baseline replaying the app's batches) × ${options.duration}s, -c${options.connections}`);
    await vote(baseline, cardinalIds, options.warmup, options.connections, null);
    await vote(app.server, cardinalIds, options.warmup, options.connections, app);
    const runs = { baseline: [] as VoteRun[], app: [] as VoteRun[], commits: [] as (CommitBaselineResult & { appBatches: number; appVotesInBatches: number; appMeanCommitMs: number; writerBusy: number })[] };
    for (let round = 0; round < options.rounds; round++) {
      runs.baseline.push(await vote(baseline, cardinalIds, options.duration, options.connections, null));
      const appRun = await vote(app.server, cardinalIds, options.duration, options.connections, app);
      runs.app.push(appRun);
      const batches = batchesBetween(app.batchLog, appRun.from, appRun.to);
      if (batches.length === 0) continue;
      const replay = await commitBaseline(commitDb, batches, options.duration);
      const appVotesInBatches = batches.reduce((n, x) => n + x.votes, 0);
      const appCommitMs = batches.reduce((n, x) => n + x.ms, 0);
      runs.commits.push({ ...replay, appBatches: batches.length, appVotesInBatches, appMeanCommitMs: appCommitMs / batches.length, writerBusy: appCommitMs / (appRun.to - appRun.from) });
    }
    const a = summarize(runs.app);
    const b = summarize(runs.baseline);
    ctx.record("group commit", runs.app.map(({ visitors, ...r }) => ({ ...r, visitors: visitors.length })));
    ctx.record("baseline", runs.baseline.map(({ visitors, ...r }) => r));
    ctx.record("group-commit baseline", runs.commits);
    if (runs.commits.length === 0) {
      ctx.report({ scenario: "group commit", metric: "durable votes / group-commit baseline", unit: "req/s", app: a.rps, baseline: null, ratio: null, target: { text: `≥ ${MIN_COMMIT_RATIO.toFixed(2)}`, pass: false }, note: "n/a (the executable wrote no VOTE_BATCH_LOG)" });
    } else {
      const c = {
        rps: median(runs.commits.map((x) => x.votesPerSecond)),
        batch: median(runs.commits.map((x) => x.meanBatch)),
        commitMs: median(runs.commits.map((x) => x.meanCommitMs)),
        appCommitMs: median(runs.commits.map((x) => x.appMeanCommitMs)),
        writerBusy: median(runs.commits.map((x) => x.writerBusy)),
      };
      const cr = ratio(a.rps, c.rps);
      ctx.report({
        scenario: "group commit",
        metric: "durable votes / group-commit baseline",
        unit: "req/s",
        app: a.rps,
        baseline: c.rps,
        baselineLabel: "bun:sqlite, same batches, no HTTP",
        ratio: cr,
        target: atLeast(cr, MIN_COMMIT_RATIO),
        note: `${c.batch.toFixed(1)} votes per commit`,
      });
      ctx.report({ scenario: "group commit", metric: "commit time per batch", unit: "ms", app: c.appCommitMs, baseline: c.commitMs, baselineLabel: "bun:sqlite, same batches, no HTTP", ratio: null, note: `app's writer committing ${pct(c.writerBusy)} of the time` });
      ctx.note(`Group-commit baseline (bench/sections/_votes-commit-baseline.ts): the app runs with VOTE_BATCH_LOG, so its vote writer logs every batch it commits (when it ended, its votes, how long the commit took); after each app round, bun:sqlite alone commits the batches that ended during that round, in the same order and repeated until ${options.duration}s are up, back to back on one thread pinned like the server: the app's connection setup (WAL, synchronous=FULL, the vote writer's checkpoint interval) and insert statements (db/queries/vote-writes.ts), a new visitor id per vote from the app's own generator (src/server/http/visitor.ts), on a copy of the app's database taken as it started (VACUUM INTO), so the table grows as the app's does. No HTTP, no cookie, no hand-off between threads: the most votes/s that the disk and SQLite allow with those batch sizes. "Commit time per batch" compares the app's commits (on its writer thread, sharing the core with the server thread) with the baseline's; "committing x% of the time" is the share of the app's round its writer spent in commits (100% would mean the disk, not the server, set the pace).`);
    }
    const r = ratio(a.rps, b.rps);
    ctx.report({
      scenario: "group commit",
      metric: "durable votes/s",
      unit: "req/s",
      app: a.rps,
      baseline: b.rps,
      baselineLabel: "JSON-parse Bun.serve",
      ratio: r,
      target: atLeast(r, MIN_RATIO),
      note: a.refused + b.refused ? `${a.refused + b.refused} refused/socket errors` : undefined,
    });
    ctx.report({
      scenario: "group commit",
      metric: "durable votes/s, absolute",
      unit: "req/s",
      app: a.rps,
      baseline: null,
      ratio: null,
      target: { text: `≥ ${MIN_VOTES_PER_SECOND.toLocaleString("en-US")}/s`, pass: a.rps >= MIN_VOTES_PER_SECOND },
    });
    ctx.report({ scenario: "group commit", metric: "votes per server CPU-s", unit: "req/s", app: a.perCpuSecond, baseline: b.perCpuSecond, baselineLabel: "JSON-parse Bun.serve", ratio: ratio(a.perCpuSecond, b.perCpuSecond) });
    ctx.report({ scenario: "group commit", metric: "p99 latency", unit: "ms", app: a.p99, baseline: b.p99, baselineLabel: "JSON-parse Bun.serve", ratio: null, target: { text: `≤ ${MAX_P99_MS} ms`, pass: a.p99 <= MAX_P99_MS } });
    ctx.log(`group commit: app ${Math.round(a.rps)} votes/s (server cpu ${pct(a.serverCpu)}, wrk ${pct(a.loadCpu)}, other ${pct(a.otherCpu)}), baseline ${Math.round(b.rps)} req/s (server cpu ${pct(b.serverCpu)}, wrk ${pct(b.loadCpu)}, other ${pct(b.otherCpu)})`);
    if (a.otherCpu > 0.25 || b.otherCpu > 0.25) {
      ctx.note(`votes: during the runs everything other than the server and wrk used ${a.otherCpu.toFixed(2)} cores' worth of CPU against the app and ${b.otherCpu.toFixed(2)} against the baseline; against the app that includes the kernel's journal and block-device work for the fsyncs (not charged to the server), against the baseline it is other load on the machine. "Votes per server CPU-s" is not affected by that sharing.`);
    }
    if (b.loadCpu > 0.9) ctx.note(`votes: wrk used ${pct(b.loadCpu)} of its core against the baseline (server ${pct(b.serverCpu)}), so the baseline may be partly limited by the load generator, which flatters the ratio.`);
    await baseline.stop();

    // ── Results reads, alone and while votes are written ─────────────────
    const readsScript = writeLuaScript(dir, "results", ["/api/votes/results"]);
    const reads = (seconds: number) =>
      runWrk({ url: app.server.url, script: readsScript, duration: seconds, connections: half, pinning, serverPid: app.server.proc.pid });
    const votesBefore = app.acks;
    ctx.log(`results reads: ${options.rounds} × (reads alone, reads + votes at once) × ${options.duration}s, -c${half} each`);
    await reads(options.warmup);
    const readRuns = { alone: [] as WrkResult[], together: [] as WrkResult[], writes: [] as VoteRun[] };
    for (let round = 0; round < options.rounds; round++) {
      readRuns.alone.push(await reads(options.duration));
      const [readRun, writeRun] = await Promise.all([reads(options.duration), vote(app.server, cardinalIds, options.duration, half, app)]);
      readRuns.together.push(readRun);
      readRuns.writes.push(writeRun);
    }
    ctx.record("results reads", { alone: readRuns.alone, whileVoting: readRuns.together, votes: readRuns.writes.map(({ visitors, ...w }) => ({ ...w, visitors: visitors.length })) });
    const alone = median(readRuns.alone.map((x) => x.requestsPerSecond));
    const together = median(readRuns.together.map((x) => x.requestsPerSecond));
    const writesAlongside = median(readRuns.writes.map((x) => x.requestsPerSecond));
    const readErrors = [...readRuns.alone, ...readRuns.together].reduce((n, x) => n + x.non2xx + x.socketErrors, 0);
    ctx.report({
      scenario: "results while voting",
      metric: "GET /api/votes/results/s",
      unit: "req/s",
      app: together,
      baseline: alone,
      baselineLabel: "same reads, no votes",
      ratio: ratio(together, alone),
      note: `${Math.round(writesAlongside).toLocaleString("en-US")} votes/s alongside${readErrors ? `; ${readErrors} read errors` : ""}`,
    });
    ctx.report({ scenario: "results while voting", metric: "p99 latency", unit: "ms", app: median(readRuns.together.map((x) => x.p99Ms)), baseline: median(readRuns.alone.map((x) => x.p99Ms)), baselineLabel: "same reads, no votes", ratio: null });
    ctx.note(`Results reads: wrk -c${half} on GET /api/votes/results, alone and then at the same time as a second wrk -c${half} posting votes (both wrk processes on the load core), alternated ${options.rounds}×, medians; the database held about ${votesBefore.toLocaleString("en-US")} to ${app.acks.toLocaleString("en-US")} votes meanwhile. A count reads only the votes added since the last one (voteCounter, decision 054); while votes keep coming the app counts again at most once a second (RESULTS_RECOUNT_MS, decision 052) and answers the last count in between, so the reads measure that pace, not a count per read.`);

    // ── Every acknowledged vote is in the database ───────────────────────
    const grouped = await checkDatabase(app);
    ctx.record("database check, group commit", grouped);

    // ── One commit per vote, for contrast ────────────────────────────────
    let single: Awaited<ReturnType<typeof checkDatabase>> | null = null;
    if (!switchHonoured) {
      ctx.report({ scenario: "one commit per vote", metric: "durable votes/s", unit: "req/s", app: null, baseline: b.rps, baselineLabel: "JSON-parse Bun.serve", ratio: null, note: "n/a (server option missing)" });
      ctx.note(`One commit per vote: not measured, the executable's --help does not mention ${GROUP_COMMIT_SWITCH} (the switch that sets the group-commit window to 0 and the batch to 1 vote); see bench/README.md for the server change it needs.`);
    } else {
      ctx.log(`one commit per vote (${GROUP_COMMIT_SWITCH}=off): warm-up ${options.warmup}s, then ${options.rounds} × ${options.duration}s`);
      const solo = await startVotesApp({ [GROUP_COMMIT_SWITCH]: "off" });
      await vote(solo.server, cardinalIds, options.warmup, options.connections, solo);
      const soloRuns: VoteRun[] = [];
      for (let round = 0; round < options.rounds; round++) soloRuns.push(await vote(solo.server, cardinalIds, options.duration, options.connections, solo));
      const s = summarize(soloRuns);
      ctx.record("one commit per vote", soloRuns.map(({ visitors, ...x }) => ({ ...x, visitors: visitors.length })));
      // If the switch were ignored the figure would match group commit's; say so rather than print it as a contrast.
      const looksIgnored = s.rps > 0.8 * a.rps;
      ctx.report({
        scenario: "one commit per vote",
        metric: "durable votes/s",
        unit: "req/s",
        app: looksIgnored ? null : s.rps,
        baseline: b.rps,
        baselineLabel: "JSON-parse Bun.serve",
        ratio: looksIgnored ? null : ratio(s.rps, b.rps),
        note: looksIgnored
          ? `n/a (server option not honoured: ${Math.round(s.rps)} votes/s, as with group commit)`
          : `contrast: group commit is ${(a.rps / s.rps).toFixed(1)}× faster`,
      });
      ctx.report({ scenario: "one commit per vote", metric: "p99 latency", unit: "ms", app: s.p99, baseline: b.p99, baselineLabel: "JSON-parse Bun.serve", ratio: null });
      single = await checkDatabase(solo);
      ctx.record("database check, one commit per vote", single);
    }

    const checks = single ? [grouped, single] : [grouped];
    const acks = checks.reduce((n, c) => n + c.acks, 0);
    const rows = checks.reduce((n, c) => n + c.rows, 0);
    const missing = checks.reduce((n, c) => n + c.missing, 0);
    const unreadable = checks.reduce((n, c) => n + c.unreadable, 0);
    const pass = checks.every((c) => c.pass);
    ctx.report({
      scenario: "durability",
      metric: "every 200 in the database",
      unit: "check",
      app: pass ? 1 : 0,
      baseline: null,
      ratio: null,
      target: { text: "all", pass },
      note: `${acks.toLocaleString("en-US")} acknowledged, ${rows.toLocaleString("en-US")} rows${missing ? `, ${missing} missing` : ""}${unreadable ? `, ${unreadable} without a readable cookie` : ""}`,
    });

    const pin = pinning.enabled ? `servers pinned to core ${pinning.server} (taskset), wrk to core ${pinning.load}` : "no pinning (one core or no taskset)";
    ctx.note(`Votes: wrk -t1 -c${options.connections} --latency posting {"cardinalId":n} (rotating over the ${cardinalIds.length} votable cardinals) with Content-Type: application/json and a same-origin Origin, and no cookie, so every request is a new visitor: the app mints and signs a visitor cookie, validates, checks the cardinal, and answers only after the group commit holding the vote is on disk (synchronous=FULL, WAL, ext4 or whatever holds the temporary folder). ${options.duration}s per run after a ${options.warmup}s warm-up, baseline and app alternated ${options.rounds}×, medians; ${pin}; VOTE_RATE_LIMIT=${NO_RATE_LIMIT} since every request comes from 127.0.0.1. The baseline (bench/sections/_votes-baseline.ts) JSON.parses the same body and answers a fixed JSON body of the same shape without a database; against it wrk runs without a response callback, against the app with one that counts 200s (a slightly heavier client, so the app's figure is, if anything, conservative).`);
    ctx.note(`Durability check: the wrk script's response callback counts every 200 and keeps the visitor id from its Set-Cookie (the first test vote included); after the last run the app is killed with SIGKILL, as a crash would, and its database file is opened: every acknowledged visitor id must have a row in cardinal_votes. There can be more rows than 200s: votes committed while wrk was stopping, whose answers it no longer read. Group commit: ${grouped.acks.toLocaleString("en-US")} acknowledged, ${grouped.rows.toLocaleString("en-US")} rows${single ? `; one commit per vote: ${single.acks.toLocaleString("en-US")} acknowledged, ${single.rows.toLocaleString("en-US")} rows` : ""}.`);
  },
});
