import { useLocation, useSearch } from "wouter";
import { LOCALE_NAMES, LOCALES, localizedPath } from "../../../src/shared/locales.ts";
import { useSiteConfig } from "../../lib/site-config.ts";
import { m } from "../../lib/i18n/messages.ts";

/** The current page and its filters in `locale`'s address space (links keep the query). */
export function useLocalizedHere(): (locale: (typeof LOCALES)[number]) => string {
  const [path] = useLocation();
  const search = useSearch();
  return (locale) => localizedPath(locale, search ? `${path}?${search}` : path);
}

/**
 * The same page in each language, as plain links: another language is another
 * document (its own texts and bundle), so switching is a real navigation and
 * works without JavaScript.
 */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const { locale } = useSiteConfig();
  const here = useLocalizedHere();
  return (
    <nav aria-label={m.language_label()} className={`flex flex-wrap gap-x-3 gap-y-1 text-sm ${className}`}>
      {LOCALES.map((l) => (
        <a
          key={l}
          href={here(l)}
          hrefLang={l}
          lang={l}
          aria-current={l === locale ? "true" : undefined}
          className={l === locale ? "font-semibold text-white no-underline" : "text-gold-200 hover:text-white"}
        >
          {LOCALE_NAMES[l]}
        </a>
      ))}
    </nav>
  );
}

/** The header's compact form: the current language's code, opening the list (a disclosure, so it opens without script too). */
export function HeaderLanguageMenu() {
  const { locale } = useSiteConfig();
  const here = useLocalizedHere();
  return (
    <details className="relative shrink-0">
      {/* The visible code is part of the name (not replaced by a label), so a reader who says what they see can reach it. */}
      <summary className="cursor-pointer list-none rounded-md px-2 py-2 text-sm font-semibold uppercase text-white/90 hover:bg-cardinal-700">
        <span className="sr-only">{m.language_label()}: </span>{locale}
      </summary>
      <ul className="absolute right-0 z-50 mt-1 min-w-36 rounded-md bg-white py-1 text-ink-900 shadow-lg">
        {LOCALES.map((l) => (
          <li key={l}>
            <a href={here(l)} hrefLang={l} lang={l} aria-current={l === locale ? "true" : undefined} className="block px-3 py-1.5 text-sm text-ink-900 no-underline hover:bg-parchment-100">
              {LOCALE_NAMES[l]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
