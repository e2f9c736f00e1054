import { accessSync, constants, existsSync, readFileSync, writeSync } from "node:fs";
import { openDb } from "../../db/open.ts";
import { loadContent, type ContentBundle, type ParsedContent } from "../../db/content-loader.ts";
import { isoDay } from "../shared/age.ts";
import { PROFILE_FILE_PATTERN } from "../shared/profile-files.ts";
import { createApp } from "./app.ts";
import { HELP, SET_PASSWORD_HELP, readConfig, type Config } from "./config.ts";
import { requestIsHttps } from "./http/client-ip.ts";
import { plainTarget, type RequestTarget } from "./http/request-target.ts";
import { logError } from "./http/http-errors.ts";
import { describeStartupError } from "./startup-errors.ts";
import { atMostEvery, externalWriteCheck } from "./db-change-watch.ts";
import { embeddedFiles, listUnder, type FileSource } from "./http/files.ts";
import { lazyMap, PREPARED_CONTENT, PREPARED_PROFILES } from "./content-files.ts";
import { placeSeededImage } from "../../db/seeded-image.ts";
import type { SeededImage } from "./seed-early.ts";
import type { ShellAssets } from "./pages/html-shell.ts";
import { withSecurityHeaders } from "./http/security-headers.ts";
import { IDLE_TIMEOUT_S } from "./live/event-stream.ts";
import { lazySiteHandler } from "./pages/lazy-site.ts";
import { lazyApiDocument } from "./open-data/openapi-document.ts";
import { RosterIndex } from "./directory/roster-index.ts";
import { sessionSecret } from "./operator/secrets.ts";
import { scheduleBackups } from "./cli/backup-schedule.ts";
import { readSetting } from "../../db/queries/settings.ts";
import { rosterAsOf } from "../../db/queries/roster-edits.ts";
import { countCardinals } from "../../db/queries/cardinals.ts";
import { checkCollegeContent } from "../../db/college-content.ts";
import { DEFAULT_GAME_NAME } from "../shared/participation.ts";
import { normalJitPolicy } from "./jit-policy.ts";

/** What the compiled executable passes in: its embedded files and client asset names. */
export interface Embedded {
  files: Record<string, string>;
  client: ShellAssets;
  /** The embedded content's hash, worked out by the build; the validated files are the embedded `PREPARED_CONTENT`. */
  content?: { hash: string };
  /** The build's seeded image (`SEEDED_DATABASE`) and where its session secret goes. */
  image?: SeededImage;
  /** The seeded image being placed, begun by the entry before this module was loaded (`seedBeforeLoading`). */
  seeding?: Promise<boolean>;
}

/** The files the site serves (client bundle, `public/`, `content/`) and the client's asset names. */
export interface SiteFiles {
  files: FileSource;
  assets: ShellAssets;
}

/**
 * Where the site's files come from: embedded in the executable, or made from a
 * checkout (`checkout.ts` bundles the client; only a starting server asks).
 */
export type FilesFrom = { embedded: Embedded } | { checkout: (dev: boolean) => Promise<SiteFiles> };

/** The executable's embedded inputs; undefined when run from a checkout. */
const embeddedOf = (from: FilesFrom): Embedded | undefined => ("embedded" in from ? from.embedded : undefined);

/**
 * The content a start compares with the database (and loads into it when it changed). The executable's
 * build has hashed and validated it already, so there nothing is read at start: the roster and polls
 * only if the database needs loading, the profile texts (one embedded JSON file) when first shown.
 */
