/** What every section gets: the built executable, server helpers, and places to put its figures. */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildExecutable } from "../../build.ts";
import { detectPinning, pinned, startServer, stopAll } from "./process.ts";
import type { BenchContext, Options, Row, StartAppOptions } from "./types.ts";

export interface RunState {
  rows: Row[];
  notes: { section: string; text: string }[];
  raw: Record<string, Record<string, unknown>>;
  errors: { section: string; message: string }[];
}

export interface Runner {
  state: RunState;
  tmp: string;
  forSection(name: string): BenchContext;
  cleanup(): Promise<void>;
}

export function createRunner(root: string, options: Options): Runner {
  const tmp = mkdtempSync(join(tmpdir(), "cardinalis-bench-"));
  const pinning = detectPinning();
  const state: RunState = { rows: [], notes: [], raw: {}, errors: [] };
  let built: Promise<string> | null = null;
  let dirs = 0;

  const tempDir = (prefix: string) => {
    const dir = join(tmp, `${prefix}-${++dirs}`);
    mkdirSync(dir, { recursive: true });
    return dir;
  };
  const executable = () => {
    built ??= (async () => {
      const started = performance.now();
      // buildExecutable empties the executable's folder, so it gets one of its own.
      const path = await buildExecutable(join(tmp, "bin", "cardinalis"));
      console.log(`  (built in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
      return path;
    })();
    return built;
  };
  const serverStarter: BenchContext["startServer"] = (cmd, opts = {}) =>
    startServer(pinned(cmd, opts.core, pinning), { cwd: opts.cwd, env: opts.env });
  const startApp = async (opts: StartAppOptions = {}) => {
    const bin = await executable();
    const dir = tempDir("app");
    const db = opts.db ?? join(dir, "site.db");
    return serverStarter([bin, "--port", "0", "--db", db, "--host", "127.0.0.1"], { cwd: dir, core: opts.core, env: opts.env });
  };

  return {
    state,
    tmp,
    forSection(name) {
      return {
        root,
        tmp,
        options,
        pinning,
        executable,
        startApp,
        startServer: serverStarter,
        tempDir,
        report: (row) => state.rows.push({ section: name, ...row }),
        note: (text) => state.notes.push({ section: name, text }),
        record: (key, value) => ((state.raw[name] ??= {})[key] = value),
        log: (message) => console.log(`  [${name}] ${message}`),
      };
    },
    async cleanup() {
      await stopAll();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}
