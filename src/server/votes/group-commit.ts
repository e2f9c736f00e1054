import type { Database } from "bun:sqlite";
import { prepareVoteWrites, type VoteWrite, type WriteOutcome } from "../../../db/queries/vote-writes.ts";
import type { WriterReply, WriterRequest } from "./vote-writer-worker.ts";

/** Commits one batch of votes in one transaction and settles once it is durable. */
export interface BatchWriter {
  commit(writes: VoteWrite[]): Promise<WriteOutcome[]>;
  /** True when a commit runs off the server thread, so the next batch may be sent while this thread answers the last one's voters. */
  readonly offThread: boolean;
  /** Closes the writer's connection once its last batch has committed (a stopping server). */
  close(): Promise<void>;
}

/** Commits on the server thread's own connection: the event loop waits for each fsync. */
export function inlineWriter(sqlite: Database): BatchWriter {
  const { commitBatch } = prepareVoteWrites(sqlite);
  // The server closes its own connection itself.
  return { commit: async (writes) => commitBatch(writes), offThread: false, close: async () => {} };
}

/**
 * Commits on a worker thread that owns a second connection to the same file,
 * so the server thread keeps parsing and answering requests during an fsync.
 * The worker starts with the first vote, which no page needs to load.
 * With `batchLog` (VOTE_BATCH_LOG, for the benchmark) the worker appends one
 * line per committed batch: when it ended (ms since 1970), its votes and how
 * long the commit took (ms), so a bare-SQLite baseline can replay the same batches.
 */
export function workerWriter(path: string, batchLog = process.env.VOTE_BATCH_LOG || undefined): BatchWriter {
  let worker: Worker | null = null;
  let next = 0;
  const waiting = new Map<number, { resolve: (o: WriteOutcome[]) => void; reject: (err: Error) => void }>();
  let closed: (() => void) | null = null;
  const start = () => {
    const w = new Worker(new URL("./vote-writer-worker.ts", import.meta.url).href);
    // JSON text both ways: Bun passes a string between threads several times faster than it clones objects.
    w.onmessage = (event: MessageEvent<string>) => {
      const reply = JSON.parse(event.data) as WriterReply;
      if ("closed" in reply) return closed?.();
      const waiter = waiting.get(reply.batch);
      waiting.delete(reply.batch);
      if ("error" in reply) waiter?.reject(Object.assign(new Error(reply.error), { code: reply.code }));
      else waiter?.resolve(reply.outcomes);
    };
    w.onerror = (event) => {
      // A dead writer fails what it held; the next vote starts a new one.
      for (const waiter of waiting.values()) waiter.reject(new Error(`the vote writer stopped: ${event.message}`));
      waiting.clear();
      worker = null;
    };
    w.postMessage(JSON.stringify({ open: path, batchLog } satisfies WriterRequest));
    // The writer alone must not keep a finished process (a test run, a stopped server) alive.
    (w as Worker & { unref(): void }).unref();
    return w;
  };
  return {
    offThread: true,
    commit(writes) {
      worker ??= start();
      const batch = ++next;
      const sent = worker;
      return new Promise((resolve, reject) => {
        waiting.set(batch, { resolve, reject });
        sent.postMessage(JSON.stringify({ batch, writes } satisfies WriterRequest));
      });
    },
    async close() {
      const w = worker;
      if (!w) return;
      worker = null;
      // Messages are handled in order, so the batches sent before this have committed when it is answered.
      await new Promise<void>((resolve) => {
        closed = resolve;
        w.postMessage(JSON.stringify({ close: true } satisfies WriterRequest));
      });
      w.terminate();
    },
  };
}

let stamped = { ms: NaN, iso: "" };

/**
 * The time now as an ISO string (a vote's created_at), made once per
 * millisecond: under a crowd several votes arrive within one, and the
 * formatting was a visible share of a vote's work on the server thread.
 */
export function isoNow(): string {
  const ms = Date.now();
  if (ms !== stamped.ms) stamped = { ms, iso: new Date(ms).toISOString() };
  return stamped.iso;
}

interface Pending { write: VoteWrite; resolve: (inserted: boolean) => void; reject: (err: unknown) => void }

/**
 * Group commit: votes that arrive while a batch is being made durable wait
 * and go together in the next one, so a crowd costs one disk flush per batch,
 * not per vote, and a lone vote is sent at once. Each caller's promise
 * settles only after its batch has committed: nothing is acknowledged before
 * it is on disk.
 */
export class GroupCommitter {
  private queue: Pending[] = [];
  private busy = false;
  private scheduled = false;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly writer: BatchWriter, private readonly maxBatch = 500) {}

  /** Resolves true when the vote was recorded, false when this visitor had already voted. */
  submit(write: VoteWrite): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.queue.push({ write, resolve, reject });
      this.schedule();
    });
  }

  /** Lets the requests already read in this turn of the event loop join the batch. */
  private schedule(): void {
    if (this.busy || this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.busy || this.queue.length === 0) return;
    this.busy = true;
    const batch = this.queue.splice(0, this.maxBatch);
    let settle: () => void;
    try {
      const outcomes = await this.writer.commit(batch.map((p) => p.write));
      settle = () => batch.forEach((p, i) => {
        const o = outcomes[i]!;
        if (o.ok) p.resolve(o.inserted);
        else p.reject(new Error(o.error));
      });
    } catch (err) {
      settle = () => { for (const p of batch) p.reject(err); };
    }
    this.busy = false;
    const more = this.queue.length > 0;
    // A writer on its own thread gets the votes that came in during this commit before this batch's voters
    // are answered: answered first, they kept the disk idle for as long as answering took (under a crowd,
    // nearly as long as the commit itself). A commit on this thread would hold those answers until its
    // fsync, so it waits its turn as before.
    if (more && this.writer.offThread) void this.flush();
    settle();
    if (more && !this.writer.offThread) this.schedule();
    else if (!more) for (const wake of this.idleWaiters.splice(0)) wake();
  }

  /** Settles once every vote submitted so far has been committed and answered, then closes the writer. */
  async close(): Promise<void> {
    if (this.busy || this.scheduled || this.queue.length) await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
    await this.writer.close();
  }
}
