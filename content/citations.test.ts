/**
 * Content a journalist can cite: no raw ids or doubled places shown to
 * visitors, surnames that belong to the name, sources from places fit to be
 * cited, every rating backed by such a source, and every quotation linked to
 * the page that carries its exact words.
 * Runs over every roster member, every profile file and every editorial page,
 * so files added later are covered without being listed here.
 */
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { factualSources, factualSummary } from "../db/summary.ts";
import { rosterFile } from "../src/shared/roster.ts";
import { contentLinks, pageFiles, profileFiles, profileQuotes } from "../tools/content-links.ts";
import { parseProfileFile } from "../src/shared/profile-file.ts";
import type { Rating } from "../src/shared/cardinals.ts";
import { MAX_WEAK_SHARE, isOpinionLabel, isStagingUrl, isWeakUrl, weakShare } from "../tools/host-quality.ts";

const root = import.meta.dir;
const roster = rosterFile.parse(JSON.parse(readFileSync(join(root, "roster.json"), "utf8")));

/** A Wikidata item id, as an unresolved export leaves it in place of a label. */
const WIKIDATA_ID = /\bQ\d{2,}\b/;
const URL_TEXT = /https?:\/\/\S+/g;

/** "Nigeria, Nigeria" or "Boto, Boto": a place written twice in a row. */
const REPEATED_PLACE = /(?<![\p{L}-])(\p{Lu}[\p{L}'.-]*(?: \p{Lu}[\p{L}'.-]*)*), \1(?![\p{L}-])/u;

/**
 * Hosts the content must never cite: copies of Wikipedia, content farms and
 * spam sites, document dumps and machine-written pages. Cite the primary or a
 * reputable source for the same fact instead.
 */
export const NEVER_CITE = [
  // copies of Wikipedia and machine-made encyclopedias
  "frwiki.wiki", "wikimili.com", "askwikinow.com", "encyclopediahub.com", "memim.com", "wiki.gravy.cc",
  "wikipedikia.org", "wikiwand.com", "alchetron.com", "kiddle.co", "en-academic.com", "wikizero.com",
  "enwikipedia.net", "worddisk.com", "wikiland.org", "defzone.net", "knowledger.de", "knowledgr.com",
  "zxc.wiki", "cryer.org.uk", "qa.edu.vn", "kampuspedia.com", "perceptiopt.com", "perceptiode.com",
  "saintapedia.org", "up.railway.app", "evrimagaci.org",
  // document dumps
  "docslib.org", "dokumen123.com", "dokumen.pub", "scribd.com",
  // content farms, spam and copy sites that republish agencies' or Vatican News' work
  "europesays.com", "breakinglatest.news", "pledgetimes.com", "nglw.asia", "exbulletin.com", "daily8.com",
  "dailynewsen.com", "newsnetdaily.com", "meaws.com", "mixedtimes.com", "infosunrise.com", "breeadail.com",
  "guardacon.me", "gobend2020.com", "conservdailyusa.com", "bruneinewsgazette.com", "polishnews.co.uk",
  "canyon-news.com", "yalibnan.com", "sanjuan8.com", "centineladigital.com", "mundocofrade.es",
  "socialmissionsj.org", "catholic-trends.com", "catholicnewsworld.com", "worldcatholicnews.com", "tradestories.pt",
  "sistemasolar.pt", "noticiabrasil.net.br", "vianovamedia.com", "catholicmedia.org", "schoenstatt.com",
  "thexpressng.com", "legit.ng", "thevoice.news", "echosdumonde.net", "entrevue.fr", "cnewsliveenglish.com",
  "shafaqna.com", "klif.com", "wkzo.com", "am800cklw.com", "wykontario.org", "thecatholicheraldinstitute.org",
  "hsstudyc.org.hk", "churchpop.com", "collegeofcardinalsreport.com",
  // blogs and parish pages standing in for the outlet they copy
  "ilsismografo.blogspot.com", "cathcon.blogspot.com", "ln54.blogspot.com", "joansrome.wordpress.com",
  "refugeecrisisinhungary.wordpress.com", "bishoppatbuckley.blog", "stjoerayne.org", "weconnect.com",
];

