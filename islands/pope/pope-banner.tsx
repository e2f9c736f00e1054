import { Link } from "wouter";
import { formatLongDate } from "../lib/format.ts";
import { m } from "../lib/i18n/messages.ts";
import { localPontificalName } from "../lib/pope-names.ts";

interface Props { pontificalName: string; nameWithOrder: string; elected: string }

/** The page's opening: who was elected and when, with the way into the deep dive. */
export function PopeBanner({ pontificalName, nameWithOrder, elected }: Props) {
  return (
    <header className="overflow-hidden rounded-xl border border-gold-400 bg-gradient-to-br from-cardinal-900 via-cardinal-800 to-cardinal-700 px-5 py-8 text-white shadow-md sm:px-10 sm:py-12">
      <p className="text-xs font-semibold uppercase tracking-[0.25em] text-gold-200">{m.pope_banner_kicker({ date: formatLongDate(elected) })}</p>
      <h1 className="mt-2 font-serif text-4xl font-semibold leading-tight sm:text-5xl">{m.pope_title({ name: localPontificalName(pontificalName) })}</h1>
      <p className="mt-2 text-lg text-white/90">{nameWithOrder}</p>
      <p className="mt-4 max-w-2xl text-white/85">
        {m.pope_banner_intro()}
      </p>
      <Link href="/deep-dive-pope-leo" className="btn mt-6 bg-gold-400 text-ink-900 no-underline hover:bg-gold-300">
        {m.pope_read_deep_dive()}
      </Link>
    </header>
  );
}
