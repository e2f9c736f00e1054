import { z } from "zod";
import { cardinalListQuery, cardinalSuggestionQuery } from "../../shared/cardinal-query.ts";
import { exportQuery, rosterExport } from "../../shared/open-data.ts";
import {
  apiError, cardinal, cardinalList, directoryFilterValues, correctionAccepted, rosterChangePage, cardinalSuggestions, photoIndex, poll, seedData, settingValue, streamAddress, voteAccepted, voteResults, voteStatus,
} from "../../shared/api-schemas.ts";
import { cardinalVoteBody, pollVoteBody } from "../../shared/participation-input.ts";
import { SETTING_KEYS } from "../../shared/participation.ts";
import { changesQuery, correctionBody } from "../../shared/roster-input.ts";
import { conclaveStateSchema } from "../../shared/conclave-input.ts";
import { collegeOfficesAnswer, collegeOfficesQuery, latinNamesAnswer } from "../../shared/college-content.ts";

export interface EndpointResponse {
  description: string;
  /** JSON body schema; absent for other media types. */
  schema?: z.ZodType;
  /** Media type when the body is not JSON. */
  mediaType?: string;
}

/** One public endpoint: the source of its OpenAPI entry, its row on /api-docs and its contract test. */
export interface Endpoint {
  method: "get" | "post";
  /** OpenAPI path, with `{name}` for path parameters. */
  path: string;
  summary: string;
  description?: string;
  tag: "Directory" | "Downloads" | "Polls" | "Site" | "Conclave";
  query?: z.ZodType;
  pathParams?: Record<string, { description: string; schema: z.ZodType }>;
  body?: z.ZodType;
  responses: Record<number, EndpointResponse>;
  /** A request that works on a fresh site, shown on /api-docs and made by the contract test. */
  example: string;
  /** The JSON body of the example, for writes. */
  exampleBody?: unknown;
  /** Writes: same-origin JSON from the site itself, not for other sites. */
  sameOriginOnly?: boolean;
}

const badRequest = { description: "A parameter is not valid; `field` names it", schema: apiError };
const notFound = { description: "Nothing under that name", schema: apiError };
const tooMany = { description: "Too many requests from this address; wait for `Retry-After` seconds", schema: apiError };

