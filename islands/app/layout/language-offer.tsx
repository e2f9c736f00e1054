import { useEffect, useState } from "react";
import { LOCALE_NAMES, type Locale, preferredTranslation } from "../../../src/shared/locales.ts";
import { useSiteConfig } from "../../lib/site-config.ts";
import { useLocalizedHere } from "./language-switcher.tsx";

/** Remembered once the visitor answers, so the offer is made once per browser. */
export const LANGUAGE_ANSWER_KEY = "cardinalis-language-answer";

/**
 * Written in the language offered, not the page's: a reader who prefers Polish
 * may not read the English page the offer sits on. The only texts every page
 * carries in all seven languages, so they live here rather than in the messages.
 */
const OFFER: Record<Locale, { text: string; accept: string; decline: string }> = {
  en: { text: "This page is also in English.", accept: "Read it in English", decline: "No, thanks" },
  it: { text: "Questa pagina è disponibile anche in italiano.", accept: "Leggila in italiano", decline: "No, grazie" },
  es: { text: "Esta página también está en español.", accept: "Leerla en español", decline: "No, gracias" },
  pt: { text: "Esta página também está em português.", accept: "Lê-la em português", decline: "Não, obrigado" },
  fr: { text: "Cette page existe aussi en français.", accept: "La lire en français", decline: "Non, merci" },
  de: { text: "Diese Seite gibt es auch auf Deutsch.", accept: "Auf Deutsch lesen", decline: "Nein, danke" },
  pl: { text: "Ta strona jest dostępna także po polsku.", accept: "Czytaj po polsku", decline: "Nie, dziękuję" },
};

function storedAnswer(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_ANSWER_KEY);
  } catch {
    return null;
  }
}

function remember(answer: string) {
  try {
    localStorage.setItem(LANGUAGE_ANSWER_KEY, answer);
  } catch {
    // Private modes may refuse storage: the offer then simply comes back next visit.
  }
}

/**
 * A polite offer, never a redirect: when the browser's preferred language is one
 * of the site's translations and not the page's, say so once, in that language.
 * Decided in the browser (navigator.languages), so cached pages stay the same for everyone;
 * it floats over the bottom of the page, so nothing on the page moves when it appears.
 */
export function LanguageOffer() {
  const { locale } = useSiteConfig();
  const here = useLocalizedHere();
  const [offered, setOffered] = useState<Locale | null>(null);
  useEffect(() => {
    if (storedAnswer()) return;
    const preferred = preferredTranslation(navigator.languages ?? [navigator.language]) ?? "en";
    if (preferred !== locale) setOffered(preferred);
  }, [locale]);
  useEffect(() => {
    if (offered === null) return;
    // The welcome notice reads this flag from a signal. Loaded only when there is an offer to make, the
    // signals library stays out of the first script of every page that makes none. The notice's own
    // code imports the same module and waits half a second before it opens, so the flag is set by then.
    let state: typeof import("./language-offer-state.ts") | undefined;
    let gone = false;
    void import("./language-offer-state.ts").then((loaded) => {
      if (gone) return;
      state = loaded;
      loaded.languageOfferShowing.value = true;
    });
    return () => {
      gone = true;
      if (state) state.languageOfferShowing.value = false;
    };
  }, [offered]);
  if (!offered) return null;
  const texts = OFFER[offered];
  return (
    <aside lang={offered} aria-label={LOCALE_NAMES[offered]} className="fixed inset-x-0 bottom-0 z-50 border-t border-gold-300 bg-gold-100 text-ink-900 shadow-lg">
      <div className="page flex flex-wrap items-center gap-x-4 gap-y-2 py-2 text-sm">
        <p className="m-0">{texts.text}</p>
        <a href={here(offered)} hrefLang={offered} className="font-semibold text-cardinal-800" onClick={() => remember(offered)}>{texts.accept}</a>
        <button type="button" className="underline text-ink-700" onClick={() => { remember(locale); setOffered(null); }}>{texts.decline}</button>
      </div>
    </aside>
  );
}
