import { afterAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { createTestApp } from "../test/test-db.ts";
import { bumpRosterVersion } from "../../../db/queries/roster-version.ts";
import { brotliDecompressSync } from "node:zlib";
import type { CardinalListResponse, Cardinal, CardinalSuggestionResponse, DirectoryFilterValues } from "../../shared/cardinals.ts";
import { RosterIndex } from "./roster-index.ts";
import { cardinalRoutes, directoryReads } from "./cardinals.ts";
import { withSecurityHeaders } from "../http/security-headers.ts";

// "Today" is fixed at the roster's date so ages and elector counts are stable.
const { app, db, cleanup } = createTestApp("2026-01-30");
afterAll(cleanup);

async function list(query: string): Promise<CardinalListResponse> {
  const res = await app.request(`/api/cardinals${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as CardinalListResponse;
}

async function all(query = ""): Promise<Cardinal[]> {
  return (await list(`?limit=1000${query}`)).cardinals;
}

describe("GET /api/cardinals", () => {
  test("lists the 245 members of the College, 12 a page, by last name", async () => {
    const body = await list("");
    expect(body.metadata).toEqual({ total: 245, pages: 21, page: 1, limit: 12 });
    expect(body.cardinals).toHaveLength(12);
    const keys = body.cardinals.map((c) => c.lastName.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase());
    expect(keys).toEqual([...keys].sort());
  });

  test("leaves the pope out of the directory", async () => {
    expect((await all()).some((c) => c.status === "pope")).toBe(false);
  });

  test("computes age and elector status from the birth date", async () => {
    const parolin = (await all("&search=parolin"))[0]!;
    expect(parolin.birthDate).toBe("1955-01-17");
    expect(parolin.ageInYears).toBe(71);
    expect(parolin.isElector).toBe(true);
  });

  test("search ignores accents and matches word prefixes", async () => {
    expect((await all("&search=erdo")).map((c) => c.slug)).toEqual(["peter-erdo"]);
    expect((await all("&search=SCHÖNBORN")).map((c) => c.slug)).toEqual(["christoph-schonborn"]);
    expect((await all("&search=jean%20marc")).map((c) => c.slug)).toContain("jean-marc-aveline");
    expect(await all("&search=zzzzqq")).toEqual([]);
  });

  test("search finds a country and an office", async () => {
    const philippines = await all("&search=philippines");
    expect(philippines.length).toBeGreaterThan(0);
    expect(philippines.every((c) => c.nationality === "Philippines")).toBe(true);
    expect((await all("&search=manila")).map((c) => c.slug)).toContain("jose-advincula");
  });

  test("filters by region, creating pope and age", async () => {
    const asia = await all("&region=Asia");
    expect(asia).toHaveLength(37);
    expect(asia.every((c) => c.region === "Asia")).toBe(true);
    const benedict = await all("&createdBy=Pope%20Benedict%20XVI");
    expect(benedict.every((c) => c.createdBy === "Pope Benedict XVI")).toBe(true);
    const under80 = await all("&maxAge=80");
    expect(under80.every((c) => c.ageInYears < 80)).toBe(true);
    // Under 80 but not an elector: he renounced the rights of the cardinalate.
    expect(under80.filter((c) => !c.isElector).map((c) => c.slug)).toEqual(["giovanni-angelo-becciu"]);
    // Electors: those under 80, less him, plus whoever turns 80 today (he still votes on the day itself).
    const electors = (await all()).filter((c) => c.isElector);
    const eightyToday = electors.filter((c) => c.ageInYears === 80);
    expect(eightyToday.every((c) => c.birthDate.slice(5) === "01-30")).toBe(true);
    expect(electors.length).toBe(under80.length - 1 + eightyToday.length);
    const seventies = await all("&minAge=70&maxAge=80");
    expect(seventies.every((c) => c.ageInYears >= 70 && c.ageInYears < 80)).toBe(true);
  });

  test("filters by rank, country, religious order and creating pope, as the records spell them", async () => {
    const bishops = await all("&rank=bishop");
    expect(bishops.length).toBeGreaterThan(0);
    expect(bishops.every((c) => c.rank === "Cardinal Bishop")).toBe(true);
    const deacons = await all("&rank=deacon");
    const priests = await all("&rank=priest");
    expect(bishops.length + priests.length + deacons.length).toBe(245);
    const italy = await all("&country=Italy");
    expect(italy.length).toBeGreaterThan(0);
    expect(italy.every((c) => c.nationality === "Italy")).toBe(true);
    expect((await all("&country=China%20(Hong%20Kong)")).every((c) => c.nationality === "China (Hong Kong)")).toBe(true);
    // Spelled as the records spell it: no partial or differently written match.
    expect(await all("&country=Ital")).toEqual([]);
    const jesuits = await all("&religiousOrder=SJ");
    expect(jesuits.length).toBeGreaterThan(0);
    expect(jesuits.every((c) => c.religiousOrder === "SJ")).toBe(true);
    const both = await all("&createdBy=Pope%20Benedict%20XVI&country=Italy&rank=priest");
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((c) => c.createdBy === "Pope Benedict XVI" && c.nationality === "Italy" && c.rank === "Cardinal Priest")).toBe(true);
    // An empty value, as a plain form sends for "any", is no filter.
    expect((await list("?country=&religiousOrder=")).metadata.total).toBe(245);
  });

  test("combines filters", async () => {
    const body = await list("?region=Africa&maxAge=80&search=archbishop");
    expect(body.cardinals.every((c) => c.region === "Africa" && c.ageInYears < 80)).toBe(true);
  });

  test.each([
    ["fullName", "asc", (c: Cardinal) => c.fullName],
    ["nationality", "asc", (c: Cardinal) => c.nationality],
  ] as const)("sorts by %s, %s by default", async (sortBy, _order, key) => {
    const values = (await all(`&sortBy=${sortBy}`)).map((c) => key(c).normalize("NFD").replace(/\p{M}/gu, "").toLowerCase());
    expect(values).toEqual([...values].sort());
  });

  test("age sorts youngest first by default and oldest first when descending", async () => {
    const young = (await all("&sortBy=ageInYears")).map((c) => c.birthDate);
    expect(young).toEqual([...young].sort().reverse());
    const old = (await all("&sortBy=ageInYears&sortOrder=desc")).map((c) => c.birthDate);
    expect(old).toEqual([...old].sort());
  });

  test("creation date sorts newest first by default", async () => {
    const dates = (await all("&sortBy=createdCardinal")).map((c) => c.createdCardinal!);
    expect(dates).toEqual([...dates].sort().reverse());
    const ascending = (await all("&sortBy=createdCardinal&sortOrder=asc")).map((c) => c.createdCardinal!);
    expect(ascending).toEqual([...ascending].sort());
  });

  test("paging: last page, past the end, limit 1000", async () => {
    const last = await list("?page=21");
    expect(last.cardinals).toHaveLength(245 - 20 * 12);
    const past = await list("?page=99");
    expect(past.cardinals).toEqual([]);
    expect(past.metadata.total).toBe(245);
    const everything = await list("?limit=1000");
    expect(everything.cardinals).toHaveLength(245);
    expect(everything.metadata.pages).toBe(1);
    const pages = await Promise.all([1, 2, 3].map((p) => list(`?page=${p}`)));
    const slugs = pages.flatMap((p) => p.cardinals.map((c) => c.slug));
    expect(new Set(slugs).size).toBe(36);
  });

  test.each([
    ["?limit=1001", "limit"],
    ["?limit=0", "limit"],
    ["?page=0", "page"],
    ["?page=abc", "page"],
    ["?region=Antarctica", "region"],
    ["?sortBy=height", "sortBy"],
    ["?sortOrder=up", "sortOrder"],
    ["?minAge=-1", "minAge"],
    ["?maxAge=seventy", "maxAge"],
    ["?createdBy=Pope%20Pius%20XII", "createdBy"],
    ["?rank=cardinal", "rank"],
    ["?rank=Cardinal%20Bishop", "rank"],
    [`?country=${"x".repeat(101)}`, "country"],
    [`?religiousOrder=${"x".repeat(21)}`, "religiousOrder"],
    [`?search=${"x".repeat(101)}`, "search"],
  ])("rejects %s with 400 naming the field", async (query, field) => {
    const res = await app.request(`/api/cardinals${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; field: string };
    expect(body.field).toBe(field);
    expect(body.error).toStartWith(field);
  });
});

