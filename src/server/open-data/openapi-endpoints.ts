import type { z } from "zod";
import { apiError } from "../../shared/api-schemas.ts";
import type { EndpointEntry } from "../../shared/endpoint-kit.ts";
import { ENDPOINT_SCHEMAS } from "../../shared/endpoint-schemas.ts";
import { ENDPOINTS, type Endpoints } from "../../shared/endpoints.ts";

export interface EndpointResponse {
  description: string;
  /** JSON body schema; absent for other media types. */
  schema?: z.ZodType;
  /** Media type when the body is not JSON. */
  mediaType?: string;
}

/** One documented endpoint: the source of its OpenAPI entry, its row on /api-docs and its contract test. */
export interface OpenApiRow {
  method: "get" | "post";
  /** OpenAPI path, with `{name}` for path parameters. */
  path: string;
  summary: string;
  description?: string;
  tag: Tag;
  query?: z.ZodType;
  pathParams?: Record<string, { description: string; schema: z.ZodType }>;
  body?: z.ZodType;
  responses: Record<number, EndpointResponse>;
  /** A request that works on a fresh site, shown on /api-docs and made by the contract test. */
  example: string;
  /** The JSON body of the example, for writes. */
  exampleBody?: unknown;
  /** Writes and personal reads: same-origin JSON from the site itself, not for other sites. */
  sameOriginOnly?: boolean;
}

type Tag = "Directory" | "Downloads" | "Polls" | "Site" | "Conclave";

/** What the document says of an endpoint beyond its table entry and schemas. */
interface EndpointDoc {
  tag: Tag;
  summary: string;
  description?: string;
  /** The success answer: its status (200 unless given), what it is, and its media type when the table's entry does not say. */
  ok: { status?: number; description: string; mediaType?: string };
  errors?: Record<number, EndpointResponse>;
  example: string;
  exampleBody?: unknown;
}

/** Left out of the document on purpose, with the reason beside it. */
const UNDOCUMENTED = "undocumented";

const badRequest = { description: "A parameter is not valid; `field` names it", schema: apiError };
const notFound = { description: "Nothing under that name", schema: apiError };
const tooMany = { description: "Too many requests from this address; wait for `Retry-After` seconds", schema: apiError };
const notFromSite = { description: "Not sent from the site itself", schema: apiError };

/**
 * The document's words for every endpoint of the pages' table: the compiler
 * asks for an entry (or `UNDOCUMENTED`) for each one the table gains. The
 * dashboard's endpoints are not an API for others and are never documented.
 */
