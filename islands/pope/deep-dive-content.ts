import data from "../../content/pages/deep-dive-pope-leo.json";

import type { TextSection } from "../ui/text-sections.tsx";
export type { TextSection };
import type { MarkdownEntry as AccordionEntry } from "../ui/markdown-accordion.tsx";
export type { AccordionEntry };

/** A tab holds either headed sections or an accordion (Theological Positions). */
export interface DeepDiveTab { id: string; label: string; sections?: TextSection[]; accordion?: AccordionEntry[] }

export interface DeepDiveContent {
  title: string;
  /** Markdown. */
  introduction: string;
  tabs: DeepDiveTab[];
  references: { title: string; url: string }[];
}

/** The text of /deep-dive-pope-leo, written in content/pages and checked against this shape by tsc. */
export const deepDive: DeepDiveContent = data;
