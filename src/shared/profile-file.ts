import type { Quote, Rating, RatingSource, Source, View } from "./cardinals.ts";

/** The parts of a profile file the panel shows; each present only when the file has it. */
export interface ProfileData {
  biography?: string;
  views?: View[];
  ratings?: Rating[];
  quotes?: Quote[];
  sources?: Source[];
  cardinalPriestOf?: string;
  episcopalMotto?: string;
  education?: string;
  churchPositions?: string;
}

export const RATING_CATEGORIES = [
  "Orthodoxy", "Adherence to Church Tradition", "Conservative vs. Liberal Views", "Outspokenness",
  "Administrative Experience", "Global Engagement", "Public Profile", "Pastoral Focus", "Alignment with Pope Francis",
] as const;

/** A rating counts only as an integer from 1 to 5. */
export function isValidRatingValue(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 5;
}

const isString = (v: unknown): v is string => typeof v === "string" && v.trim() !== "";
const asRecord = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/** Lists may arrive as arrays or as JSON text (older profile files store them as text). */
export function asList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === "string") {
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return [];
    }
  }
  return [];
}

function linesOf(value: unknown): string | undefined {
  if (isString(value)) return value;
  if (Array.isArray(value)) {
    const items = value.filter(isString);
    return items.length ? items.map((line) => `- ${line}`).join("\n") : undefined;
  }
  return undefined;
}

/** A rating's source counts only with both a title and a URL. */
function ratingSource(value: unknown): RatingSource | undefined {
  const s = asRecord(value);
  return s && isString(s.title) && isString(s.url) ? { title: s.title, url: s.url } : undefined;
}

function jsonRatings(value: unknown): Rating[] {
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((r) => [String(asRecord(r)?.category ?? ""), r])
    : Object.entries(asRecord(value) ?? {});
  return entries.flatMap(([category, raw]) => {
    const r = asRecord(raw);
    if (!r || !isString(category) || !isValidRatingValue(r.rating)) return [];
    const evidence = isString(r.evidence) ? r.evidence : undefined;
    const source = ratingSource(r.source);
    return [{ category, rating: r.rating, description: isString(r.description) ? r.description : "", ...(evidence ? { evidence } : {}), ...(source ? { source } : {}) }];
  });
}

function jsonQuotes(value: unknown): Quote[] {
  return asList(value).flatMap((raw) => {
    const q = asRecord(raw);
    if (!q || !isString(q.text)) return [];
    const context = q.context ?? q.content;
    return [{
      text: q.text,
      ...(isString(q.source) ? { source: q.source } : {}),
      ...(isString(q.url) ? { url: q.url } : {}),
      ...(isString(q.date) ? { date: q.date } : {}),
      ...(isString(context) ? { content: context } : {}),
    }];
  });
}

function jsonSources(value: unknown): Source[] {
  return asList(value).flatMap((raw) => {
    if (isString(raw)) return [{ title: raw }];
    const s = asRecord(raw);
    if (!s || (!isString(s.title) && !isString(s.url))) return [];
    return [{ ...(isString(s.title) ? { title: s.title } : {}), ...(isString(s.url) ? { url: s.url } : {}) }];
  });
}

function jsonViews(value: unknown): View[] {
  return asList(value).flatMap((raw) => {
    const v = asRecord(raw);
    const category = v?.category ?? v?.topic ?? v?.title;
    const description = v?.description ?? v?.position ?? v?.summary;
    return isString(category) && isString(description) ? [{ category, rating: 0, description }] : [];
  });
}

/** Reads a JSON profile file; returns null when it does not parse, so the next candidate is tried. */
export function parseJsonProfile(text: string): ProfileData | null {
  let data: Record<string, unknown> | null;
  try {
    data = asRecord(JSON.parse(text));
  } catch {
    return null;
  }
  if (!data) return null;
  const basic = asRecord(data.basic_info) ?? {};
  const biography = data.biography ?? data.commentary ?? data.content;
  const out: ProfileData = {
    biography: isString(biography) ? biography : undefined,
    views: jsonViews(data.theological_positions ?? data.views ?? data.theology),
    ratings: jsonRatings(data.ratings),
    quotes: jsonQuotes(data.quotes ?? data.notable_statements),
    sources: jsonSources(data.sources ?? data.references ?? data.bibliography),
    // "Title" in the panel is the titular church, not the office some files call title.
    cardinalPriestOf: [basic.titular_church, basic.cardinal_priest_of].find(isString),
    episcopalMotto: isString(basic.episcopal_motto) ? basic.episcopal_motto : undefined,
    education: linesOf(data.education_and_career),
    churchPositions: linesOf(data.church_positions),
  };
  return dropEmpty(out);
}

function dropEmpty(p: ProfileData): ProfileData {
  return Object.fromEntries(
    Object.entries(p).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0)),
  ) as ProfileData;
}

type Section = "biography" | "basic" | "education" | "positions" | "views" | "ratings" | "quotes" | "sources";

/** Headings are matched by their words (see content/profiles/README.md). */
function sectionOf(heading: string): Section | null {
  const h = heading.toLowerCase();
  if (h.includes("rating")) return "ratings";
  if (h.includes("views")) return "views";
  if (h.includes("biograph")) return "biography";
  if (h.includes("basic")) return "basic";
  if (h.includes("education")) return "education";
  if (h.includes("notable") || h.includes("quote")) return "quotes";
  if (h.includes("source") || h.includes("reference")) return "sources";
  if (h.includes("position")) return "positions";
  return null;
}