const DOCS: { [K in keyof Endpoints]: EndpointDoc | typeof UNDOCUMENTED } = {
  cardinalList: {
    tag: "Directory",
    summary: "List cardinals: filter, search, sort and page",
    description: "The members of the College; a `search` also finds the pope, whose record says `status: \"pope\"`. `search` ignores accents and matches word prefixes. `maxAge` is exclusive: `maxAge=80` means under 80. `country`, `religiousOrder` and `createdBy` take values as the records spell them (`country=Italy`, `religiousOrder=SJ`, `createdBy=Pope Benedict XVI`); GET /api/cardinals/filters lists them.",
    ok: { description: "One page of cardinals" }, errors: { 400: badRequest, 429: tooMany },
    example: "/api/cardinals?region=Asia&maxAge=80&sortBy=ageInYears&limit=2",
  },
  suggestions: {
    tag: "Directory",
    summary: "Search suggestions as a visitor types",
    description: "Name matches first (surname, then given names, then anywhere in the name), then office, country and birthplace. Finds the pope as well as the cardinals.",
    ok: { description: "The best matches" }, errors: { 400: badRequest, 429: tooMany },
    example: "/api/cardinals/suggestions?search=pre",
  },
  directoryFilters: {
    tag: "Directory",
    summary: "The values the list's rank, country, religious order and creating-pope filters take",
    description: "Counted over the College of today (the list without a search); a value appears once someone holds it, spelled as the records spell it.",
    ok: { description: "Each filter's values with their counts" }, errors: { 429: tooMany },
    example: "/api/cardinals/filters",
  },
  photos: {
    tag: "Directory",
    summary: "Which cardinals have a licensed photo, with its credit",
    ok: { description: "Photos by cardinal slug" }, errors: { 429: tooMany },
    example: "/api/photos",
  },
  cardinal: {
    tag: "Directory",
    summary: "One cardinal (or the pope) by slug",
    ok: { description: "The record, with age and elector status for today" }, errors: { 404: notFound, 429: tooMany },
    example: "/api/cardinals/pietro-parolin",
  },
  cardinalFile: {
    tag: "Directory",
    summary: "A cardinal's profile file (JSON or Markdown)",
    description: "The file named in a record's `profileFile`. Only names like `cardinal_pietro_parolin.json` are served.",
    ok: { description: "The profile file as written", mediaType: "application/json" }, errors: { 404: notFound, 429: tooMany },
    example: "/api/cardinal-file/cardinal_pietro_parolin.json",
  },
  rosterJson: {
    tag: "Downloads",
    summary: "The whole roster as JSON, for a day",
    description: "The members of the College on `date` (default today) and the pope, with every factual field, age, elector status and the conclaves each took part in, the roster version and the date of its last change. Someone created after `date`, or who had died by then, is not listed. The roster can answer from the day its facts were compiled (`completeFrom`); an earlier `date` is refused with 400. Headers `X-Roster-Version` and `X-Data-As-Of` carry the version and date.",
    ok: { description: "The roster" }, errors: { 400: badRequest, 429: tooMany },
    example: "/api/export/cardinals.json?date=2026-12-31",
  },
  rosterCsv: {
    tag: "Downloads",
    summary: "The whole roster as CSV (RFC 4180, UTF-8), for a day",
    description: "The same rows and columns as the JSON download, one header row, CRLF line ends and a UTF-8 byte-order mark so spreadsheets read accents correctly.",
    ok: { description: "The roster as CSV" }, errors: { 400: badRequest, 429: tooMany },
    example: "/api/export/cardinals.csv",
  },
  turning80: {
    tag: "Downloads",
    summary: "Calendar of electors turning 80 in the next 24 months",
    description: "An iCalendar (RFC 5545) feed with an all-day event on each elector's 80th birthday; UIDs are stable, so a subscribed calendar updates in place.",
    ok: { description: "The calendar" }, errors: { 429: tooMany },
    example: "/api/export/turning-80.ics",
  },
  collegeOffices: {
    tag: "Conclave",
    summary: "The College's offices that matter in a vacancy, and who presides",
    description: "Dean, Vice-Dean, Camerlengo, Protopriest, Protodeacon and Major Penitentiary, each holder with his age and elector status on `date` (by default the day the See fell vacant during a vacancy, else today), and who presides over the General Congregations and over the conclave (the Dean only if he is an elector; otherwise the Vice-Dean, otherwise the senior elector). Each holder has a source.",
    ok: { description: "The offices on that day" }, errors: { 400: badRequest, 429: tooMany },
    example: "/api/college-offices?date=2026-11-01",
  },
  latinNames: {
    tag: "Conclave",
    summary: "Today's electors with their given names in Latin, as the protodeacon would announce them",
    description: "Each elector's given names in the Latin accusative (Parolin: Petrum), with the rule followed and the announcements of 2005, 2013 and 2025 it was checked against, each with its source.",
    ok: { description: "The electors, by surname" }, errors: { 429: tooMany },
    example: "/api/latin-names",
  },
  voteResults: {
    tag: "Polls",
    summary: "Results of the papal election poll",
    ok: { description: "Cardinals by votes, most first" }, errors: { 429: tooMany },
    example: "/api/votes/results",
  },
  voteStatus: {
    tag: "Polls",
    summary: "Whether this visitor has voted in the papal election poll",
    description: "Personal: read with the visitor cookie, never cached and not readable from other sites.",
    ok: { description: "This visitor's vote" },
    example: "/api/votes/status",
  },
  vote: {
    tag: "Polls",
    summary: "Vote in the papal election poll (one vote per visitor)",
    ok: { description: "Counted (acknowledged only once stored)" },
    errors: {
      400: badRequest, 403: notFromSite, 404: notFound, 409: { description: "This visitor has already voted", schema: apiError },
      415: { description: "The body is not JSON", schema: apiError }, 429: tooMany,
    },
    example: "/api/votes", exampleBody: { cardinalId: 7 },
  },
  polls: {
    tag: "Polls",
    summary: "Fun polls with their results and this visitor's choices",
    ok: { description: "Every poll" },
    example: "/api/polls",
  },
  pollsByType: {
    tag: "Polls",
    summary: "Fun polls of one type, with this visitor's choices",
    ok: { description: "The polls of that type" }, errors: { 400: badRequest },
    example: "/api/polls/type/fun",
  },
  pollVote: {
    tag: "Polls",
    summary: "Vote in a fun poll (one vote per visitor per poll)",
    ok: { description: "Counted" },
    errors: { 400: badRequest, 403: notFromSite, 404: notFound, 409: { description: "This visitor has already voted in this poll", schema: apiError }, 429: tooMany },
    example: "/api/polls/1/vote", exampleBody: { optionId: 2 },
  },
  setting: {
    tag: "Site",
    summary: "A public site setting (game name, home and live-page messages)",
    ok: { description: "The value, or its default" }, errors: { 404: notFound, 429: tooMany },
    example: "/api/site-settings/game-name",
  },
  conclaveStream: {
    tag: "Site",
    summary: "Address of the conclave live stream",
    ok: { description: "The stream address" }, errors: { 429: tooMany },
    example: "/api/youtube-url",
  },
  stPetersStream: {
    tag: "Site",
    summary: "Address of the St. Peter's Square live stream",
    ok: { description: "The stream address" }, errors: { 429: tooMany },
    example: "/api/youtube-url-st-peters",
  },
  seedData: {
    tag: "Site",
    summary: "How many people the roster holds, and as of when",
    ok: { description: "Roster counts" }, errors: { 429: tooMany },
    example: "/api/seed-data",
  },
  apiDocument: {
    tag: "Site",
    summary: "This document",
    ok: { description: "OpenAPI 3.1" }, errors: { 429: tooMany },
    example: "/api/openapi.json",
  },
  changes: {
    tag: "Directory",
    summary: "The public change log of the roster, newest first",
    description: "Every change the operator made (or accepted from a visitor's correction) since the content's date: field, old and new value, source.",
    ok: { description: "One page of changes" }, errors: { 400: badRequest, 429: tooMany },
    example: "/api/changes?limit=5",
  },
  changesFeed: {
    tag: "Directory",
    summary: "The change log as an Atom feed (the latest 50 changes)",
    ok: { description: "Atom 1.0" },
    example: "/changes.atom",
  },
  correction: {
    tag: "Directory",
    summary: "Suggest a correction to a cardinal's facts (reviewed by the operator before anything changes)",
    ok: { status: 201, description: "Stored for the operator's review" },
    errors: { 400: badRequest, 403: notFromSite, 404: notFound, 415: { description: "The body is not JSON", schema: apiError }, 429: tooMany },
    example: "/api/corrections",
    exampleBody: { slug: "pietro-parolin", field: "birthPlace", value: "Schiavon", sourceUrl: "https://press.vatican.va/content/salastampa/en/documentation/cardinali_biografie/cardinali_bio_parolin_p.html" },
  },
  conclave: {
    tag: "Conclave",
    summary: "The conclave now: phase, vacancy, announced start, each smoke, the election, the electorate",
    description: "Recorded by the site's operator, each event with its source. Kept by caches for a second; follow `/api/conclave/events` to be told of each change.",
    ok: { description: "The current state" }, errors: { 429: tooMany },
    example: "/api/conclave",
  },
  conclaveEvents: {
    tag: "Conclave",
    summary: "The same state as a stream of Server-Sent Events, one `conclave` message per change",
    description: "Each message's `id` grows; reconnect with `Last-Event-ID` to receive the current state only if it changed. A comment line is sent every 15 seconds.",
    ok: { description: "An event stream" },
    example: "/api/conclave/events",
  },
  // The operator's dashboard asks it whether the operator is signed in; it is no API for others.
  adminSession: UNDOCUMENTED,
};

