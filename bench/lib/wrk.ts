/** Driving wrk: installing it, writing its Lua scripts, running it pinned, reading its output. */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { cpuMs, machineCpuMs, pinned, withOpenFiles } from "./process.ts";
import type { Pinning } from "./types.ts";

export interface WrkResult {
  requestsPerSecond: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  socketErrors: number;
  /** Share of one core the load generator used (≈1 means wrk itself was the limit). */
  loadCpu: number | null;
  /** Share of one core the server used during the run. */
  serverCpu: number | null;
  /** CPU milliseconds the server used during the run. */
  serverCpuMs: number | null;
  /**
   * Cores' worth of CPU used during the run by everything but the server and
   * wrk (other processes on the machine, kernel work not charged to either).
   */
  otherCpu: number | null;
}

/** Debian's wrk; installed with apt-get when missing. */
export async function ensureWrk(log: (m: string) => void): Promise<string> {
  const found = Bun.which("wrk");
  if (found) return found;
  log("wrk is missing: apt-get install -y wrk");
  const install = () => Bun.spawnSync(["apt-get", "install", "-y", "wrk"], { stdout: "inherit", stderr: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  if (install().exitCode !== 0) {
    Bun.spawnSync(["apt-get", "update"], { stdout: "inherit", stderr: "inherit" });
    if (install().exitCode !== 0) throw new Error("could not install wrk (apt-get install -y wrk failed; run it as root)");
  }
  const installed = Bun.which("wrk");
  if (!installed) throw new Error("wrk is still missing after apt-get install");
  return installed;
}

export function wrkVersion(): string {
  const out = Bun.spawnSync(["wrk", "--version"]);
  return (out.stdout.toString() + out.stderr.toString()).split("\n")[0]?.trim() ?? "unknown";
}

/** A Lua script cycling through `paths`, each request prepared once. */
export function writeLuaScript(dir: string, name: string, paths: string[], options: { headers?: Record<string, string> } = {}): string {
  const { headers = {} } = options;
  const list = paths.map((p) => JSON.stringify(p)).join(",\n  ");
  const headerTable = `local headers = {${Object.entries(headers).map(([k, v]) => `[${JSON.stringify(k)}] = ${JSON.stringify(v)}`).join(", ")}}`;
  const lua = `local paths = {\n  ${list}\n}
${headerTable}
local requests = {}
local n = 0
init = function(args)
  for i, p in ipairs(paths) do requests[i] = wrk.format("GET", p, headers) end
end
request = function()
  n = n + 1
  return requests[(n % #requests) + 1]
end
`;
  const file = join(dir, `${name}.lua`);
  writeFileSync(file, lua);
  return file;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

function latencyMs(text: string, percentile: string): number {
  const m = new RegExp(`^\\s*${percentile}%\\s+([\\d.]+)(us|ms|s|m|h)\\s*$`, "m").exec(text);
  if (!m) throw new Error(`wrk output has no ${percentile}% latency:\n${text}`);
  return Number(m[1]) * UNIT_MS[m[2]!]!;
}

export function parseWrk(text: string): Omit<WrkResult, "loadCpu" | "serverCpu" | "serverCpuMs" | "otherCpu"> {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(text);
  const total = /(\d+) requests in/.exec(text);
  if (!rps || !total) throw new Error(`unexpected wrk output:\n${text}`);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(text);
  const sock = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  return {
    requestsPerSecond: Number(rps[1]),
    requests: Number(total[1]),
    p50Ms: latencyMs(text, "50"),
    p99Ms: latencyMs(text, "99"),
    non2xx: non2xx ? Number(non2xx[1]) : 0,
    socketErrors: sock ? sock.slice(1).reduce((a, b) => a + Number(b), 0) : 0,
  };
}

export interface WrkRun {
  url: string;
  script: string;
  duration: number;
  connections: number;
  pinning: Pinning;
  /** The server's pid, to sample its CPU use. */
  serverPid?: number;
  /** Seconds after which wrk counts a request as a timeout error (wrk's default: 2). */
  timeoutS?: number;
}

/** Descriptors wrk may open: its connections and a margin. */
const openFilesFor = (connections: number) => Math.max(1024, connections + 1024);

/** One wrk run: one thread (it has one core), `connections` keep-alive connections, latency percentiles. */
export async function runWrk(run: WrkRun): Promise<WrkResult> {
  const cmd = withOpenFiles(pinned(
    ["wrk", "-t1", `-c${run.connections}`, `-d${run.duration}s`, ...(run.timeoutS ? ["--timeout", `${run.timeoutS}s`] : []), "--latency", "-s", run.script, run.url],
    run.pinning.load,
    run.pinning,
  ), openFilesFor(run.connections));
  const serverBefore = run.serverPid ? await cpuMs(run.serverPid) : null;
  const machineBefore = await machineCpuMs();
  const started = performance.now();
  const proc = Bun.spawn(cmd, { stdout: "pipe", stderr: "pipe" });
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  const wall = performance.now() - started;
  const serverAfter = run.serverPid ? await cpuMs(run.serverPid) : null;
  const machineAfter = await machineCpuMs();
  if (code !== 0) throw new Error(`wrk failed (${code}):\n${out}${err}`);
  const usage = proc.resourceUsage();
  const loadMs = usage ? Number(usage.cpuTime.total) / 1000 : null; // cpuTime is in µs
  const serverMs = serverBefore !== null && serverAfter !== null ? serverAfter - serverBefore : null;
  const otherMs = machineBefore && machineAfter && loadMs !== null && serverMs !== null ? Math.max(0, machineAfter.busy - machineBefore.busy - loadMs - serverMs) : null;
  return {
    ...parseWrk(out),
    loadCpu: loadMs === null ? null : loadMs / wall,
    serverCpu: serverMs === null ? null : serverMs / wall,
    serverCpuMs: serverMs,
    otherCpu: otherMs === null ? null : otherMs / wall,
  };
}
