import { afterAll, beforeAll, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { downloadAllowed, imageTypeOf, plainText, syncPhotos, type SyncOptions } from "./photos.ts";
import { createTestApp } from "../test/test-db.ts";

const JPEG_START = [0xff, 0xd8, 0xff, 0xe0];
/** A JPEG's first bytes and then the file's name, so tests can tell which file was written where. */
const bytesFor = (name: string) => new Uint8Array([...JPEG_START, ...new TextEncoder().encode(name)]);
const nameIn = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(JPEG_START.length));

/** An address inside the operator's network that a mirror should never make the sync reach. */
function internalHost() {
  const hits: string[] = [];
  const server = Bun.serve({ port: 0, fetch: (req) => { hits.push(req.url); return new Response(bytesFor("internal"), { headers: { "Content-Type": "image/jpeg" } }); } });
  return { server, hits, base: `http://127.0.0.1:${server.port}` };
}
let internal: ReturnType<typeof internalHost>;
const stalled: (() => void)[] = [];

/** Mirror answers a careless sync would trust: file name → where Commons says its thumbnail is. */
const hostile: Record<string, (base: string) => string> = {
  "Local File.jpg": () => "file:///etc/hostname",
  "Internal.jpg": () => `${internal.base}/secret.jpg`,
  "Redirected.jpg": (base) => `${base}/redirect-inside`,
  "Huge.jpg": (base) => `${base}/huge.jpg`,
  "Stalled.jpg": (base) => `${base}/stalled.jpg`,
  "Not An Image.jpg": (base) => `${base}/page.jpg`,
};

/** Answers like the Wikidata and Commons APIs and the Commons upload host, for three known items. */
function fakeWikimedia() {
  const calls: string[] = [];
  const p18: Record<string, string | null> = {
    Q1: "Cardinal One.jpg", Q2: "Cardinal Two.png", Q3: null, Q4: "Missing On Commons.jpg",
    ...Object.fromEntries(Object.keys(hostile).map((name, i) => [`Q${100 + i}`, name])),
  };
  const server = Bun.serve({
    port: 0,
    fetch(req): Response {
      const url = new URL(req.url);
      calls.push(url.pathname + url.search);
      if (!req.headers.get("user-agent")?.startsWith("Cardinalis")) return new Response("say who you are", { status: 403 });
      const base: string = `http://localhost:${server.port}`;
      if (url.pathname === "/wikidata/api.php") {
        const ids = url.searchParams.get("ids")!.split("|");
        const entities = Object.fromEntries(ids.map((id) => [id, {
          claims: p18[id] ? { P18: [{ mainsnak: { datavalue: { value: p18[id], type: "string" } }, rank: "normal" }] } : {},
        }]));
        return Response.json({ entities });
      }
      if (url.pathname === "/commons/api.php") {
        const title = url.searchParams.get("titles")!.replace(/^File:/, "");
        if (title === "Missing On Commons.jpg") return Response.json({ query: { pages: [{ title: `File:${title}`, missing: true }] } });
        const ext = title.endsWith(".png") ? "png" : "jpg";
        const width = url.searchParams.get("iiurlwidth");
        return Response.json({
          query: {
            pages: [{
              title: `File:${title}`,
              imageinfo: [{
                url: `${base}/upload/${encodeURIComponent(title)}`,
                thumburl: hostile[title]?.(base) ?? `${base}/upload/thumb/${width}px-${encodeURIComponent(title.replace(/ /g, "_"))}.${ext === "png" ? "png" : "jpg"}`,
                descriptionurl: `https://commons.wikimedia.org/wiki/File:${encodeURIComponent(title.replace(/ /g, "_"))}`,
                extmetadata: {
                  Artist: { value: `<a href="//commons.wikimedia.org/wiki/User:Foto">Foto &amp; Co</a>`, source: "commons-desc-page" },
                  LicenseShortName: { value: "CC BY-SA 4.0", source: "commons-desc-page" },
                  LicenseUrl: { value: "https://creativecommons.org/licenses/by-sa/4.0", source: "commons-desc-page" },
                },
              }],
            }],
          },
        });
      }
      if (url.pathname.startsWith("/upload/thumb/")) {
        // The second photo is a PNG by its bytes, whatever the address says.
        const png = url.pathname.endsWith(".png") ? [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] : [];
        return new Response(new Uint8Array([...png, ...bytesFor(decodeURIComponent(url.pathname))]), { headers: { "Content-Type": "image/jpeg" } });
      }
      if (url.pathname === "/redirect-inside") return Response.redirect(`${internal.base}/secret.jpg`, 302);
      if (url.pathname === "/page.jpg") return new Response("<html>not a photo</html>", { headers: { "Content-Type": "image/jpeg" } });
      if (url.pathname === "/huge.jpg") {
        // 400 MB, made as it is read, with no length announced: only a cap on what is read stops it.
        let sent = 0;
        const chunk = new Uint8Array(1024 * 1024).fill(0x41);
        chunk.set(JPEG_START);
        return new Response(new ReadableStream({
          pull(controller) {
            if (sent >= 400) return controller.close();
            sent++;
            controller.enqueue(chunk);
          },
        }), { headers: { "Content-Type": "image/jpeg" } });
      }
      if (url.pathname === "/stalled.jpg") {
        // A few bytes, then nothing, until the test ends.
        return new Response(new ReadableStream({
          start(controller) {
            controller.enqueue(new Uint8Array(JPEG_START));
            stalled.push(() => controller.close());
          },
        }), { headers: { "Content-Type": "image/jpeg" } });
      }
      return new Response("not found", { status: 404 });
    },
  });
  return { server, calls, base: `http://localhost:${server.port}` };
}

