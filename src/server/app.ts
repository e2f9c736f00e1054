import { Hono, type Context } from "hono";
import { LinearRouter } from "hono/router/linear-router";
import type { RouterRoute } from "hono/types";
import { bodyLimit } from "hono/body-limit";
import type { Db } from "../../db/open.ts";
import { isoDay } from "../shared/age.ts";
import type { Cardinal } from "../shared/cardinals.ts";
import { STREAM_KEYS } from "../shared/participation.ts";
import { cardinalRoutes, directoryReads } from "./directory/cardinals.ts";
import { seedDataRoutes } from "./directory/seed-data.ts";
import { cardinalFileRoutes } from "./directory/cardinal-files.ts";
import { cardinalVoting, resultsReader, voteRoutes } from "./votes/votes.ts";
import { pollRoutes, pollVoting } from "./votes/polls.ts";
import { voteFastPath } from "./votes/vote-fast-path.ts";
import { rosterAsOf } from "../../db/queries/roster-edits.ts";
import { jsonError, logError } from "./http/http-errors.ts";
import { securityHeaders, withSecurityHeaders } from "./http/security-headers.ts";
import { DiskFull, isDiskFull } from "./http/disk-full.ts";
import { visitorCookie } from "./http/visitor.ts";
import { sameOriginJson } from "./http/same-origin-json.ts";
import { noStoreForPersonalAnswers } from "./http/no-store.ts";
import { onlyKnownMethods } from "./http/known-methods.ts";
import { GroupCommitter, inlineWriter, workerWriter } from "./votes/group-commit.ts";
import { createWriteGuard, type WriteLimit } from "./http/write-guard.ts";
import { AdminAuth } from "./operator/admin-auth.ts";
import type { ServerBindings } from "./http/client-ip.ts";
import type { SignInLimitOptions } from "./operator/sign-in-limits.ts";
import { RosterIndex } from "./directory/roster-index.ts";
import { DEFAULT_PUBLIC_READ_LIMIT, PUBLIC_READ_HEADERS, publicReadGate, publicReads, type PublicReadLimit } from "./http/public-reads.ts";
import { openApiRoutes } from "./open-data/openapi.ts";
import { lazyApiDocument } from "./open-data/openapi-document.ts";
import type { ApiDocument } from "../shared/api-document.ts";
import { EventStreamHub } from "./live/event-stream.ts";
import { GripPublisher } from "./live/grip.ts";
import { ConclaveLive } from "./live/conclave-live.ts";
import { collegeReads } from "./college/college-reads.ts";
import type { RequestTarget } from "./http/request-target.ts";
import { lazyRoutes, type LoadRoutes } from "./http/lazy-routes.ts";

export interface AppDeps {
  db: Db;
  /** The content roster's "as of" date (the API reads the current date, operator edits included, from the database). */
  dataAsOf: string;
  /** content/profiles as loaded at start: file name → text. */
  profiles: ReadonlyMap<string, string>;
  /** Signs visitor cookies and keys the hashes of IP addresses. */
  secret: string;
  adminPassword?: string;
  /** How many of the operator's proxies stand in front (0: believe no forwarding header). */
  trustProxy?: number;
  /** Limits on guessing the operator's password (tests shorten the pause). */
  signInLimits?: SignInLimitOptions;
  /** Votes per address per window. */
  writeLimit?: WriteLimit;
  /**
   * Group commit of votes; `{ maxBatch: 1 }` commits each vote alone on the server thread (the
   * benchmark's contrast). Otherwise votes to a database file are committed by a worker thread.
   */
  groupCommit?: { maxBatch: number };
  /** How often, at most, the poll's results are recounted while votes keep coming (RESULTS_RECOUNT_MS; 0: at every read after a vote). */
  resultsRecountMs?: number;
  /** Injected so tests can fix "today"; ages are computed against it. */
  today?: () => string;
  /** The roster in memory; shared with the page handler when given, else made here. */
  roster?: RosterIndex;
  /** Keep encoded directory answers between requests (default on; off only to measure the uncached path). */
  responseCache?: boolean;
  /** The folder of licensed photos and their credit files (`cardinalis photos sync` fills it). */
  photosDir?: string;
  /** Public reads per address per window (count 0: no limit). */
  publicReadLimit?: PublicReadLimit;
  /** The OpenAPI document, shared with the page renderer; built from `publicReadLimit` when absent. */
  apiDocument?: () => ApiDocument;
  /** Told when an operator changes a setting (the page shell carries the game name). */
  onSettingsChange?: () => void;
  /** Told when the roster changes (the page shell carries the roster's date). */
  onRosterChange?: () => void;
  /** Corrections per address per hour. */
  correctionLimit?: number;
  /** Pushpin's control address, when Pushpin holds the event streams (see the README). */
  pushpinUrl?: string;
  /** The clock conclave events are dated and judged by (tests fix it). */
  now?: () => Date;
  /** How often, at most, the conclave's state looks for events another process recorded (milliseconds; default: every read). */
  externalWritesEveryMs?: number;
}

