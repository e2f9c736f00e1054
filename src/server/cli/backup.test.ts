import { afterAll, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTestApp } from "../test/test-db.ts";
import { VisitorClient } from "../test/visitor-client.ts";
import { startServerProcess } from "../test/server-process.ts";
import { backupOnWorker } from "./backup-schedule.ts";
import { checkBackup, pruneBackups } from "./backup.ts";

const t = createTestApp("2026-01-30", { writeLimit: { count: 1_000_000, windowMs: 60_000 } });
const dir = mkdtempSync(join(tmpdir(), "cardinalis-backup-"));
afterAll(() => {
  t.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

const cli = (...args: string[]) => Bun.spawn(["bun", "src/server/checkout.ts", ...args], { stdout: "pipe", stderr: "pipe" });
const storedVoters = (path: string) => {
  const db = new Database(path, { readonly: true });
  const ids = new Set(db.query<{ visitor_id: string }, []>("SELECT visitor_id FROM cardinal_votes").all().map((r) => r.visitor_id));
  db.close();
  return ids;
};

test("backups taken during vote load hold every vote acknowledged before they began, and the restored site serves", async () => {
  const { cardinals } = (await (await t.app.request("/api/cardinals?limit=50")).json()) as { cardinals: { id: number }[] };
  const acknowledged: string[] = [];
  let voting = true;
  const voter = async (n: number) => {
    for (let i = 0; voting; i++) {
      const v = new VisitorClient(t.app, `203.0.113.${1 + (n % 200)}`);
      const res = await v.post("/api/votes", { cardinalId: cardinals[(n + i) % cardinals.length]!.id });
      expect(res.status).toBe(200);
      acknowledged.push(decodeURIComponent(v.cookie("visitor")!).split(".")[0]!);
    }
  };
  const voters = Array.from({ length: 12 }, (_, n) => voter(n));
  while (acknowledged.length < 100) await Bun.sleep(5);

  // The command-line backup, as an operator runs it while the site serves.
  const before = [...acknowledged];
  const file = join(dir, "manual.db");
  const backup = cli("backup", "--db", t.path, "--to", file);
  const said = await new Response(backup.stdout).text();
  expect(await backup.exited).toBe(0);
  expect(said).toMatch(/^Backup written to .*manual\.db: \d+\.\d MB, integrity ok; \d+ cardinals, \d+ papal-poll votes/);
  const duringCli = acknowledged.length;

  // The scheduled backup's worker, during the same load.
  const beforeScheduled = [...acknowledged];
  const scheduled = await backupOnWorker({ db: t.path, dir: join(dir, "scheduled"), keep: 3 });
  expect("file" in scheduled).toBe(true);
  voting = false;
  await Promise.all(voters);
  // The load really ran while the backups were made.
  expect(duringCli).toBeGreaterThan(before.length);

  for (const [copy, acked] of [[file, before], ["file" in scheduled ? scheduled.file : "", beforeScheduled]] as const) {
    const stored = storedVoters(copy);
    expect(acked.filter((id) => !stored.has(id))).toEqual([]);
  }

  // Restore refuses the database the running site has open, and changes nothing.
  const refused = cli("restore", "--from", file, "--db", t.path);
  expect(await refused.exited).toBe(1);
  expect(await new Response(refused.stderr).text()).toContain("is in use (is the site running?)");

  // Onto a stopped site's database: the old file is kept beside it.
  const target = join(dir, "restored", "site.db");
  const first = cli("restore", "--from", file, "--db", target);
  expect(await first.exited).toBe(0);
  writeFileSync(join(dir, "not-a-backup.db"), "hello");
  const bad = cli("restore", "--from", join(dir, "not-a-backup.db"), "--db", target);
  expect(await bad.exited).toBe(1);
  expect(await new Response(bad.stderr).text()).toContain("is not a SQLite database");
  const second = cli("restore", "--from", file, "--db", target);
  expect(await second.exited).toBe(0);
  expect(await new Response(second.stdout).text()).toContain("The previous database is kept as");

  const site = await startServerProcess(target);
  try {
    const results = (await (await fetch(`${site.url}/api/votes/results`)).json()) as { totalVotes: number };
    expect(results.totalVotes).toBe(storedVoters(file).size);
    expect(results.totalVotes).toBeGreaterThanOrEqual(before.length);
    expect((await fetch(`${site.url}/`)).status).toBe(200);
  } finally {
    site.proc.kill("SIGTERM");
    await site.proc.exited;
  }
}, 180_000);

test("a damaged or foreign file is refused as a backup; scheduled backups keep the newest N", () => {
  const foreign = join(dir, "foreign.db");
  const db = new Database(foreign);
  db.run("CREATE TABLE notes (x)");
  db.close();
  expect(() => checkBackup(foreign)).toThrow("is not a Cardinalis database");
  const kept = join(dir, "prune");
  for (const stamp of ["20260101T000000Z", "20260102T000000Z", "20260103T000000Z", "20260104T000000Z"]) {
    Bun.spawnSync(["mkdir", "-p", kept]);
    writeFileSync(join(kept, `cardinalis-${stamp}.db`), "");
  }
  writeFileSync(join(kept, "operator-notes.db"), "");
  expect(pruneBackups(kept, 2)).toEqual(["cardinalis-20260101T000000Z.db", "cardinalis-20260102T000000Z.db"]);
  expect(readdirSync(kept).sort()).toEqual(["cardinalis-20260103T000000Z.db", "cardinalis-20260104T000000Z.db", "operator-notes.db"]);
  expect(existsSync(join(dir, "manual.db.part"))).toBe(false);
});
