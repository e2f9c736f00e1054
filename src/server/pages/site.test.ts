import { afterAll, describe, expect, test } from "bun:test";
import { brotliDecompressSync } from "node:zlib";
import { precompress } from "../../../build.ts";
import { createTestDb } from "../test/test-db.ts";
import { RosterIndex } from "../directory/roster-index.ts";
import { createSiteHandler } from "./site.ts";

const t = createTestDb();
afterAll(t.cleanup);
const roster = new RosterIndex(t.db, () => "2026-01-30");
const script = `console.log(${JSON.stringify("the College of Cardinals ".repeat(200))});`;
const client = new Map<string, Blob>([["assets/main-abc123.js", new Blob([script])], ["assets/inter-abc.woff2", new Blob([new Uint8Array(2000)])]]);
const assets = { scripts: { en: ["/assets/main-abc123.js"] }, styles: [] };

function site(files: Map<string, Blob>) {
  const handler = createSiteHandler({ db: t.db, roster, files, assets, config: () => ({ gameName: "Test" }), photosDir: "/nonexistent" });
  return (path: string, headers: Record<string, string> = {}) => {
    const req = new Request(`http://localhost${path}`, { headers });
    return handler.handle(req, new URL(req.url));
  };
}

describe("hashed assets", () => {
  test("the build's brotli and gzip copies are sent as the client accepts, with Vary and a year's cache", async () => {
    const get = site(new Map([...client, ...(await precompress(client))]));
    const br = await get("/assets/main-abc123.js", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    const brBytes = new Uint8Array(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(brBytes).toString()).toBe(script);
    const gz = await get("/assets/main-abc123.js", { "Accept-Encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await gz.arrayBuffer())))).toBe(script);
    const plain = await get("/assets/main-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  test("without build copies (a checkout) the server compresses once; fonts go as they are", async () => {
    const get = site(client);
    const br = await get("/assets/main-abc123.js", { "Accept-Encoding": "br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(new Uint8Array(await br.arrayBuffer())).toString()).toBe(script);
    const font = await get("/assets/inter-abc.woff2", { "Accept-Encoding": "br" });
    expect(font.headers.get("content-encoding")).toBeNull();
    expect((await get("/assets/missing.js")).status).toBe(404);
  });
});

describe("the page shell", () => {
  test("carries an ETag, answers 304 when the browser holds it, and lets shared caches keep it briefly", async () => {
    const get = site(client);
    const first = await get("/cardinal/pietro-parolin", { "Accept-Encoding": "br" });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=60, stale-if-error=86400");
    expect(first.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString()).toContain("Pietro Parolin");
    const etag = first.headers.get("etag")!;
    const again = await get("/cardinal/pietro-parolin", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect((await get("/", { "If-None-Match": etag })).status).toBe(200);
  });

  test("an unknown page is a 404 and never a 304", async () => {
    const get = site(client);
    const missing = await get("/cardinal/nobody-at-all");
    expect(missing.status).toBe(404);
    expect((await get("/cardinal/nobody-at-all", { "If-None-Match": missing.headers.get("etag")! })).status).toBe(404);
  });
});

test("a page's head asks for its language's entry script, and for none of the chunks the script imports", async () => {
  // Dozens of chunk preloads in the head competed with the stylesheet and the fonts for a phone's first
  // bytes and delayed the first paint; the entry script names its chunks itself.
  const handler = createSiteHandler({
    db: t.db, roster, files: client, assets: { ...assets, scripts: { ...assets.scripts, pl: ["/assets/main-pl-def456.js"] } }, config: () => ({ gameName: "Test" }), photosDir: "/nonexistent",
  });
  const head = async (path: string) => {
    const req = new Request(`http://localhost${path}`);
    const html = await (await handler.handle(req, new URL(req.url))).text();
    return html.slice(0, html.indexOf("</head>"));
  };
  const english = await head("/privacy");
  expect(english.match(/<script type="module"[^>]*>/g)).toEqual(['<script type="module" src="/assets/main-abc123.js">']);
  expect(english).not.toContain("modulepreload");
  // The Polish page's app is the one built with the Polish messages in it.
  const polish = await head("/pl/privacy");
  expect(polish.match(/<script type="module"[^>]*>/g)).toEqual(['<script type="module" src="/assets/main-pl-def456.js">']);
  expect(polish).not.toContain("modulepreload");
});

test("a page preloads the fonts every page uses, and those its language's letters need besides", async () => {
  const handler = createSiteHandler({
    db: t.db, roster, files: client, config: () => ({ gameName: "Test" }), photosDir: "/nonexistent",
    assets: { ...assets, fonts: ["/assets/fonts/latin.woff2"], localeFonts: { pl: ["/assets/fonts/latin-ext.woff2"] } },
  });
  const preloads = async (path: string) => {
    const req = new Request(`http://localhost${path}`);
    const html = await (await handler.handle(req, new URL(req.url))).text();
    return html.slice(0, html.indexOf("</head>")).match(/<link rel="preload"[^>]*>/g);
  };
  const link = (href: string) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`;
  expect(await preloads("/pl/privacy")).toEqual([link("/assets/fonts/latin.woff2"), link("/assets/fonts/latin-ext.woff2")]);
  expect(await preloads("/privacy")).toEqual([link("/assets/fonts/latin.woff2")]);
});
