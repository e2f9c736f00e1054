/** Driving Debian's Varnish: installing it, starting it with the repository's VCL in front of an app, reading its counters. */
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { adopt, freePort, pinned, stopProcess, withOpenFiles } from "./process.ts";
import type { Pinning } from "./types.ts";

/** The configuration the README tells operators to use; the bench changes nothing in it but the backend's port. */
export const VCL_PATH = join(import.meta.dir, "..", "..", "deploy", "varnish", "default.vcl");
const BACKEND_PORT = /(backend cardinalis \{[^}]*?\.port = ")3000(";)/;

export interface RunningVarnish {
  url: string;
  /** Varnish's working folder (its -n), for varnishstat and varnishadm. */
  name: string;
  /** The backend's health probe interval, in seconds: each probe is one more origin request. */
  probeIntervalS: number;
  stop(): Promise<void>;
}

/** varnishd from Debian's varnish package; installed with apt-get when missing. Null when it cannot be. */
export function ensureVarnish(log: (m: string) => void): string | null {
  const found = Bun.which("varnishd") ?? Bun.which("varnishd", { PATH: "/usr/sbin:/usr/local/sbin" });
  if (found) return found;
  log("varnish is missing: apt-get install -y varnish");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const install = () => Bun.spawnSync(["apt-get", "install", "-y", "varnish"], { stdout: "inherit", stderr: "inherit", env });
  if (install().exitCode !== 0) {
    Bun.spawnSync(["apt-get", "update"], { stdout: "inherit", stderr: "inherit", env });
    if (install().exitCode !== 0) return null;
  }
  return Bun.which("varnishd", { PATH: `${process.env.PATH ?? ""}:/usr/sbin:/usr/local/sbin` });
}

/** The repository's VCL with the backend pointed at `port`; throws if the file no longer has the backend this expects. */
export function vclFor(port: number): string {
  const vcl = readFileSync(VCL_PATH, "utf8");
  if (!BACKEND_PORT.test(vcl)) throw new Error(`${VCL_PATH} no longer declares \`backend cardinalis { ... .port = "3000"; ... }\`; update bench/lib/varnish.ts`);
  return vcl.replace(BACKEND_PORT, `$1${port}$2`);
}

/**
 * Starts varnishd in the foreground with the repository's VCL in front of `originPort`, with part of the
 * worker threads `maxConnections` busy clients need started ahead, and waits until it answers through the app.
 */
export async function startVarnish(varnishd: string, originPort: number, o: { core?: number; pinning: Pinning; maxConnections: number }): Promise<RunningVarnish> {
  // Varnish's worker runs as an unprivileged user, so its folder must be reachable by it (the run's own temporary folder is not).
  const dir = mkdtempSync(join(tmpdir(), "cardinalis-varnish-"));
  chmodSync(dir, 0o755);
  const vclFile = join(dir, "default.vcl");
  writeFileSync(vclFile, vclFor(originPort));
  chmodSync(vclFile, 0o644);
  const name = join(dir, "n");
  const port = freePort();
  // Varnish's default allows 2 pools × 5,000 threads; starting a share of them ahead spares the first seconds of a crowd.
  const perPoolAhead = Math.min(2_500, Math.ceil(o.maxConnections / 4));
  // A descriptor per client connection and per connection to the site, with room to spare.
  const cmd = withOpenFiles(pinned([
    varnishd, "-F", "-n", name, "-f", vclFile, "-a", `127.0.0.1:${port}`, "-s", "malloc,256m",
    // A listen queue as deep as the kernel allows (somaxconn, 4,096 on Debian) for a burst of new connections.
    "-p", `thread_pool_min=${perPoolAhead}`, "-p", "listen_depth=4096",
  ], o.core, o.pinning), 2 * o.maxConnections + 4096);
  const proc = Bun.spawn(cmd, { stdout: "pipe", stderr: "pipe" });
  adopt(proc);
  // Keep draining both pipes so Varnish never blocks on a full pipe; keep the start of the output for errors.
  let output = "";
  const drain = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    const reader = stream.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      if (output.length < 20_000) output += decoder.decode(value, { stream: true });
    }
  };
  void drain(proc.stdout);
  void drain(proc.stderr);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`varnishd exited (${proc.exitCode}):\n${output}`);
    // Each try is bounded: a request held unanswered while Varnish starts is abandoned and sent again.
    const ok = await fetch(`${url}/api/conclave`, { signal: AbortSignal.timeout(5_000) }).then((r) => r.status === 200, () => false);
    if (ok) break;
    if (Date.now() > deadline) {
      await stopProcess(proc);
      throw new Error(`varnishd did not answer through the app within 60 s:\n${output}`);
    }
    await Bun.sleep(100);
  }
  return {
    url,
    name,
    probeIntervalS: Number(/\.probe = \{[^}]*?\.interval = (\d+)s;/.exec(readFileSync(VCL_PATH, "utf8"))?.[1] ?? NaN),
    async stop() {
      await stopProcess(proc);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Varnish's own counters (varnishstat -1 -j), by name (e.g. "MAIN.backend_req"). */
export function varnishCounters(name: string): Record<string, number> {
  const out = Bun.spawnSync(["varnishstat", "-n", name, "-1", "-j"], { stdout: "pipe", stderr: "pipe" });
  if (out.exitCode !== 0) throw new Error(`varnishstat failed: ${out.stderr.toString()}`);
  const json = JSON.parse(out.stdout.toString()) as { counters?: Record<string, { value: number }> } & Record<string, unknown>;
  // varnishstat 7 nests counters under "counters"; older versions put them at the top level.
  const counters = (json.counters ?? json) as Record<string, { value?: number }>;
  const flat: Record<string, number> = {};
  for (const [key, c] of Object.entries(counters)) if (c && typeof c.value === "number") flat[key] = c.value;
  return flat;
}
