import { Link } from "wouter";
import { SITE_NAME } from "../../../src/shared/site.ts";
import { m } from "../../lib/i18n/messages.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { useSiteConfig } from "../../lib/site-config.ts";
import { formatLongDate } from "../../lib/format.ts";

export function SiteFooter() {
  const { dataAsOf, today } = useSiteConfig();
  // The rendered day, not the clock, so the server's HTML and the browser agree.
  const year = (today || dataAsOf).slice(0, 4);
  return (
    <footer className="mt-16 border-t-4 border-gold-500 bg-ink-900 text-parchment-200">
      <div className="page grid gap-6 py-10 md:grid-cols-2">
        <div>
          <p className="font-serif text-lg text-white">© {year} {SITE_NAME}</p>
          <p className="mt-1 text-sm">{m.site_tagline()}</p>
          <p className="mt-3 text-sm text-parchment-300" data-testid="data-as-of">{m.footer_data_as_of({ date: formatLongDate(dataAsOf) })}</p>
        </div>
        <div className="text-sm md:text-right">
          <nav aria-label={m.footer_legal()} className="flex flex-wrap gap-x-4 gap-y-1 md:justify-end">
            <Link href="/privacy" className="text-gold-200 hover:text-white">{m.footer_privacy()}</Link>
            <Link href="/terms" className="text-gold-200 hover:text-white">{m.footer_terms()}</Link>
            <Link href="/ratings-methodology" className="text-gold-200 hover:text-white">{m.footer_ratings()}</Link>
            <Link href="/api-docs" className="text-gold-200 hover:text-white">{m.footer_open_data()}</Link>
            <Link href="/changes" className="text-gold-200 hover:text-white">{m.footer_changes()}</Link>
          </nav>
          <p className="mt-3 text-parchment-300">
            {m.footer_not_affiliated()}
          </p>
          <LanguageSwitcher className="mt-3 md:justify-end" />
        </div>
      </div>
    </footer>
  );
}
