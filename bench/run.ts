/**
 * bun bench/run.ts [section...] [--duration 10] [--warmup 1] [--rounds 3] [--connections 50] [--start-runs 5] [--quick] [--list]
 *
 * Runs every section in bench/sections/ (or only those named), prints one
 * table of app figures against baselines measured in the same run, and writes
 * bench/results/latest.json. Targets are reported PASS/MISS; a miss never
 * fails the run (only a section that cannot run does).
 *
 * Each HTTP figure is the median of `rounds` runs of `duration` seconds: three
 * rounds of ten seconds by default, so that one burst of other work on a shared
 * machine moves one round, not the figure. `--quick` (one round of 2 s) is for
 * trying a change, not for a note. The machine's load average is recorded before
 * and after the run and each section, since a busy machine moves every figure.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, release } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { createRunner } from "./lib/context.ts";
import { loadAverage, stopAll } from "./lib/process.ts";
import { loadSections } from "./lib/registry.ts";
import { formatTable } from "./lib/table.ts";
import type { Options } from "./lib/types.ts";
import { wrkVersion } from "./lib/wrk.ts";

const ROOT = join(import.meta.dir, "..");

const { values, positionals } = parseArgs({
  args: Bun.argv.slice(2),
  allowPositionals: true,
  options: {
    duration: { type: "string" },
    warmup: { type: "string", default: "1" },
    rounds: { type: "string" },
    connections: { type: "string", default: "50" },
    "start-runs": { type: "string", default: "5" },
    quick: { type: "boolean", default: false },
    list: { type: "boolean", default: false },
  },
});

const options: Options = {
  duration: Number(values.duration ?? (values.quick ? 2 : 10)),
  warmup: Number(values.warmup),
  rounds: Number(values.rounds ?? (values.quick ? 1 : 3)),
  connections: Number(values.connections),
  startRuns: Number(values["start-runs"]),
  quick: values.quick ?? false,
};

const all = await loadSections();
if (values.list) {
  for (const s of all) console.log(`${s.name.padEnd(12)} ${s.description}`);
  process.exit(0);
}
const unknown = positionals.filter((p) => !all.some((s) => s.name === p));
if (unknown.length) {
  console.error(`unknown section(s): ${unknown.join(", ")}; known: ${all.map((s) => s.name).join(", ")}`);
  process.exit(2);
}
const sections = positionals.length ? all.filter((s) => positionals.includes(s.name)) : all;

const runner = createRunner(ROOT, options);
const interrupted = async () => {
  await stopAll();
  process.exit(130);
};
process.on("SIGINT", interrupted);
process.on("SIGTERM", interrupted);

const startedAt = new Date();
const machine = {
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? "unknown",
  kernel: release(),
  bun: Bun.version,
  wrk: Bun.which("wrk") ? wrkVersion() : "not installed",
  pinning: runner.forSection("run").pinning,
};
console.log(`Cardinalis benchmarks · ${startedAt.toISOString()} · ${machine.cpus} × ${machine.cpuModel} · bun ${machine.bun}`);
console.log(`sections: ${sections.map((s) => s.name).join(", ")}`);
const loadBefore = loadAverage();
console.log(`load average before: ${loadBefore?.text ?? "unknown"} (${machine.cpus} cores)\n`);
const sectionLoad: Record<string, { before: string | null; after: string | null }> = {};

try {
  for (const section of sections) {
    const t0 = performance.now();
    console.log(`▶ ${section.name}: ${section.description}`);
    const before = loadAverage()?.text ?? null;
    try {
      await section.run(runner.forSection(section.name));
    } catch (err) {
      const message = err instanceof Error ? (err.stack ?? err.message) : String(err);
      runner.state.errors.push({ section: section.name, message });
      console.error(`  [${section.name}] FAILED: ${message}`);
    } finally {
      await stopAll();
    }
    sectionLoad[section.name] = { before, after: loadAverage()?.text ?? null };
    // Each section's rows as soon as it ends: a long run stopped part way still shows what it measured.
    const own = runner.state.rows.filter((r) => r.section === section.name);
    if (own.length) console.log(formatTable(own));
    console.log(`  (${((performance.now() - t0) / 1000).toFixed(1)} s; load average before ${before ?? "unknown"}, after ${sectionLoad[section.name]!.after ?? "unknown"})\n`);
  }
} finally {
  await runner.cleanup();
}

const loadAfter = loadAverage();
const { rows, notes, raw, errors } = runner.state;
console.log(formatTable(rows));
console.log(`\nLoad average (1, 5, 15 min) on ${machine.cpus} cores: before ${loadBefore?.text ?? "unknown"}, after ${loadAfter?.text ?? "unknown"}.${options.quick ? " Quick run: one short round per figure, not for a note." : ` Each HTTP figure is the median of ${options.rounds} rounds of ${options.duration} s.`}`);
if (notes.length) {
  console.log("\nHow it was measured:");
  for (const n of notes) console.log(`- [${n.section}] ${n.text}`);
}
const misses = rows.filter((r) => r.target && !r.target.pass);
console.log(`\n${rows.filter((r) => r.target?.pass).length} targets met, ${misses.length} missed${misses.length ? `: ${misses.map((r) => `${r.section} · ${r.scenario} ${r.metric}`).join("; ")}` : ""} (reports, not tests).`);
if (errors.length) console.log(`${errors.length} section(s) could not run: ${errors.map((e) => e.section).join(", ")}`);

const resultsDir = join(import.meta.dir, "results");
mkdirSync(resultsDir, { recursive: true });
const out = join(resultsDir, "latest.json");
writeFileSync(out, JSON.stringify({ startedAt, finishedAt: new Date(), seconds: (Date.now() - startedAt.getTime()) / 1000, machine, options, load: { before: loadBefore?.text ?? null, after: loadAfter?.text ?? null, sections: sectionLoad }, rows, notes, errors, raw }, null, 2) + "\n");
console.log(`\nwritten ${out}`);
process.exit(errors.length ? 1 : 0);
