/**
 * bun _sse-clients.ts <url> <count>
 *
 * Opens <count> Server-Sent Events streams on <url> with plain TCP sockets (a
 * browser's cost per stream is not what is measured), prints `ready <n>` once
 * every stream has its first message, then, for each stream, notes the moment
 * its second message arrives (the change the bench records) and prints
 * `done <json>`: `{ received, times, retries }`, times in epoch milliseconds.
 * Streams are opened in batches so the server's accept queue never overflows.
 * A stream refused or closed before its first message is opened again after
 * the page's own back-off (`retryDelay`, from 1 s doubling, jittered), as a
 * visitor's page would: a proxy in front may turn away part of a burst.
 */
import { retryDelay } from "../../islands/lib/conclave-feed.ts";

const [url = "", countText = "0"] = Bun.argv.slice(2);
const count = Number(countText);
const target = new URL(url);
const request = `GET ${target.pathname} HTTP/1.1\r\nHost: ${target.host}\r\nAccept: text/event-stream\r\nConnection: keep-alive\r\n\r\n`;
const BATCH = 250;
const MESSAGE = "event: conclave\n";

interface Stream { text: string; messages: number; at?: number; failures: number; waiting?: boolean }
const streams: Stream[] = [];
let ready = 0;
let retries = 0;
let received = 0;
let announced = false;
const now = () => performance.timeOrigin + performance.now();

function countMessages(s: Stream): void {
  let from = 0;
  let n = 0;
  for (let i = s.text.indexOf(MESSAGE, from); i !== -1; i = s.text.indexOf(MESSAGE, from)) {
    n++;
    from = i + MESSAGE.length;
  }
  if (n >= 1 && s.messages === 0) ready++;
  if (n >= 2 && s.messages < 2) {
    s.at = now();
    received++;
  }
  s.messages = n;
  // Only what may hold a later message is kept.
  if (s.text.length > 65_536) s.text = s.text.slice(-4096);
}

function retryLater(s: Stream): void {
  if (s.messages > 0 || s.waiting) return;
  s.waiting = true;
  s.failures++;
  retries++;
  s.text = "";
  setTimeout(() => void connect(s), retryDelay(s.failures, 1000, 30_000));
}

async function open(): Promise<void> {
  const s: Stream = { text: "", messages: 0, failures: 0 };
  streams.push(s);
  await connect(s);
}

async function connect(s: Stream): Promise<void> {
  s.waiting = false;
  await Bun.connect({
    hostname: target.hostname,
    port: Number(target.port),
    socket: {
      open(socket) {
        socket.write(request);
      },
      data(socket, chunk) {
        s.text += chunk.toString();
        if (s.messages === 0 && s.text.length >= 12 && !s.text.startsWith("HTTP/1.1 200")) {
          socket.end();
          return;
        }
        countMessages(s);
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
announced = true;
while (received < ready && Date.now() < deadline + 60_000) await Bun.sleep(5);
if (announced) console.log(`done ${JSON.stringify({ received, retries, times: streams.flatMap((s) => (s.at ? [s.at] : [])) })}`);
process.exit(0);
