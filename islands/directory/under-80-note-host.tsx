import { Suspense, lazy } from "react";
import type { DirectoryFilters } from "./filters.ts";
import { under80NonElectorsQuery } from "./queries.ts";

// Its words and the renunciations' clause are needed only while the "Under 80" filter is on.
const Under80NoteText = lazy(() => import("./under-80-note.tsx"));

/** The note under the filter bar while "Under 80" is on (see under-80-note.tsx); nothing otherwise. */
export function Under80Note({ filters, total }: { filters: DirectoryFilters; total: number | undefined }) {
  if (!under80NonElectorsQuery(filters)) return null;
  return <Suspense fallback={null}><Under80NoteText filters={filters} total={total} /></Suspense>;
}
