import { Link } from "wouter";
import { formatLongDate } from "../lib/format.ts";

interface Props { pontificalName: string; nameWithOrder: string; elected: string }

/** The page's opening: who was elected and when, with the way into the deep dive. */
export function PopeBanner({ pontificalName, nameWithOrder, elected }: Props) {
  return (
    <header className="overflow-hidden rounded-xl border border-gold-400 bg-gradient-to-br from-cardinal-900 via-cardinal-800 to-cardinal-700 px-5 py-8 text-white shadow-md sm:px-10 sm:py-12">
      <p className="text-xs font-semibold uppercase tracking-[0.25em] text-gold-200">Habemus Papam · {formatLongDate(elected)}</p>
      <h1 className="mt-2 font-serif text-4xl font-semibold leading-tight sm:text-5xl">Pope {pontificalName}</h1>
      <p className="mt-2 text-lg text-white/90">{nameWithOrder}</p>
      <p className="mt-4 max-w-2xl text-white/85">
        The profile of the new Holy Father: his life, formation and career, how observers read his positions, his own words, and where every fact comes from.
      </p>
      <Link href="/deep-dive-pope-leo" className="btn mt-6 bg-gold-400 text-ink-900 no-underline hover:bg-gold-300">
        Read the deep dive →
      </Link>
    </header>
  );
}
