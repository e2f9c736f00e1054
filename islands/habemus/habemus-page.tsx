/**
 * /habemus-papam: the decoder. The protodeacon announces the man elected by
 * his given names in Latin, then his surname; a visitor who heard "Petrum"
 * types part of it and sees at once who that is. The list is filtered by the
 * same function on the server (for `?q=` from the plain GET form, without
 * JavaScript) and in the browser as the visitor types.
 */
import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link, useLocation, useRouter, useSearch } from "wouter";
import { apiQueries } from "../../src/shared/api-queries.ts";
import type { LatinNamesAnswer, LatinNamesElector } from "../../src/shared/college-content.ts";
import { MAX_LATIN_QUERY, filterLatinNames } from "../../src/shared/habemus.ts";
import { formatLongDate } from "../lib/format.ts";

export const HABEMUS_PATH = "/habemus-papam";

/** The query of the page's address, as the server reads it for the first render. */
export function queryFromSearch(search: string): string {
  return (new URLSearchParams(search).get("q") ?? "").slice(0, MAX_LATIN_QUERY);
}

function ElectorRow({ e }: { e: LatinNamesElector }) {
  const kept = e.names.filter((n) => !n.latinized);
  return (
    <li className="card flex flex-col gap-1 p-4 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4" data-elector={e.slug}>
      <div className="min-w-0">
        <p className="font-serif text-xl font-semibold text-ink-900">
          <span lang="la" className="italic">{e.accusative}</span>{" "}
          <span className="not-italic">{e.surname}</span>
        </p>
        {kept.length > 0 && (
          <p className="text-xs text-ink-500">{`${kept.map((n) => n.name).join(", ")}: kept as written, with no established Latin form`}</p>
        )}
      </div>
      <p className="shrink-0 text-sm text-ink-700">
        <Link href={`/cardinal/${e.slug}`} className="font-medium text-cardinal-700 underline underline-offset-2 hover:text-cardinal-900">{e.fullName}</Link>
      </p>
    </li>
  );
}

function Announcements({ data }: { data: LatinNamesAnswer }) {
  return (
    <section aria-labelledby="formula-heading" className="card p-5 sm:p-6">
      <h2 id="formula-heading" className="font-serif text-2xl font-semibold text-ink-900">How the name is announced</h2>
      <p className="mt-3 leading-relaxed text-ink-700">
        From the central loggia of St Peter's, the protodeacon announces the man elected by his given names in Latin, in the accusative
        case, then <span lang="la" className="italic">Sanctae Romanae Ecclesiae Cardinalem</span> and his surname, unchanged, then the name
        he has taken as pope: <q lang="la">Dominum Petrum Sanctae Romanae Ecclesiae Cardinalem Parolin</q> would be Pietro Parolin.
      </p>
      <details className="mt-3 text-sm text-ink-700">
        <summary className="cursor-pointer font-medium text-cardinal-700">How this site gives each name its Latin form</summary>
        <p className="mt-2 leading-relaxed">{data.rule}</p>
      </details>
      <h3 className="mt-5 font-serif text-lg font-semibold text-ink-900">The last three announcements</h3>
      <ul className="mt-2 space-y-3">
        {data.announcements.map((a) => (
          <li key={a.year} className="border-l-4 border-gold-400 pl-3">
            <p className="text-sm font-medium text-ink-900">{`${a.year}: ${a.elected}, announced by ${a.protodeacon}`}</p>
            <blockquote lang="la" className="mt-0.5 italic text-ink-700">{a.text}</blockquote>
            <p className="text-xs text-ink-500">
              Source: <a href={a.url} target="_blank" rel="noopener noreferrer" className="text-cardinal-700 underline underline-offset-2">{a.title}</a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function HabemusPapamPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  // The language prefix (/it, /fr...), so the plain form stays on the page in the reader's language.
  const { base } = useRouter();
  // The address gives the first query (the server rendered it); typing then filters at once and keeps the address shareable.
  const [query, setQuery] = useState(() => queryFromSearch(search));
  const latin = useQuery(apiQueries.latinNames());
  const data = latin.data;
  const matches = data ? filterLatinNames(data.electors, query) : [];

  const onChange = (value: string) => {
    const next = value.slice(0, MAX_LATIN_QUERY);
    setQuery(next);
    navigate(next.trim() ? `${HABEMUS_PATH}?q=${encodeURIComponent(next)}` : HABEMUS_PATH, { replace: true });
  };
  // With JavaScript the list is already filtered; without it the form is a plain GET of this page.
  const onSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <div className="page space-y-6 py-6 sm:py-8">
      <header>
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-700">Conclave</p>
        <h1 className="mt-1 font-serif text-3xl font-semibold text-ink-900 sm:text-4xl">Habemus Papam decoder</h1>
        <p className="mt-2 max-w-3xl text-ink-700">
          Heard a name in Latin from the loggia? Type part of it, or of the surname, to see which elector it is.
        </p>
      </header>
      <form role="search" method="get" action={`${base}${HABEMUS_PATH}`} onSubmit={onSubmit} className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor="latin-query" className="block text-sm font-medium text-ink-900">Latin given name or surname</label>
          <input
            id="latin-query"
            name="q"
            type="search"
            value={query}
            onChange={(e) => onChange(e.target.value)}
            placeholder="e.g. Petrum, Ioannem, Parolin"
            autoComplete="off"
            spellCheck={false}
            maxLength={MAX_LATIN_QUERY}
            aria-controls="latin-results"
            className="mt-1 w-full rounded-md border border-parchment-300 bg-white px-3 py-2 text-base text-ink-900 focus:border-cardinal-600 focus:outline-none focus:ring-2 focus:ring-gold-300"
          />
        </div>
        <button type="submit" className="btn-primary shrink-0">Search</button>
      </form>
      {latin.isPending && <p className="text-ink-500" role="status">Loading the electors...</p>}
      {latin.isError && <p className="text-ink-700" role="alert">The list of electors could not be loaded. Please try again later.</p>}
      {data && (
        <section aria-labelledby="electors-heading">
          <h2 id="electors-heading" className="font-serif text-2xl font-semibold text-ink-900">The electors as they would be announced</h2>
          <p className="mt-1 text-sm text-ink-700" role="status" aria-live="polite" data-testid="latin-count">
            {query.trim()
              ? `${matches.length} of ${data.electors.length} electors match “${query.trim()}”`
              : `${data.electors.length} electors on ${formatLongDate(data.date)}, by surname`}
          </p>
          {matches.length === 0 && (
            <p className="mt-3 text-ink-700">No elector's given names or surname contain that. Try fewer letters, or the surname.</p>
          )}
          <ul id="latin-results" className="mt-3 grid gap-3 lg:grid-cols-2" aria-label="Electors">
            {matches.map((e) => <ElectorRow key={e.slug} e={e} />)}
          </ul>
          <p className="mt-3 text-xs text-ink-500">{`Latin forms checked on ${formatLongDate(data.asOf)}.`}</p>
        </section>
      )}
      {data && <Announcements data={data} />}
    </div>
  );
}
