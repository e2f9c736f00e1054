/**
 * Every page's head in each language: the <title>, the description and the
 * Open Graph and Twitter copies of them are the page's language's, and the
 * English heads are exactly what they were before the heads were translated.
 */
import { afterAll, expect, test } from "bun:test";
import { createTestPages } from "../test/test-pages.ts";
import { LOCALES } from "../../shared/locales.ts";
import { INDEXED_PATHS } from "./page-table.ts";

const { get, cleanup } = createTestPages();
afterAll(cleanup);

/** The English heads as they were served before any head was translated (HTML-escaped, as in the page). */
const ENGLISH: Record<string, { title: string; description: string }> = {
  "/": { title: "Cardinalis · Cardinals of the Catholic Church", description: "Browse, search and filter every member of the College of Cardinals: age, country, region, office and who created them, with electors under 80 marked." },
  "/conclave-game": { title: "Sacred Smoke: the conclave game · Cardinalis", description: "Collect 30 votes before the conclave clock runs out: a small grid game about white smoke, rivals and the papal ring." },
  "/vatican-sniper": { title: "Test: clear the Sistine Chapel roof · Cardinalis", description: "Four two-minute levels: keep the gulls off the Sistine Chapel roof before the white smoke rises." },
  "/conclave-insights": { title: "Conclave Insights · Cardinalis", description: "How a conclave works, who would vote today, the two-thirds majority, electors by region and by creating pope, and who turns 80 next." },
  "/new-holy-father": { title: "Pope Leo XIV: profile of the new Holy Father · Cardinalis", description: "Robert Francis Prevost, elected Pope Leo XIV on 8 May 2025: life, formation, career, views, priorities and his first words, with sources." },
  "/deep-dive-pope-leo": { title: "Pope Leo XIV: a deep dive · Cardinalis", description: "Background, theology, leadership and the debates around Pope Leo XIV, fairly told and sourced." },
  "/why-a-pope": { title: "Why a Pope? · Cardinalis", description: "The Catholic understanding of the papacy: Scripture, history, infallibility, and honest answers to common objections." },
  "/live-stream": { title: "Live Coverage: St Peter&#39;s Square and the conclave · Cardinalis", description: "Watch St Peter&#39;s Square and conclave coverage live, and cast your vote in the papal election poll." },
  "/habemus-papam": { title: "Habemus Papam decoder: the electors&#39; names in Latin · Cardinalis", description: "Every elector&#39;s given names in Latin, as the protodeacon would announce them from the loggia (Parolin: Petrum), with a search by part of a Latin name or surname and the announcements of 2005, 2013 and 2025." },
  "/fun-polls": { title: "Fun Polls · Cardinalis", description: "Light-hearted polls about the conclave and the papacy: one vote each." },
  "/api-docs": { title: "Open data and API · Cardinalis", description: "Download the roster of the College of Cardinals as CSV or JSON, subscribe to a calendar of 80th birthdays, or read the documented API." },
  "/changes": { title: "Changes to the roster · Cardinalis", description: "Every change to the facts of the cardinal directory since its content was compiled, with old and new values and sources." },
  "/ratings-methodology": { title: "How the ratings are made · Cardinalis", description: "What each of the nine rating categories on a cardinal&#39;s profile measures, what 1 and 5 mean, and what evidence counts: editorial judgements, each with its sources." },
  "/privacy": { title: "Privacy Policy · Cardinalis", description: "What Cardinalis stores about visitors (very little) and why." },
  "/terms": { title: "Terms of Use · Cardinalis", description: "The terms of use of Cardinalis, an independent educational site." },
  "/cardinal/pietro-parolin": { title: "Pietro Parolin · Cardinalis", description: "Pietro Parolin, Secretary of State of His Holiness. Born 1955-01-17 in Schiavon. Country: Italy. Biography, views and sources." },
  "/no-such-page": { title: "Page Not Found · Cardinalis", description: "This page does not exist on Cardinalis." },
};

/** A page whose title in every language is a proper name alone, and so the same as the English one. */
const SAME_TITLE = new Set(["/cardinal/pietro-parolin"]); // his name is his name in every language