function splitSections(text: string): Map<Section, string> {
  const sections = new Map<Section, string>();
  let current: Section | null = null;
  let lines: string[] = [];
  const flush = () => {
    if (current) sections.set(current, lines.join("\n").trim());
    lines = [];
  };
  for (const line of text.split(/\r?\n/)) {
    const heading = /^##\s+(.+)$/.exec(line);
    if (heading) {
      flush();
      current = sectionOf(heading[1]!);
    } else if (current) lines.push(line);
  }
  flush();
  return sections;
}

const RATING_LINE = /^[-*]\s+\*\*(.+?):?\*\*:?\s*(\d+(?:\.\d+)?)\s*\/\s*5\s*(?:[-–—:]\s*)?(.*)$/;
const QUOTE_LINE = /^[-*]\s+[“"](.+)[”"]\s*[-–—]\s*(.*)$/;
const LINK_LINE = /^[-*]\s+\[(.+?)\]\((\S+?)\)\s*$/;
/** "(Evidence: the record. Source: [Title](https://url))" closing a rating line; the source part is optional. */
const RATING_EVIDENCE = /\(Evidence:\s*(.+?)(?:\s*Source:\s*\[([^\]]+)\]\((\S+?)\))?\)\s*$/;

function mdRatings(body: string): Rating[] {
  return body.split("\n").flatMap((line) => {
    const m = RATING_LINE.exec(line.trim());
    if (!m) return [];
    const rating = Number(m[2]);
    if (!isValidRatingValue(rating)) return [];
    const rest = m[3]!.trim();
    const evidence = RATING_EVIDENCE.exec(rest);
    const description = evidence ? rest.slice(0, evidence.index).trim() : rest;
    const source = evidence?.[2] ? { title: evidence[2].trim(), url: evidence[3]! } : undefined;
    return [{ category: m[1]!.trim(), rating, description, ...(evidence ? { evidence: evidence[1]!.trim() } : {}), ...(source ? { source } : {}) }];
  });
}

function mdQuotes(body: string): Quote[] {
  return body.split("\n").flatMap((line) => {
    const m = QUOTE_LINE.exec(line.trim());
    if (!m || !m[1]!.trim()) return [];
    let attribution = m[2]!.trim();
    let context: string | undefined;
    const ctx = /\.?\s*Context:\s*(.+)$/.exec(attribution);
    if (ctx) {
      context = ctx[1]!.trim();
      attribution = attribution.slice(0, ctx.index).trim();
    }
    const dated = /^(.*?),\s*(\d{4}(?:-\d{2}){0,2})\.?$/.exec(attribution);
    let source = (dated ? dated[1]! : attribution).replace(/\.$/, "").trim();
    // The source may be written as a markdown link: its text is the source, its target the quote's page.
    const linked = /^\[(.+?)\]\((\S+?)\)$/.exec(source);
    const url = linked ? linked[2]! : undefined;
    if (linked) source = linked[1]!.trim();
    return [{ text: m[1]!.trim(), ...(source ? { source } : {}), ...(url ? { url } : {}), ...(dated ? { date: dated[2]! } : {}), ...(context ? { content: context } : {}) }];
  });
}

function mdSources(body: string): Source[] {
  return body.split("\n").flatMap((line) => {
    const trimmed = line.trim();
    const link = LINK_LINE.exec(trimmed);
    if (link) return [{ title: link[1]!, url: link[2]! }];
    const plain = /^[-*]\s+(.+)$/.exec(trimmed);
    return plain ? [{ title: plain[1]! }] : [];
  });
}

function mdViews(body: string): View[] {
  return body.split(/^###\s+/m).slice(1).flatMap((chunk) => {
    const [heading = "", ...rest] = chunk.split("\n");
    const description = rest.join("\n").trim();
    return heading.trim() && description ? [{ category: heading.trim(), rating: 0, description }] : [];
  });
}

function mdBasic(body: string, label: RegExp): string | undefined {
  for (const line of body.split("\n")) {
    const m = /^[-*]\s+\*\*(.+?):?\*\*:?\s*(.+)$/.exec(line.trim());
    if (m && label.test(m[1]!)) return m[2]!.trim();
  }
  return undefined;
}

/** Reads a markdown profile file by its section headings. */
export function parseMarkdownProfile(text: string): ProfileData {
  const s = splitSections(text);
  const basic = s.get("basic") ?? "";
  return dropEmpty({
    biography: s.get("biography") || undefined,
    views: mdViews(s.get("views") ?? ""),
    ratings: mdRatings(s.get("ratings") ?? ""),
    quotes: mdQuotes(s.get("quotes") ?? ""),
    sources: mdSources(s.get("sources") ?? ""),
    cardinalPriestOf: mdBasic(basic, /titular/i),
    episcopalMotto: mdBasic(basic, /motto/i),
    education: s.get("education") || undefined,
    churchPositions: s.get("positions") || undefined,
  });
}

/** Parses a file by its extension; null means "not usable, try the next candidate". */
export function parseProfileFile(name: string, text: string): ProfileData | null {
  return name.endsWith(".json") ? parseJsonProfile(text) : parseMarkdownProfile(text);
}
