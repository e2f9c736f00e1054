/**
 * The editorial texts of Conclave Insights (content/pages/conclave-insights.json and its copies per
 * language in content/pages/i18n/<locale>/), typed by an interface rather than a zod schema so zod
 * stays out of the client bundle.
 */
import { longText } from "../lib/i18n/localized-content.ts";
import { LONG_TEXT_FILES } from "../lib/i18n/long-text-files.ts";

export interface TextSection { heading: string; body: string }
export interface RecentConclave { year: number; elected: string; summary: string }
export interface NotablePapabile { slug: string; name: string; blurb: string }
export interface SourceLink { title: string; url: string }

export interface InsightsContent {
  overview: { sections: TextSection[] };
  recentConclaves: RecentConclave[];
  papabiliIntro: string;
  notablePapabili: NotablePapabile[];
  regionalText: TextSection[];
  voting: { sections: TextSection[] };
  sources: SourceLink[];
}

/**
 * The texts in the page's language, with `lang: "en"` while that language has no copy yet (the element
 * holding an English stand-in must say lang="en"). Loaded with the page's route (islands/app/pages.tsx).
 */
export const insightsText = longText<InsightsContent>(LONG_TEXT_FILES["conclave-insights"]);

/** `insightsText.read().text`, field by field, for the components that read it while rendering. */
export const INSIGHTS: InsightsContent = {
  get overview() { return insightsText.read().text.overview; },
  get recentConclaves() { return insightsText.read().text.recentConclaves; },
  get papabiliIntro() { return insightsText.read().text.papabiliIntro; },
  get notablePapabili() { return insightsText.read().text.notablePapabili; },
  get regionalText() { return insightsText.read().text.regionalText; },
  get voting() { return insightsText.read().text.voting; },
  get sources() { return insightsText.read().text.sources; },
};

/** The figures the texts refer to as {cardinals}, {electors} and {majority}; `experienced`: electors who have been in a conclave before. */
export interface TodayFigures { cardinals: number; electors: number; majority: number; experienced: number }

/** Puts today's figures into a text; while they are unknown an ellipsis stands in. */
export function fillFigures(text: string, figures: TodayFigures | null): string {
  return text.replace(/\{(cardinals|electors|majority)\}/g, (_, key: keyof TodayFigures) =>
    figures ? String(figures[key]) : "…",
  );
}