/**
 * Words the given names and the surname share: a family name that is really a
 * given name ("Albert Malcolm Ranjith" + "Ranjith") makes the site and its
 * schema.org data say the name twice.
 */
function repeatedNameWords(m: { givenNames: string | null; surname: string }): string[] {
  const given = new Set((m.givenNames ?? "").toLowerCase().split(/\s+/));
  return m.surname.toLowerCase().split(/\s+/).filter((w) => given.has(w));
}

const isNeverCited = (host: string) => NEVER_CITE.some((h) => host === h || host.endsWith(`.${h}`));

describe("roster members", () => {
  test.each(roster.members.map((m) => [m.slug, m] as const))("%s: shows no Wikidata id, no doubled place, a surname from the name that repeats no given name", (_slug, m) => {
    const shown = Object.entries(m).filter(([key, value]) => key !== "wikidata" && typeof value === "string").map(([, v]) => v as string);
    for (const value of shown) expect(value.replace(URL_TEXT, "")).not.toMatch(WIKIDATA_ID);
    const summary = factualSummary(m);
    expect(summary).not.toMatch(WIKIDATA_ID);
    expect(summary).not.toMatch(REPEATED_PLACE);
    for (const s of factualSources(m)) expect(s.title).not.toMatch(WIKIDATA_ID);
    expect(m.name).toContain(m.surname);
    expect(repeatedNameWords(m)).toEqual([]);
    if (m.birthplace) expect(m.birthplace).not.toBe(m.country === m.birthplace ? `${m.country}, ${m.country}` : m.country);
  });

  test("the checks catch the defects they are for", () => {
    const m = roster.members.find((x) => x.slug === "peter-okpaleke")!;
    expect(repeatedNameWords({ givenNames: "Albert Malcolm Ranjith", surname: "Ranjith" })).toEqual(["ranjith"]);
    expect(repeatedNameWords({ givenNames: "Albert Malcolm Ranjith", surname: "Patabendige Don" })).toEqual([]);
    expect(factualSummary({ ...m, birthplace: "Q134078988" })).toMatch(WIKIDATA_ID);
    expect("born in Amesi, Nigeria, Nigeria.").toMatch(REPEATED_PLACE);
    expect("Charles Maung Bo was born in Monhla, Myanmar.").not.toMatch(REPEATED_PLACE);
    expect(factualSummary({ ...m, birthplace: "Singapore", country: "Singapore" })).not.toMatch(REPEATED_PLACE);
  });
});

describe.each(profileFiles(root))("profile %s", (file) => {
  const text = readFileSync(join(root, "profiles", file), "utf8");
  test("shows no Wikidata id and no doubled place outside URLs", () => {
    const visible = text.replace(URL_TEXT, "");
    expect(visible.match(WIKIDATA_ID)?.[0] ?? null).toBeNull();
    expect(visible.match(REPEATED_PLACE)?.[0] ?? null).toBeNull();
  });
});

/** Why a rating's source is unfit to cite, or null when it is fit: it must exist and point to a page worth citing. */
export function ratingSourceProblem(r: Rating): string | null {
  if (!r.source) return "no source";
  const problem = plainHttpsProblem(r.source.url);
  if (problem) return problem;
  const host = new URL(r.source.url).hostname;
  if (isNeverCited(host)) return "a host never cited";
  if (isStagingUrl(r.source.url)) return "a staging or CDN host";
  return null;
}

describe.each(profileFiles(root))("ratings of %s", (file) => {
  test("every rating cites a source: an https page on a host fit to be cited", () => {
    const ratings = parseProfileFile(file, readFileSync(join(root, "profiles", file), "utf8"))?.ratings ?? [];
    expect(ratings.length).toBeGreaterThan(0);
    const bad = ratings.flatMap((r) => {
      const problem = ratingSourceProblem(r);
      return problem ? [`${r.category}: ${problem}${r.source ? ` (${r.source.url})` : ""}`] : [];
    });
    expect(bad).toEqual([]);
  });
});

