/**
 * The endpoints only the operator's dashboard calls: sign-in, settings and
 * stream addresses, the roster's edits and imports, the corrections queue and
 * the conclave's events. Kept out of `endpoints.ts` so that pages which never
 * open the dashboard carry none of these addresses (the home page's weight
 * check looks for the sign-in address in what the home page loads).
 */
import type { ConclaveCommandInput, ConclaveState } from "./conclave.ts";
import type { SettingKey } from "./participation.ts";
import type { Correction, FieldValue, ImportPreview, RosterChange } from "./roster-fields.ts";
import { endpointTable, json, shape } from "./endpoint-kit.ts";

export interface SettingWritten { success: true; message: string; value: string }
export interface StreamWritten { success: true; message: string; youtubeUrl: string }
export interface RosterChanged { changes: RosterChange[] }
export interface SourcedBody { sourceUrl: string; note?: string }

export const DASHBOARD_ENDPOINTS = endpointTable({
  signIn: { method: "POST", path: "/api/admin/login", access: "personal", body: shape<{ password: string }>(), answer: json<{ signedIn: true }>() },
  signOut: { method: "POST", path: "/api/admin/logout", access: "personal", body: shape<Record<string, never>>(), answer: json<{ signedIn: false }>() },
  settingWrite: { method: "POST", path: "/api/site-settings/:key", access: "operator", input: shape<{ key: SettingKey }>(), body: shape<{ value: string }>(), answer: json<SettingWritten>() },
  conclaveStreamWrite: { method: "POST", path: "/api/youtube-url", access: "operator", body: shape<{ youtubeUrl: string }>(), answer: json<StreamWritten>() },
  stPetersStreamWrite: { method: "POST", path: "/api/youtube-url-st-peters", access: "operator", body: shape<{ youtubeUrl: string }>(), answer: json<StreamWritten>() },
  rosterAdd: { method: "POST", path: "/api/admin/roster", access: "operator", body: shape<SourcedBody & { cardinal: Record<string, FieldValue> }>(), answer: json<RosterChanged & { slug: string }>() },
  rosterImportPreview: { method: "POST", path: "/api/admin/roster/import/preview", access: "operator", body: shape<{ roster: unknown }>(), answer: json<ImportPreview>() },
  rosterImportApply: { method: "POST", path: "/api/admin/roster/import/apply", access: "operator", body: shape<SourcedBody & { roster: unknown; rosterVersion: number }>(), answer: json<RosterChanged>() },
  rosterEdit: { method: "PATCH", path: "/api/admin/roster/:slug", access: "operator", input: shape<{ slug: string }>(), body: shape<SourcedBody & { changes: Record<string, FieldValue> }>(), answer: json<RosterChanged>() },
  corrections: { method: "GET", path: "/api/admin/corrections", access: "operator", query: ["status"], input: shape<{ status?: Correction["status"] }>(), answer: json<{ corrections: Correction[] }>() },
  correctionAccept: { method: "POST", path: "/api/admin/corrections/:id/accept", access: "operator", input: shape<{ id: number }>(), body: shape<Record<string, never>>(), answer: json<RosterChanged & { status: "accepted" }>() },
  correctionDecline: { method: "POST", path: "/api/admin/corrections/:id/decline", access: "operator", input: shape<{ id: number }>(), body: shape<{ reason: string }>(), answer: json<{ status: "declined" }>() },
  conclaveEvent: { method: "POST", path: "/api/admin/conclave/events", access: "operator", body: shape<ConclaveCommandInput>(), answer: json<ConclaveState>() },
});