describe("GET /api/cardinals/filters", () => {
  test("lists each filter's values with counts over the College, each finding as many as the list gives", async () => {
    const res = await app.request("/api/cardinals/filters");
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const values = (await res.json()) as DirectoryFilterValues;
    expect(values.ranks.map((r) => r.value)).toEqual(["bishop", "priest", "deacon"]);
    expect(values.ranks.map((r) => r.label)).toEqual(["Cardinal Bishop", "Cardinal Priest", "Cardinal Deacon"]);
    expect(values.ranks.reduce((n, r) => n + r.count, 0)).toBe(245);
    expect(values.createdBy.map((p) => p.value)).toEqual(["Pope Francis", "Pope Benedict XVI", "Pope John Paul II"]);
    const countries = values.countries.map((c) => c.value);
    expect(countries).toContain("Italy");
    expect(countries).toEqual([...countries].sort((a, b) => a.localeCompare(b, "en")));
    expect(values.religiousOrders.map((o) => o.value)).toContain("SJ");
    for (const [param, known] of [["rank", values.ranks], ["country", values.countries], ["religiousOrder", values.religiousOrders], ["createdBy", values.createdBy]] as const) {
      for (const v of known.slice(0, 3)) {
        expect((await list(`?${param}=${encodeURIComponent(v.value)}`)).metadata.total).toBe(v.count);
      }
    }
  });
});