test("the rating-source checks catch the defects they are for", () => {
  const rating = { category: "Orthodoxy", rating: 5, description: "No public dissent." };
  const cite = (url: string) => ratingSourceProblem({ ...rating, source: { title: "A page", url } });
  expect(ratingSourceProblem(rating)).toBe("no source");
  expect(cite("http://www.vaticannews.va/en.html")).toBe("not https");
  expect(cite("https://en.wikimili.com/wiki/X")).toBe("a host never cited");
  expect(cite("https://stg.rr.pt/noticias/x")).toBe("a staging or CDN host");
  expect(cite("https://it-front.aleteia.org/2020/x")).toBe("a staging or CDN host");
  expect(cite("https://cdn02.radionacional.com.ar/x.pdf")).toBe("a staging or CDN host");
  expect(cite("https://origin.ewtnvatican.com/articles/x")).toBe("a staging or CDN host");
  expect(cite("https://www.vaticannews.va/en/pope/news/2025-05/x.html")).toBeNull();
  expect(cite("https://www.cdnews.co.kr/x")).toBeNull();
});

describe.each(pageFiles(root))("page %s", (file) => {
  test("shows no Wikidata id outside URLs", () => {
    const visible = readFileSync(join(root, "pages", file), "utf8").replace(URL_TEXT, "");
    expect(visible.match(WIKIDATA_ID)?.[0] ?? null).toBeNull();
  });
});

/** Outlets whose real host starts with a number: SAPO 24 is the news site of Portugal's SAPO portal. */
const NUMBERED_OUTLETS = ["24.sapo.pt"];

