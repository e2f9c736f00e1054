import { longText } from "../lib/i18n/localized-content.ts";
import { LONG_TEXT_FILES } from "../lib/i18n/long-text-files.ts";

import type { TextSection } from "../ui/text-sections.tsx";
export type { TextSection };
/** One accordion entry: a title and a markdown body. */
import type { MarkdownEntry as Entry } from "../ui/markdown-accordion.tsx";
export type { Entry };
export interface Objection { question: string; answer: string }
export interface ObjectionGroup { id: string; label: string; items: Objection[] }
export interface Reading { title: string; detail: string; url?: string }

/** A tab holds headed sections, an accordion (Historical) or groups of objections. */
export interface TeachingTab {
  id: string;
  label: string;
  sections?: TextSection[];
  accordion?: Entry[];
  groups?: ObjectionGroup[];
}

export interface WhyAPopeContent {
  title: string;
  /** Markdown. */
  introduction: string;
  tabs: TeachingTab[];
  dialogueTips: Entry[];
  furtherReading: { scriptural: Reading[]; historical: Reading[]; theological: Reading[] };
}

/**
 * The text of /why-a-pope in the page's language (content/pages/why-a-pope.json and its copies in
 * content/pages/i18n/<locale>/), every copy checked against this shape by tsc.
 */
export const whyAPopeText = longText<WhyAPopeContent>(LONG_TEXT_FILES["why-a-pope"]);
