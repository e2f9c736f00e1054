/**
 * The built executable against what a careless client, an attacker or a busy
 * operator sends it: malformed Host headers and odd methods over raw sockets,
 * https behind a proxy, a port already taken, and databases it cannot use.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { eventually } from "./eventually.ts";
import { applyBrowserTestTimeout } from "./harness.ts";
import { rawHttp, rawStatus } from "./raw-http.ts";
import { executable, startSite, type RunningSite } from "./server.ts";

applyBrowserTestTimeout();

let site: RunningSite;
const dir = mkdtempSync(join(tmpdir(), "cardinalis-hardening-"));
beforeAll(async () => {
  site = await startSite({ TRUST_PROXY: "1" });
});
afterAll(async () => {
  await site?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const request = (head: string) => `${head}\r\nConnection: close\r\n\r\n`;

test.each([
  ["HTTP/1.0 without Host", "GET / HTTP/1.0"],
  ["a blank Host", "GET / HTTP/1.1\r\nHost: "],
  ["a Host with a space", "GET /api/cardinals HTTP/1.1\r\nHost: a b"],
  ["an unclosed IPv6 Host", "GET / HTTP/1.1\r\nHost: [::1"],
  ["a Host with port 99999", "GET /api/cardinals HTTP/1.1\r\nHost: localhost:99999"],
])("%s is answered 400 and logged in one line", async (_, head) => {
  const logged = site.stderr().length;
  const answer = await rawHttp(site.url, request(head));
  expect(rawStatus(answer)).toBe(400);
  const newLog = () => site.stderr().slice(logged).trim();
  await eventually(() => expect(newLog()).not.toBe(""));
  expect(newLog().split("\n")).toEqual([expect.stringContaining("Host header")]);
});

test("methods the site does not use are 405 with Allow, on pages, files and the API", async () => {
  const cases = [
    ["POST /favicon.svg", "GET, HEAD"], ["PUT /", "GET, HEAD"], ["DELETE /cardinals", "GET, HEAD"],
    ["TRACE /", "GET, HEAD"], ["PROPFIND /favicon.svg", "GET, HEAD"],
    ["DELETE /api/votes", "GET, HEAD, POST, PATCH"], ["PUT /api/admin/session", "GET, HEAD, POST, PATCH"],
  ];
  for (const [line, allow] of cases) {
    const answer = await rawHttp(site.url, request(`${line} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0`));
    const allowHeader = /^allow: (.*)$/im.exec(answer)?.[1]?.trim();
    expect({ line, status: rawStatus(answer), allow: allowHeader }).toEqual({ line, status: 405, allow });
  }
});

test("HSTS is offered only when the visitor came over https (said by the trusted proxy)", async () => {
  const viaHttps = await fetch(`${site.url}/`, { headers: { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.9" } });
  expect(viaHttps.headers.get("strict-transport-security")).toBe("max-age=31536000");
  const plain = await fetch(`${site.url}/`);
  expect(plain.headers.get("strict-transport-security")).toBeNull();
});

test("two servers on one database file: a vote through one shows in the other's results within the recount's second", async () => {
  const other = await startSite({}, { dbPath: site.dbPath });
  try {
    const totalAt = async (url: string) => ((await (await fetch(`${url}/api/votes/results`)).json()) as { totalVotes: number }).totalVotes;
    const before = await totalAt(site.url);
    const { cardinals } = (await (await fetch(`${other.url}/api/cardinals?limit=1`)).json()) as { cardinals: { id: number }[] };
    const vote = await fetch(`${other.url}/api/votes`, {
      method: "POST", headers: { "content-type": "application/json", origin: other.url }, body: JSON.stringify({ cardinalId: cardinals[0]!.id }),
    });
    expect(vote.status).toBe(200);
    // Recounted at most once a second while votes come in (RESULTS_RECOUNT_MS), as the count `before` was.
    await eventually(async () => expect(await totalAt(site.url)).toBe(before + 1));
  } finally {
    await other.stop();
  }
});

/** Runs the executable until it exits on its own (start-up failures), with its output. */
async function runToExit(args: string[], asUser?: number): Promise<{ code: number; stderr: string }> {
  const bin = await executable();
  const command = asUser === undefined ? [bin, ...args] : ["setpriv", `--reuid=${asUser}`, `--regid=${asUser}`, "--clear-groups", bin, ...args];
  const proc = Bun.spawn(command, { cwd: dir, stdout: "ignore", stderr: "pipe" });
  const killer = setTimeout(() => proc.kill(), 30_000);
  const [stderr, code] = await Promise.all([new Response(proc.stderr).text(), proc.exited]);
  clearTimeout(killer);
  return { code, stderr };
}

/** One line, naming what it must name. */
function expectOneSentence(stderr: string, ...names: string[]) {
  const lines = stderr.trim().split("\n");
  expect(lines).toHaveLength(1);
  for (const name of names) expect(lines[0]).toContain(name);
}

test("a second server on a port in use stops with one line naming the port", async () => {
  const port = new URL(site.url).port;
  const second = await runToExit(["--port", port, "--host", "127.0.0.1", "--db", join(dir, "second.db")]);
  expect(second.code).not.toBe(0);
  expectOneSentence(second.stderr, `port ${port}`, "--port");
  // The first server is still the only one answering.
  expect((await fetch(`${site.url}/api/seed-data`)).status).toBe(200);
});

test("a corrupt database file stops start-up with one sentence naming it", async () => {
  const path = join(dir, "corrupt.db");
  writeFileSync(path, `SQLite format 3\0${"not really a database ".repeat(400)}`);
  const run = await runToExit(["--port", "0", "--db", path]);
  expect(run.code).not.toBe(0);
  expectOneSentence(run.stderr, path, "backup");
});

test("a database path through a file stops start-up with one sentence naming it", async () => {
  const file = join(dir, "a-file");
  writeFileSync(file, "not a folder");
  const path = join(file, "site.db");
  const run = await runToExit(["--port", "0", "--db", path]);
  expect(run.code).not.toBe(0);
  expectOneSentence(run.stderr, path, "--db");
});

// Root may write anywhere, so the read-only cases run as an unprivileged user when the tests run as root.
const asUser = process.getuid?.() === 0 ? 65534 : undefined;
const canDropPrivileges = asUser === undefined || Bun.which("setpriv") !== null;

test.skipIf(!canDropPrivileges)("a read-only folder or a read-only database file stops start-up with one sentence naming it", async () => {
  const bin = await executable();
  // The build folder is private to its creator; the unprivileged user must be able to run the executable.
  for (let d = dirname(bin); d !== tmpdir() && d !== "/"; d = dirname(d)) chmodSync(d, 0o755);
  const readOnlyFolder = join(dir, "read-only-folder");
  mkdirSync(readOnlyFolder);
  chmodSync(readOnlyFolder, 0o555);
  const readOnlyFile = join(dir, "read-only-file");
  mkdirSync(readOnlyFile);
  copyFileSync(site.dbPath, join(readOnlyFile, "site.db"));
  chmodSync(join(readOnlyFile, "site.db"), 0o444);
  chmodSync(readOnlyFile, 0o777);
  chmodSync(dir, 0o755);
  for (const path of [join(readOnlyFolder, "site.db"), join(readOnlyFile, "site.db")]) {
    const run = await runToExit(["--port", "0", "--db", path], asUser);
    expect({ path, code: run.code === 0 ? 0 : "non-zero" }).toEqual({ path, code: "non-zero" });
    expectOneSentence(run.stderr, path, "write access");
  }
});
