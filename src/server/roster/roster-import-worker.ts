/**
 * The thread that previews and applies an imported roster file on its own
 * connection. A whole College (a thousand members, each checked field by
 * field and written with its change log) takes seconds of work; on the
 * server's thread that would hold every other request for as long. Here the
 * server keeps answering reads meanwhile (WAL lets them see the roster as it
 * was until the import commits, all at once).
 */
import { Database } from "bun:sqlite";
import { drizzle } from "drizzle-orm/bun-sqlite";
import { configureConnection } from "../../../db/connection.ts";
import type { Db } from "../../../db/open.ts";
import { applyImport, previewImport, RosterError, type ImportMember } from "../../../db/queries/roster-edits.ts";
import { normalJitPolicy } from "../jit-policy.ts";

declare const self: Worker;
normalJitPolicy();

export type ImportRequest =
  | { path: string; kind: "preview"; members: ImportMember[] }
  | { path: string; kind: "apply"; members: ImportMember[]; rosterVersion: number; sourceUrl: string; note?: string; now: string };
export type ImportReply =
  | { ok: unknown }
  | { refused: { status: 400 | 404 | 409; message: string; field?: string } }
  | { error: string; code?: string };

self.onmessage = (event: MessageEvent<string>) => {
  const request = JSON.parse(event.data) as ImportRequest;
  const sqlite = configureConnection(new Database(request.path, { strict: true }));
  let reply: ImportReply;
  try {
    const db = drizzle({ client: sqlite }) as Db;
    reply = request.kind === "preview"
      ? { ok: previewImport(db, request.members) }
      : { ok: applyImport(db, request.members, request.rosterVersion, { sourceUrl: request.sourceUrl, note: request.note, now: new Date(request.now) }) };
  } catch (err) {
    if (err instanceof RosterError) reply = { refused: { status: err.status, message: err.message, field: err.field } };
    else {
      const code = (err as { code?: unknown; cause?: { code?: unknown } } | null);
      const c = code?.code ?? code?.cause?.code;
      reply = { error: err instanceof Error ? err.message : String(err), code: typeof c === "string" ? c : undefined };
    }
  } finally {
    sqlite.close();
  }
  self.postMessage(JSON.stringify(reply));
};
