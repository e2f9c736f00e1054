/**
 * Texts written with `Intl` (dates, lists, country names), formatted once on
 * the server and reused by the browser while it hydrates the same page.
 *
 * A tab's first `Intl` formatter of a kind (dates, numbers, lists, region
 * names) costs tens of milliseconds before it formats anything (the engine
 * loads that service's locale data), four times that on a mid-range phone:
 * one such call during hydration was the longest task of the home page and of
 * a cardinal's page. The words are already in the server's HTML; the page
 * carries them keyed by kind, language and input (`<script id="intl-texts">`),
 * and a text the table lacks (after a client-side navigation, or a value the
 * page changes) is formatted as before. The same inputs give the same words in
 * both places, so nothing the reader sees depends on which one answered.
 */

/** The server's hook: where the page being rendered records its texts (none outside a render). */
let recorder: () => Map<string, string> | undefined = () => undefined;
/** The browser's table, from the page it hydrates. */
let known: Readonly<Record<string, string>> = {};

/**
 * `format()`'s text, from the page when it has it. The kind (what is formatted, and how), the
 * language tag and the input name the text: the same three give the same words on both sides.
 */
export function intlText(kind: string, tag: string, input: string, format: () => string): string {
  const key = `${kind} ${tag} ${input}`;
  const text = Object.hasOwn(known, key) ? known[key]! : format();
  recorder()?.set(key, text);
  return text;
}

/** On the server: where the texts of the page being rendered go. Returns the hook it replaces. */
export function overwriteIntlRecorder(find: () => Map<string, string> | undefined): () => Map<string, string> | undefined {
  const previous = recorder;
  recorder = find;
  return previous;
}

/** In the browser: the texts the server wrote into the page. */
export function installIntlTexts(table: Readonly<Record<string, string>>): void {
  known = table;
}
