import { Link } from "wouter";
import { useSiteConfig } from "../lib/site-config.ts";
import { formatLongDate } from "../lib/format.ts";

/** Where the page stands: when the facts were checked, how to correct them, where to go next. */
export function PopeFooter() {
  const { dataAsOf, contactEmail } = useSiteConfig();
  return (
    <footer className="border-t border-parchment-300 pt-6 text-sm text-ink-500">
      <p>
        Compiled from the sources listed above; record data as of {formatLongDate(dataAsOf)}. This site is not affiliated with the Holy See.
        {contactEmail && (
          <> Spotted an error? Write to <a href={`mailto:${contactEmail}`} className="text-cardinal-700 underline underline-offset-2">{contactEmail}</a>.</>
        )}
      </p>
      <nav aria-label="More about the papacy" className="mt-4 flex flex-wrap gap-3">
        <Link href="/deep-dive-pope-leo" className="btn-outline no-underline">Deep dive on Leo XIV</Link>
        <Link href="/why-a-pope" className="btn-outline no-underline">Why a Pope?</Link>
        <Link href="/" className="btn-outline no-underline">All cardinals</Link>
      </nav>
    </footer>
  );
}
