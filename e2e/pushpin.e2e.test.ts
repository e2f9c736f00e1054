/**
 * Past one process, Pushpin holds the visitors' event streams: a real Pushpin in
 * front of the real executable, and an event recorded by the operator reaches a
 * stream opened through Pushpin.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { startSite, type RunningSite } from "./server.ts";
import { pushpinControl, startPushpin, type RunningPushpin } from "./pushpin.ts";
import { eventually } from "./eventually.ts";
import { START_TIMEOUT_MS } from "./timeouts.ts";
import { applyBrowserTestTimeout } from "./harness.ts";

applyBrowserTestTimeout();
const PASSWORD = "a long operator passphrase for the pushpin test";
let site: RunningSite;
let pushpin: RunningPushpin;

beforeAll(async () => {
  const control = pushpinControl();
  site = await startSite({ ADMIN_PASSWORD: PASSWORD, PUSHPIN_URL: control.controlUrl });
  pushpin = await startPushpin(new URL(site.url).host, control);
}, START_TIMEOUT_MS);

afterAll(async () => {
  await pushpin?.stop();
  await site?.stop();
});

/** Reads an event stream as it arrives. */
function listen(url: string) {
  const abort = new AbortController();
  let text = "";
  let headers: Headers | undefined;
  void fetch(url, { signal: abort.signal }).then(async (res) => {
    headers = res.headers;
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    for (let part = await reader.read(); !part.done; part = await reader.read()) text += decoder.decode(part.value, { stream: true });
  }).catch(() => {});
  return { read: () => text, headers: () => headers, stop: () => abort.abort() };
}

test("an event recorded by the operator reaches a stream held by Pushpin", async () => {
  const stream = listen(`${pushpin.url}/api/conclave/events`);
  await eventually(() => expect(stream.read()).toContain('"phase":"sede-plena"'));
  // Pushpin holds the stream: the site answered with GRIP instructions, which Pushpin does not pass on.
  expect(stream.headers()?.get("grip-hold")).toBeNull();

  const origin = site.url;
  const login = await fetch(`${origin}/api/admin/login`, {
    method: "POST", headers: { "content-type": "application/json", origin }, body: JSON.stringify({ password: PASSWORD }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const recorded = await fetch(`${origin}/api/admin/conclave/events`, {
    method: "POST", headers: { "content-type": "application/json", origin, cookie },
    body: JSON.stringify({ type: "vacancy", cause: "death", sourceUrl: "https://www.vatican.va/content/vatican/en.html" }),
  });
  expect(recorded.status).toBe(201);
  await eventually(() => expect(stream.read()).toContain('"phase":"sede-vacante"'));
  stream.stop();
});
