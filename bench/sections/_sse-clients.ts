/**
 * bun _sse-clients.ts <url> <count>
 *
 * Opens <count> Server-Sent Events streams on <url> with plain TCP sockets (a
 * browser's cost per stream is not what is measured), prints `ready <n>` once
 * every stream has its first message, then, for each stream, notes the moment
 * its second message arrives (the change the bench records) and prints
 * `done <json>`: `{ received, times }`, times in epoch milliseconds.
 * Streams are opened in batches so the server's accept queue never overflows.
 */
export {};

const [url = "", countText = "0"] = Bun.argv.slice(2);
const count = Number(countText);
const target = new URL(url);
const request = `GET ${target.pathname} HTTP/1.1\r\nHost: ${target.host}\r\nAccept: text/event-stream\r\nConnection: keep-alive\r\n\r\n`;
const BATCH = 250;
const MESSAGE = "event: conclave\n";

interface Stream { text: string; messages: number; at?: number }
const streams: Stream[] = [];
let ready = 0;
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

async function open(): Promise<void> {
  const s: Stream = { text: "", messages: 0 };
  streams.push(s);
  await Bun.connect({
    hostname: target.hostname,
    port: Number(target.port),
    socket: {
      open(socket) {
        socket.write(request);
      },
      data(_socket, chunk) {
        s.text += chunk.toString();
        countMessages(s);
      },
      error() {},
    },
  });
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
if (announced) console.log(`done ${JSON.stringify({ received, times: streams.flatMap((s) => (s.at ? [s.at] : [])) })}`);
process.exit(0);