/** The conclave's event stream: one channel, one event name, for the process's streams and Pushpin's alike. */
const CONCLAVE_STREAM = { channel: "conclave", event: "conclave" } as const;

/** An imported roster file may hold the whole College; every other body is small. */
const IMPORT_BODY_LIMIT = 2 * 1024 * 1024;
const BODY_LIMIT = 16 * 1024;

export const DEFAULT_WRITE_LIMIT: WriteLimit = { count: 60, windowMs: 10 * 60 * 1000 };

/** The `/api` application. `main.ts` mounts it; tests call `app.request()` on it. */
export function createApp(deps: AppDeps) {
  const { db, profiles, secret, today = () => isoDay(new Date()), trustProxy = 0 } = deps;
  const file = db.$client.filename;
  const alone = deps.groupCommit?.maxBatch === 1;
  const commits = new GroupCommitter(alone || !file || file === ":memory:" ? inlineWriter(db.$client) : workerWriter(file), deps.groupCommit?.maxBatch);
  const guard = createWriteGuard(secret, trustProxy, deps.writeLimit ?? DEFAULT_WRITE_LIMIT);
  const auth = new AdminAuth(db, deps.adminPassword, trustProxy);
  const visitor = visitorCookie(secret, trustProxy);
  const publicReadLimit = deps.publicReadLimit ?? DEFAULT_PUBLIC_READ_LIMIT;
  const roster = deps.roster ?? new RosterIndex(db, today);
  const onRosterChange = deps.onRosterChange ?? (() => {});
  const diskFull = new DiskFull();
  const tooLarge = { onError: (c: Parameters<typeof jsonError>[0]) => jsonError(c, 413, "The request body is too large") };
  const importLimit = bodyLimit({ maxSize: IMPORT_BODY_LIMIT, ...tooLarge });
  const smallLimit = bodyLimit({ maxSize: BODY_LIMIT, ...tooLarge });
  // The conclave is made below; the directory's filter and the offices read it only when a request comes.
  const vacancyDay = () => conclave.state().vacancy?.day ?? null;
  const directory = directoryReads(roster, { responseCache: deps.responseCache, vacancyDay });
  const college = collegeReads(roster, vacancyDay);
  const readGate = publicReadGate(secret, trustProxy, publicReadLimit);
  const conclaveHub = new EventStreamHub({ event: CONCLAVE_STREAM.event });
  const grip = deps.pushpinUrl ? { controlUrl: deps.pushpinUrl, ...CONCLAVE_STREAM } : undefined;
  const gripPublisher = grip ? new GripPublisher(grip) : undefined;
  const publishers = gripPublisher ? [conclaveHub, gripPublisher] : [conclaveHub];
  // One array per roster snapshot, so the conclave's state is folded again only when the roster changed.
  let members: { snapshot: object; list: Cardinal[] } | null = null;
  const conclaveMembers = () => {
    const snapshot = roster.current();
    if (members?.snapshot !== snapshot) members = { snapshot, list: snapshot.entries.map((e) => e.cardinal) };
    return members.list;
  };
  const conclave = new ConclaveLive({ db, members: conclaveMembers, publishers, now: deps.now, onChange: onRosterChange, externalWritesEveryMs: deps.externalWritesEveryMs });
  // One of each for the Hono routes and the vote path ahead of Hono: they share the counts and the limit.
  const cardinalVotes = cardinalVoting(db, commits);
  const pollVotes = pollVoting(db, commits, () => conclave.state().electors);
  const voteWrite = voteFastPath({ secret, trustProxy, bodyLimit: BODY_LIMIT, guard, cardinal: cardinalVotes, poll: pollVotes, diskFull });
  const notFound = (c: Context) => jsonError(c, 404, `There is no API at ${c.req.method} ${c.req.path}`);
  // LinearRouter: matching needs no compiled router. The default compiles every route into one pattern at the
  // first request, milliseconds of a start's first answer; matching a few dozen routes one by one costs a few
  // microseconds a request, and the busiest requests (directory reads, votes) are answered ahead of Hono.
  const app = new Hono<{ Bindings: ServerBindings }>({ router: new LinearRouter() })
    .use((c, next) => (c.req.path.startsWith("/api/admin/roster/import/") ? importLimit : smallLimit)(c, next))
    .use(noStoreForPersonalAnswers)
    // Before the method check: it answers the CORS preflight (OPTIONS) for public reads.
    .use(publicReads(readGate))
    .use(onlyKnownMethods)
    .use(sameOriginJson(trustProxy))
    // Only what counts votes needs to know the visitor; directory reads skip the signature check.
    .use("/api/votes/*", visitor)
    .use("/api/polls/*", visitor)
    .use("/api/seed-data", visitor)
    .route("/api/cardinals", cardinalRoutes(directory))
    .route("/api/seed-data", seedDataRoutes(db, today))
    .route("/api/cardinal-file", cardinalFileRoutes(profiles))
    .route("/api/openapi.json", openApiRoutes(deps.apiDocument ?? lazyApiDocument(publicReadLimit)))
    .route("/api/votes", voteRoutes(db, cardinalVotes, guard, resultsReader(db, cardinalVotes, deps.resultsRecountMs)))
    .route("/api/polls", pollRoutes(pollVotes, guard));
  // Imported by the first request each group answers (see lazyRoutes): a start builds none of their schemas.
  const loadedLater: Array<() => Promise<RouterRoute[]>> = [];
  const later = (path: string, load: LoadRoutes) => {
    const routes = lazyRoutes(path, load, notFound);
    loadedLater.push(routes.loadedRoutes);
    app.route(path, routes);
  };
  later("/api/college-offices", async () => (await import("./college/college-routes.ts")).collegeOfficeRoutes(college));
  later("/api/latin-names", async () => (await import("./college/college-routes.ts")).latinNameRoutes(college));
  later("/api/photos", async () => (await import("./directory/photos.ts")).photoRoutes((await import("./directory/photo-index.ts")).photoIndexReader(deps.photosDir)));
  later("/api/export", async () => (await import("./open-data/exports.ts")).exportRoutes({ db, today, asOf: () => rosterAsOf(db), trustProxy }));
  later("/api/conclave", async () => (await import("./live/conclave-routes.ts")).conclaveRoutes(conclave, conclaveHub, grip));
  later("/api/admin/conclave", async () => (await import("./live/conclave-routes.ts")).adminConclaveRoutes(conclave, auth));
  later("/api/admin/roster", async () => (await import("./roster/admin-roster.ts")).adminRosterRoutes(db, auth, onRosterChange));
  later("/api/admin/corrections", async () => (await import("./roster/corrections.ts")).adminCorrectionRoutes(db, auth, onRosterChange));
  later("/api/admin", async () => (await import("./operator/admin.ts")).adminRoutes(db, auth, secret, trustProxy, deps.signInLimits, diskFull));
  later("/api/corrections", async () => (await import("./roster/corrections.ts")).correctionRoutes(db, secret, trustProxy, deps.correctionLimit));
  later("/api/changes", async () => (await import("./roster/changes.ts")).changeRoutes(db));
  later("/changes.atom", async () => (await import("./roster/changes.ts")).changesFeedRoute(db, trustProxy));
  later("/api/site-settings", async () => (await import("./operator/settings.ts")).siteSettingRoutes(db, auth, deps.onSettingsChange ?? (() => {})));
  later("/api/youtube-url", async () => (await import("./operator/settings.ts")).streamRoutes(db, auth, STREAM_KEYS["youtube-url"], "Conclave YouTube URL"));
  later("/api/youtube-url-st-peters", async () => (await import("./operator/settings.ts")).streamRoutes(db, auth, STREAM_KEYS["youtube-url-st-peters"], "St. Peter's YouTube URL"));
  app.notFound(notFound);
  app.onError((err, c) => {
    // Every write (votes, corrections, the operator's changes) ends here when the disk is full.
    if (isDiskFull(err)) return diskFull.answer(c);
    logError(`${c.req.method} ${c.req.path} failed`, err);
    return jsonError(c, 500, "Something went wrong on the server. Please try again.");
  });
  /**
   * The directory's GETs ahead of Hono: the read limit, then the answer, built
   * complete (public-read and security headers included); null when the
   * request is for anything else. `ipOf` is asked only when a read limit is on.
   */
  const fastReadHeaders = { http: { ...PUBLIC_READ_HEADERS, ...securityHeaders(false, "data") }, https: { ...PUBLIC_READ_HEADERS, ...securityHeaders(true, "data") } };
  const directoryRead = (req: Request, url: RequestTarget, ipOf: () => string | undefined, https = false): Response | null => {
    const answer = req.method === "GET" && url.pathname.startsWith("/api/cardinals") ? directory.route(url) : null;
    if (!answer) return null;
    const refused = readGate(req, ipOf);
    if (refused) return withSecurityHeaders(refused, https);
    return answer(req, https ? fastReadHeaders.https : fastReadHeaders.http);
  };
  /** Ends the open event streams and the conclave's clock (a stopping server). */
  const close = () => {
    conclave.close();
    conclaveHub.close();
    gripPublisher?.close();
  };
  /**
   * Once no request is in flight any more: waits for the vote writer's last
   * batch and closes its connection, so the database can be closed cleanly.
   */
  const finishWrites = () => commits.close();
  /** Every route the app serves, the lazily loaded groups' included (loading them). */
  const servedRoutes = async (): Promise<RouterRoute[]> => [...app.routes, ...(await Promise.all(loadedLater.map((list) => list()))).flat()];
  return Object.assign(app, { directoryRead, voteWrite, directory: directory.inProcess, conclave, close, finishWrites, servedRoutes });
}

export type App = ReturnType<typeof createApp>;
