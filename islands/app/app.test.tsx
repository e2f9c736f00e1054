/**
 * The same route rendered twice from one dehydrated state: by the server
 * (in-process reads of a real database) and by the browser's hydration. They
 * must agree, with no recoverable error from React and no request for data the
 * server already wrote into the page.
 */
import { afterAll, afterEach, beforeAll, expect, test } from "bun:test";
import { act } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { serveApiForComponents } from "../../src/server/test/serve-api.ts";
import { createTestDb } from "../../src/server/test/test-db.ts";
import { RosterIndex } from "../../src/server/directory/roster-index.ts";
import { collegeReads } from "../../src/server/college/college-reads.ts";
import { createPageReader } from "../../src/server/pages/page-reader.ts";
import { directoryReads } from "../../src/server/directory/cardinals.ts";
import { prefetchPage, renderPage } from "../../src/server/pages/render-page.tsx";
import { matchPage } from "./pages.tsx";
import { lazyApiDocument } from "../../src/server/open-data/openapi-document.ts";
import { DEFAULT_PUBLIC_READ_LIMIT } from "../../src/server/http/public-reads.ts";
import { createQueryClient } from "../lib/query-client.ts";
import { DEFAULT_SITE_CONFIG } from "../lib/site-config.ts";
import { App } from "./app.tsx";
import { conclaveState } from "../../src/shared/conclave.ts";

const TODAY = "2026-01-30";
const config = { ...DEFAULT_SITE_CONFIG, today: TODAY };
const t = createTestDb();
const index = new RosterIndex(t.db, () => TODAY);
const reader = createPageReader({
  db: t.db, directory: directoryReads(index).inProcess, profiles: t.profiles, photos: () => ({ photos: {} }),
  apiDocument: lazyApiDocument(DEFAULT_PUBLIC_READ_LIMIT), college: collegeReads(index),
  // Normal times: no vacancy recorded, so no banner.
  conclave: () => conclaveState([], [], `${TODAY}T12:00:00Z`),
});
let api: ReturnType<typeof serveApiForComponents>;
let root: Root | null = null;
beforeAll(() => { api = serveApiForComponents(TODAY); });
afterAll(() => { api.stop(); t.cleanup(); });
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
  api.requests.length = 0;
});

/** Renders `address` on the server, then hydrates that HTML in this DOM from the same state. */
async function renderBothSides(address: string) {
  const [path, search = ""] = address.split("?");
  const server = await renderPage(path!, search, await prefetchPage(matchPage(path!, search), reader), config);
  history.replaceState(null, "", address);
  const container = document.createElement("div");
  container.innerHTML = server.html;
  document.body.appendChild(container);
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <App config={config} client={createQueryClient()} state={server.state} />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  // Lazy pages hydrate once their module has loaded: wait for the route's mark.
  for (let i = 0; i < 200 && document.documentElement.dataset.hydrated !== "true"; i++) {
    await act(() => new Promise((r) => setTimeout(r, 10)));
  }
  return { server, container, recoverable };
}

const visibleText = (html: string) => {
  const el = document.createElement("div");
  el.innerHTML = html;
  return el.textContent!.replace(/\s+/g, " ").trim();
};

for (const address of ["/?region=Asia&sortBy=ageInYears&page=2", "/cardinal/pietro-parolin", "/conclave-insights", "/new-holy-father", "/habemus-papam?q=Petr"]) {
  test(`${address}: the browser hydrates the server's HTML from the same state, with nothing to fetch`, async () => {
    delete document.documentElement.dataset.hydrated;
    const { server, container, recoverable } = await renderBothSides(address);
    expect(document.documentElement.getAttribute("data-hydrated")).toBe("true");
    expect(recoverable).toEqual([]);
    expect(server.state.queries.length).toBeGreaterThan(0);
    // Hydration kept the server's content (tab panels other than the first unmount once interactive).
    const main = container.querySelector("main")!;
    const heading = container.querySelector("main h1, main h2")?.textContent;
    expect(heading && visibleText(server.html).includes(heading)).toBe(true);
    expect(main.textContent!.length).toBeGreaterThan(200);
    expect(api.requests.filter((r) => r.startsWith("/api/cardinals") || r.startsWith("/api/cardinal-file"))).toEqual([]);
  });
}

test("the home page's cards are the same on both sides", async () => {
  const { server, container } = await renderBothSides("/?region=Europe&page=3");
  const slugs = (root: ParentNode) => [...root.querySelectorAll("[data-cardinal]")].map((el) => el.getAttribute("data-cardinal"));
  const fromServer = document.createElement("div");
  fromServer.innerHTML = server.html;
  expect(slugs(fromServer)).toHaveLength(12);
  expect(slugs(container)).toEqual(slugs(fromServer));
});
