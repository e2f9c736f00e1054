/**
 * The zod schemas of every endpoint in the two tables, by the same names: what
 * the handlers validate with, and what the OpenAPI document and the tests hold
 * each answer to. Server side only (the client carries no zod). The mapped
 * type below makes a missing entry a compile error, and the checks at the end
 * fail to compile when a schema and the table's type for it disagree.
 */
import { z } from "zod";
import {
  cardinal, cardinalList, cardinalSuggestions, correctionAccepted, directoryFilterValues, photoIndex, poll, rosterChangePage, seedData, settingValue, streamAddress, voteAccepted, voteResults, voteStatus,
} from "./api-schemas.ts";
import type { ApiDocument } from "./api-document.ts";
import { cardinalListQuery, cardinalSuggestionQuery } from "./cardinal-query.ts";
import { conclaveCommandBody, conclaveStateSchema } from "./conclave-input.ts";
import { collegeOfficesAnswer, collegeOfficesQuery, latinNamesAnswer } from "./college-content.ts";
import { DASHBOARD_ENDPOINTS } from "./dashboard-endpoints.ts";
import type { AnswerOf, BodyOf, EndpointEntry } from "./endpoint-kit.ts";
import { ENDPOINTS } from "./endpoints.ts";
import { exportQuery, rosterExport } from "./open-data.ts";
import { cardinalVoteBody, gameNameBody, loginBody, messageBody, pollVoteBody, streamBody } from "./participation-input.ts";
import { SETTING_KEYS } from "./participation.ts";
import { changesQuery, correctionBody, declineBody, rosterAddBody, rosterEditBody, rosterImportApplyBody, rosterImportBody } from "./roster-input.ts";

/** Every endpoint the app serves, the pages' and the dashboard's. */
export const ALL_ENDPOINTS = { ...ENDPOINTS, ...DASHBOARD_ENDPOINTS };
export type AllEndpoints = typeof ALL_ENDPOINTS;
export type AnyEndpointName = keyof AllEndpoints;

export interface EndpointSchemas {
  /** Path parameters, each with a description. */
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The JSON answer on success; absent for files, feeds and streams. */
  answer?: z.ZodType;
}

const slug = z.string().regex(/^[a-z0-9-]{1,120}$/);
const id = z.number().int().positive();
const rosterChange = rosterChangePage.shape.changes.element;
const rosterChanged = z.object({ changes: z.array(rosterChange) });
const correction = z.object({
  id: z.number().int(), createdAt: z.string(), slug: z.string(), cardinalName: z.string().nullable(), field: z.string(),
  currentValue: z.string().nullable(), value: z.string(), sourceUrl: z.string(), email: z.string().nullable(),
  status: z.enum(["pending", "accepted", "declined"]), decidedAt: z.string().nullable(), reason: z.string().nullable(),
});
const fieldValue = z.string().nullable();
const importPreview = z.object({
  rosterVersion: z.number().int(),
  added: z.array(z.object({ slug: z.string(), name: z.string(), fields: z.array(z.object({ field: z.string(), value: fieldValue })) })),
  changed: z.array(z.object({ slug: z.string(), name: z.string(), fields: z.array(z.object({ field: z.string(), oldValue: fieldValue, newValue: fieldValue })), unchanged: z.number().int() })),
  unchanged: z.array(z.object({ slug: z.string(), name: z.string() })),
});
const written = { success: z.literal(true), message: z.string() };

