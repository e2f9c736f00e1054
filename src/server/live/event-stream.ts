/**
 * Server-Sent Events to every open page. Each change is encoded once and written
 * to every stream; a stream that connects (or reconnects with `Last-Event-ID`)
 * gets the current state at once unless it already has it, so a missed event is
 * never lost: the state is whole in every message. One timer keeps all streams
 * alive, past the server's own idle timeout and proxies that close idle connections.
 */

export interface StreamFrame {
  /** Grows with every change: the `id:` of the message, compared with `Last-Event-ID`. */
  id: number;
  data: unknown;
}

/**
 * Bun closes a connection on which nothing has been written for the server's idle timeout, and a stream
 * waiting for the next change is such a connection. So the server sets this timeout explicitly (main.ts) and
 * every stream gets a heartbeat twice within it: with a slower heartbeat every open page was cut after ten
 * seconds and reconnected, a crowd's pages reconnecting by the thousand each second.
 */
export const IDLE_TIMEOUT_S = 10;

export interface EventStreamOptions {
  /** Event name of every message (the client listens for it). */
  event: string;
  /** The server's idle timeout (seconds): the heartbeat comes twice within it. */
  idleTimeoutS?: number;
  /** How often a comment line is written to every stream, when not derived from the idle timeout. */
  heartbeatMs?: number;
  /** The reconnection delay the browser is told to start from. */
  retryMs?: number;
}

import type { FramePublisher } from "./grip.ts";

const encoder = new TextEncoder();
const HEARTBEAT = encoder.encode(":\n\n");
const MAX_BACKLOG_MESSAGES = 64;

export const EVENT_STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-store",
  // nginx and some CDNs buffer responses unless told not to; a buffered stream is a stalled one.
  "X-Accel-Buffering": "no",
} as const;

/** One SSE message; `data` is JSON on a single line, so it needs no line splitting. */
export function sseMessage(event: string, frame: StreamFrame, retryMs?: number): string {
  return `${retryMs ? `retry: ${retryMs}\n` : ""}id: ${frame.id}\nevent: ${event}\ndata: ${JSON.stringify(frame.data)}\n\n`;
}

export class EventStreamHub implements FramePublisher {
  private readonly streams = new Set<ReadableStreamDefaultController<Uint8Array>>();
  private latest: { id: number; bytes: Uint8Array } | null = null;
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(private readonly options: EventStreamOptions) {
    this.timer = setInterval(() => this.broadcast(HEARTBEAT), options.heartbeatMs ?? ((options.idleTimeoutS ?? IDLE_TIMEOUT_S) * 1000) / 2);
    this.timer.unref?.();
  }

  get size(): number {
    return this.streams.size;
  }

  get listening(): boolean {
    return this.streams.size > 0;
  }

  get latestId(): number | null {
    return this.latest?.id ?? null;
  }

  /** Sends a new state to every open stream; ignored unless its id is newer than the last one sent. */
  publish(frame: StreamFrame): void {
    if (this.latest && frame.id <= this.latest.id) return;
    const bytes = encoder.encode(sseMessage(this.options.event, frame));
    this.latest = { id: frame.id, bytes };
    this.broadcast(bytes);
  }

  /**
   * The answer to one stream request. `signal` is the request's: the stream ends when the visitor leaves.
   * `current`, when given, is the state now (published first), so a stream never starts from an old one.
   */
  respond(lastEventId: string | null, signal: AbortSignal, current?: StreamFrame): Response {
    if (current) this.publish(current);
    const streams = this.streams;
    const latest = this.latest;
    const retry = encoder.encode(`retry: ${this.options.retryMs ?? 2000}\n\n`);
    let own: ReadableStreamDefaultController<Uint8Array> | undefined;
    const leave = () => {
      if (own) streams.delete(own);
    };
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        own = controller;
        controller.enqueue(retry);
        if (latest && String(latest.id) !== lastEventId) controller.enqueue(latest.bytes);
        if (signal.aborted) return;
        streams.add(controller);
        signal.addEventListener("abort", leave, { once: true });
      },
      cancel: leave,
    });
    return new Response(body, { headers: EVENT_STREAM_HEADERS });
  }

  /** Ends every stream (a stopping server); browsers reconnect to the next one. */
  close(): void {
    clearInterval(this.timer);
    for (const stream of this.streams) {
      try {
        stream.close();
      } catch {
        // already gone
      }
    }
    this.streams.clear();
  }

  private broadcast(bytes: Uint8Array): void {
    for (const stream of this.streams) {
      try {
        // A visitor who stopped reading would hold every later message in memory: let him reconnect instead.
        if ((stream.desiredSize ?? 0) < -MAX_BACKLOG_MESSAGES) throw new Error("stream not read");
        stream.enqueue(bytes);
      } catch {
        this.streams.delete(stream);
        try {
          stream.close();
        } catch {
          // already closed
        }
      }
    }
  }
}
