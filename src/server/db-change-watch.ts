import type { Database, Statement } from "bun:sqlite";

type WithClient = { $client: Database };

const statements = new WeakMap<Database, Statement<{ data_version: number }, []>>();

/**
 * SQLite's data_version for this process's connection. It changes only when
 * another connection commits (a second server on the same file, the
 * `admin set-password` command, a content load at another start), never for
 * this connection's own writes. It costs one pragma, so a cache can compare it
 * on every request and forget what another process may have changed.
 */
export function dataVersion(db: WithClient): number {
  let statement = statements.get(db.$client);
  if (!statement) statements.set(db.$client, (statement = db.$client.query<{ data_version: number }, []>("PRAGMA data_version")));
  return statement.get()!.data_version;
}

/**
 * A check for one cache: true the first time it is called after another
 * connection has committed, false otherwise. Each cache keeps its own check.
 */
export function externalWriteCheck(db: WithClient): () => boolean {
  let seen = dataVersion(db);
  return () => {
    const now = dataVersion(db);
    if (now === seen) return false;
    seen = now;
    return true;
  };
}

/**
 * `check`, asked at most once every `everyMs`: a busy server's cached reads
 * then cost no pragma each, and another process's commit is seen within
 * `everyMs` (its signal is kept, not lost, until the next real check).
 */
export function atMostEvery(everyMs: number, check: () => boolean, now = () => performance.now()): () => boolean {
  if (everyMs <= 0) return check;
  let next = 0;
  return () => {
    const t = now();
    if (t < next) return false;
    next = t + everyMs;
    return check();
  };
}
