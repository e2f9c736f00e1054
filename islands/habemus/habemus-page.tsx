/**
 * /habemus-papam: the decoder. The protodeacon announces the man elected by
 * his given names in Latin, then his surname; a visitor who heard "Petrum"
 * types part of it and sees at once who that is. The list is filtered by the
 * same function on the server (for `?q=` from the plain GET form, without
 * JavaScript) and in the browser as the visitor types.
 */
import { Fragment, useState, type FormEvent, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link, useLocation, useRouter, useSearch } from "wouter";
import { apiQueries } from "../../src/shared/api-queries.ts";
import type { LatinNamesAnswer, LatinNamesElector } from "../../src/shared/college-content.ts";
import { MAX_LATIN_QUERY, filterLatinNames } from "../../src/shared/habemus.ts";
import { formatLongDate } from "../lib/format.ts";
import { getLocale, m } from "../lib/i18n/messages.ts";

export const HABEMUS_PATH = "/habemus-papam";

/** The query of the page's address, as the server reads it for the first render. */
export function queryFromSearch(search: string): string {
  return (new URLSearchParams(search).get("q") ?? "").slice(0, MAX_LATIN_QUERY);
}

/**
 * A translated sentence with elements in it (the Latin, which stays Latin): the
 * message is called with a marker per element, then split at the markers, so each
 * language keeps its own word order around them.
 */
function withElements<K extends string>(message: (marks: Record<K, string>) => string, elements: Record<K, ReactNode>): ReactNode[] {
  const names = Object.keys(elements) as K[];
  const text = message(Object.fromEntries(names.map((n, i) => [n, `\u0000${i}\u0000`])) as Record<K, string>);
  return text.split(/\u0000(\d+)\u0000/).map((part, i) => (i % 2 === 0 ? part : <Fragment key={i}>{elements[names[Number(part)]!]}</Fragment>));
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
          <p className="text-xs text-ink-500">{m.conclave_habemus_kept({ names: kept.map((n) => n.name).join(", ") })}</p>
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
      <h2 id="formula-heading" className="font-serif text-2xl font-semibold text-ink-900">{m.conclave_habemus_how_heading()}</h2>
      <p className="mt-3 leading-relaxed text-ink-700">
        {withElements(m.conclave_habemus_how_text, {
          formula: <span lang="la" className="italic">Sanctae Romanae Ecclesiae Cardinalem</span>,
          example: <q lang="la">Dominum Petrum Sanctae Romanae Ecclesiae Cardinalem Parolin</q>,
        })}
      </p>
      <details className="mt-3 text-sm text-ink-700">
        <summary className="cursor-pointer font-medium text-cardinal-700">{m.conclave_habemus_rule_summary()}</summary>
        {/* The rule as the API gives it, in English; other languages read its translation, kept with content/latin-names.json's rule. */}
        <p className="mt-2 leading-relaxed">{getLocale() === "en" ? data.rule : m.conclave_habemus_rule()}</p>
      </details>
      <h3 className="mt-5 font-serif text-lg font-semibold text-ink-900">{m.conclave_habemus_last_three()}</h3>
      <ul className="mt-2 space-y-3">
        {data.announcements.map((a) => (
          <li key={a.year} className="border-l-4 border-gold-400 pl-3">
            <p className="text-sm font-medium text-ink-900">{m.conclave_habemus_announced_by({ year: a.year, elected: a.elected, protodeacon: a.protodeacon })}</p>
            <blockquote lang="la" className="mt-0.5 italic text-ink-700">{a.text}</blockquote>
            <p className="text-xs text-ink-500">
              {m.conclave_habemus_source()}{" "}<a href={a.url} target="_blank" rel="noopener noreferrer" lang="en" className="text-cardinal-700 underline underline-offset-2">{a.title}</a>
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
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-700">{m.conclave_habemus_eyebrow()}</p>
        <h1 className="mt-1 font-serif text-3xl font-semibold text-ink-900 sm:text-4xl">{m.cardinal_habemus_decoder()}</h1>
        <p className="mt-2 max-w-3xl text-ink-700">{m.conclave_habemus_intro()}</p>
      </header>
      <form role="search" method="get" action={`${base}${HABEMUS_PATH}`} onSubmit={onSubmit} className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor="latin-query" className="block text-sm font-medium text-ink-900">{m.conclave_habemus_label()}</label>
          <input
            id="latin-query"
            name="q"
            type="search"
            value={query}
            onChange={(e) => onChange(e.target.value)}
            placeholder={m.conclave_habemus_placeholder()}
            autoComplete="off"
            spellCheck={false}
            maxLength={MAX_LATIN_QUERY}
            aria-controls="latin-results"
            className="mt-1 w-full rounded-md border border-parchment-300 bg-white px-3 py-2 text-base text-ink-900 focus:border-cardinal-600 focus:outline-none focus:ring-2 focus:ring-gold-300"
          />
        </div>
        <button type="submit" className="btn-primary shrink-0">{m.conclave_habemus_search()}</button>
      </form>
      {latin.isPending && <p className="text-ink-500" role="status">{m.conclave_habemus_loading()}</p>}
      {latin.isError && <p className="text-ink-700" role="alert">{m.conclave_habemus_failed()}</p>}
      {data && (
        <section aria-labelledby="electors-heading">
          <h2 id="electors-heading" className="font-serif text-2xl font-semibold text-ink-900">{m.conclave_habemus_list_heading()}</h2>
          <p className="mt-1 text-sm text-ink-700" role="status" aria-live="polite" data-testid="latin-count">
            {query.trim()
              ? m.conclave_habemus_matches({ matches: matches.length, total: data.electors.length, query: query.trim() })
              : m.conclave_habemus_count({ count: data.electors.length, date: formatLongDate(data.date) })}
          </p>
          {matches.length === 0 && (
            <p className="mt-3 text-ink-700">{m.conclave_habemus_none()}</p>
          )}
          <ul id="latin-results" className="mt-3 grid gap-3 lg:grid-cols-2" aria-label={m.conclave_electors()}>
            {matches.map((e) => <ElectorRow key={e.slug} e={e} />)}
          </ul>
          <p className="mt-3 text-xs text-ink-500">{m.conclave_habemus_checked({ date: formatLongDate(data.asOf) })}</p>
        </section>
      )}
      {data && <Announcements data={data} />}
    </div>
  );
}
