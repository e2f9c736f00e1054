import { afterAll, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { applyBrowserTestTimeout } from "./harness.ts";
import { startSite } from "./server.ts";

applyBrowserTestTimeout();

const dir = mkdtempSync(join(tmpdir(), "cardinalis-durability-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A vote is acknowledged only after it is committed with synchronous=FULL.
 * Kill the server with SIGKILL while votes pour in; after a restart, every
 * vote that got a 200 must be there.
 */
test("no acknowledged vote is lost when the server is killed mid-stream", async () => {
  const dbPath = join(dir, "votes.db");
  const env = { VOTE_RATE_LIMIT: "1000000/600" };
  const site = await startSite(env, { dbPath });
  const cardinals = (await (await fetch(`${site.url}/api/cardinals?limit=50`)).json()) as { cardinals: { id: number }[] };
  const acknowledged: string[] = [];
  let sent = 0;
  let stop = false;

  const voter = async () => {
    while (!stop) {
      sent++;
      try {
        const res = await fetch(`${site.url}/api/votes`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: site.url },
          body: JSON.stringify({ cardinalId: cardinals.cardinals[sent % 50]!.id }),
        });
        const cookie = res.headers.getSetCookie().find((c) => c.startsWith("visitor="));
        if (res.status === 200 && cookie) acknowledged.push(decodeURIComponent(cookie.slice("visitor=".length).split(";")[0]!).split(".")[0]!);
      } catch {
        // The connection dies with the server; that vote was never acknowledged.
      }
    }
  };
  const voters = Array.from({ length: 24 }, voter);
  while (acknowledged.length < 300) await Bun.sleep(5);
  process.kill(site.pid, "SIGKILL");
  await Bun.sleep(100);
  stop = true;
  await Promise.all(voters);

  const restarted = await startSite(env, { dbPath });
  const db = new Database(dbPath, { readonly: true });
  const stored = new Set(db.query<{ visitor_id: string }, []>("SELECT visitor_id FROM cardinal_votes").all().map((r) => r.visitor_id));
  db.close();
  const missing = acknowledged.filter((id) => !stored.has(id));
  expect(acknowledged.length).toBeGreaterThanOrEqual(300);
  expect(missing).toEqual([]);
  const results = (await (await fetch(`${restarted.url}/api/votes/results`)).json()) as { totalVotes: number };
  expect(results.totalVotes).toBe(stored.size);
  await restarted.stop();
});
