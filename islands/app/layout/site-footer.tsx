import { Link } from "wouter";
import { SITE_NAME, SITE_TAGLINE } from "../../../src/shared/site.ts";
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
          <p className="mt-1 text-sm">{SITE_TAGLINE}</p>
          <p className="mt-3 text-sm text-parchment-300" data-testid="data-as-of">Data as of {formatLongDate(dataAsOf)}</p>
        </div>
        <div className="text-sm md:text-right">
          <nav aria-label="Legal" className="flex flex-wrap gap-x-4 gap-y-1 md:justify-end">
            <Link href="/privacy" className="text-gold-200 hover:text-white">Privacy Policy</Link>
            <Link href="/terms" className="text-gold-200 hover:text-white">Terms of Use</Link>
            <Link href="/ratings-methodology" className="text-gold-200 hover:text-white">How ratings are made</Link>
            <Link href="/api-docs" className="text-gold-200 hover:text-white">Open data &amp; API</Link>
            <Link href="/changes" className="text-gold-200 hover:text-white">Changes</Link>
          </nav>
          <p className="mt-3 text-parchment-300">
            This site is not affiliated with the Vatican or the Holy See. Its data is compiled from public sources for educational purposes.
          </p>
        </div>
      </div>
    </footer>
  );
}
