/**
 * bun _sse-clients.ts <url> <count>
 *
 * Opens <count> Server-Sent Events streams on <url> with plain TCP sockets (a
 * browser's cost per stream is not what is measured), prints `ready <n>` once
 * every stream has its first message, then, for each stream, notes the moment
 * a message carrying a newer state than the first one arrives (the change the
 * bench records) and prints `done <json>`: `{ received, times, retries }`,
 * times in epoch milliseconds. Streams are opened in batches so the server's
 * accept queue never overflows.
 * A stream refused or closed before it has the change is opened again after
 * the page's own back-off (`retryDelay`, from 1 s doubling, jittered, reset by
 * each message), as a visitor's page would: a proxy in front may turn away
 * part of a burst or close a held stream. A stream opened again after the
 * change starts with the new state, which is its receipt.
 */
import { retryDelay } from "../../islands/lib/conclave-feed.ts";

const [url = "", countText = "0"] = Bun.argv.slice(2);
const count = Number(countText);
const target = new URL(url);
const request = `GET ${target.pathname} HTTP/1.1\r\nHost: ${target.host}\r\nAccept: text/event-stream\r\nConnection: keep-alive\r\n\r\n`;
const BATCH = 250;
const MESSAGE = "event: conclave\n";

interface Stream { text: string; headerDone: boolean; ids: number; at?: number; failures: number; waiting?: boolean }
const streams: Stream[] = [];
let ready = 0;
let retries = 0;
let received = 0;
/** The state's id every stream starts with: the first any stream received (nothing changes it before the bench's event). */
let firstId: string | undefined;
const now = () => performance.timeOrigin + performance.now();

/** Reads the complete messages in the stream's text: the first marks it ready, a newer state's id its receipt. */
function readMessages(s: Stream): void {
  for (let end = s.text.indexOf("\n\n"); end !== -1; end = s.text.indexOf("\n\n")) {
    const message = s.text.slice(0, end);
    s.text = s.text.slice(end + 2);
    if (!message.includes(MESSAGE)) continue;
    const id = /^id: (.*)$/m.exec(message)?.[1] ?? "";
    s.failures = 0;
    if (s.ids++ === 0) ready++;
    firstId ??= id;
    if (id !== firstId && s.at === undefined) {
      s.at = now();
      received++;
    }
  }
}

function retryLater(s: Stream): void {
  if (s.at !== undefined || s.waiting) return;
  s.waiting = true;
  s.failures++;
  retries++;
  setTimeout(() => void connect(s), retryDelay(s.failures, 1000, 30_000));
}

async function open(): Promise<void> {
  const s: Stream = { text: "", headerDone: false, ids: 0, failures: 0 };
  streams.push(s);
  await connect(s);
}

async function connect(s: Stream): Promise<void> {
  s.waiting = false;
  s.text = "";
  s.headerDone = false;
  await Bun.connect({
    hostname: target.hostname,
    port: Number(target.port),
    socket: {
      open(socket) {
        socket.write(request);
      },
      data(socket, chunk) {
        s.text += chunk.toString();
        if (!s.headerDone) {
          if (s.text.length >= 12 && !s.text.startsWith("HTTP/1.1 200")) return void socket.end();
          const body = s.text.indexOf("\r\n\r\n");
          if (body === -1) return;
          s.text = s.text.slice(body + 4);
          s.headerDone = true;
        }
        readMessages(s);
      },
      close() {
        retryLater(s);
      },
      error() {},
    },
  }).catch(() => retryLater(s));
}

for (let i = 0; i < count; i += BATCH) {
  await Promise.allSettled(Array.from({ length: Math.min(BATCH, count - i) }, open));
  await Bun.sleep(0);
}

const deadline = Date.now() + 60_000;
while (ready < count && Date.now() < deadline) await Bun.sleep(20);
console.log(`ready ${ready}`);
while (received < count && Date.now() < deadline + 60_000) await Bun.sleep(5);
console.log(`done ${JSON.stringify({ received, retries, times: streams.flatMap((s) => (s.at ? [s.at] : [])) })}`);
process.exit(0);
