export const SITE_NAME = "Cardinalis";
export const SITE_TAGLINE = "Information about Cardinals of the Catholic Church";

export interface PageMeta { title: string; description: string }

/**
 * Title and description of every page route, shared by the server (which
 * writes them into the HTML so shared links read well) and the client (which
 * updates document.title on navigation). A path missing here is the 404 page.
 */
export const PAGE_META: Record<string, PageMeta> = {
  "/": {
    title: "Cardinals of the Catholic Church",
    description: "Browse, search and filter every member of the College of Cardinals: age, country, region, office and who created them, with electors under 80 marked.",
  },
  "/conclave-game": {
    title: "Sacred Smoke: the conclave game",
    description: "Collect 30 votes before the conclave clock runs out: a small grid game about white smoke, rivals and the papal ring.",
  },
  "/vatican-sniper": {
    title: "Gull-B-Gone: clear the Sistine Chapel roof",
    description: "Four two-minute levels: keep the gulls off the Sistine Chapel roof before the white smoke rises.",
  },
  "/conclave-insights": {
    title: "Conclave Insights",
    description: "How a conclave works, who would vote today, the two-thirds majority, electors by region and by creating pope, and who turns 80 next.",
  },
  "/new-holy-father": {
    title: "Pope Leo XIV: profile of the new Holy Father",
    description: "Robert Francis Prevost, elected Pope Leo XIV on 8 May 2025: life, formation, career, views, priorities and his first words, with sources.",
  },
  "/deep-dive-pope-leo": {
    title: "Pope Leo XIV: a deep dive",
    description: "Background, theology, leadership and the debates around Pope Leo XIV, fairly told and sourced.",
  },
  "/why-a-pope": {
    title: "Why a Pope?",
    description: "The Catholic understanding of the papacy: Scripture, history, infallibility, and honest answers to common objections.",
  },
  "/live-stream": {
    title: "Live Coverage: St Peter's Square and the conclave",
    description: "Watch St Peter's Square and conclave coverage live, and cast your vote in the papal election poll.",
  },
  "/habemus-papam": {
    title: "Habemus Papam decoder: the electors' names in Latin",
    description: "Every elector's given names in Latin, as the protodeacon would announce them from the loggia (Parolin: Petrum), with a search by part of a Latin name or surname and the announcements of 2005, 2013 and 2025.",
  },
  "/fun-polls": { title: "Fun Polls", description: "Light-hearted polls about the conclave and the papacy: one vote each." },
  "/api-docs": {
    title: "Open data and API",
    description: "Download the roster of the College of Cardinals as CSV or JSON, subscribe to a calendar of 80th birthdays, or read the documented API.",
  },
  "/admin1190": { title: "Admin Dashboard", description: "Operator dashboard." },
  "/changes": {
    title: "Changes to the roster",
    description: "Every change to the facts of the cardinal directory since its content was compiled, with old and new values and sources.",
  },
  "/ratings-methodology": {
    title: "How the ratings are made",
    description: "What each of the nine rating categories on a cardinal's profile measures, what 1 and 5 mean, and what evidence counts: editorial judgements, each with its sources.",
  },
  "/privacy": { title: "Privacy Policy", description: "What Cardinalis stores about visitors (very little) and why." },
  "/terms": { title: "Terms of Use", description: "The terms of use of Cardinalis, an independent educational site." },
};

/** The bird game's page title carries the name the operator gave the game. */
export const gamePageTitle = (name: string) => `${name}: clear the Sistine Chapel roof`;

/** Where the bird game lives; its title follows the game name. */
export const GAME_PAGE_PATH = "/vatican-sniper";

export const NOT_FOUND_META: PageMeta = {
  title: "Page Not Found",
  description: "This page does not exist on Cardinalis.",
};

/** "Pietro Parolin · Cardinalis" */
export function documentTitle(title: string): string {
  return title === PAGE_META["/"]?.title ? `${SITE_NAME} · ${title}` : `${title} · ${SITE_NAME}`;
}

/** Pages whose path carries a cardinal's slug: their meta comes from the record. */
export const CARDINAL_PATH = /^\/cardinals?\/([a-z0-9-]{1,120})\/?$/;

/** What a cardinal's address may be searched for when it names no one: "pietro-parolinn" → "pietro parolinn". */
export const slugSearchTerm = (slug: string) => slug.replace(/-+/g, " ").trim();
