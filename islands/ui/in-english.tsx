import { getLocale, m } from "../lib/i18n/messages.ts";

/**
 * The small "in English" label beside an editorial text that is written in
 * English only (a profile, the deep dive, a quotation), shown on the other
 * languages' pages so a reader knows the switch of language is deliberate.
 * Nothing on the English pages.
 */
export function InEnglish({ className = "" }: { className?: string }) {
  if (getLocale() === "en") return null;
  return <span className={`text-xs font-normal normal-case tracking-wide text-ink-500 ${className}`} data-testid="in-english">{m.in_english()}</span>;
}