describe("GET /api/cardinals/:slug", () => {
  test("returns one record, the pope included", async () => {
    const res = await app.request("/api/cardinals/robert-francis-prevost");
    expect(res.status).toBe(200);
    const pope = (await res.json()) as Cardinal;
    expect(pope.fullName).toBe("Robert Francis Prevost");
    expect(pope.status).toBe("pope");
    expect(pope.officialBiographyUrl).toStartWith("https://press.vatican.va/");
  });

  test("the pope is not a cardinal elector, by the same rule the downloads and the directory use", async () => {
    const pope = (await (await app.request("/api/cardinals/robert-francis-prevost")).json()) as Cardinal;
    expect(pope.ageInYears).toBeLessThan(80);
    expect(pope.isElector).toBe(false);
    // He was one on the day the See fell vacant, and took part in the conclave that elected him.
    expect(pope.conclavesAttended).toEqual([2025]);
    const electors = await all("&elector=true&search=prevost");
    expect(electors).toEqual([]);
  });

  test("a cardinal who renounced the rights of the cardinalate is a cardinal who is not an elector", async () => {
    const becciu = (await (await app.request("/api/cardinals/giovanni-angelo-becciu")).json()) as Cardinal;
    expect(becciu).toMatchObject({ status: "cardinal", isElector: false, renunciationDate: "2020-09-24", conclavesAttended: [] });
  });

  test("404 with JSON for an unknown or malformed slug", async () => {
    for (const slug of ["nobody-at-all", "..%2F..%2Fetc", "UPPER"]) {
      const res = await app.request(`/api/cardinals/${slug}`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: string }).error).toContain("No cardinal");
    }
  });
});

