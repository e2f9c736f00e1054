/**
 * The suite's per-test limit is set in one place, test-setup.ts. Bun applies
 * setDefaultTimeout only to the file loading when it is called, so this proves
 * the limit reaches every file, not just the first one loaded.
 */
import { expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const ROOT = join(import.meta.dir, "..");

test("every test file gets the suite's limit: tests in three files each outlast Bun's default of 5 s and pass", () => {
  // Inside the repository, so Bun reads bunfig.toml and its preload as for any test here.
  const dir = mkdtempSync(join(ROOT, ".suite-limits-"));
  try {
    for (const name of ["a", "b", "c"]) {
      writeFileSync(join(dir, `${name}.test.ts`), `import { test } from "bun:test";\ntest("${name}", async () => { await Bun.sleep(5_200); });\n`);
    }
    const run = Bun.spawnSync([process.execPath, "test", dir], { cwd: ROOT, stdout: "pipe", stderr: "pipe" });
    const report = run.stderr.toString();
    expect({ exitCode: run.exitCode, passed: /\b3 pass\b/.test(report) }).toEqual({ exitCode: 0, passed: true });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
