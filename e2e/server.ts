import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildExecutable } from "../build.ts";

let built: Promise<string> | null = null;

/** Builds the real executable once per test run, into a temporary folder. */
export function executable(): Promise<string> {
  built ??= buildExecutable(join(mkdtempSync(join(tmpdir(), "cardinalis-bin-")), "bin", "cardinalis"));
  return built;
}

export interface RunningSite {
  url: string;
  dbPath: string;
  pid: number;
  /** Everything the server has written to its standard error so far. */
  stderr(): string;
  stop(): Promise<void>;
}

/**
 * Starts the built executable from a foreign working directory on a free
 * port with a fresh database, as a self-hoster would run it.
 */
export async function startSite(env: Record<string, string> = {}, { dbPath: reuse, port = 0 }: { dbPath?: string; port?: number } = {}): Promise<RunningSite> {
  const bin = await executable();
  const dir = mkdtempSync(join(tmpdir(), "cardinalis-run-"));
  const dbPath = reuse ?? join(dir, "site.db");
  // A given port lets a test restart the site where open pages will look for it again.
  const proc = Bun.spawn([bin, "--port", String(port), "--db", dbPath, "--host", "127.0.0.1"], {
    cwd: dir, env: { ...process.env, ...env }, stdout: "pipe", stderr: "pipe",
  });
  let errors = "";
  // Passed on to the test's own output, and kept so tests can check what the server logged.
  void (async () => {
    const errReader = proc.stderr.getReader();
    for (let r = await errReader.read(); !r.done; r = await errReader.read()) {
      errors += new TextDecoder().decode(r.value);
      process.stderr.write(r.value);
    }
  })();
  const reader = proc.stdout.getReader();
  let output = "";
  while (!/Listening on (\S+)/.test(output)) {
    const { value, done } = await reader.read();
    if (done) {
      await proc.exited;
      throw new Error(`the site did not start:\n${output}${errors}`);
    }
    output += new TextDecoder().decode(value);
  }
  // Keep reading so a chatty server never blocks on a full pipe.
  void (async () => { while (!(await reader.read()).done); })();
  const url = /Listening on (\S+)/.exec(output)![1]!.replace("localhost", "127.0.0.1");
  return {
    url,
    dbPath,
    pid: proc.pid,
    stderr: () => errors,
    async stop() {
      proc.kill();
      await proc.exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