describe("elector and conclave experience filters", () => {
  test("elector=true gives the electors (117 on 23 November 2026); maxAge=80 is only an age filter (118: Becciu is under 80)", async () => {
    const later = createTestApp("2026-11-23");
    try {
      const total = async (query: string) => ((await (await later.app.request(`/api/cardinals${query}`)).json()) as CardinalListResponse).metadata.total;
      expect(await total("?elector=true")).toBe(117);
      expect(await total("?maxAge=80")).toBe(118);
      expect(await total("?elector=false")).toBe(245 - 117);
    } finally {
      later.cleanup();
    }
  });

  test("conclaveExperience=yes|no splits the College by the conclaves each has taken part in", async () => {
    const yes = await all("&conclaveExperience=yes");
    const no = await all("&conclaveExperience=no");
    expect(yes.length + no.length).toBe(245);
    expect(yes.every((c) => c.conclavesAttended!.length > 0)).toBe(true);
    expect(no.every((c) => c.conclavesAttended!.length === 0)).toBe(true);
    expect(yes.find((c) => c.slug === "vinko-puljic")?.conclavesAttended).toEqual([2005, 2013, 2025]);
    expect(no.map((c) => c.slug)).toContain("giovanni-angelo-becciu");
    // Every elector on the roster's day took part in the conclave of 2025.
    expect((await list("?elector=true&conclaveExperience=no")).metadata.total).toBe(0);
    const res = await app.request("/api/cardinals?conclaveExperience=maybe");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "conclaveExperience must be yes or no", field: "conclaveExperience" });
  });
});

describe("a cardinal recorded as deceased", () => {
  test("leaves the list and its counts but stays findable by search, marked deceased, with his age at death", async () => {
    db.transaction((tx) => {
      tx.run(sql`UPDATE cardinals SET death_date = '2026-01-10', death_source = 'https://www.vaticannews.va/' WHERE slug = 'pietro-parolin'`);
      bumpRosterVersion(tx);
    });
    try {
      expect((await list("")).metadata.total).toBe(244);
      const found = await all("&search=parolin");
      expect(found.map((c) => [c.slug, c.status, c.deathDate, c.ageInYears, c.isElector])).toEqual([["pietro-parolin", "deceased", "2026-01-10", 70, false]]);
      const suggestions = (await (await app.request("/api/cardinals/suggestions?search=parolin")).json()) as CardinalSuggestionResponse;
      expect(suggestions.suggestions.map((s) => [s.slug, s.status])).toEqual([["pietro-parolin", "deceased"]]);
    } finally {
      db.transaction((tx) => {
        tx.run(sql`UPDATE cardinals SET death_date = NULL, death_source = NULL WHERE slug = 'pietro-parolin'`);
        bumpRosterVersion(tx);
      });
    }
  });
});

describe("GET /api/seed-data", () => {
  test("reports counts and changes nothing however often it is called", async () => {
    const first = await (await app.request("/api/seed-data")).json();
    const second = await (await app.request("/api/seed-data")).json();
    expect(first).toEqual({ seeded: true, cardinals: 245, members: 246, dataAsOf: "2026-01-30" });
    expect(second).toEqual(first);
    expect((await list("")).metadata.total).toBe(245);
  });

  test("an unknown API path is a JSON 404", async () => {
    const res = await app.request("/api/nothing-here");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
  });
});