const one = (html: string, pattern: RegExp) => {
  const found = [...html.matchAll(pattern)].map((m) => m[1]);
  expect(found.length).toBe(1);
  return found[0]!;
};
const headOf = (html: string) => {
  const title = one(html, /<title>([^<]*)<\/title>/g);
  return {
    title,
    description: one(html, /<meta name="description" content="([^"]*)">/g),
    og: { title: one(html, /<meta property="og:title" content="([^"]*)">/g), description: one(html, /<meta property="og:description" content="([^"]*)">/g) },
    twitter: { title: one(html, /<meta name="twitter:title" content="([^"]*)">/g), description: one(html, /<meta name="twitter:description" content="([^"]*)">/g) },
  };
};

test("the snapshot covers every page the sitemap lists, a cardinal's page and the 404", () => {
  expect(Object.keys(ENGLISH).sort()).toEqual([...INDEXED_PATHS, "/cardinal/pietro-parolin", "/no-such-page"].sort());
});

test("the English heads are exactly as they were", async () => {
  for (const [path, expected] of Object.entries(ENGLISH)) {
    const head = headOf((await get(path)).html);
    expect({ path, title: head.title, description: head.description }).toEqual({ path, ...expected });
    expect({ path, og: head.og, twitter: head.twitter }).toEqual({ path, og: expected, twitter: expected });
  }
});

test("in each of the other six languages every page's title and description are its own, and Open Graph and Twitter repeat them", async () => {
  for (const locale of LOCALES.filter((l) => l !== "en")) {
    for (const [path, english] of Object.entries(ENGLISH)) {
      const head = headOf((await get(`/${locale}${path === "/" ? "/" : path}`)).html);
      const where = { locale, path };
      expect({ ...where, descriptionTranslated: head.description !== english.description }).toEqual({ ...where, descriptionTranslated: true });
      expect({ ...where, titleTranslated: head.title !== english.title }).toEqual({ ...where, titleTranslated: !SAME_TITLE.has(path) });
      expect({ ...where, og: head.og, twitter: head.twitter }).toEqual({ ...where, og: { title: head.title, description: head.description }, twitter: { title: head.title, description: head.description } });
      // The site's name stays the site's name.
      expect(head.title).toContain("Cardinalis");
    }
  }
});

test("the home page's title puts the site's name first in every language, other pages put it last", async () => {
  for (const locale of LOCALES) {
    const prefix = locale === "en" ? "" : `/${locale}`;
    expect(headOf((await get(`${prefix}/`)).html).title).toStartWith("Cardinalis · ");
    expect(headOf((await get(`${prefix}/changes`)).html).title).toEndWith(" · Cardinalis");
  }
});

test("the game named by the operator keeps its name in every language", async () => {
  for (const locale of LOCALES.filter((l) => l !== "en")) {
    expect(headOf((await get(`/${locale}/vatican-sniper`)).html).title).toStartWith("Test");
  }
});

const jsonLdOf = (html: string) => JSON.parse(one(html, /<script type="application\/ld\+json">(.*?)<\/script>/g)) as Record<string, any>;

test("a cardinal's JSON-LD names the Church and the College in the page's language and keeps his record's values", async () => {
  const english = jsonLdOf((await get("/cardinal/giovanni-angelo-becciu")).html);
  expect(english.affiliation.name).toBe("Catholic Church");
  expect(english.memberOf.name).toBe("College of Cardinals");
  expect(english.description).toBe("Cardinal who renounced the rights of the cardinalate on 2020-09-24: still a member of the College of Cardinals, not an elector.");
  const polish = jsonLdOf((await get("/pl/cardinal/giovanni-angelo-becciu")).html);
  expect(polish.affiliation.name).toBe("Kościół katolicki");
  expect(polish.memberOf.name).toBe("Kolegium Kardynalskie");
  expect(polish.description).toBe("Kardynał, który dnia 2020-09-24 zrzekł się praw kardynalskich: nadal członek Kolegium Kardynalskiego, ale nie elektor.");
  // His name, birth date and office are the record's, the same in every language.
  expect({ name: polish.name, birthDate: polish.birthDate, jobTitle: polish.jobTitle }).toEqual({ name: english.name, birthDate: english.birthDate, jobTitle: english.jobTitle });
  for (const locale of LOCALES.filter((l) => l !== "en")) {
    const person = jsonLdOf((await get(`/${locale}/cardinal/giovanni-angelo-becciu`)).html);
    expect({ locale, translated: person.description !== english.description && person.memberOf.name !== undefined }).toEqual({ locale, translated: true });
  }
});
