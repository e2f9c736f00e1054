import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDb } from "../../../db/open.ts";
import { loadContent } from "../../../db/content-loader.ts";
import { editCardinal } from "../../../db/queries/roster-edits.ts";
import { readContentFromDisk } from "../content-files.ts";
import { createTestApp } from "../test/test-db.ts";

const dir = mkdtempSync(join(tmpdir(), "cardinalis-start-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(args: string[], env: Record<string, string> = {}) {
  return Bun.spawnSync(["bun", "src/server/checkout.ts", ...args], { env: { ...process.env, ADMIN_PASSWORD: "", ...env }, stdout: "pipe", stderr: "pipe" });
}

/** Starts the site from the checkout and returns its first two lines, then stops it. */
async function startLines(args: string[]): Promise<string[]> {
  const proc = Bun.spawn(["bun", "src/server/checkout.ts", ...args], { env: { ...process.env, ADMIN_PASSWORD: "" }, stdout: "pipe", stderr: "pipe" });
  const reader = proc.stdout.getReader();
  let output = "";
  try {
    while (!/Listening on \S+/.test(output)) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the site did not start: ${output}${await new Response(proc.stderr).text()}`);
      output += new TextDecoder().decode(value);
    }
  } finally {
    proc.kill();
    await proc.exited;
  }
  return output.trim().split("\n");
}

test("`--port 99999` answers one sentence, not the whole help", () => {
  const out = run(["--port", "99999", "--db", join(dir, "unused.db")]);
  expect(out.exitCode).toBe(2);
  const text = out.stderr.toString().trim();
  expect(text).toBe('Configuration: the port must be a whole number from 0 to 65535 (--port or PORT), not "99999".');
  expect(out.stdout.toString()).toBe("");
});

test("an unknown flag is one sentence too", () => {
  const text = run(["--prot", "3000"]).stderr.toString().trim();
  expect(text.split("\n")).toHaveLength(1);
  expect(text).toContain("--prot");
  expect(text).toEndWith("(--help lists the options).");
});

test("ADMIN_PASSWORD follows the rule of `admin set-password`: under 12 characters the site does not start", () => {
  const out = run(["--db", join(dir, "short.db")], { ADMIN_PASSWORD: "abc" });
  expect(out.exitCode).toBe(2);
  expect(out.stderr.toString().trim()).toBe("Configuration: ADMIN_PASSWORD must be at least 12 characters, the same rule as `cardinalis admin set-password`.");
});

test("`admin set-password --help` explains that command, not the site's options", () => {
  const out = run(["admin", "set-password", "--help"]);
  expect(out.exitCode).toBe(0);
  const text = out.stdout.toString();
  expect(text).toStartWith("Usage: cardinalis admin set-password");
  expect(text).toContain("standard input");
  expect(text).toContain("at least 12 characters");
  expect(text).not.toContain("--port");
});

test("the start line counts the College as the site does, names the bound host, and dates the data after an edit", async () => {
  const { app, cleanup } = createTestApp();
  const total = ((await (await app.request("/api/cardinals?limit=1")).json()) as { metadata: { total: number } }).metadata.total;
  cleanup();

  const dbPath = join(dir, "site.db");
  const db = openDb(dbPath);
  const { asOf } = loadContent(db, readContentFromDisk(process.cwd()));
  db.$client.close();

  const first = await startLines(["--port", "0", "--host", "127.0.0.1", "--db", dbPath]);
  expect(first[0]).toContain(`${total} cardinals in the College`);
  expect(first[0]).toContain(`data as of ${asOf}`);
  expect(first[1]).toMatch(/^Listening on http:\/\/127\.0\.0\.1:\d+$/);

  // An operator's edit on a later day moves the date the site shows, and a restart says so.
  const edited = openDb(dbPath);
  editCardinal(edited, "pietro-parolin", { currentPosition: "Secretary of State (edited for a test)" }, { sourceUrl: "https://www.vatican.va/", now: new Date("2026-11-02T10:00:00Z") });
  edited.$client.close();
  const second = await startLines(["--port", "0", "--host", "127.0.0.1", "--db", dbPath]);
  expect(second[0]).toContain("data as of 2026-11-02");
}, 120_000);
