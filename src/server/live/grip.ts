/**
 * Pushpin in front: it holds the visitors' event streams, so the number of open
 * pages is no longer bounded by one process. A stream request that came through
 * Pushpin (it adds `Grip-Sig`) is answered with GRIP instructions: hold the
 * stream open on a channel, send this first message, keep it alive. Each new
 * state is then published once to Pushpin's control port, which writes it to
 * every held stream. A request straight from a browser is served by the process
 * itself, as without Pushpin.
 */
import { logError } from "../http/http-errors.ts";
import { EVENT_STREAM_HEADERS, sseMessage, type StreamFrame } from "./event-stream.ts";

/** How a frame leaves the process: to its own open streams, or to Pushpin. */
export interface FramePublisher {
  /** False when nobody could receive a frame now (no stream open): the state need not be read. */
  readonly listening: boolean;
  publish(frame: StreamFrame): void;
}

export interface GripOptions {
  /** Pushpin's HTTP control address, e.g. `http://127.0.0.1:5561`. */
  controlUrl: string;
  channel: string;
  event: string;
  retryMs?: number;
  /** How long after a frame the latest one is published once more (see `GripPublisher`). */
  repeatMs?: number;
}

/** A moment longer than Pushpin takes to subscribe a stream the process has just answered. */
const REPEAT_MS = 2000;

export const isThroughGrip = (req: Request) => req.headers.has("grip-sig");

/** The answer Pushpin turns into a held stream; `current` is sent first. */
export function gripHold(options: GripOptions, current: StreamFrame): Response {
  return new Response(sseMessage(options.event, current, options.retryMs ?? 2000), {
    headers: {
      ...EVENT_STREAM_HEADERS,
      "Grip-Hold": "stream",
      "Grip-Channel": options.channel,
      "Grip-Keep-Alive": ":\\n\\n; format=cstring; timeout=15",
    },
  });
}

/**
 * Publishes each new frame to Pushpin, then the latest frame once more a
 * moment later. A stream the process answered just before a frame was
 * published, but that Pushpin had not yet subscribed to the channel, misses
 * that frame (GRIP's stream mode has no `prev-id` to catch it); the repeat
 * reaches it. A page that already has the frame gets the same state again,
 * which changes nothing (nor announces white smoke twice).
 */
export class GripPublisher implements FramePublisher {
  readonly listening = true;
  private lastSent = -1;
  private lastFailureLogged = 0;
  private sending: Promise<void> = Promise.resolve();
  private repeat: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: GripOptions) {}

  publish(frame: StreamFrame): void {
    if (frame.id <= this.lastSent) return;
    this.lastSent = frame.id;
    const content = sseMessage(this.options.event, frame);
    const body = JSON.stringify({ items: [{ channel: this.options.channel, id: String(frame.id), formats: { "http-stream": { content } } }] });
    this.enqueue(body);
    clearTimeout(this.repeat);
    this.repeat = setTimeout(() => this.enqueue(body), this.options.repeatMs ?? REPEAT_MS);
    this.repeat.unref?.();
  }

  /** Stops the pending repeat (a server stopping). */
  close(): void {
    clearTimeout(this.repeat);
  }

  /** One at a time, in order: a later state must never arrive before an earlier one. */
  private enqueue(body: string): void {
    this.sending = this.sending.then(() => this.send(body));
  }

  /** Resolves once every frame published so far has been handed to Pushpin (or failed). */
  settled(): Promise<void> {
    return this.sending;
  }

  private async send(body: string): Promise<void> {
    try {
      const res = await fetch(new URL("/publish/", this.options.controlUrl), {
        method: "POST", headers: { "Content-Type": "application/json" }, body, signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) throw new Error(`Pushpin answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    } catch (err) {
      // A stopped Pushpin must not flood the log: once a minute is enough to be noticed.
      if (Date.now() - this.lastFailureLogged > 60_000) {
        this.lastFailureLogged = Date.now();
        logError(`publishing to Pushpin at ${this.options.controlUrl} failed; held streams miss this state until the next one`, err);
      }
    }
  }
}
