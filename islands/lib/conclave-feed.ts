/**
 * The page's one connection to the conclave: a Server-Sent Events stream that
 * hands each new state to `onState`. When the stream drops, it is opened again
 * after a growing, jittered pause (so a restarted server is not hit by every
 * page at once), and while it is down the state is polled from the cacheable
 * `GET /api/conclave`, so a page behind a proxy that cannot hold a stream still
 * follows the conclave.
 */
import type { ConclaveState } from "../../src/shared/conclave.ts";

export interface ConclaveFeedOptions {
  streamUrl: string;
  pollUrl: string;
  onState: (state: ConclaveState) => void;
  /** Polling interval while the stream is down (milliseconds). */
  pollMs?: number;
  /** First and longest pause before opening the stream again (milliseconds). */
  minRetryMs?: number;
  maxRetryMs?: number;
  /** The stream's event name (see the server's CONCLAVE_STREAM). */
  event?: string;
}

/** The pause before the `failures`-th attempt: doubling from `min` up to `max`, between half and all of it. */
export function retryDelay(failures: number, min: number, max: number, random = Math.random): number {
  const full = Math.min(max, min * 2 ** Math.max(0, failures - 1));
  return Math.round(full * (0.5 + random() / 2));
}

/** Starts following the conclave; returns the function that stops it. */
export function startConclaveFeed(options: ConclaveFeedOptions): () => void {
  const { streamUrl, pollUrl, onState, pollMs = 5000, minRetryMs = 1000, maxRetryMs = 30_000, event = "conclave" } = options;
  let stopped = false;
  let failures = 0;
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;

  const poll = async () => {
    try {
      const res = await fetch(pollUrl, { credentials: "include" });
      if (res.ok && !stopped) onState((await res.json()) as ConclaveState);
    } catch {
      // Offline for now: the next poll or the stream will bring the state.
    }
  };
  const startPolling = () => {
    if (pollTimer !== undefined) return;
    void poll();
    pollTimer = setInterval(() => void poll(), pollMs);
  };
  const stopPolling = () => {
    clearInterval(pollTimer);
    pollTimer = undefined;
  };

  const connect = () => {
    if (stopped) return;
    if (typeof EventSource === "undefined") return startPolling();
    const es = new EventSource(streamUrl);
    source = es;
    es.addEventListener(event, (e) => {
      failures = 0;
      stopPolling();
      try {
        onState(JSON.parse((e as MessageEvent<string>).data) as ConclaveState);
      } catch {
        // A garbled message: the next one carries the whole state again.
      }
    });
    es.onerror = () => {
      // The browser's own retry has a fixed pause; this one backs off and polls meanwhile.
      es.close();
      if (source === es) source = null;
      if (stopped) return;
      failures += 1;
      startPolling();
      retryTimer = setTimeout(connect, retryDelay(failures, minRetryMs, maxRetryMs));
    };
  };

  connect();
  return () => {
    stopped = true;
    source?.close();
    clearTimeout(retryTimer);
    stopPolling();
  };
}
