import { afterAll, expect, test } from "bun:test";
import { GripPublisher } from "./grip.ts";

/** What reaches Pushpin's control port: each publish request's items, in order of arrival. */
const received: { id: string; content: string }[] = [];
const control = Bun.serve({
  port: 0,
  hostname: "127.0.0.1",
  async fetch(req) {
    const { items } = (await req.json()) as { items: { id: string; formats: { "http-stream": { content: string } } }[] };
    for (const item of items) received.push({ id: item.id, content: item.formats["http-stream"].content });
    return new Response("Published\n");
  },
});
afterAll(() => control.stop(true));

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await Bun.sleep(5);
}

test("each new frame is published at once, and the latest one again a moment later", async () => {
  const publisher = new GripPublisher({ controlUrl: `http://127.0.0.1:${control.port}`, channel: "conclave", event: "conclave", repeatMs: 100 });
  publisher.publish({ id: 4, data: { phase: "conclave" } });
  await publisher.settled();
  expect(received.map((r) => r.id)).toEqual(["4"]);
  // Two frames in quick succession: both go out in order, and only the newer is repeated.
  publisher.publish({ id: 5, data: { phase: "conclave", smoke: "black" } });
  publisher.publish({ id: 6, data: { phase: "elected" } });
  await until(() => received.length >= 4);
  await publisher.settled();
  expect(received.map((r) => r.id)).toEqual(["4", "5", "6", "6"]);
  expect(received[3]!.content).toBe(received[2]!.content);
  expect(received[3]!.content).toContain('"phase":"elected"');
  // An older or repeated frame handed in again is not published.
  publisher.publish({ id: 6, data: { phase: "elected" } });
  await publisher.settled();
  expect(received).toHaveLength(4);
  publisher.close();
});
