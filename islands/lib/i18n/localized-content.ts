/**
 * The long page texts (Why a Pope?, Insights' explanations, privacy, terms) in the page's language.
 * Each language's copy is its own chunk (long-text-files.ts, written by `bun run i18n:compile`), so a
 * page's JavaScript carries its own language's text and no other.
 *
 * - In the browser the route's lazy import loads the text with the page's code (`loadWithTexts` in
 *   islands/app/pages.tsx), so the first render, and hydration, read it at once: the HTML the server
 *   wrote stays as it is, nothing flashes.
 * - On the server several languages render at once, so there is no "current text": `read()` takes
 *   the language of the render being done (getLocale() reads it from the render's AsyncLocalStorage)
 *   and each language's copy is kept apart. A route's lazy import runs once per process, so a render
 *   in a language not loaded yet suspends on it (React's `use`) and the server waits, as for the page's code.
 * - A language with no copy yet reads the English file, and says so: `lang` is then "en", which the
 *   element holding the text must carry.
 */
import { use } from "react";
import type { Locale } from "../../../src/shared/locales.ts";
import { getLocale } from "./messages.ts";
import { LONG_TEXT_FILES } from "./long-text-files.ts";

type Loader<T> = () => Promise<{ default: T }>;

export interface LocalizedText<T> {
  text: T;
  /** "en" when the page's language has no copy of this text yet and the English one stands in; otherwise undefined. */
  lang: "en" | undefined;
}

export interface LongText<T> {
  /** Loads the text in `locale` (the page's language by default); the promise is kept, so loading twice costs nothing. */
  load(locale?: Locale): Promise<LocalizedText<T>>;
  /** The text in the page's language. Read while rendering: when it is not loaded yet the render waits for it. */
  read(): LocalizedText<T>;
}

export type LongTextName = keyof typeof LONG_TEXT_FILES;

/**
 * A long text whose copies have the shape `T` (tsc checks every language's file against it).
 * `files` is its entry in LONG_TEXT_FILES.
 */
export function longText<T>(files: { en: Loader<T> } & Record<Exclude<Locale, "en">, Loader<T> | null>): LongText<T> {
  const loading = new Map<Locale, Promise<LocalizedText<T>>>();
  const loaded = new Map<Locale, LocalizedText<T>>();
  const load = (locale: Locale = getLocale()): Promise<LocalizedText<T>> => {
    let promise = loading.get(locale);
    if (!promise) {
      const own = files[locale];
      promise = (own ?? files.en)().then((module) => {
        const text: LocalizedText<T> = { text: module.default, lang: own || locale === "en" ? undefined : "en" };
        loaded.set(locale, text);
        return text;
      });
      // A failed fetch (the network dropped) is not kept: the next navigation tries again.
      promise.catch(() => loading.delete(locale));
      loading.set(locale, promise);
    }
    return promise;
  };
  return {
    load,
    read() {
      const locale = getLocale();
      return loaded.get(locale) ?? use(load(locale));
    },
  };
}

/**
 * A lazy route's import that also loads the page's texts, both at once: give it to React's `lazy`.
 * The page then renders with its text in hand, on the first render as on hydration.
 */
export function loadWithTexts<M>(page: () => Promise<M>, ...texts: LongText<unknown>[]): () => Promise<M> {
  return () => Promise.all([page(), ...texts.map((t) => t.load())]).then(([module]) => module);
}