export const ENDPOINT_SCHEMAS = {
  cardinalList: { query: cardinalListQuery, answer: cardinalList },
  suggestions: { query: cardinalSuggestionQuery, answer: cardinalSuggestions },
  directoryFilters: { answer: directoryFilterValues },
  photos: { answer: photoIndex },
  cardinal: { params: z.object({ slug: slug.describe("As in /cardinal/{slug}") }), answer: cardinal },
  cardinalFile: { params: z.object({ filename: z.string().regex(/^cardinal_[a-z0-9_]+\.(json|md)$/).describe("cardinal_<name>.json or .md") }) },
  rosterJson: { query: exportQuery, answer: rosterExport },
  rosterCsv: { query: exportQuery },
  turning80: {},
  collegeOffices: { query: collegeOfficesQuery, answer: collegeOfficesAnswer },
  latinNames: { answer: latinNamesAnswer },
  voteResults: { answer: voteResults },
  voteStatus: { answer: voteStatus },
  vote: { body: cardinalVoteBody, answer: voteAccepted },
  polls: { answer: z.array(poll) },
  pollsByType: { params: z.object({ type: z.string().regex(/^[a-z-]{1,40}$/).describe("A poll type such as fun or prediction") }), answer: z.array(poll) },
  pollVote: { params: z.object({ id: id.describe("The poll's id") }), body: pollVoteBody, answer: z.object({ success: z.literal(true), poll: poll.optional() }) },
  setting: { params: z.object({ key: z.enum(SETTING_KEYS).describe("Which setting") }), answer: settingValue },
  conclaveStream: { answer: streamAddress },
  stPetersStream: { answer: streamAddress },
  seedData: { answer: seedData },
  apiDocument: { answer: z.custom<ApiDocument>() },
  changes: { query: changesQuery, answer: rosterChangePage },
  changesFeed: {},
  correction: { body: correctionBody, answer: correctionAccepted },
  conclave: { answer: conclaveStateSchema },
  conclaveEvents: {},
  adminSession: { answer: z.object({ signedIn: z.boolean(), passwordSet: z.boolean() }) },

  signIn: { body: loginBody, answer: z.object({ signedIn: z.literal(true) }) },
  signOut: { answer: z.object({ signedIn: z.literal(false) }) },
  settingWrite: { params: z.object({ key: z.enum(SETTING_KEYS) }), body: z.union([gameNameBody, messageBody]), answer: z.object({ ...written, value: z.string() }) },
  conclaveStreamWrite: { body: streamBody, answer: z.object({ ...written, youtubeUrl: z.string() }) },
  stPetersStreamWrite: { body: streamBody, answer: z.object({ ...written, youtubeUrl: z.string() }) },
  rosterAdd: { body: rosterAddBody, answer: rosterChanged.extend({ slug: z.string() }) },
  rosterImportPreview: { body: rosterImportBody, answer: importPreview },
  rosterImportApply: { body: rosterImportApplyBody, answer: rosterChanged },
  rosterEdit: { params: z.object({ slug }), body: rosterEditBody, answer: rosterChanged },
  corrections: { query: z.object({ status: correction.shape.status.default("pending") }), answer: z.object({ corrections: z.array(correction) }) },
  correctionAccept: { params: z.object({ id }), answer: rosterChanged.extend({ status: z.literal("accepted") }) },
  correctionDecline: { params: z.object({ id }), body: declineBody, answer: z.object({ status: z.literal("declined") }) },
  conclaveEvent: { body: conclaveCommandBody, answer: conclaveStateSchema },
} satisfies { [K in AnyEndpointName]: EndpointSchemas };


// Compile-time agreement between the schemas and the table's types: each JSON
// answer's schema produces the table's answer type and the reverse, and each
// body the client sends is one the schema accepts.
type Schemas = typeof ENDPOINT_SCHEMAS;
type AnswerAgrees<E extends EndpointEntry, S> = E["answer"]["kind"] extends "json"
  ? S extends { answer: z.ZodType<infer O> } ? ([O] extends [AnswerOf<E>] ? ([AnswerOf<E>] extends [O] ? true : false) : false) : false
  : true;
// A field the client cannot check itself (an operator's chosen file) is typed `unknown`: the server's to refuse.
type Loosened<B> = { [K in keyof B]: unknown extends B[K] ? any : B[K] };
type BodyAgrees<E extends EndpointEntry, S> = E extends { body: unknown }
  ? S extends { body: z.ZodType } ? ([Loosened<BodyOf<E>>] extends [z.input<S["body"]>] ? true : false) : BodyOf<E> extends Record<string, never> ? true : false
  : true;
type Disagreeing = { [K in AnyEndpointName]: AnswerAgrees<AllEndpoints[K], Schemas[K]> extends true ? (BodyAgrees<AllEndpoints[K], Schemas[K]> extends true ? never : K) : K }[AnyEndpointName];
const allAgree = <T extends never>(): T | undefined => undefined;
allAgree<Disagreeing>();
