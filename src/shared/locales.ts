/**
 * The site's languages and how a page's address carries one: English at the
 * root, every other language under its own prefix (/it/…, /pl/cardinal/…).
 * The API has no prefix: it answers data, in English.
 */
export const LOCALES = ["en", "it", "es", "pt", "fr", "de", "pl"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Each language named in itself, as a reader looks for it in a switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English", it: "Italiano", es: "Español", pt: "Português", fr: "Français", de: "Deutsch", pl: "Polski",
};

/** Open Graph wants a territory: the one whose spelling the translation follows. */
export const OG_LOCALES: Record<Locale, string> = {
  en: "en_GB", it: "it_IT", es: "es_ES", pt: "pt_PT", fr: "fr_FR", de: "de_DE", pl: "pl_PL",
};

/** The tag Intl formats dates, numbers and plurals with: British English, as the English pages always were. */
export const INTL_LOCALES: Record<Locale, string> = {
  en: "en-GB", it: "it-IT", es: "es-ES", pt: "pt-PT", fr: "fr-FR", de: "de-DE", pl: "pl-PL",
};

export const isLocale = (value: unknown): value is Locale => typeof value === "string" && (LOCALES as readonly string[]).includes(value);

const PREFIX = /^\/(it|es|pt|fr|de|pl)(?=\/|$)/;

/** The language an address is in, and the page's path without the language prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = PREFIX.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale: match[1] as Locale, path: pathname.slice(match[0].length) || "/" };
}

/** The router base of a language: "" for English, "/pl" for Polish. */
export const localeBase = (locale: Locale): string => (locale === DEFAULT_LOCALE ? "" : `/${locale}`);

/** The address of `path` (a page path with or without a query) in `locale`. */
export function localizedPath(locale: Locale, path: string): string {
  const base = localeBase(locale);
  if (!base) return path;
  // The home page keeps its slash ("/pl/"), as the client router writes it, so there is one address per page.
  return `${base}${path}`;
}

/**
 * The language among the six translations a browser prefers, from
 * Accept-Language or navigator.languages; null when English (or a language
 * the site lacks) comes first.
 */
export function preferredTranslation(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const primary = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (primary === DEFAULT_LOCALE) return null;
    if (isLocale(primary)) return primary;
  }
  return null;
}

/** Accept-Language's tags by their q-values, most preferred first. */
export function acceptedLanguages(header: string | null): string[] {
  if (!header) return [];
  return header.split(",")
    .map((part, i) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = Number(params.find((p) => p.trim().startsWith("q="))?.trim().slice(2) ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((l) => l.tag && l.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((l) => l.tag);
}