let fake: ReturnType<typeof fakeWikimedia>;
let dir: string;
beforeAll(() => { fake = fakeWikimedia(); internal = internalHost(); dir = mkdtempSync(join(tmpdir(), "photos-")); });
afterAll(() => {
  // The sync gave up on these streams already (closing one it cancelled throws).
  for (const end of stalled) try { end(); } catch {}
  fake.server.stop(true);
  internal.server.stop(true);
  rmSync(dir, { recursive: true, force: true });
});

const members = [
  { slug: "cardinal-one", wikidata: "Q1" },
  { slug: "cardinal-two", wikidata: "Q2" },
  { slug: "no-image", wikidata: "Q3" },
  { slug: "missing-file", wikidata: "Q4" },
  { slug: "no-wikidata", wikidata: null },
];

function options(photosDir: string, log: string[]): SyncOptions {
  return { members, photosDir, wikidataApi: `${fake.base}/wikidata/api.php`, commonsApi: `${fake.base}/commons/api.php`, width: 480, log: (l) => log.push(l) };
}

test("downloads the P18 image at the asked width with its credit, reports the rest, and skips it the next time", async () => {
  const log: string[] = [];
  const report = await syncPhotos(options(dir, log));
  expect(report.saved).toEqual(["cardinal-one", "cardinal-two"]);
  expect(report.noImage).toEqual(["no-image"]);
  expect(report.failed).toEqual([{ slug: "missing-file", reason: "Commons has no file Missing On Commons.jpg" }]);
  expect(readdirSync(dir).sort()).toEqual(["cardinal-one.jpg", "cardinal-one.json", "cardinal-two.json", "cardinal-two.png"]);
  expect(nameIn(readFileSync(join(dir, "cardinal-one.jpg")))).toBe("/upload/thumb/480px-Cardinal_One.jpg.jpg");
  expect(JSON.parse(readFileSync(join(dir, "cardinal-one.json"), "utf8"))).toEqual({
    file: "cardinal-one.jpg", author: "Foto & Co", licence: "CC BY-SA 4.0",
    licenceUrl: "https://creativecommons.org/licenses/by-sa/4.0", filePage: "https://commons.wikimedia.org/wiki/File:Cardinal_One.jpg",
  });
  // One batched Wikidata request for the four items with an id.
  expect(fake.calls.filter((c) => c.startsWith("/wikidata")).length).toBe(1);
  expect(log).toContain("[1/4] cardinal-one: saved cardinal-one.jpg (Foto & Co, CC BY-SA 4.0)");
  expect(log).toContain("[4/4] missing-file: FAILED: Commons has no file Missing On Commons.jpg");

  fake.calls.length = 0;
  const again = await syncPhotos(options(dir, []));
  expect(again.skipped).toEqual(["cardinal-one", "cardinal-two"]);
  expect(again.saved).toEqual([]);
  expect(fake.calls.some((c) => c.startsWith("/upload"))).toBe(false);
});