/** The OpenAPI path of a table path: `{name}` for `:name`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

function row(entry: EndpointEntry, doc: EndpointDoc): OpenApiRow {
  const schemas = ENDPOINT_SCHEMAS[entry.name as keyof Endpoints];
  const params = "params" in schemas ? schemas.params : undefined;
  const answer = "answer" in schemas ? schemas.answer : undefined;
  const mediaType = doc.ok.mediaType ?? (entry.answer.kind === "file" ? entry.answer.mediaType : undefined);
  return {
    method: entry.method === "GET" ? "get" : "post",
    path: openApiPath(entry.path),
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tag: doc.tag,
    ...("query" in schemas ? { query: schemas.query } : {}),
    ...(params ? { pathParams: Object.fromEntries(Object.entries(params.shape).map(([name, schema]) => [name, { description: schema.description ?? "", schema }])) } : {}),
    ...("body" in schemas ? { body: schemas.body } : {}),
    responses: {
      [doc.ok.status ?? 200]: answer && !doc.ok.mediaType
        ? { description: doc.ok.description, schema: answer }
        : { description: doc.ok.description, mediaType: mediaType ?? "application/json" },
      ...doc.errors,
    },
    example: doc.example,
    ...(doc.exampleBody !== undefined ? { exampleBody: doc.exampleBody } : {}),
    ...(entry.access !== "public" || entry.method !== "GET" ? { sameOriginOnly: true } : {}),
  };
}

/** Every documented endpoint, in the table's order. */
export const OPENAPI_ROWS: readonly OpenApiRow[] = Object.values(ENDPOINTS).flatMap((entry) => {
  const doc = DOCS[entry.name];
  return doc === UNDOCUMENTED ? [] : [row(entry, doc)];
});
