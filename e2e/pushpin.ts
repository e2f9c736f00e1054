import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eventually } from "./eventually.ts";
import { PROXY_PROBE_MS as PROBE_MS, PROXY_START_MS as START_MS } from "./timeouts.ts";

/** Debian's configuration, which the package installs; ours changes only what a private instance must. */
const DEBIAN_CONFIG = "/etc/pushpin/pushpin.conf";

export interface RunningPushpin {
  /** Where visitors connect. */
  url: string;
  /** Pushpin's HTTP control address, the site's PUSHPIN_URL. */
  controlUrl: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } });
  const { port } = server;
  server.stop(true);
  return port;
}

/**
 * Debian's Pushpin configuration for a private instance: its own run folder,
 * ports and route to `target`, and zurl (which makes Pushpin's requests to the
 * site) started by Pushpin itself and reached through the same run folder.
 */
export function pushpinConfig(base: string, o: { runDir: string; httpPort: number; portOffset: number; routesFile: string }): string {
  const set = (text: string, key: string, value: string) => text.replace(new RegExp(`^${key}=.*$`, "m"), `${key}=${value}`);
  let conf = base;
  conf = set(conf, "rundir", o.runDir);
  conf = set(conf, "logdir", o.runDir);
  conf = set(conf, "ipc_prefix", "cardinalis-");
  conf = set(conf, "port_offset", String(o.portOffset));
  conf = set(conf, "http_port", String(o.httpPort));
  conf = set(conf, "routesfile", o.routesFile);
  conf = set(conf, "services", "condure,zurl,pushpin-proxy,pushpin-handler");
  // Debian's default writes 2,500 messages a second: a crowd of 10,000 pages would wait four seconds for one event.
  conf = set(conf, "message_rate", "100000");
  conf = set(conf, "message_hwm", "200000");
  return conf.replace(/^\[proxy\]$/m, [
    "[proxy]",
    "zurl_out_specs=ipc://{rundir}/{ipc_prefix}zurl-in",
    "zurl_out_stream_specs=ipc://{rundir}/{ipc_prefix}zurl-in-stream",
    "zurl_in_specs=ipc://{rundir}/{ipc_prefix}zurl-out",
  ].join("\n"));
}

/** Pushpin's control ports shift by an offset, so a test's instance never meets another one. */
export function pushpinControl(): { portOffset: number; controlUrl: string } {
  const portOffset = 1000 + Math.floor(Math.random() * 3000);
  return { portOffset, controlUrl: `http://127.0.0.1:${5561 + portOffset}` };
}

/**
 * Reads a stream's first chunk through Pushpin: it arrives only once the request
 * went to the site and the site's GRIP answer reached Pushpin's handler, which
 * then holds the stream. Until the handler has started, Pushpin ends such a
 * request at once with "Accept service unavailable." although a plain request
 * already passes.
 */
async function firstStreamChunk(url: string, signal: AbortSignal): Promise<string> {
  const res = await fetch(url, { signal });
  const reader = res.body!.getReader();
  try {
    const first = await reader.read();
    return `${res.status} ${res.headers.get("content-type")} ${first.value ? new TextDecoder().decode(first.value) : ""}`;
  } finally {
    await reader.cancel().catch(() => {});
  }
}

/**
 * Starts a real Pushpin in front of `target` ("127.0.0.1:port") and waits until
 * it holds the site's event stream (so both of its services the tests use, the
 * proxy and the handler, are running).
 */
export async function startPushpin(target: string, { portOffset, controlUrl }: ReturnType<typeof pushpinControl>): Promise<RunningPushpin> {
  const dir = mkdtempSync(join(tmpdir(), "cardinalis-pushpin-"));
  const runDir = join(dir, "run");
  mkdirSync(runDir);
  const routesFile = join(dir, "routes");
  writeFileSync(routesFile, `* ${target}\n`);
  const httpPort = await freePort();
  writeFileSync(join(dir, "pushpin.conf"), pushpinConfig(readFileSync(DEBIAN_CONFIG, "utf8"), { runDir, httpPort, portOffset, routesFile }));
  // Pushpin's own output (its services merged) goes to a file, so a failed start can say what Pushpin said.
  const log = join(dir, "pushpin.out");
  const proc = Bun.spawn(["pushpin", "--config", join(dir, "pushpin.conf"), "--merge-output"], { stdout: Bun.file(log), stderr: Bun.file(log) });
  const url = `http://127.0.0.1:${httpPort}`;
  try {
    // A request that arrives while Pushpin's services are still connecting to each other can be held
    // without an answer, so each try has its own bound and the next one is a new request.
    await eventually(async () => {
      const first = await firstStreamChunk(`${url}/api/conclave/events`, AbortSignal.timeout(PROBE_MS));
      if (!first.startsWith("200 text/event-stream")) throw new Error(`Pushpin answered ${first.slice(0, 200)}`);
    }, START_MS);
  } catch (err) {
    proc.kill();
    await proc.exited;
    const said = readFileSync(log, "utf8").slice(-4_000);
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`Pushpin did not hold the site's event stream within ${START_MS / 1000} s (${(err as Error).message}). Its output:\n${said}`);
  }
  return {
    url,
    controlUrl,
    async stop() {
      proc.kill();
      await proc.exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
