import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDb } from "../../../db/open.ts";
import { loadContent } from "../../../db/content-loader.ts";
import { readContentFromDisk } from "../content-files.ts";
import { createApp } from "../app.ts";
import { VisitorClient } from "../test/visitor-client.ts";

const dir = mkdtempSync(join(tmpdir(), "cardinalis-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function setPassword(dbPath: string, input: string) {
  return Bun.spawnSync(["bun", "src/server/checkout.ts", "admin", "set-password", "--db", dbPath], { stdin: new TextEncoder().encode(input), stdout: "pipe", stderr: "pipe" });
}

test("`admin set-password` stores a hash the server then accepts; short passwords are refused", async () => {
  const dbPath = join(dir, "site.db");
  const short = setPassword(dbPath, "tooshort\n");
  expect(short.exitCode).toBe(2);
  expect(short.stderr.toString()).toContain("at least 12");
  const ok = setPassword(dbPath, "a sufficiently long passphrase\n");
  expect(ok.exitCode).toBe(0);

  const db = openDb(dbPath);
  const content = readContentFromDisk(process.cwd());
  const { asOf } = loadContent(db, content);
  const stored = db.$client.query<{ value: string }, []>("SELECT value FROM meta WHERE key = 'admin_password_hash'").get()!.value;
  expect(stored).toStartWith("$argon2id$");
  const app = createApp({ db, dataAsOf: asOf, profiles: content.profiles, secret: "s", trustProxy: 1 });
  expect((await new VisitorClient(app, "203.0.113.5").post("/api/admin/login", { password: "wrong password here" })).status).toBe(401);
  expect((await new VisitorClient(app, "203.0.113.6").post("/api/admin/login", { password: "a sufficiently long passphrase" })).status).toBe(200);
  db.$client.close();
});
