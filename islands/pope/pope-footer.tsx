import { Link } from "wouter";
import { useSiteConfig } from "../lib/site-config.ts";
import { formatLongDate } from "../lib/format.ts";
import { m } from "../lib/i18n/messages.ts";

/** Where the page stands: when the facts were checked, how to correct them, where to go next. */
export function PopeFooter() {
  const { dataAsOf, contactEmail } = useSiteConfig();
  return (
    <footer className="border-t border-parchment-300 pt-6 text-sm text-ink-500">
      <p>
        {m.pope_footer_compiled({ date: formatLongDate(dataAsOf) })}
        {contactEmail && (
          <> {m.pope_footer_write_to()} <a href={`mailto:${contactEmail}`} className="text-cardinal-700 underline underline-offset-2">{contactEmail}</a>.</>
        )}
      </p>
      <nav aria-label={m.pope_footer_more()} className="mt-4 flex flex-wrap gap-3">
        <Link href="/deep-dive-pope-leo" className="btn-outline no-underline">{m.pope_footer_deep_dive()}</Link>
        <Link href="/why-a-pope" className="btn-outline no-underline">{m.nav_why_pope()}</Link>
        <Link href="/" className="btn-outline no-underline">{m.pope_footer_all_cardinals()}</Link>
      </nav>
    </footer>
  );
}
