/**
 * /changes: the public log of every change to the roster since the content's
 * date, newest first, with its source. Pure render (no window or document), so
 * the server can render it too.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link, useSearch } from "wouter";
import type { RosterChange } from "../../src/shared/roster-fields.ts";
import { changeFieldLabel } from "./field-labels.ts";
import { m } from "../lib/i18n/messages.ts";
import { formatLongDate } from "../lib/format.ts";
import { addressOf } from "../../src/shared/endpoint-kit.ts";
import { ENDPOINTS } from "../../src/shared/endpoints.ts";
import { changesPageFrom, changesQuery } from "./queries.ts";

const FEED = addressOf(ENDPOINTS.changesFeed, undefined);

function useChanges(page: number) {
  return useQuery({ ...changesQuery(page), placeholderData: keepPreviousData });
}

const pageHref = (page: number) => (page > 1 ? `/changes?page=${page}` : "/changes");

/** Newer and Older as links to the page's own address, so they work without JavaScript; disabled at either end. */
function PageLink({ page, enabled, children }: { page: number; enabled: boolean; children: string }) {
  return enabled
    ? <Link href={pageHref(page)} className="btn-outline no-underline">{children}</Link>
    : <span className="btn-outline cursor-not-allowed opacity-50" aria-disabled="true">{children}</span>;
}

const shown = (v: string | null) => (v === null || v === "" ? "—" : v);

function ChangeRow({ change }: { change: RosterChange }) {
  return (
    <li className="card p-4" data-change={change.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-serif text-lg font-semibold text-ink-900">
          <Link href={`/cardinal/${change.slug}`} className="hover:text-cardinal-700 hover:underline">{change.cardinalName}</Link>
        </p>
        <p className="text-sm text-ink-500"><time dateTime={change.at}>{formatLongDate(change.at)}</time></p>
      </div>
      <p className="mt-1 text-sm font-medium text-ink-700">
        {changeFieldLabel(change.field)}
        {change.fromCorrection && <span className="ml-2 rounded-full bg-gold-100 px-2 py-0.5 text-xs font-semibold text-ink-900">{m.changes_from_correction()}</span>}
      </p>
      <p className="mt-1 break-words text-sm text-ink-900">
        <span className="text-ink-500 line-through decoration-ink-500">{shown(change.oldValue)}</span>
        <span aria-hidden="true" className="mx-2 text-ink-500">→</span><span className="sr-only">{m.changes_changed_to()}</span>
        <span className="font-medium">{shown(change.newValue)}</span>
      </p>
      <p className="mt-1 break-words text-xs text-ink-500">
        {m.changes_source()} <a href={change.sourceUrl} target="_blank" rel="noopener noreferrer nofollow" className="text-cardinal-700 underline underline-offset-2">{change.sourceUrl}</a>
        {change.note && <> · {change.note}</>}
      </p>
    </li>
  );
}

export default function ChangesPage() {
  const page = changesPageFrom(useSearch());
  const query = useChanges(page);
  const data = query.data;
  return (
    <div className="page py-8 sm:py-12">
      <h1 className="font-serif text-3xl font-bold text-cardinal-800 sm:text-4xl">{m.changes_title()}</h1>
      <p className="mt-3 max-w-3xl text-ink-700">
        {m.changes_intro()}
      </p>
      <p className="mt-2 text-sm text-ink-500">
        {data && <>{m.changes_data_as_of()} <span data-testid="changes-data-as-of">{formatLongDate(data.dataAsOf)}</span> · </>}
        <a href={FEED} className="text-cardinal-700 underline underline-offset-2">{m.changes_atom_feed()}</a>
      </p>
      {query.isPending && <p className="mt-8 text-ink-500" role="status">{m.changes_loading()}</p>}
      {query.isError && <p className="mt-8 text-ink-700" role="alert">{m.changes_error()}</p>}
      {data && data.changes.length === 0 && <p className="mt-8 text-ink-700">{m.changes_empty()}</p>}
      {data && data.changes.length > 0 && (
        <>
          <ol className="mt-6 space-y-3" aria-label={m.changes_list_label()}>
            {data.changes.map((c) => <ChangeRow key={c.id} change={c} />)}
          </ol>
          {data.metadata.pages > 1 && (
            <nav aria-label={m.changes_pages_label()} className="mt-6 flex items-center justify-between gap-3">
              <PageLink page={page - 1} enabled={page > 1}>{m.changes_newer()}</PageLink>
              <span className="text-sm text-ink-500">{m.changes_page_of({ page: data.metadata.page, pages: data.metadata.pages })}</span>
              <PageLink page={page + 1} enabled={page < data.metadata.pages}>{m.changes_older()}</PageLink>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