export const ENDPOINTS: readonly Endpoint[] = [
  {
    method: "get", path: "/api/cardinals", tag: "Directory",
    summary: "List cardinals: filter, search, sort and page",
    description: "The members of the College; a `search` also finds the pope, whose record says `status: \"pope\"`. `search` ignores accents and matches word prefixes. `maxAge` is exclusive: `maxAge=80` means under 80. `country`, `religiousOrder` and `createdBy` take values as the records spell them (`country=Italy`, `religiousOrder=SJ`, `createdBy=Pope Benedict XVI`); GET /api/cardinals/filters lists them.",
    query: cardinalListQuery,
    responses: { 200: { description: "One page of cardinals", schema: cardinalList }, 400: badRequest, 429: tooMany },
    example: "/api/cardinals?region=Asia&maxAge=80&sortBy=ageInYears&limit=2",
  },
  {
    method: "get", path: "/api/cardinals/suggestions", tag: "Directory",
    summary: "Search suggestions as a visitor types",
    description: "Name matches first (surname, then given names, then anywhere in the name), then office, country and birthplace. Finds the pope as well as the cardinals.",
    query: cardinalSuggestionQuery,
    responses: { 200: { description: "The best matches", schema: cardinalSuggestions }, 400: badRequest, 429: tooMany },
    example: "/api/cardinals/suggestions?search=pre",
  },
  {
    method: "get", path: "/api/cardinals/filters", tag: "Directory",
    summary: "The values the list's rank, country, religious order and creating-pope filters take",
    description: "Counted over the College of today (the list without a search); a value appears once someone holds it, spelled as the records spell it.",
    responses: { 200: { description: "Each filter's values with their counts", schema: directoryFilterValues }, 429: tooMany },
    example: "/api/cardinals/filters",
  },
  {
    method: "get", path: "/api/photos", tag: "Directory",
    summary: "Which cardinals have a licensed photo, with its credit",
    responses: { 200: { description: "Photos by cardinal slug", schema: photoIndex }, 429: tooMany },
    example: "/api/photos",
  },
  {
    method: "get", path: "/api/cardinals/{slug}", tag: "Directory",
    summary: "One cardinal (or the pope) by slug",
    pathParams: { slug: { description: "As in /cardinal/{slug}", schema: z.string().regex(/^[a-z0-9-]{1,120}$/) } },
    responses: { 200: { description: "The record, with age and elector status for today", schema: cardinal }, 404: notFound, 429: tooMany },
    example: "/api/cardinals/pietro-parolin",
  },
  {
    method: "get", path: "/api/cardinal-file/{filename}", tag: "Directory",
    summary: "A cardinal's profile file (JSON or Markdown)",
    description: "The file named in a record's `profileFile`. Only names like `cardinal_pietro_parolin.json` are served.",
    pathParams: { filename: { description: "cardinal_<name>.json or .md", schema: z.string().regex(/^cardinal_[a-z0-9_]+\.(json|md)$/) } },
    responses: { 200: { description: "The profile file as written", mediaType: "application/json" }, 404: notFound, 429: tooMany },
    example: "/api/cardinal-file/cardinal_pietro_parolin.json",
  },
  {
    method: "get", path: "/api/export/cardinals.json", tag: "Downloads",
    summary: "The whole roster as JSON, for a day",
    description: "The members of the College on `date` (default today) and the pope, with every factual field, age, elector status and the conclaves each took part in, the roster version and the date of its last change. Someone created after `date`, or who had died by then, is not listed. The roster can answer from the day its facts were compiled (`completeFrom`); an earlier `date` is refused with 400. Headers `X-Roster-Version` and `X-Data-As-Of` carry the version and date.",
    query: exportQuery,
    responses: { 200: { description: "The roster", schema: rosterExport }, 400: badRequest, 429: tooMany },
    example: "/api/export/cardinals.json?date=2026-12-31",
  },
  {
    method: "get", path: "/api/export/cardinals.csv", tag: "Downloads",
    summary: "The whole roster as CSV (RFC 4180, UTF-8), for a day",
    description: "The same rows and columns as the JSON download, one header row, CRLF line ends and a UTF-8 byte-order mark so spreadsheets read accents correctly.",
    query: exportQuery,
    responses: { 200: { description: "The roster as CSV", mediaType: "text/csv" }, 400: badRequest, 429: tooMany },
    example: "/api/export/cardinals.csv",
  },
  {
    method: "get", path: "/api/export/turning-80.ics", tag: "Downloads",
    summary: "Calendar of electors turning 80 in the next 24 months",
    description: "An iCalendar (RFC 5545) feed with an all-day event on each elector's 80th birthday; UIDs are stable, so a subscribed calendar updates in place.",
    responses: { 200: { description: "The calendar", mediaType: "text/calendar" }, 429: tooMany },
    example: "/api/export/turning-80.ics",
  },
  {
    method: "get", path: "/api/college-offices", tag: "Conclave",
    summary: "The College's offices that matter in a vacancy, and who presides",
    description: "Dean, Vice-Dean, Camerlengo, Protopriest, Protodeacon and Major Penitentiary, each holder with his age and elector status on `date` (by default the day the See fell vacant during a vacancy, else today), and who presides over the General Congregations and over the conclave (the Dean only if he is an elector; otherwise the Vice-Dean, otherwise the senior elector). Each holder has a source.",
    query: collegeOfficesQuery,
    responses: { 200: { description: "The offices on that day", schema: collegeOfficesAnswer }, 400: badRequest, 429: tooMany },
    example: "/api/college-offices?date=2026-11-01",
  },
  {
    method: "get", path: "/api/latin-names", tag: "Conclave",
    summary: "Today's electors with their given names in Latin, as the protodeacon would announce them",
    description: "Each elector's given names in the Latin accusative (Parolin: Petrum), with the rule followed and the announcements of 2005, 2013 and 2025 it was checked against, each with its source.",
    responses: { 200: { description: "The electors, by surname", schema: latinNamesAnswer }, 429: tooMany },
    example: "/api/latin-names",
  },
  {
    method: "get", path: "/api/votes/results", tag: "Polls",
    summary: "Results of the papal election poll",
    responses: { 200: { description: "Cardinals by votes, most first", schema: voteResults }, 429: tooMany },
    example: "/api/votes/results",
  },
  {
    method: "get", path: "/api/votes/status", tag: "Polls",
    summary: "Whether this visitor has voted in the papal election poll",
    description: "Personal: read with the visitor cookie, never cached and not readable from other sites.",
    responses: { 200: { description: "This visitor's vote", schema: voteStatus } },
    example: "/api/votes/status", sameOriginOnly: true,
  },
  {
    method: "post", path: "/api/votes", tag: "Polls",
    summary: "Vote in the papal election poll (one vote per visitor)",
    body: cardinalVoteBody,
    responses: {
      200: { description: "Counted (acknowledged only once stored)", schema: voteAccepted },
      400: badRequest, 403: { description: "Not sent from the site itself", schema: apiError },
      404: notFound, 409: { description: "This visitor has already voted", schema: apiError },
      415: { description: "The body is not JSON", schema: apiError }, 429: tooMany,
    },
    example: "/api/votes", exampleBody: { cardinalId: 7 }, sameOriginOnly: true,
  },
  {
    method: "get", path: "/api/polls", tag: "Polls",
    summary: "Fun polls with their results and this visitor's choices",
    responses: { 200: { description: "Every poll", schema: z.array(poll) } },
    example: "/api/polls", sameOriginOnly: true,
  },
  {
    method: "get", path: "/api/polls/type/{type}", tag: "Polls",
    summary: "Fun polls of one type, with this visitor's choices",
    pathParams: { type: { description: "A poll type such as fun or prediction", schema: z.string().regex(/^[a-z-]{1,40}$/) } },
    responses: { 200: { description: "The polls of that type", schema: z.array(poll) }, 400: badRequest },
    example: "/api/polls/type/fun", sameOriginOnly: true,
  },
  {
    method: "post", path: "/api/polls/{id}/vote", tag: "Polls",
    summary: "Vote in a fun poll (one vote per visitor per poll)",
    pathParams: { id: { description: "The poll's id", schema: z.number().int().positive() } },
    body: pollVoteBody,
    responses: {
      200: { description: "Counted", schema: z.object({ success: z.literal(true) }).loose() },
      400: badRequest, 403: { description: "Not sent from the site itself", schema: apiError }, 404: notFound,
      409: { description: "This visitor has already voted in this poll", schema: apiError }, 429: tooMany,
    },
    example: "/api/polls/1/vote", exampleBody: { optionId: 2 }, sameOriginOnly: true,
  },
  {
    method: "get", path: "/api/site-settings/{key}", tag: "Site",
    summary: "A public site setting (game name, home and live-page messages)",
    pathParams: { key: { description: "Which setting", schema: z.enum(SETTING_KEYS) } },
    responses: { 200: { description: "The value, or its default", schema: settingValue }, 404: notFound, 429: tooMany },
    example: "/api/site-settings/game-name",
  },
  {
    method: "get", path: "/api/youtube-url", tag: "Site",
    summary: "Address of the conclave live stream",
    responses: { 200: { description: "The stream address", schema: streamAddress }, 429: tooMany },
    example: "/api/youtube-url",
  },
  {
    method: "get", path: "/api/youtube-url-st-peters", tag: "Site",
    summary: "Address of the St. Peter's Square live stream",
    responses: { 200: { description: "The stream address", schema: streamAddress }, 429: tooMany },
    example: "/api/youtube-url-st-peters",
  },
  {
    method: "get", path: "/api/seed-data", tag: "Site",
    summary: "How many people the roster holds, and as of when",
    responses: { 200: { description: "Roster counts", schema: seedData }, 429: tooMany },
    example: "/api/seed-data",
  },
  {
    method: "get", path: "/api/openapi.json", tag: "Site",
    summary: "This document",
    responses: { 200: { description: "OpenAPI 3.1", mediaType: "application/json" }, 429: tooMany },
    example: "/api/openapi.json",
  },
  {
    method: "get", path: "/api/changes", tag: "Directory",
    summary: "The public change log of the roster, newest first",
    description: "Every change the operator made (or accepted from a visitor's correction) since the content's date: field, old and new value, source.",
    query: changesQuery,
    responses: { 200: { description: "One page of changes", schema: rosterChangePage }, 400: badRequest, 429: tooMany },
    example: "/api/changes?limit=5",
  },
  {
    method: "get", path: "/changes.atom", tag: "Directory",
    summary: "The change log as an Atom feed (the latest 50 changes)",
    responses: { 200: { description: "Atom 1.0", mediaType: "application/atom+xml" } },
    example: "/changes.atom",
  },
  {
    method: "post", path: "/api/corrections", tag: "Directory",
    summary: "Suggest a correction to a cardinal's facts (reviewed by the operator before anything changes)",
    body: correctionBody,
    responses: {
      201: { description: "Stored for the operator's review", schema: correctionAccepted },
      400: badRequest, 403: { description: "Not sent from the site itself", schema: apiError }, 404: notFound,
      415: { description: "The body is not JSON", schema: apiError }, 429: tooMany,
    },
    example: "/api/corrections",
    exampleBody: { slug: "pietro-parolin", field: "birthPlace", value: "Schiavon", sourceUrl: "https://press.vatican.va/content/salastampa/en/documentation/cardinali_biografie/cardinali_bio_parolin_p.html" },
    sameOriginOnly: true,
  },
  {
    method: "get", path: "/api/conclave", tag: "Conclave",
    summary: "The conclave now: phase, vacancy, announced start, each smoke, the election, the electorate",
    description: "Recorded by the site's operator, each event with its source. Kept by caches for a second; follow `/api/conclave/events` to be told of each change.",
    responses: { 200: { description: "The current state", schema: conclaveStateSchema }, 429: tooMany },
    example: "/api/conclave",
  },
  {
    method: "get", path: "/api/conclave/events", tag: "Conclave",
    summary: "The same state as a stream of Server-Sent Events, one `conclave` message per change",
    description: "Each message's `id` grows; reconnect with `Last-Event-ID` to receive the current state only if it changed. A comment line is sent every 15 seconds.",
    responses: { 200: { description: "An event stream", mediaType: "text/event-stream" } },
    example: "/api/conclave/events",
  },
];