/** An https URL on a plain DNS name: no trailing dot, no IP or numeric host, no user or port. */
export function plainHttpsProblem(raw: string): string | null {
  if (!URL.canParse(raw)) return "not a URL";
  const url = new URL(raw);
  if (url.protocol !== "https:") return "not https";
  if (url.username || url.password) return "has user info";
  // The parser drops a default port, so look at the text as written.
  if (url.port || /^https:\/\/[^/?#]*:\d*(?:[/?#]|$)/i.test(raw)) return "has a port";
  if (url.hostname.endsWith(".")) return "host ends with a dot";
  if (/^[\d.]+$/.test(url.hostname) || url.hostname.startsWith("[")) return "IP address host";
  const labels = url.hostname.split(".");
  if (NUMBERED_OUTLETS.includes(url.hostname)) return null;
  if (labels.length < 2 || labels.some((l) => l === "" || /^\d+$/.test(l))) return "numeric or malformed host";
  return null;
}

describe("every link in profiles and pages", () => {
  const links = contentLinks(root);

  test("there are links to check", () => {
    expect(links.length).toBeGreaterThan(300);
  });

  test("is https on a plain host", () => {
    const bad = links.flatMap((l) => {
      const problem = plainHttpsProblem(l.url);
      return problem ? [`${l.file}: ${l.url} (${problem})`] : [];
    });
    expect(bad).toEqual([]);
  });

  test("never points to a mirror, content farm, document dump or machine-written page", () => {
    const bad = links.filter((l) => URL.canParse(l.url) && isNeverCited(new URL(l.url).hostname)).map((l) => `${l.file}: ${l.url}`);
    expect(bad).toEqual([]);
  });

  test("a link labelled Wikipedia goes to Wikipedia", () => {
    const bad = links.filter((l) => /^Wikipedia\b/i.test(l.label ?? "") && !new URL(l.url).hostname.endsWith(".wikipedia.org"));
    expect(bad.map((l) => `${l.file}: ${l.label} -> ${l.url}`)).toEqual([]);
  });

  test("the checks catch the defects they are for", () => {
    expect(plainHttpsProblem("https://cruxnow.com./2024/x")).toBe("host ends with a dot");
    expect(plainHttpsProblem("https://380963.nglw.asia/news")).toBe("numeric or malformed host");
    expect(plainHttpsProblem("https://93.184.216.34/x")).toBe("IP address host");
    expect(plainHttpsProblem("https://user@example.org/x")).toBe("has user info");
    expect(plainHttpsProblem("https://example.org:8443/x")).toBe("has a port");
    expect(plainHttpsProblem("https://www.christiantoday.com:443/article/x")).toBe("has a port");
    expect(plainHttpsProblem("https://24.sapo.pt/atualidade/x")).toBeNull();
    expect(plainHttpsProblem("http://www.vaticannews.va/en.html")).toBe("not https");
    expect(plainHttpsProblem("https://www.vaticannews.va/en.html")).toBeNull();
    expect(isNeverCited("it.frwiki.wiki")).toBe(true);
    expect(isNeverCited("press.vatican.va")).toBe(false);
  });
});

describe("hosts fit to carry a fact", () => {
  const links = contentLinks(root);

  test("no link points to a staging, preview, CDN or AMP-cache host", () => {
    expect(links.filter((l) => isStagingUrl(l.url)).map((l) => `${l.file}: ${l.url}`)).toEqual([]);
  });

  test("a link on a partisan, tabloid, reprint or blog host is labelled as that outlet's opinion", () => {
    const bad = links.filter((l) => isWeakUrl(l.url) && !isOpinionLabel(l.label)).map((l) => `${l.file}: ${l.label ?? ""} -> ${l.url}`);
    expect(bad).toEqual([]);
  });

  test(`weak links, opinion included, are at most ${MAX_WEAK_SHARE * 100}% of all links`, () => {
    const weak = links.filter((l) => isWeakUrl(l.url)).map((l) => `${l.file}: ${l.url}`);
    expect({ share: weakShare(links.map((l) => l.url)) <= MAX_WEAK_SHARE, weak }).toEqual({ share: true, weak });
  });

  test("the checks catch the defects they are for", () => {
    for (const url of ["https://stg.rr.pt/printArticle.aspx?objid=1", "https://it-front.aleteia.org/2024/08/27/x", "https://frontity.aleteia.org/x",
      "https://origin.ewtnvatican.com/articles/x", "https://cdn02.radionacional.com.ar/x", "https://amp.cbc.ca/news/x", "https://qa.philstar.com/x",
      "https://app-webview.sparknews.funkemedien.de/nrw-waz/x", "https://old.agensir.it/quotidiano/x"]) expect(isStagingUrl(url)).toBe(true);
    for (const url of ["https://www.cbc.ca/news/x", "https://rr.sapo.pt/x", "https://www.hindustantimes.com/india-news/x-amp.html", "https://aleteia.org/x", "https://www.agensir.it/x"]) {
      expect(isStagingUrl(url)).toBe(false);
    }
    expect(isWeakUrl("https://www.lifesitenews.com/news/x")).toBe(true);
    expect(isWeakUrl("https://www.bishop-accountability.org/2014/11/x")).toBe(true);
    expect(isWeakUrl("https://www.catholicnewsagency.com/news/x")).toBe(false);
    expect(isOpinionLabel("LifeSiteNews: Cardinal says X")).toBe(false);
    expect(isOpinionLabel("Cardinal Dolan must step down (opinion, Crisis Magazine)")).toBe(true);
    expect(weakShare(["https://www.vaticannews.va/a", "https://www.lifesitenews.com/b"])).toBe(0.5);
    const hundred = Array.from({ length: 100 }, (_, i) => `https://www.vaticannews.va/${i}`);
    expect(weakShare([...hundred.slice(1), "https://queer.de/x"]) <= MAX_WEAK_SHARE).toBe(true);
    expect(weakShare([...hundred.slice(2), "https://queer.de/x", "https://oe24.at/y"]) <= MAX_WEAK_SHARE).toBe(false);
  });
});

describe("quotes", () => {
  const quotes = profileQuotes(root);

  test("every quote links to the https page that has its exact words, on the publisher's own host", () => {
    const bad = quotes.filter((q) => !q.url || plainHttpsProblem(q.url) !== null || isStagingUrl(q.url)).map((q) => `${q.file}: ${q.text.slice(0, 60)}`);
    expect(bad).toEqual([]);
  });

  test("every quote names its source", () => {
    expect(quotes.filter((q) => !q.source?.trim()).map((q) => `${q.file}: ${q.text.slice(0, 60)}`)).toEqual([]);
  });
});

describe("dated offices checked against their sources", () => {
  const read = (file: string) => readFileSync(join(root, "profiles", file), "utf8");

  test("Farrell heads Vatican City's supreme court from 1 January 2024, appointed on 2 June 2023", () => {
    const text = read("cardinal_kevin_farrell.json");
    expect(text).toContain("appointed 2 June 2023, in office from 1 January 2024");
    expect(text).not.toContain("2023-present: President of the Supreme Court");
  });

  test("Tolentino de Mendonça was rector of the Pontifical Portuguese College 2001-2002", () => {
    const text = read("cardinal_jose_tolentino_de_mendonca.md");
    expect(text).toContain("2001-2002: Rector of the Pontifical Portuguese College");
    expect(text).not.toMatch(/2001-2003: Rector of the Pontifical Portuguese College/);
  });

  test("no office runs open-ended from a year ('1997-:')", () => {
    const open = profileFiles(root).filter((f) => /\b\d{4}-:/.test(read(f)));
    expect(open).toEqual([]);
  });
});

describe("editorial page facts checked against their sources", () => {
  const page = (file: string) => readFileSync(join(root, "pages", file), "utf8");

  test("Why a Pope?: 1854 is not counted 'since 1870'; the Assumption (1950) is the only undisputed definition after it", () => {
    const text = page("why-a-pope.json");
    // Munificentissimus Deus (vatican.va) is the one undisputed ex cathedra definition after Pastor Aeternus.
    expect(text).not.toMatch(/Since 1870[^"]*1854/);
    expect(text).toMatch(/Assumption\*\*, defined by Pius XII in 1950[^"]*only undisputed case since 1870/);
  });

  test("Why a Pope?: the Church of Utrecht separated in 1723, not after 1870", () => {
    const text = page("why-a-pope.json");
    // The Utrecht chapter chose its archbishop without papal approval in 1723; the churches formed
    // after 1870 joined it in the Union of Utrecht (1889). "The" Old Catholic churches were not all born in 1870.
    expect(text).not.toMatch(/Old Catholic\*\* churches separated from Rome after 1870/);
    expect(text).not.toMatch(/form the Old Catholic churches/);
    expect(text).toMatch(/Church of Utrecht[^"]*since 1723/);
  });

  test("Leo XIV deep dive: the June 2026 consistory is reported as held, and no age is given that its sources outrun", () => {
    const text = page("deep-dive-pope-leo.json");
    // Catholic World News reported its second session on 27 June 2026 (storyid=69888).
    expect(text).not.toMatch(/not yet verified[^"]*consistory in June 2026/);
    expect(text).toContain("index.cfm?storyid=69888");
    // The latest source is from June 2026, so "eighteen months" after May 2025 is a claim nothing supports.
    expect(text).not.toMatch(/eighteen months/i);
  });

  test("Conclave insights: the papabili cards hold every candidate to one standard, with no criticism singled out", () => {
    // The cards give the reasons commentators cited for each name. Naming one candidate's controversy
    // (Tagle's 2022 Caritas shake-up) and not a comparable one's (Parolin's China deal, Prevost's Chiclayo
    // cases) is unequal; each candidate's profile carries his record with its sources instead.
    const cards = JSON.parse(page("conclave-insights.json")).notablePapabili as { name: string; blurb: string }[];
    expect(cards.filter((c) => CRITICISM.test(c.blurb)).map((c) => c.name)).toEqual([]);
  });

  test("the criticism check catches a card that names one", () => {
    expect(CRITICISM.test("Commentators also noted the 2022 shake-up at Caritas Internationalis.")).toBe(true);
    expect(CRITICISM.test("Known for criticising corruption and injustice in his country.")).toBe(false);
  });
});

/** Words that single out a controversy or criticism of the person a card is about. */
const CRITICISM = /shake-up|scandal|accus|controvers|cover-up|ousted|dismissed|criticised for|faced criticism|under fire/i;
