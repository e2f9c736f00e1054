import { afterAll, expect, test } from "bun:test";
import { EventStreamHub } from "./event-stream.ts";
import { eventually } from "../../../e2e/eventually.ts";

const hub = new EventStreamHub({ event: "state", heartbeatMs: 50, retryMs: 1000 });
const server = Bun.serve({ port: 0, fetch: (req) => hub.respond(req.headers.get("Last-Event-ID"), req.signal) });
afterAll(() => {
  hub.close();
  server.stop(true);
});

/** Reads a stream's text as it arrives, so a test can wait for what it expects. */
function listen(headers: Record<string, string> = {}) {
  const abort = new AbortController();
  let text = "";
  const done = fetch(server.url, { headers, signal: abort.signal }).then(async (res) => {
    expect(res.headers.get("content-type")).toStartWith("text/event-stream");
    const decoder = new TextDecoder();
    const reader = res.body!.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) text += decoder.decode(part.value, { stream: true });
  }).catch(() => {});
  return { read: () => text, stop: () => abort.abort(), done };
}

test("a published state reaches every open stream once, encoded as one SSE message", async () => {
  const a = listen();
  const b = listen();
  await eventually(() => expect(hub.size).toBe(2));
  hub.publish({ id: 1, data: { phase: "conclave" } });
  await eventually(() => {
    for (const s of [a, b]) expect(s.read()).toContain('id: 1\nevent: state\ndata: {"phase":"conclave"}\n\n');
  });
  expect(a.read()).toStartWith("retry: 1000\n\n");
  hub.publish({ id: 1, data: { phase: "ignored: not newer" } });
  await eventually(() => expect(a.read()).toContain(":\n\n"));
  expect(a.read()).not.toContain("ignored");
  a.stop();
  b.stop();
  await eventually(() => expect(hub.size).toBe(0));
});

test("a stream that connects gets the current state unless its Last-Event-ID says it has it", async () => {
  hub.publish({ id: 2, data: { phase: "elected" } });
  const fresh = listen();
  const behind = listen({ "Last-Event-ID": "1" });
  const current = listen({ "Last-Event-ID": "2" });
  await eventually(() => expect(hub.size).toBe(3));
  await eventually(() => {
    expect(fresh.read()).toContain("id: 2\n");
    expect(behind.read()).toContain("id: 2\n");
    expect(current.read()).toContain(":\n\n");
  });
  expect(current.read()).not.toContain("id: 2");
  for (const s of [fresh, behind, current]) s.stop();
  await eventually(() => expect(hub.size).toBe(0));
});

test("closing the hub ends every stream", async () => {
  const s = listen();
  await eventually(() => expect(hub.size).toBe(1));
  const local = new EventStreamHub({ event: "state" });
  local.close();
  hub.close();
  await s.done;
  expect(hub.size).toBe(0);
});

test("a stream waiting for the next change outlives the server's idle timeout", async () => {
  // The same relation as the site's (IDLE_TIMEOUT_S in Bun.serve, the hub's heartbeat derived from it), at one second.
  const idleTimeoutS = 1;
  const quiet = new EventStreamHub({ event: "state", idleTimeoutS });
  const idle = Bun.serve({ port: 0, idleTimeout: idleTimeoutS, fetch: (req) => quiet.respond(null, req.signal, { id: 1, data: {} }) });
  const abort = new AbortController();
  let heartbeats = 0;
  let ended = false;
  const reading = fetch(idle.url, { signal: abort.signal }).then(async (res) => {
    const reader = res.body!.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) heartbeats += new TextDecoder().decode(part.value).split(":\n\n").length - 1;
    ended = true;
  }).catch(() => {});
  try {
    // Five heartbeats take two and a half idle timeouts: the connection was idle longer than the timeout allows.
    await eventually(() => expect(heartbeats).toBeGreaterThanOrEqual(5));
    expect(ended).toBe(false);
    expect(quiet.size).toBe(1);
  } finally {
    abort.abort();
    await reading;
    quiet.close();
    idle.stop(true);
  }
});
