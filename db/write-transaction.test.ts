import { afterAll, expect, test } from "bun:test";
import { readFileSync, writeFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { Glob } from "bun";
import { createTestDb } from "../src/server/test/test-db.ts";
import { editCardinal } from "./queries/roster-edits.ts";
import { writeSetting } from "./queries/settings.ts";

const t = createTestDb();
afterAll(t.cleanup);

/**
 * Another connection that commits one after another, as the vote writer does
 * under a crowd: a thread with its own connection, each insert its own durable
 * commit, until told to stop. `commits()` says how many it has made so far.
 */
function startCommitter(path: string): { commits(): number; stop(): Promise<void> } {
  const file = join(dirname(path), "committer.ts");
  writeFileSync(file, `
    import { Database } from "bun:sqlite";
    import { configureConnection } from ${JSON.stringify(join(import.meta.dir, "connection.ts"))};
    const db = configureConnection(new Database(${JSON.stringify(path)}));
    const insert = db.prepare("INSERT INTO audit_log (at, action, old_value, new_value) VALUES (?, 'test:commit', NULL, NULL)");
    let stop = false, counter;
    self.onmessage = (e) => { if (e.data instanceof SharedArrayBuffer) counter = new Int32Array(e.data); else stop = true; };
    while (!counter) await new Promise((r) => setTimeout(r, 0));
    while (!stop) {
      insert.run(new Date().toISOString());
      Atomics.add(counter, 0, 1);
      // Between two batches the vote writer waits for the next votes; so does this thread, for a moment.
      await new Promise((r) => setTimeout(r, 0));
    }
    db.close();
    postMessage("stopped");
  `);
  const counter = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(file);
  worker.postMessage(counter.buffer);
  return {
    commits: () => Atomics.load(counter, 0),
    async stop() {
      const stopped = new Promise<void>((resolve) => worker.addEventListener("message", () => resolve(), { once: true }));
      worker.postMessage("stop");
      await stopped;
      worker.terminate();
    },
  };
}

test("an operator's read-then-write transactions succeed while another connection commits all the time", async () => {
  const committer = startCommitter(t.path);
  const failures: string[] = [];
  const origin = (i: number) => ({ sourceUrl: "https://www.vatican.va/content/vatican/en.html", now: new Date(Date.UTC(2026, 10, 20, 0, 0, i % 60)) });
  // At least 100 rounds, and on until the other connection has committed 100 times meanwhile: the
  // transactions here then certainly met its commits, however the two threads were scheduled.
  for (let i = 0; i < 100 || committer.commits() < 100; i++) {
    try {
      // Each reads the row or the setting first, then writes: the shape that a commit in between used to break.
      editCardinal(t.db, "pietro-parolin", { currentPosition: `Secretary of State (${i})` }, origin(i));
      writeSetting(t.db, "home-page-message", `message ${i}`, origin(i).now.toISOString());
    } catch (err) {
      failures.push(`${(err as { code?: string }).code ?? ""} ${(err as Error).message}`);
    }
    // Let the other thread's commits land between ours.
    await new Promise((r) => setTimeout(r, 0));
  }
  await committer.stop();
  expect(failures).toEqual([]);
}, 120_000);

/** The text of the call whose opening parenthesis is at `open`, up to its matching parenthesis. */
function callAt(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")" && --depth === 0) return text.slice(open, i + 1);
  }
  return text.slice(open);
}

test("every drizzle transaction in the server and the database code takes the write lock first", () => {
  const root = join(import.meta.dir, "..");
  const calls: string[] = [];
  const offenders: string[] = [];
  for (const dir of ["db", "src/server"]) {
    for (const file of new Glob("**/*.ts").scanSync({ cwd: join(root, dir) })) {
      if (file.endsWith(".test.ts")) continue;
      const text = readFileSync(join(root, dir, file), "utf8");
      for (const m of text.matchAll(/\bdb\.transaction\(/g)) {
        const call = callAt(text, m.index + m[0].length - 1);
        calls.push(`${dir}/${file}`);
        if (!call.includes("WRITE_TRANSACTION")) offenders.push(`${dir}/${file}: ${call.slice(0, 60)}`);
      }
    }
  }
  expect(calls.length).toBeGreaterThan(5);
  expect(offenders).toEqual([]);
});
