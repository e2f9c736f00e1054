import { afterAll, beforeAll, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { plainText, syncPhotos, type SyncOptions } from "./photos.ts";
import { createTestApp } from "../test/test-db.ts";

/** A tiny JPEG-looking payload per file, so tests can tell which file was written where. */
const bytesFor = (name: string) => new TextEncoder().encode(`jpeg:${name}`);

/** Answers like the Wikidata and Commons APIs and the Commons upload host, for three known items. */
function fakeWikimedia() {
  const calls: string[] = [];
  const p18: Record<string, string | null> = { Q1: "Cardinal One.jpg", Q2: "Cardinal Two.png", Q3: null, Q4: "Missing On Commons.jpg" };
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
                thumburl: `${base}/upload/thumb/${width}px-${encodeURIComponent(title.replace(/ /g, "_"))}.${ext === "png" ? "png" : "jpg"}`,
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
      if (url.pathname.startsWith("/upload/thumb/")) return new Response(bytesFor(decodeURIComponent(url.pathname)), { headers: { "Content-Type": "image/jpeg" } });
      return new Response("not found", { status: 404 });
    },
  });
  return { server, calls, base: `http://localhost:${server.port}` };
}

let fake: ReturnType<typeof fakeWikimedia>;
let dir: string;
beforeAll(() => { fake = fakeWikimedia(); dir = mkdtempSync(join(tmpdir(), "photos-")); });
afterAll(() => { fake.server.stop(true); rmSync(dir, { recursive: true, force: true }); });

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
  expect(new TextDecoder().decode(readFileSync(join(dir, "cardinal-one.jpg")))).toBe("jpeg:/upload/thumb/480px-Cardinal_One.jpg.jpg");
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
  const proc = Bun.spawn(["bun", "src/server/main.ts", "photos", "sync", "--photos", out,
    "--wikidata-api", `${fake.base}/nowhere`, "--commons-api", `${fake.base}/commons/api.php`], { stdout: "pipe", stderr: "pipe" });
  const text = await new Response(proc.stdout).text();
  expect(await proc.exited).toBe(1);
  expect(text).toContain("Wikidata could not be read");
  expect(text).toMatch(/Saved 0, already there 0, no image 0, failed \d+\./);
  expect(existsSync(out)).toBe(true);
  rmSync(out, { recursive: true, force: true });
});
