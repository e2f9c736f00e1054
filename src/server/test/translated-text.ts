/**
 * What a translated page shows of a catalogue's English: for tests that render a
 * page in each language and look for English interface text left in it.
 */
import type { Locale } from "../../shared/locales.ts";

const MESSAGES = `${import.meta.dir}/../../../content/i18n/messages`;

/** One area's catalogue in one language, as the JSON file holds it. */
export async function catalogue(area: string, locale: Locale): Promise<Record<string, unknown>> {
  const { $schema: _, ...messages } = (await Bun.file(`${MESSAGES}/${area}/${locale}.json`).json()) as Record<string, unknown>;
  return messages;
}

/** Every piece of fixed text a catalogue's messages hold (the parts between their inputs), plural forms included. */
export function fragments(messages: Record<string, unknown>): Set<string> {
  const texts: string[] = [];
  for (const value of Object.values(messages)) {
    if (typeof value === "string") texts.push(value);
    else for (const variant of value as { match: Record<string, string> }[]) texts.push(...Object.values(variant.match));
  }
  return new Set(texts.flatMap((text) => text.split(/\{[a-zA-Z]+\}/)).map((s) => s.trim()).filter((s) => s.length > 3));
}

/**
 * The body's visible text without what is meant to stay as written: elements
 * marked lang="en" (the site's English content) or lang="la" (the Latin), scripts and the head.
 */
export async function translatedText(html: string): Promise<string> {
  const rewriter = new HTMLRewriter().on('head, script, style, [lang="en"], [lang="la"]', { element: (e) => { e.remove(); } });
  const kept = await rewriter.transform(new Response(html)).text();
  // Attributes a reader hears or sees (labels, placeholders) count as much as the text between tags; a link's
  // title is the English source's own title, data like its address.
  const attributes = [...kept.matchAll(/(?:aria-label|placeholder)="([^"]+)"/g)].map((m) => m[1]);
  return `${kept.replace(/<[^>]*>/g, "\n")}\n${attributes.join("\n")}`
    .replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
}

/** The English fixed texts of some areas that a language writes differently (a word both share is no leak). */
export async function englishOf(areas: readonly string[], locale: Locale): Promise<string[]> {
  const english = new Set<string>();
  const own = new Set<string>();
  for (const area of areas) {
    fragments(await catalogue(area, "en")).forEach((s) => english.add(s));
    fragments(await catalogue(area, locale)).forEach((s) => own.add(s));
  }
  return [...english].filter((s) => !own.has(s));
}
