import type { Db } from "../../db/open.ts";

interface Pending<T> { run: () => T; resolve: (value: T) => void; reject: (err: unknown) => void }

/**
 * Group commit: writes that arrive within a few milliseconds share one
 * transaction, so one fsync (synchronous=FULL) covers them all. Each caller's
 * promise settles only after that commit, so nothing is acknowledged before
 * it is durable, and a crowd costs one disk flush per group, not per vote.
 */
export class GroupCommitter {
  private queue: Pending<unknown>[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly db: Db, private readonly windowMs = 2, private readonly maxBatch = 500) {}

  submit<T>(run: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ run, resolve, reject } as Pending<unknown>);
      if (this.queue.length >= this.maxBatch) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), this.windowMs);
    });
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    const outcomes: ({ ok: true; value: unknown } | { ok: false; err: unknown })[] = [];
    // bun:sqlite's transaction() nests as savepoints: one bad write must not sink its neighbours.
    const sqlite = this.db.$client;
    const runOne = sqlite.transaction((item: Pending<unknown>) => item.run());
    try {
      sqlite.transaction(() => {
        for (const item of batch) {
          try {
            outcomes.push({ ok: true, value: runOne(item) });
          } catch (err) {
            outcomes.push({ ok: false, err });
          }
        }
      })();
    } catch (err) {
      for (const item of batch) item.reject(err);
      return;
    }
    batch.forEach((item, i) => {
      const o = outcomes[i]!;
      if (o.ok) item.resolve(o.value);
      else item.reject(o.err);
    });
  }
}
