import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { CollegeCardinal, CollegeResponse } from "../../src/shared/cardinals.ts";
import { m } from "../lib/i18n/messages.ts";

/** What the data-driven parts of the page share: the list query and today's day (null until mounted). */
export interface CollegeState {
  query: UseQueryResult<CollegeResponse>;
  today: string | null;
}

/** A failed read of the College shows a retry message, not an empty page. */
export function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="card border-cardinal-200 bg-cardinal-50 p-6 text-center">
      <p className="font-serif text-lg font-semibold text-cardinal-800">{m.insights_load_error()}</p>
      <p className="mt-1 text-sm text-ink-700">{m.insights_load_error_hint()}</p>
      <button type="button" className="btn-primary mt-4" onClick={onRetry} disabled={retrying}>
        {retrying ? m.insights_retrying() : m.insights_retry()}
      </button>
    </div>
  );
}

interface GateProps {
  college: CollegeState;
  loading: ReactNode;
  /** Called only once the list and today are known; return elements, not hooks. */
  children: (cardinals: CollegeCardinal[], today: string) => ReactNode;
}

/** Loading placeholder, retry message or the content built from the list. */
export function CollegeGate({ college: { query, today }, loading, children }: GateProps) {
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!query.data || !today) return <>{loading}</>;
  return <>{children(query.data.cardinals, today)}</>;
}
