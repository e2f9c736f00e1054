/**
 * The contract between the runner and the sections. A section is a module in
 * bench/sections/ whose default export is a `Section`; the runner finds it by
 * itself (see registry.ts), so adding a benchmark means adding one file.
 */
import type { Subprocess } from "bun";

export interface Target {
  /** Shown in the table, e.g. "≥ 0.90" or "≤ 5 ms". */
  text: string;
  pass: boolean;
}

/** One line of the printed table and of results/latest.json. */
export interface Row {
  section: string;
  scenario: string;
  metric: string;
  /** "score": a 0-100 score (Lighthouse); "number": a plain figure shown with three decimals (layout shift); "count": a whole number. */
  unit: "req/s" | "ms" | "KB" | "bytes" | "x" | "check" | "score" | "number" | "count";
  app: number | null;
  /** What the baseline is (e.g. "Bun.serve static", "hello-world exe", "React floor"). */
  baselineLabel?: string;
  baseline: number | null;
  /** app / baseline when both exist. */
  ratio: number | null;
  target?: Target;
  /** Free text for the table's last column (e.g. "no markers"). */
  note?: string;
}

export interface Options {
  /** Seconds per measured wrk run. */
  duration: number;
  /** Seconds of unmeasured wrk load before each scenario. */
  warmup: number;
  /** Baseline/app alternations per scenario. */
  rounds: number;
  connections: number;
  /** Runs per start-up measurement. */
  startRuns: number;
  /** `--quick`: one short round per figure; sections may also shorten long waits (and say so). */
  quick: boolean;
}

export interface RunningServer {
  /** http://127.0.0.1:PORT */
  url: string;
  proc: Subprocess;
  stop(): Promise<void>;
}

export interface StartAppOptions {
  /** Database file; a fresh one in a temporary folder when omitted. */
  db?: string;
  /** CPU core to pin the server to (ignored when pinning is unavailable). */
  core?: number;
  /** Extra environment for the executable (e.g. RESPONSE_CACHE=off). */
  env?: Record<string, string>;
}

export interface Pinning {
  /** False on a one-core machine or without taskset: nothing is pinned. */
  enabled: boolean;
  server: number;
  load: number;
}

export interface BenchContext {
  /** The repository root. */
  root: string;
  /** A temporary folder for this run, removed at the end. */
  tmp: string;
  options: Options;
  pinning: Pinning;
  /** The site's executable, built once per run into `tmp`. */
  executable(): Promise<string>;
  /** Starts the executable on a free port with `--host 127.0.0.1`. */
  startApp(options?: StartAppOptions): Promise<RunningServer>;
  /** Starts any command that prints `Listening on http://...:PORT`; stopped at the end of the run at the latest. */
  startServer(cmd: string[], options?: { cwd?: string; core?: number; env?: Record<string, string> }): Promise<RunningServer>;
  /** A fresh folder under `tmp`. */
  tempDir(prefix: string): string;
  /** Adds a line to the table under the current section (kept even if the section later fails). */
  report(row: Omit<Row, "section">): void;
  /** A sentence printed under the table (how something was measured, a caveat). */
  note(text: string): void;
  /** Raw figures for results/latest.json, under the section's name. */
  record(key: string, value: unknown): void;
  log(message: string): void;
}

export interface Section {
  name: string;
  /** Sections run in ascending order; ties by name. Leave gaps (10, 20, ...) for later sections. */
  order: number;
  /** One line for `bun bench/run.ts --list`. */
  description: string;
  run(ctx: BenchContext): Promise<void>;
}

export function defineSection(section: Section): Section {
  return section;
}
