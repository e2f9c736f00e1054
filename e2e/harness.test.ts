/**
 * The browser-test timeout is set in one place, e2e/harness.ts. Bun applies
 * setDefaultTimeout only to the file being loaded, so these checks prove that
 * the harness's call reaches every browser-test file, not just the first.
 */
import { expect, test } from "bun:test";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const E2E = import.meta.dir;
const browserTestFiles = readdirSync(E2E).filter((f) => f.endsWith(".e2e.test.ts"));

test("every browser-test file takes its timeout from the harness at its top level", () => {
  expect(browserTestFiles.length).toBeGreaterThan(5);
  for (const file of browserTestFiles) {
    const source = readFileSync(join(E2E, file), "utf8");
    const appliesTimeout = /^(?:const \w+ = )?(?:siteInChromium|applyBrowserTestTimeout)\(/m.test(source);
    expect({ file, appliesTimeout }).toEqual({ file, appliesTimeout: true });
  }
});

test("no browser-test file sets its own time limit or pauses for a fixed time", () => {
  for (const file of browserTestFiles) {
    const source = readFileSync(join(E2E, file), "utf8");
    const ownLimits = source.match(/waitForTimeout\(|\btimeout: *\d|^\}, *\d[\d_]*\);/gm) ?? [];
    expect({ file, ownLimits }).toEqual({ file, ownLimits: [] });
  }
});

test("the harness's timeout reaches each file of a run, past Bun's 5 s default", async () => {
  const dir = mkdtempSync(join(tmpdir(), "cardinalis-timeout-"));
  try {
    const files = ["first", "second"].map((name) => {
      const path = join(dir, `${name}.test.ts`);
      writeFileSync(path, [
        `import { test } from "bun:test";`,
        `import { applyBrowserTestTimeout } from ${JSON.stringify(join(E2E, "harness.ts"))};`,
        `applyBrowserTestTimeout();`,
        `test("outlasts the default timeout", () => Bun.sleep(5_300));`,
      ].join("\n"));
      return path;
    });
    const run = Bun.spawn([process.execPath, "test", ...files], { cwd: dir, stdout: "pipe", stderr: "pipe" });
    const [output, code] = await Promise.all([new Response(run.stderr).text(), run.exited]);
    expect(output).toContain("2 pass");
    expect(code).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
