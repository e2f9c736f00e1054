/**
 * Live: how many open conclave pages one process holds, and how fast an event
 * reaches the last of them. The executable's own Server-Sent Events streams
 * (1,000, 5,000 and 10,000 at once), then the same with a real Pushpin in front
 * holding the streams (the executable publishes each state to it once).
 * A client process (`_sse-clients.ts`) opens the streams; the bench records a
 * vacancy (or its undo) as the operator and measures, per stream, the time
 * from the operator's request to the stream's receipt of the new state.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pushpinControl, startPushpin, type RunningPushpin } from "../../e2e/pushpin.ts";
import { pinned } from "../lib/process.ts";
import { defineSection, type BenchContext, type RunningServer } from "../lib/types.ts";

const STREAM_COUNTS = [1_000, 5_000, 10_000] as const;
const PASSWORD = "bench operator passphrase, long enough";
const GOAL = { streams: 10_000, p99Ms: 1_000, bytesPerStream: 10 * 1024 };

interface Round { streams: number; ready: number; received: number; retries: number; p50: number; p99: number; max: number; bytesPerStream: number | null }

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
}

/** Resident memory of a process, in bytes (Linux). */
function rss(pid: number): number | null {
  const path = `/proc/${pid}/status`;
  if (!existsSync(path)) return null;
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(path, "utf8"))?.[1];
  return kb ? Number(kb) * 1024 : null;
}

async function signIn(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/admin/login`, {
    method: "POST", headers: { "content-type": "application/json", origin }, body: JSON.stringify({ password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`operator sign-in answered ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

/** Alternates vacancy and undo, so every round changes the state. */
async function recordChange(origin: string, cookie: string, n: number): Promise<void> {
  const body = n % 2 === 0 ? { type: "vacancy", cause: "death" } : { type: "undo" };
  const res = await fetch(`${origin}/api/admin/conclave/events`, {
    method: "POST", headers: { "content-type": "application/json", origin, cookie },
    body: JSON.stringify({ ...body, sourceUrl: "https://www.vatican.va/content/vatican/en.html" }),
  });
  if (res.status !== 201) throw new Error(`recording an event answered ${res.status}: ${await res.text()}`);
}

async function round(ctx: BenchContext, app: RunningServer, streamUrl: string, streams: number, cookie: string, n: number): Promise<Round> {
  const before = rss(app.proc.pid);
  const clients = Bun.spawn(pinned(["bun", join(import.meta.dir, "_sse-clients.ts"), streamUrl, String(streams)], ctx.pinning.load, ctx.pinning), { stdout: "pipe", stderr: "inherit" });
  const reader = clients.stdout.getReader();
  const decoder = new TextDecoder();
  let out = "";
  // A whole line only: `done` carries every stream's time (10,000 numbers), which arrives in several reads.
  const complete = (prefix: string) => out.split("\n").slice(0, -1).find((l) => l.startsWith(prefix));
  const line = async (prefix: string) => {
    while (complete(prefix) === undefined) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream clients stopped before "${prefix}":\n${out.slice(0, 2000)}`);
      out += decoder.decode(value, { stream: true });
    }
    return complete(prefix)!.slice(prefix.length);
  };
  const ready = Number(await line("ready "));
  const after = rss(app.proc.pid);
  const sent = performance.timeOrigin + performance.now();
  await recordChange(app.url, cookie, n);
  const { received, retries, times } = JSON.parse(await line("done ")) as { received: number; retries: number; times: number[] };
  await clients.exited;
  const latencies = times.map((t) => t - sent).sort((a, b) => a - b);
  return {
    streams, ready, received, retries,
    p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1) ?? NaN,
    bytesPerStream: before !== null && after !== null && ready > 0 ? Math.max(0, after - before) / ready : null,
  };
}

function report(ctx: BenchContext, scenario: string, r: Round, memoryOfOrigin: boolean) {
  const all = r.received === r.streams;
  ctx.report({ scenario: `${scenario} ${r.streams}`, metric: "streams receiving the event", unit: "x", app: r.received, baseline: r.streams, baselineLabel: "streams opened", ratio: r.received / r.streams,
    target: { text: "all", pass: all }, note: `${r.ready} had the first state; ${r.retries} opens retried after the page's back-off` });
  ctx.report({ scenario: `${scenario} ${r.streams}`, metric: "time to last client p50", unit: "ms", app: Math.round(r.p50), baseline: null, ratio: null });
  ctx.report({ scenario: `${scenario} ${r.streams}`, metric: "time to last client p99", unit: "ms", app: Math.round(r.p99), baseline: null, ratio: null,
    target: r.streams === GOAL.streams ? { text: `≤ ${GOAL.p99Ms} ms`, pass: r.p99 <= GOAL.p99Ms && all } : undefined, note: `max ${Math.round(r.max)} ms` });
  if (r.bytesPerStream !== null) {
    ctx.report({ scenario: `${scenario} ${r.streams}`, metric: memoryOfOrigin ? "origin memory per stream" : "memory per stream", unit: "bytes", app: Math.round(r.bytesPerStream), baseline: null, ratio: null,
      target: !memoryOfOrigin && r.streams === GOAL.streams ? { text: `≤ ${GOAL.bytesPerStream / 1024} KB`, pass: r.bytesPerStream <= GOAL.bytesPerStream } : undefined });
  }
}

export default defineSection({
  name: "live",
  order: 45,
  description: "conclave event streams: 1,000 / 5,000 / 10,000 open at once, memory per stream and time until the last has an event; then through Pushpin",
  async run(ctx) {
    const app = await ctx.startApp({ core: ctx.pinning.server, env: { ADMIN_PASSWORD: PASSWORD } });
    const cookie = await signIn(app.url);
    let n = 0;
    for (const streams of STREAM_COUNTS) report(ctx, "own streams", await round(ctx, app, `${app.url}/api/conclave/events`, streams, cookie, n++), false);
    await app.stop();
    ctx.note("live: own streams are the executable's Server-Sent Events; memory per stream is the growth of its resident memory while the streams opened, divided by their number. Time is from the operator's request to each stream's receipt.");

    if (!Bun.which("pushpin") || !existsSync("/etc/pushpin/pushpin.conf")) {
      ctx.note("live: Pushpin is not installed (apt-get install pushpin): the Pushpin rows were not measured.");
      return;
    }
    const control = pushpinControl();
    const fronted = await ctx.startApp({ core: ctx.pinning.server, env: { ADMIN_PASSWORD: PASSWORD, PUSHPIN_URL: control.controlUrl } });
    let pushpin: RunningPushpin | undefined;
    try {
      pushpin = await startPushpin(new URL(fronted.url).host, control);
      const frontedCookie = await signIn(fronted.url);
      n = 0;
      for (const streams of STREAM_COUNTS) report(ctx, "through Pushpin", await round(ctx, fronted, `${pushpin.url}/api/conclave/events`, streams, frontedCookie, n++), true);
      ctx.note("live: through Pushpin, Pushpin holds the streams and the executable publishes each state once; the memory row is the executable's (the origin's), which should stay flat.");
    } finally {
      await pushpin?.stop();
      await fronted.stop();
    }
  },
});
