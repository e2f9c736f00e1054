/**
 * The built executable's start: a new database is the build's seeded image (the same content and
 * content hash a checkout loads), a restart finds it unchanged, a database that exists is never
 * replaced, and the page handler the start leaves unloaded answers the first page request.
 * No browser: these are the server's own answers.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { applyBrowserTestTimeout } from "./harness.ts";
import { executable } from "./server.ts";
import { START_TIMEOUT_MS } from "./timeouts.ts";
import { openDb } from "../db/open.ts";
import { loadContent, prepareContent } from "../db/content-loader.ts";
import { readContentFromDisk } from "../src/server/content-files.ts";

applyBrowserTestTimeout();

const ROOT = join(import.meta.dir, "..");
const dir = mkdtempSync(join(tmpdir(), "cardinalis-exe-start-"));
let bin = "";
beforeAll(async () => {
  bin = await executable();
}, START_TIMEOUT_MS);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts the executable on `db`; resolves with its start line and address once it listens (from then on a SIGTERM stops it gracefully). */
async function start(db: string) {
  const proc = Bun.spawn([bin, "--port", "0", "--db", db, "--host", "127.0.0.1"], { cwd: dir, stdout: "pipe", stderr: "inherit" });
  const reader = proc.stdout.getReader();
  let output = "";
  while (!/Listening on (\S+)/.test(output)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the executable did not start:\n${output}`);
    output += new TextDecoder().decode(value);
  }
  void (async () => { while (!(await reader.read()).done); })();
  const url = /Listening on (\S+)/.exec(output)![1]!.replace("localhost", "127.0.0.1");
  return {
    startLine: output.split("\n")[0]!,
    url,
    async stop() {
      proc.kill("SIGTERM");
      expect(await proc.exited).toBe(0);
    },
  };
}

const contentHash = (path: string) => {
  const db = new Database(path, { readonly: true });
  try {
    return db.query<{ value: string }, []>("SELECT value FROM meta WHERE key = 'content_hash'").get()?.value;
  } finally {
    db.close();
  }
};

test("a new database is the build's image: complete at the first answer, the checkout's content hash, unchanged on restart", async () => {
  const db = join(dir, "new", "site.db");
  const first = await start(db);
  expect(first.startLine).toMatch(/^Cardinalis: \d+ cardinals in the College \(loaded, data as of \d{4}-\d{2}-\d{2}\)/);
  const seed = await fetch(`${first.url}/api/seed-data`);
  expect(seed.status).toBe(200);
  const counts = (await seed.json()) as { seeded: boolean; cardinals: number };
  expect(counts.seeded).toBe(true);
  expect(first.startLine).toContain(`${counts.cardinals} cardinals`);
  // The page handler is loaded by the first page request: the page still comes rendered, in any language.
  for (const [path, lang] of [["/", "en"], ["/es/", "es"], ["/cardinal/pietro-parolin", "en"]] as const) {
    const page = await fetch(`${first.url}${path}`);
    const html = await page.text();
    expect({ path, status: page.status, lang: /<html[^>]* lang="([a-z]+)"/.exec(html)?.[1] }).toEqual({ path, status: 200, lang });
  }
  expect(await (await fetch(`${first.url}/cardinal/pietro-parolin`)).text()).toContain("Parolin");
  await first.stop();
  expect(contentHash(db)).toBe(prepareContent(readContentFromDisk(ROOT)).hash);

  const again = await start(db);
  expect(again.startLine).toContain("(unchanged,");
  await again.stop();
});

test("a database that exists is started on as it is: the operator's edit stays", async () => {
  const db = join(dir, "existing.db");
  const made = openDb(db);
  loadContent(made, readContentFromDisk(ROOT));
  made.$client.run("UPDATE cardinals SET full_name = 'Pietro Parolin (edited by the operator)' WHERE slug = 'pietro-parolin'");
  made.$client.close();
  const site = await start(db);
  expect(site.startLine).toContain("(unchanged,");
  const answer = (await (await fetch(`${site.url}/api/cardinals/pietro-parolin`)).json()) as { fullName?: string; name?: string };
  expect(JSON.stringify(answer)).toContain("edited by the operator");
  await site.stop();
});
