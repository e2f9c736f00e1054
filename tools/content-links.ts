/**
 * Everything a visitor can follow or read as a citation in the editorial
 * content: source links, quotes and rating sources of every profile file, and the links of the
 * editorial pages. Shared by the content tests and tools/source-hosts.ts, so a
 * profile added later is checked without being listed anywhere.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseProfileFile } from "../src/shared/profile-file.ts";
import type { Quote } from "../src/shared/cardinals.ts";

export interface ContentLink { file: string; label?: string; url: string }
export interface ContentQuote extends Quote { file: string }

const MARKDOWN_LINK = /\[([^\]]+)\]\((\S+?)\)/g;
const BARE_URL = /(?<![(\w])https?:\/\/[^\s)"'<>\]]+/g;

export function profileFiles(root: string): string[] {
  return readdirSync(join(root, "profiles")).filter((f) => f.startsWith("cardinal_")).sort();
}

export function pageFiles(root: string): string[] {
  return readdirSync(join(root, "pages")).filter((f) => f.endsWith(".json") || f.endsWith(".md")).sort();
}

/** Links written inside prose: markdown links and bare URLs. */
function inlineLinks(file: string, text: string): ContentLink[] {
  const links: ContentLink[] = [...text.matchAll(MARKDOWN_LINK)].map((m) => ({ file, label: m[1]!, url: m[2]! }));
  const rest = text.replace(MARKDOWN_LINK, "");
  return [...links, ...[...rest.matchAll(BARE_URL)].map((m) => ({ file, url: m[0] }))];
}

/** Every string in a JSON value, with any object that carries a `url` reported as a link. */
function walkJson(file: string, value: unknown, links: ContentLink[], texts: string[]): void {
  if (typeof value === "string") {
    texts.push(value);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) walkJson(file, item, links, texts);
    return;
  }
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.url === "string") {
      const label = [record.title, record.label, record.source].find((v): v is string => typeof v === "string");
      links.push({ file, url: record.url, ...(label ? { label } : {}) });
    }
    for (const [key, item] of Object.entries(record)) if (key !== "url") walkJson(file, item, links, texts);
  }
}

function pageLinks(root: string, file: string): ContentLink[] {
  const text = readFileSync(join(root, "pages", file), "utf8");
  if (file.endsWith(".md")) return inlineLinks(file, text);
  const links: ContentLink[] = [];
  const texts: string[] = [];
  walkJson(file, JSON.parse(text), links, texts);
  return [...links, ...texts.flatMap((t) => inlineLinks(file, t))];
}

function profile(root: string, file: string) {
  const parsed = parseProfileFile(file, readFileSync(join(root, "profiles", file), "utf8"));
  if (!parsed) throw new Error(`${file} does not parse`);
  return parsed;
}

export function profileQuotes(root: string): ContentQuote[] {
  return profileFiles(root).flatMap((file) => (profile(root, file).quotes ?? []).map((q) => ({ ...q, file })));
}

/** Source links, quote links, rating sources and links inside the prose of every profile and page. */
export function contentLinks(root: string): ContentLink[] {
  const fromProfiles = profileFiles(root).flatMap((file) => {
    const p = profile(root, file);
    const prose = [p.biography, p.education, p.churchPositions, ...(p.views ?? []).map((v) => v.description)]
      .filter((t): t is string => typeof t === "string");
    return [
      ...(p.sources ?? []).flatMap((s) => (s.url ? [{ file, url: s.url, ...(s.title ? { label: s.title } : {}) }] : [])),
      ...(p.quotes ?? []).flatMap((q) => (q.url ? [{ file, url: q.url, ...(q.source ? { label: q.source } : {}) }] : [])),
      ...(p.ratings ?? []).flatMap((r) => (r.source ? [{ file, url: r.source.url, label: r.source.title }] : [])),
      ...prose.flatMap((t) => inlineLinks(file, t)),
    ];
  });
  return [...fromProfiles, ...pageFiles(root).flatMap((file) => pageLinks(root, file)), ...conclaveLinks(root)];
}

/** The sources of content/conclaves.json (who did not enter each conclave, and why). */
function conclaveLinks(root: string): ContentLink[] {
  const links: ContentLink[] = [];
  walkJson("conclaves.json", JSON.parse(readFileSync(join(root, "conclaves.json"), "utf8")), links, []);
  return links;
}