async function readContent(files: FileSource, built?: { hash: string; manifest: Record<string, string> }): Promise<ContentBundle> {
  if (built) {
    const read = (path: string) => readFileSync(built.manifest[path]!, "utf8");
    return {
      get rosterText() {
        return read("content/roster.json");
      },
      get pollsText() {
        return read("content/polls.json");
      },
      profiles: lazyMap(() => new Map(Object.entries(JSON.parse(read(PREPARED_PROFILES)) as Record<string, string>))),
      prepared: { hash: built.hash, parsed: () => JSON.parse(read(PREPARED_CONTENT)) as ParsedContent },
    };
  }
  const roster = files.get("content/roster.json");
  const polls = files.get("content/polls.json");
  if (!roster || !polls) throw new Error("content/roster.json or content/polls.json is missing");
  const names = listUnder(files, "content/profiles/").filter((n) => PROFILE_FILE_PATTERN.test(n));
  // Read all at once, not one after another: each read is a trip through the event loop.
  const [rosterText, pollsText, ...texts] = await Promise.all([roster.text(), polls.text(), ...names.map((n) => files.get(`content/profiles/${n}`)!.text())]);
  return { rosterText, pollsText, profiles: new Map(names.map((n, i) => [n, texts[i]!])) };
}

function loadFiles(from: FilesFrom, dev: boolean): Promise<SiteFiles> {
  if ("embedded" in from) return Promise.resolve({ files: embeddedFiles(from.embedded.files), assets: from.embedded.client });
  return from.checkout(dev);
}

export async function main(argv: string[], from: FilesFrom): Promise<void> {
  const embedded = embeddedOf(from);
  const [command, sub, ...rest] = argv;
  // A first word that is not an option is a command (photos, backup, restore, admin), not a start: its work
  // runs with the normal JIT from the outset.
  if (command !== undefined && !command.startsWith("-")) normalJitPolicy();
  // The commands are imported when asked for: the site's start need not evaluate them (nor their schemas).
  if (command === "photos") {
    const { photosCommand, rosterFromCheckout } = await import("./cli/photos.ts");
    const roster = embedded ? () => embeddedFiles(embedded.files).get("content/roster.json")!.text() : rosterFromCheckout;
    process.exit(await photosCommand(argv.slice(1), process.env, roster));
  }
  if (command === "backup" || command === "restore") process.exit((await import("./cli/backup.ts")).backupCommand(command, argv.slice(1), process.env));
  const adminCommand = command === "admin" && sub === "set-password";
  let config: Config;
  try {
    // The password being set is read from standard input, so an unusable ADMIN_PASSWORD must not stop the command.
    config = readConfig(adminCommand ? rest : argv, adminCommand ? { ...process.env, ADMIN_PASSWORD: undefined } : process.env);
  } catch (err) {
    // One sentence: the whole help would bury what went wrong.
    console.error(err instanceof Error ? err.message : err);
    process.exit(2);
  }
  if (config.help) {
    console.log(adminCommand ? SET_PASSWORD_HELP : HELP);
    return;
  }
  if (adminCommand) process.exit(await (await import("./cli/admin.ts")).setPasswordCommand(config.db));
  try {
    await start(config, from);
  } catch (err) {
    console.error(describeStartupError(err, config));
    process.exit(1);
  }
}

