import { useEffect, useState, type ComponentType } from "react";
import { type Locale, preferredTranslation } from "../../../src/shared/locales.ts";
import { useSiteConfig } from "../../lib/site-config.ts";

/** Remembered once the visitor answers, so the offer is made once per browser. */
export const LANGUAGE_ANSWER_KEY = "cardinalis-language-answer";

type Bar = ComponentType<{ offered: Locale; onDecline: () => void }>;

function storedAnswer(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_ANSWER_KEY);
  } catch {
    return null;
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
  const [offered, setOffered] = useState<Locale | null>(null);
  const [Bar, setBar] = useState<Bar | null>(null);
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
  useEffect(() => {
    if (offered === null || Bar) return;
    // The bar and its words in seven languages are fetched only when there is an offer to make. Held in
    // state rather than through React's lazy: a part that suspends right after hydration may hold back
    // the hydration of the rest of the page, and React shows what it brings only on its own timer.
    let gone = false;
    void import("./language-offer-bar.tsx").then((loaded) => {
      if (!gone) setBar(() => loaded.default);
    });
    return () => {
      gone = true;
    };
  }, [offered, Bar]);
  if (!offered || !Bar) return null;
  return <Bar offered={offered} onDecline={() => setOffered(null)} />;
}
