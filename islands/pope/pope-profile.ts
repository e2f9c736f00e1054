import type { Cardinal } from "../../src/shared/cardinals.ts";
import { formatLongDate } from "../lib/format.ts";
import { getLocale, m } from "../lib/i18n/messages.ts";
import { countryName } from "../lib/country-name.ts";
import { createdByLine } from "../lib/pope-names.ts";
import type { ProfileFile } from "./profile-file.ts";
import { pick, ratingsFrom, text, withText } from "./profile-parts.ts";

/** A labelled fact; `english` marks a value written in the profile file's English (not a date or a record value). */
export interface Fact { label: string; value: string; english?: true }
export interface TitledText { title: string; description: string }
export interface EducationEntry { year: string; degree: string; institution: string }
export interface CareerEntry { period: string; role: string }
export interface RatingEntry { category: string; rating: number; description: string; evidence: string }
export interface QuoteEntry { text: string; source: string; date: string; context: string }
export interface SourceLink { title: string; url: string }
export interface FirstMessage { date: string; occasion: string; excerpts: string[]; source: SourceLink | null }

/** Everything the new-pope page shows, with the file merged over the record. */
export interface PopeProfile {
  fullName: string;
  nameWithOrder: string;
  pontificalName: string;
  elected: string;
  biography: string | null;
  facts: Fact[];
  education: EducationEntry[];
  career: CareerEntry[];
  ratings: RatingEntry[];
  views: TitledText[];
  leadership: TitledText[];
  priorities: TitledText[];
  quotes: QuoteEntry[];
  firstMessage: FirstMessage | null;
  sources: SourceLink[];
}

/** Leo XIV was elected on 8 May 2025 (Holy See Press Office); used when the file does not say. */
export const ELECTED_ON = "2025-05-08";

function pontificalName(record: Cardinal, file: ProfileFile | null): string {
  const fromOffice = record.currentPosition?.match(/Pope ([A-Z][a-z]+ [IVXLC]+)/)?.[1];
  return text(file?.pontifical_name) || fromOffice || record.fullName;
}

function facts(record: Cardinal, file: ProfileFile | null, elected: string): Fact[] {
  const info = file?.basic_info ?? {};
  const born = [formatLongDate(record.birthDate), record.birthPlace].filter(Boolean).join(", ");
  const created = record.createdCardinal && (record.createdBy
    ? createdByLine(formatLongDate(record.createdCardinal), record.createdBy)
    : formatLongDate(record.createdCardinal));
  // [label, value, whether the value is the file's English text]
  const rows: [string, string | null | undefined, boolean][] = [
    [m.pope_fact_born(), born, false],
    // The file's nationality is his citizenship; the record's country is only that of his see or office.
    text(info.nationality)
      ? [m.pope_fact_nationality(), text(info.nationality), true]
      : [m.pope_fact_country(), record.nationality && countryName(record.nationality, getLocale()), false],
    text(info.religious_order) ? [m.pope_fact_order(), text(info.religious_order), true] : [m.pope_fact_order(), record.religiousOrder, false],
    [m.pope_fact_ordained(), record.priestOrdination && formatLongDate(record.priestOrdination), false],
    [m.pope_fact_consecrated(), record.episcopalConsecration && formatLongDate(record.episcopalConsecration), false],
    [m.pope_fact_created(), created, false],
    [m.pope_fact_elected(), formatLongDate(elected), false],
    text(info.episcopal_motto) ? [m.pope_fact_motto(), text(info.episcopal_motto), true] : [m.pope_fact_motto(), record.episcopalMotto, false],
  ];
  return rows.flatMap(([label, value, english]) => (value ? [{ label, value, ...(english ? { english: true as const } : {}) }] : []));
}

function firstMessage(file: ProfileFile | null): FirstMessage | null {
  const m = file?.first_message;
  const excerpts = (m?.excerpts ?? []).filter((e) => typeof e === "string" && e.trim() !== "");
  if (!m || excerpts.length === 0) return null;
  const url = text(m.source?.url);
  return { date: text(m.date), occasion: text(m.occasion), excerpts, source: url ? { title: text(m.source?.title) || url, url } : null };
}

/** Merges the profile file over the record; values in the file win. */
export function mergePopeProfile(record: Cardinal, file: ProfileFile | null): PopeProfile {
  const elected = text(file?.elected) || ELECTED_ON;
  const titled = (list: { title?: string; description?: string }[] | undefined) =>
    withText(list, (x) => ({ title: text(x.title), description: text(x.description) }), "title");
  return {
    fullName: record.fullName,
    nameWithOrder: record.nameWithOrder,
    pontificalName: pontificalName(record, file),
    elected,
    biography: text(file?.biography) || record.biography || record.content,
    facts: facts(record, file, elected),
    education: withText(file?.education, (x) => ({ year: text(x.year), degree: text(x.degree), institution: text(x.institution) }), "degree"),
    career: withText(file?.career, (x) => ({ period: text(x.period), role: text(x.role) }), "role"),
    ratings: ratingsFrom(file?.ratings, record.ratings),
    views: pick(
      withText(file?.theological_positions, (x) => ({ title: text(x.category), description: text(x.description) }), "description"),
      withText(Array.isArray(record.views) ? record.views : [], (x) => ({ title: x.category, description: x.description }), "description"),
    ),
    leadership: titled(file?.leadership),
    priorities: titled(file?.priorities),
    quotes: pick(
      withText(file?.quotes, (q) => ({ text: text(q.text), source: text(q.source), date: text(q.date), context: text(q.context) }), "text"),
      withText(Array.isArray(record.quotes) ? record.quotes : [], (q) => ({ text: q.text, source: text(q.source), date: text(q.date), context: text(q.content) }), "text"),
    ),
    firstMessage: firstMessage(file),
    sources: pick(
      withText(file?.sources, (s) => ({ title: text(s.title) || text(s.url), url: text(s.url) }), "url"),
      withText(Array.isArray(record.sources) ? record.sources : [], (s) => ({ title: text(s.title) || text(s.url), url: text(s.url) }), "url"),
    ).filter((s) => /^https?:\/\//.test(s.url)),
  };
}