test("a hostile mirror: no file:// or internal address, no redirect elsewhere, a byte cap, a deadline, and the type from the bytes", async () => {
  const out = mkdtempSync(join(tmpdir(), "photos-hostile-"));
  const hostileMembers = Object.keys(hostile).map((_name, i) => ({ slug: `hostile-${i}`, wikidata: `Q${100 + i}` }));
  const report = await syncPhotos({ ...options(out, []), members: hostileMembers, timeoutMs: 1000 });
  const reasons = Object.fromEntries(report.failed.map((f, i) => [Object.keys(hostile)[Number(f.slug.slice(8))] ?? i, f.reason]));
  expect(report.saved).toEqual([]);
  expect(reasons).toEqual({
    "Local File.jpg": "refused to download from file:///etc/hostname: only https on Wikimedia hosts is allowed",
    "Internal.jpg": `refused to download from ${internal.base}/secret.jpg: only https on Wikimedia hosts is allowed`,
    "Redirected.jpg": `refused to download from ${internal.base}/secret.jpg: only https on Wikimedia hosts is allowed`,
    "Huge.jpg": `the image at ${fake.base}/huge.jpg is more than the ${10 * 1024 * 1024} bytes allowed`,
    "Stalled.jpg": `no complete answer from localhost:${fake.server.port} within 1 s`,
    "Not An Image.jpg": `the file at ${fake.base}/page.jpg is not a JPEG, PNG or WebP image`,
  });
  expect(internal.hits).toEqual([]);
  // Nothing was published, not even a partial file.
  expect(readdirSync(out)).toEqual([]);
  rmSync(out, { recursive: true, force: true });
}, 30_000);

test("only https on Wikimedia's hosts, or the very origin of a configured API", () => {
  const apis = ["http://localhost:8080/w/api.php"];
  expect(downloadAllowed("https://upload.wikimedia.org/wikipedia/commons/thumb/a/ab/X.jpg", apis)).toBe(true);
  expect(downloadAllowed("http://upload.wikimedia.org/x.jpg", apis)).toBe(false);
  expect(downloadAllowed("https://upload.wikimedia.org:8443/x.jpg", apis)).toBe(false);
  expect(downloadAllowed("https://wikimedia.org.example.com/x.jpg", apis)).toBe(false);
  expect(downloadAllowed("https://user@upload.wikimedia.org/x.jpg", apis)).toBe(false);
  expect(downloadAllowed("http://localhost:8080/upload/x.jpg", apis)).toBe(true);
  expect(downloadAllowed("http://localhost:8081/upload/x.jpg", apis)).toBe(false);
  expect(downloadAllowed("file:///etc/passwd", apis)).toBe(false);
  expect(imageTypeOf(new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]))).toBe("webp");
  expect(imageTypeOf(new TextEncoder().encode("<svg onload=alert(1)>"))).toBe(null);
});

test("an unreachable Wikidata fails every item with the reason and writes nothing", async () => {
  const empty = mkdtempSync(join(tmpdir(), "photos-"));
  const report = await syncPhotos({ ...options(empty, []), wikidataApi: `${fake.base}/nowhere` });
  expect(report.failed.map((f) => f.slug)).toEqual(["cardinal-one", "cardinal-two", "no-image", "missing-file"]);
  expect(report.failed[0]!.reason).toStartWith("Wikidata could not be read: 404");
  expect(readdirSync(empty)).toEqual([]);
  rmSync(empty, { recursive: true, force: true });
});

test("the author is kept as words, not HTML", () => {
  expect(plainText(`<span class="fn"><a href="x">Jeffrey&nbsp;Bruno</a></span> /  Aleteia`)).toBe("Jeffrey Bruno / Aleteia");
});

test("GET /api/photos lists the synced photos with their credit and address; a photo without a credit is left out", async () => {
  const { app, cleanup } = createTestApp(undefined, { photosDir: dir });
  await Bun.write(join(dir, "uncredited.jpg"), "x");
  const res = await app.request("/api/photos");
  expect(res.status).toBe(200);
  const body = (await res.json()) as { photos: Record<string, { src: string; author: string }> };
  expect(Object.keys(body.photos).sort()).toEqual(["cardinal-one", "cardinal-two"]);
  expect(body.photos["cardinal-two"]).toMatchObject({ src: "/images/cardinals/cardinal-two.png", author: "Foto & Co", licence: "CC BY-SA 4.0" });
  cleanup();
});

test("the photos sync sub-command runs from the command line and exits 1 when some photos failed", async () => {
  const out = mkdtempSync(join(tmpdir(), "photos-cli-"));
  const proc = Bun.spawn(["bun", "src/server/checkout.ts", "photos", "sync", "--photos", out,
    "--wikidata-api", `${fake.base}/nowhere`, "--commons-api", `${fake.base}/commons/api.php`], { stdout: "pipe", stderr: "pipe" });
  const text = await new Response(proc.stdout).text();
  expect(await proc.exited).toBe(1);
  expect(text).toContain("Wikidata could not be read");
  expect(text).toMatch(/Saved 0, already there 0, no image 0, failed \d+\./);
  expect(existsSync(out)).toBe(true);
  rmSync(out, { recursive: true, force: true });
});
