import { previewImport, applyImport, RosterError, type ChangeOrigin, type ImportMember } from "../../../db/queries/roster-edits.ts";
import { noteRosterBumpElsewhere } from "../../../db/queries/roster-version.ts";
import type { Db } from "../../../db/open.ts";
import type { ImportPreview, RosterChange } from "../../shared/roster-fields.ts";
import type { ImportReply, ImportRequest } from "./roster-import-worker.ts";

/** Previews and applies roster files: on a worker thread for a database file, inline for one in memory. */
export interface RosterImporter {
  preview(members: ImportMember[]): Promise<ImportPreview>;
  apply(members: ImportMember[], rosterVersion: number, origin: ChangeOrigin): Promise<RosterChange[]>;
}

/** Runs one request on a fresh worker thread and ends it; imports are rare, so no thread waits between them. */
function onWorker<T>(request: ImportRequest): Promise<T> {
  const worker = new Worker(new URL("./roster-import-worker.ts", import.meta.url).href);
  return new Promise<T>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<string>) => {
      const reply = JSON.parse(event.data) as ImportReply;
      worker.terminate();
      if ("ok" in reply) resolve(reply.ok as T);
      else if ("refused" in reply) reject(new RosterError(reply.refused.status, reply.refused.message, reply.refused.field));
      else reject(Object.assign(new Error(reply.error), { code: reply.code }));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(`the roster import stopped: ${event.message}`));
    };
    worker.postMessage(JSON.stringify(request));
  });
}

export function rosterImporter(db: Db): RosterImporter {
  const path = db.$client.filename;
  if (!path || path === ":memory:") {
    return {
      preview: async (members) => previewImport(db, members),
      apply: async (members, rosterVersion, origin) => applyImport(db, members, rosterVersion, origin),
    };
  }
  return {
    preview: (members) => onWorker<ImportPreview>({ path, kind: "preview", members }),
    async apply(members, rosterVersion, origin) {
      const changes = await onWorker<RosterChange[]>({ path, kind: "apply", members, rosterVersion, sourceUrl: origin.sourceUrl, note: origin.note, now: origin.now.toISOString() });
      // The version was bumped on the worker's connection: the roster in memory here must look again at once.
      if (changes.length > 0) noteRosterBumpElsewhere();
      return changes;
    },
  };
}
