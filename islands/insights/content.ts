/**
 * The editorial texts of Conclave Insights (content/pages/conclave-insights.json),
 * typed by an interface rather than a zod schema so zod stays out of the client bundle.
 */
import insights from "../../content/pages/conclave-insights.json";

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

export const INSIGHTS: InsightsContent = insights;

/** The figures the texts refer to as {cardinals}, {electors} and {majority}; `experienced`: electors who have been in a conclave before. */
export interface TodayFigures { cardinals: number; electors: number; majority: number; experienced: number }

/** Puts today's figures into a text; while they are unknown an ellipsis stands in. */
export function fillFigures(text: string, figures: TodayFigures | null): string {
  return text.replace(/\{(cardinals|electors|majority)\}/g, (_, key: keyof TodayFigures) =>
    figures ? String(figures[key]) : "…",
  );
}
