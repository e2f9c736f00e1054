/** Spawning servers, pinning them to a core, waiting for them, stopping them. */
import type { Subprocess } from "bun";
import { readFileSync } from "node:fs";
import { cpus } from "node:os";
import type { Pinning, RunningServer } from "./types.ts";

const live = new Set<Subprocess>();

/** Server on core 0, load generator on core 1, when the machine and taskset allow it. */
export function detectPinning(): Pinning {
  const enabled = cpus().length >= 2 && Bun.which("taskset") !== null;
  return { enabled, server: 0, load: 1 };
}

export function pinned(cmd: string[], core: number | undefined, pinning: Pinning): string[] {
  return pinning.enabled && core !== undefined ? ["taskset", "-c", String(core), ...cmd] : cmd;
}

/**
 * `cmd` run with its open-file limit raised to `n` (or as far as the hard limit allows): thousands of
 * connections need as many descriptors, and a shell's default soft limit is often 1,024.
 */
export function withOpenFiles(cmd: string[], n: number): string[] {
  return ["sh", "-c", `ulimit -n ${n} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$@"`, "sh", ...cmd];
}

/** A port that was free a moment ago (for processes whose port must be known before they listen). */
export function freePort(): number {
  const probe = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } });
  const port = probe.port;
  probe.stop(true);
  return port;
}

/** Spawns `cmd` and resolves once it prints `Listening on <url>`. */
export async function startServer(cmd: string[], options: { cwd?: string; env?: Record<string, string>; timeoutMs?: number } = {}): Promise<RunningServer> {
  const proc = Bun.spawn(cmd, {
    cwd: options.cwd,
    // The public-read and page-render limiters are off: the bench measures the server, not its refusals.
    env: { ...process.env, PUBLIC_RATE_LIMIT: "0", PAGE_RENDER_LIMIT: "0", ...options.env },
    stdout: "pipe",
    stderr: "pipe",
  });
  live.add(proc);
  const reader = proc.stdout.getReader();
  const decoder = new TextDecoder();
  let output = "";
  const timeout = setTimeout(() => proc.kill(), options.timeoutMs ?? 30_000);
  try {
    while (!/Listening on (\S+)/.test(output)) {
      const { value, done } = await reader.read();
      if (done) {
        const stderr = await new Response(proc.stderr).text();
        throw new Error(`${cmd.join(" ")} did not start:\n${output}${stderr}`);
      }
      output += decoder.decode(value, { stream: true });
    }
  } finally {
    clearTimeout(timeout);
  }
  // Keep draining both pipes so a chatty server never blocks on a full pipe.
  void (async () => { while (!(await reader.read()).done); })();
  void (async () => { const r = proc.stderr.getReader(); while (!(await r.read()).done); })();
  const url = /Listening on (\S+)/.exec(output)![1]!.replace("localhost", "127.0.0.1").replace(/\/$/, "");
  return {
    url,
    proc,
    async stop() {
      await stopProcess(proc);
    },
  };
}

export async function stopProcess(proc: Subprocess): Promise<void> {
  if (proc.exitCode === null && proc.signalCode === null) proc.kill();
  await proc.exited;
  live.delete(proc);
}

/** A process started elsewhere (e.g. Varnish) that must be stopped with the rest if the run ends early. */
export function adopt(proc: Subprocess): void {
  live.add(proc);
}

/** Stops everything this run started and has not stopped yet. */
export async function stopAll(): Promise<void> {
  await Promise.all([...live].map(stopProcess));
}

/** The machine's load averages over 1, 5 and 15 minutes (/proc/loadavg); null off Linux. */
export function loadAverage(): { one: number; five: number; fifteen: number; text: string } | null {
  try {
    const text = readFileSync("/proc/loadavg", "utf8").trim();
    const [one, five, fifteen] = text.split(/\s+/).map(Number);
    return { one: one ?? NaN, five: five ?? NaN, fifteen: fifteen ?? NaN, text };
  } catch {
    return null;
  }
}

/** Milliseconds of CPU (user + system) a process has used so far, from /proc; null when unreadable. */
export async function cpuMs(pid: number): Promise<number | null> {
  try {
    const stat = await Bun.file(`/proc/${pid}/stat`).text();
    // Fields after the command name (which may contain spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

/** Milliseconds of CPU (user + nice + system, all cores) the whole machine has used so far, and stolen time; null off Linux. */
export async function machineCpuMs(): Promise<{ busy: number; steal: number } | null> {
  try {
    const line = (await Bun.file("/proc/stat").text()).split("\n")[0]!;
    const f = line.trim().split(/\s+/).slice(1).map(Number);
    return { busy: ((f[0] ?? 0) + (f[1] ?? 0) + (f[2] ?? 0)) * 10, steal: (f[7] ?? 0) * 10 };
  } catch {
    return null;
  }
}
