import { Suspense, lazy, useEffect, useState } from "react";
import { type Locale, preferredTranslation } from "../../../src/shared/locales.ts";
import { useSiteConfig } from "../../lib/site-config.ts";

/** Remembered once the visitor answers, so the offer is made once per browser. */
export const LANGUAGE_ANSWER_KEY = "cardinalis-language-answer";

// The bar and its words in seven languages are fetched only when there is an offer to make.
const LanguageOfferBar = lazy(() => import("./language-offer-bar.tsx"));

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
  return <Suspense fallback={null}><LanguageOfferBar offered={offered} onDecline={() => setOffered(null)} /></Suspense>;
}