describe("search finds the pope; the directory stays the College", () => {
  test("a search for Prevost or Leo lists Leo XIV, labelled by his status", async () => {
    for (const search of ["prevost", "Leo%20XIV"]) {
      const found = await all(`&search=${search}`);
      expect(found.find((c) => c.slug === "robert-francis-prevost")?.status).toBe("pope");
    }
    expect((await list("?limit=1000")).metadata.total).toBe(245);
  });

  test("GET /api/cardinals/suggestions ranks names first and carries each one's status", async () => {
    const res = await app.request("/api/cardinals/suggestions?search=pre");
    expect(res.status).toBe(200);
    const { suggestions } = (await res.json()) as CardinalSuggestionResponse;
    expect(suggestions).toHaveLength(5);
    expect(suggestions[0]).toEqual({
      id: expect.any(Number), slug: "robert-francis-prevost", fullName: "Robert Francis Prevost",
      nameWithOrder: "Robert Francis Prevost OSA", status: "pope", currentPosition: "Pope Leo XIV (elected 8 May 2025)",
    });
    const joh = (await (await app.request("/api/cardinals/suggestions?search=joh&limit=10")).json()) as CardinalSuggestionResponse;
    expect(joh.suggestions.slice(0, 5).every((s) => s.fullName.startsWith("John "))).toBe(true);
    expect(joh.suggestions.findIndex((s) => s.fullName === "Stephen Brislin")).toBe(5);
  });

  test.each([["?limit=21", "limit"], ["?limit=0", "limit"], [`?search=${"x".repeat(101)}`, "search"]])("suggestions reject %s with 400 naming the field", async (query, field) => {
    const res = await app.request(`/api/cardinals/suggestions${query}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { field: string }).field).toBe(field);
  });
});

describe("caching: ETag, 304, compression, Cache-Control, and a cache that ignored parameters cannot grow", () => {
  test("list, detail and suggestions carry an ETag and answer 304 when the client holds it", async () => {
    for (const path of ["/api/cardinals?region=Asia", "/api/cardinals/pietro-parolin", "/api/cardinals/suggestions?search=par"]) {
      const first = await app.request(path);
      const etag = first.headers.get("etag");
      expect(etag).toMatch(/^W\/".+"$/);
      expect(first.headers.get("cache-control")).toBe("public, max-age=10, stale-while-revalidate=60, stale-if-error=86400");
      const again = await app.request(path, { headers: { "If-None-Match": etag! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      const changed = await app.request(path, { headers: { "If-None-Match": 'W/"something-else"' } });
      expect(changed.status).toBe(200);
    }
  });

  test("a large list is sent brotli or gzip as the client accepts, the same JSON either way", async () => {
    const plain = await app.request("/api/cardinals?limit=1000");
    const text = await plain.text();
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    const gz = await app.request("/api/cardinals?limit=1000", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const gzBytes = new Uint8Array(await gz.arrayBuffer());
    expect(gzBytes.length).toBeLessThan(text.length / 4);
    expect(new TextDecoder().decode(Bun.gunzipSync(gzBytes))).toBe(text);
    const br = await app.request("/api/cardinals?limit=1000", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(new Uint8Array(await br.arrayBuffer())).toString()).toBe(text);
    const refused = await app.request("/api/cardinals?limit=1000", { headers: { "Accept-Encoding": "br;q=0, identity" } });
    expect(refused.headers.get("content-encoding")).toBeNull();
  });

  test("1,000 requests with junk parameters leave the response cache flat", async () => {
    const index = new RosterIndex(db, () => "2026-01-30");
    const reads = directoryReads(index);
    const routes = Object.assign(cardinalRoutes(reads), { cache: reads.cache });
    const get = async (query: string) => {
      const res = await routes.request(`/${query}`, { headers: { "Accept-Encoding": "gzip, br" } });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    };
    await get("?limit=1000");
    await get("?limit=1000&_=warm");
    const settled = { bytes: routes.cache.bytes, entries: routes.cache.size };
    expect(settled.entries).toBe(1);
    for (let n = 0; n < 1000; n++) await get(`?limit=1000&junk=${n}&utm_source=x${n}`);
    expect({ bytes: routes.cache.bytes, entries: routes.cache.size }).toEqual(settled);
  });

  test("the cache stays within its byte budget however many distinct valid queries arrive", async () => {
    const index = new RosterIndex(db, () => "2026-01-30");
    const reads = directoryReads(index, { cacheBytes: 1_000_000 });
    const routes = Object.assign(cardinalRoutes(reads), { cache: reads.cache });
    for (let limit = 500; limit <= 1000; limit++) {
      const res = await routes.request(`/?limit=${limit}`);
      expect(res.status).toBe(200);
    }
    expect(routes.cache.bytes).toBeLessThanOrEqual(1_000_000);
    expect(routes.cache.size).toBeGreaterThan(0);
  });
});

describe("the directory's reads ahead of Hono (as the server routes them)", () => {
  const direct = (path: string, ip = "10.0.0.1") => {
    const req = new Request(`http://localhost${path}`);
    return app.directoryRead(req, new URL(req.url), () => ip);
  };

  test("answer exactly as through the API application, headers included", async () => {
    for (const path of ["/api/cardinals?region=Asia&page=2", "/api/cardinals/suggestions?search=joh", "/api/cardinals/pietro-parolin",
      "/api/cardinals?limit=0", "/api/cardinals/nobody-at-all", "/api/cardinals/suggestions?limit=99"]) {
      const fast = direct(path)!;
      const slow = await app.request(path);
      expect({ path, status: fast.status, body: await fast.text() }).toEqual({ path, status: slow.status, body: await slow.text() });
      for (const name of ["content-type", "cache-control", "etag", "access-control-allow-origin", "access-control-expose-headers"]) {
        expect({ path, name, value: fast.headers.get(name)?.replace(/;\s*charset=utf-8/i, "") ?? null })
          .toEqual({ path, name, value: slow.headers.get(name)?.replace(/;\s*charset=utf-8/i, "") ?? null });
      }
      // Built complete: the server sends it as it is, so the security headers the usual way adds must already be on it.
      const usual = withSecurityHeaders(slow, false);
      for (const name of ["content-security-policy", "x-content-type-options"]) {
        expect({ path, name, value: fast.headers.get(name) }).toEqual({ path, name, value: usual.headers.get(name) });
      }
      expect({ path, csp: fast.headers.get("content-security-policy") }).toEqual({ path, csp: "default-src 'none'; frame-ancestors 'none'" });
      expect({ path, hsts: fast.headers.get("strict-transport-security") }).toEqual({ path, hsts: null });
    }
  });

  test("over https the fast answers carry Strict-Transport-Security too", () => {
    const req = new Request("https://localhost/api/cardinals/pietro-parolin");
    expect(app.directoryRead(req, new URL(req.url), () => "10.0.0.1", true)!.headers.get("strict-transport-security")).toBe("max-age=31536000");
  });

  test("leave every other path and method to the API application", () => {
    expect(direct("/api/cardinals/a/b")).toBeNull();
    expect(direct("/api/cardinalsx")).toBeNull();
    expect(direct("/api/votes/results")).toBeNull();
    const post = new Request("http://localhost/api/cardinals", { method: "POST" });
    expect(app.directoryRead(post, new URL(post.url), () => "10.0.0.1")).toBeNull();
  });

  test("count against the same per-address read limit as every other public read", async () => {
    const limited = createTestApp("2026-01-30", { publicReadLimit: { count: 3, windowMs: 60_000 } });
    try {
      const read = (path: string) => {
        const req = new Request(`http://localhost${path}`);
        return limited.app.directoryRead(req, new URL(req.url), () => "10.9.9.9")!;
      };
      expect(read("/api/cardinals").status).toBe(200);
      expect((await limited.app.request("/api/photos", {}, { ip: "10.9.9.9" })).status).toBe(200);
      expect(read("/api/cardinals/pietro-parolin").status).toBe(200);
      const refused = read("/api/cardinals/suggestions?search=pa");
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(refused.headers.get("access-control-allow-origin")).toBe("*");
      expect(read("/api/cardinals").status).toBe(429);
    } finally {
      limited.cleanup();
    }
  });
});