/** Answered before routing when the request's Host cannot make a URL (blank, `a b`, `[::1`, port 99999, none). */
function badHost(req: Request): Response {
  const host = (req.headers.get("host") ?? "").slice(0, 100);
  console.warn(`400 for a request with an unusable Host header ${JSON.stringify(host)}`);
  return new Response("Bad Request: the Host header is missing or is not a valid host name.\n", {
    status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * The count is the College as the site counts it (the pope and those who have
 * died are rows but not members), and the date moves with the operator's edits.
 * Counted in SQL, as /api/seed-data counts it: the directory's in-memory roster
 * is built by the first request that reads it, not by the start.
 */
function startLine(members: number, loaded: boolean, asOf: string, db: string): string {
  return `Cardinalis: ${members} cardinals in the College (${loaded ? "loaded" : "unchanged"}, data as of ${asOf}); database ${db}`;
}

/** The address to open: the bound host, or localhost when bound to every address. */
export function listeningUrl(host: string, port: number): string {
  if (host === "0.0.0.0" || host === "::" || host === "") return `http://localhost:${port}`;
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
}

/**
 * Pages and the conclave's state look for what another process committed (a second server, the admin
 * command) at most this often: reading SQLite's data_version on every request was the largest cost of a cached page.
 */
const EXTERNAL_WRITES_EVERY_MS = 100;

async function start(config: Config, from: FilesFrom): Promise<void> {
  const { files, assets } = await loadFiles(from, config.dev);
  const embedded = embeddedOf(from);
  // The executable's copies were checked by its build; a checkout's may have just been edited.
  if (!embedded) checkCollegeContent();
  // A new database is the build's ready image, copied: migrating and loading the roster took most of a first start.
  // The executable's entry has usually begun placing it already. A checkout has no image and makes its
  // database as before (the same migrations and content).
  const image = embedded?.image;
  const seeded = await (embedded?.seeding ?? (image ? placeSeededImage(config.db, image.file, image.secretAt) : false));
  // SQLite opens a read-only file without complaint and fails only at the first write (a visitor's
  // vote, say): a file this user cannot write stops the start instead, with the sentence that says so.
  if (existsSync(config.db)) accessSync(config.db, constants.W_OK);
  const db = openDb(config.db);
  const built = embedded?.content ? { hash: embedded.content.hash, manifest: embedded.files } : undefined;
  const content = await readContent(files, built);
  const loaded = loadContent(db, content);
  // Asked by every read (the roster's day keys its caches); the clock's day is read at most once a second.
  let dayReadAt = 0;
  let day = isoDay(new Date());
  const today = () => {
    const now = Date.now();
    if (now - dayReadAt >= 1000) {
      dayReadAt = now;
      day = isoDay(new Date(now));
    }
    return day;
  };
  const siteConfig = () => ({
    dataAsOf: rosterAsOf(db), contactEmail: config.contactEmail, donationUrl: config.donationUrl,
    gameName: readSetting(db, "game-name") ?? DEFAULT_GAME_NAME,
  });
  const roster = new RosterIndex(db, today);
  const apiDocument = lazyApiDocument(config.publicReadLimit);
  const secret = sessionSecret(db, process.env.SESSION_SECRET);
  const site = lazySiteHandler({
    db, roster, files, assets, config: siteConfig, photosDir: config.photosDir, today, profiles: content.profiles, writtenElsewhere: atMostEvery(EXTERNAL_WRITES_EVERY_MS, externalWriteCheck(db)), apiDocument,
    trustProxy: config.trustProxy, renderLimit: config.pageRenderLimit, secret,
    // The API's own view of the conclave (declared below; read only once requests arrive).
    conclave: () => api.conclave.frame(),
    // One directory for the API and the pages: both read the same cached answers.
    directory: () => api.directory });
  const api = createApp({
    db, roster, responseCache: config.responseCache, dataAsOf: loaded.asOf, profiles: content.profiles, today, photosDir: config.photosDir,
    secret, adminPassword: config.adminPassword || undefined,
    trustProxy: config.trustProxy, writeLimit: config.writeLimit, publicReadLimit: config.publicReadLimit, apiDocument,
    pushpinUrl: config.pushpinUrl || undefined, externalWritesEveryMs: EXTERNAL_WRITES_EVERY_MS,
    groupCommit: config.groupCommit ? undefined : { maxBatch: 1 }, onSettingsChange: site.forgetPages, onRosterChange: site.forgetPages,
  });

  /** Whatever the fast paths did not answer. `target` is the request's path and query when they are plain (see plainTarget). */
  const answer = (req: Request, ipOf: () => string | undefined, href: string, https: boolean, target: RequestTarget | null): Response | Promise<Response> => {
    let url = target;
    if (!url) {
      try {
        url = new URL(href);
      } catch {
        return withSecurityHeaders(badHost(req), false);
      }
      const fast = api.directoryRead(req, url, ipOf, https);
      if (fast) return fast;
    }
    const toApi = url.pathname.startsWith("/api/") || url.pathname === "/changes.atom";
    const res = toApi ? api.fetch(req, { ip: ipOf() }) : site.handle(req, url, ipOf, href);
    // A cached page comes back as it is, without a promise (and with its security headers already).
    return res instanceof Promise ? res.then((r) => withSecurityHeaders(r, https)) : withSecurityHeaders(res, https);
  };

  const server = Bun.serve({
    port: config.port,
    hostname: config.host,
    // Without this a second server on the same port starts too and the kernel splits visitors between them.
    reusePort: false,
    development: false,
    // Named here because the conclave's event streams send their heartbeat within it (see IDLE_TIMEOUT_S).
    idleTimeout: IDLE_TIMEOUT_S,
    fetch(req, server): Response | Promise<Response> {
      const ipOf = () => server.requestIP(req)?.address;
      // The directory's reads and the votes come back complete, security headers included, and the reads without
      // a promise: the busiest requests skip the URL parser and the rest of the way when their address is plain.
      // Read once: each read of `req.url` makes a new string.
      const href = req.url;
      const target = plainTarget(href);
      const https = requestIsHttps(req, config.trustProxy, href);
      const fast = target && (api.directoryRead(req, target, ipOf, https) ?? api.voteWrite(req, target, ipOf, https));
      return fast || answer(req, ipOf, href, https, target);
    },
    error(err) {
      logError("request failed", err);
      return withSecurityHeaders(Response.json({ error: "Something went wrong on the server. Please try again." }, { status: 500 }), false);
    },
  });
  const stopBackups = config.backup ? scheduleBackups(config.db, config.backup) : () => {};
  // Before "Listening": a supervisor may stop the site as soon as it reads that line, and must get the graceful stop.
  stopGracefully(server, api, db, stopBackups);
  console.log(startLine(countCardinals(db, today()).cardinals, loaded.loaded || seeded, rosterAsOf(db), config.db));
  console.log(`Listening on ${listeningUrl(config.host, server.port ?? 0)}`);
  // The executable started with a reluctant JIT (jit-policy.ts); from here on code runs often.
  normalJitPolicy();
  if (config.backup) console.log(`Backups every ${config.backup.everyMs / 60_000} min into ${config.backup.dir}, keeping the newest ${config.backup.keep}.`);
}

/** How long requests in flight may take to finish once a stop is asked for, before their connections are cut. */
const STOP_GRACE_MS = 8_000;

/**
 * SIGTERM (systemd, docker stop) and SIGINT (Ctrl-C) stop the site without
 * losing a request: no new connection is accepted, the conclave's event
 * streams are ended (they would otherwise never finish), requests in flight
 * are answered, the vote writer commits its last batch, the database is
 * closed (its WAL folded back into the file first), and the process
 * exits 0. A second signal, or requests still running after the grace
 * period, end it at once.
 */
function stopGracefully(server: ReturnType<typeof Bun.serve>, api: ReturnType<typeof createApp>, db: ReturnType<typeof openDb>, stopBackups: () => void): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      console.log(`${signal} again: stopping now.`);
      process.exit(1);
    }
    stopping = true;
    // The vote writer's thread does not keep the process alive by itself: without this, the process
    // would end on its own (exit 0, unflushed, unclosed) while waiting for the writer's last answer.
    setInterval(() => {}, 1000);
    console.log(`${signal}: no longer accepting connections; finishing the requests in flight.`);
    const inFlight = server.stop();
    api.close();
    stopBackups();
    const cut = setTimeout(() => {
      console.warn(`Requests were still running after ${STOP_GRACE_MS / 1000} s; closing their connections.`);
      void server.stop(true);
    }, STOP_GRACE_MS);
    await inFlight;
    clearTimeout(cut);
    try {
      await api.finishWrites();
      // Folds the WAL into the database file, so the file alone is the whole site (a copy, a backup).
      // A connection the vote writer's thread is still closing makes the checkpoint report "busy"
      // without failing: try again for up to two seconds, so the file really holds every vote.
      for (let tries = 0; tries < 100; tries++) {
        const { busy } = db.$client.query("PRAGMA wal_checkpoint(TRUNCATE)").get() as { busy: number };
        if (!busy) break;
        await Bun.sleep(20);
      }
      db.$client.close();
    } catch (err) {
      logError("closing the database failed", err);
      process.exit(1);
    }
    // Written synchronously: process.exit does not wait for buffered output (a pipe to the journal, a log file).
    writeSync(1, "Stopped: every request answered and the database closed.\n");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

