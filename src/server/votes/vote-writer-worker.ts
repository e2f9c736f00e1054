/**
 * The thread that owns the write connection for votes. It commits each batch
 * it is sent (synchronous=FULL, so the commit returns after the fsync) and
 * answers with the outcomes; the server thread keeps answering requests while
 * the disk flushes, and acknowledges a vote only once this answer arrives.
 */
import { Database } from "bun:sqlite";
import { closeSync, openSync, writeSync } from "node:fs";
import { configureConnection } from "../../../db/connection.ts";
import { normalJitPolicy } from "../jit-policy.ts";
import { prepareVoteWrites, type VoteWrite } from "../../../db/queries/vote-writes.ts";

declare const self: Worker;
normalJitPolicy();

export type WriterRequest = { open: string; batchLog?: string } | { batch: number; writes: VoteWrite[] } | { close: true };
export type WriterReply =
  | { batch: number; outcomes: import("../../../db/queries/vote-writes.ts").WriteOutcome[] }
  | { batch: number; error: string; code?: string }
  | { closed: true };

let connection: Database | null = null;
let writes: ReturnType<typeof prepareVoteWrites> | null = null;
/** The batch log's file, opened once: one write per batch instead of an open, a write and a close. */
let batchLog: number | null = null;

// Messages travel as JSON text: Bun passes a string between threads several times faster than it clones objects.
self.onmessage = (event: MessageEvent<string>) => {
  const message = JSON.parse(event.data) as WriterRequest;
  if ("open" in message) {
    connection = configureConnection(new Database(message.open, { strict: true }));
    writes = prepareVoteWrites(connection);
    try {
      if (message.batchLog) batchLog = openSync(message.batchLog, "a");
    } catch (err) {
      // The log serves the benchmark only: votes go on without it.
      console.error(`VOTE_BATCH_LOG: cannot open ${message.batchLog}: ${err instanceof Error ? err.message : err}`);
    }
    return;
  }
  if ("close" in message) {
    connection?.close();
    connection = writes = null;
    if (batchLog !== null) closeSync(batchLog);
    batchLog = null;
    self.postMessage(JSON.stringify({ closed: true } satisfies WriterReply));
    return;
  }
  try {
    const started = performance.now();
    const outcomes = writes!.commitBatch(message.writes);
    const took = performance.now() - started;
    self.postMessage(JSON.stringify({ batch: message.batch, outcomes } satisfies WriterReply));
    // After the answer, so the log never delays an acknowledgement: when it ended (ms since 1970), votes, commit ms.
    if (batchLog !== null) writeSync(batchLog, `${Date.now()} ${message.writes.length} ${took.toFixed(3)}\n`);
  } catch (err) {
    // The code travels too: the server tells a full disk (SQLITE_FULL) apart from other failures.
    const code = (err as { code?: unknown } | null)?.code;
    self.postMessage(JSON.stringify({ batch: message.batch, error: err instanceof Error ? err.message : String(err), code: typeof code === "string" ? code : undefined } satisfies WriterReply));
  }
};
