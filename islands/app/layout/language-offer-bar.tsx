import { LOCALE_NAMES, type Locale } from "../../../src/shared/locales.ts";
import { useSiteConfig } from "../../lib/site-config.ts";
import { useLocalizedHere } from "./language-switcher.tsx";
import { LANGUAGE_ANSWER_KEY } from "./language-offer.tsx";

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

function remember(answer: string) {
  try {
    localStorage.setItem(LANGUAGE_ANSWER_KEY, answer);
  } catch {
    // Private modes may refuse storage: the offer then simply comes back next visit.
  }
}

/** The offer of `offered` (see language-offer.tsx), floating over the foot of the page. */
export default function LanguageOfferBar({ offered, onDecline }: { offered: Locale; onDecline: () => void }) {
  const { locale } = useSiteConfig();
  const here = useLocalizedHere();
  const texts = OFFER[offered];
  return (
    <aside lang={offered} aria-label={LOCALE_NAMES[offered]} className="fixed inset-x-0 bottom-0 z-50 border-t border-gold-300 bg-gold-100 text-ink-900 shadow-lg">
      <div className="page flex flex-wrap items-center gap-x-4 gap-y-2 py-2 text-sm">
        <p className="m-0">{texts.text}</p>
        <a href={here(offered)} hrefLang={offered} className="font-semibold text-cardinal-800" onClick={() => remember(offered)}>{texts.accept}</a>
        <button type="button" className="underline text-ink-700" onClick={() => { remember(locale); onDecline(); }}>{texts.decline}</button>
      </div>
    </aside>
  );
}
