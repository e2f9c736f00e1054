import type { UseQueryResult } from "@tanstack/react-query";
import type { CardinalListResponse } from "../../src/shared/cardinals.ts";
import type { Cardinal } from "../../src/shared/cardinals.ts";
import { CardinalCard } from "./cardinal-card.tsx";
import { m } from "../lib/i18n/messages.ts";

const GRID = "grid grid-cols-1 gap-5 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-4";

function Message({ title, text }: { title: string; text: string }) {
  return (
    <div className="card mt-6 p-10 text-center" role="status">
      <h2 className="font-serif text-xl font-semibold">{title}</h2>
      <p className="mt-2 text-ink-500">{text}</p>
    </div>
  );
}

/** The list's four states: loading tiles, error, empty, cards. */
interface Props { query: UseQueryResult<CardinalListResponse>; onOpen: (cardinal: Cardinal) => void }

export function CardinalGrid({ query, onOpen }: Props) {
  if (query.isPending) {
    return (
      <ul className={`${GRID} mt-6`} aria-busy="true" aria-label={m.directory_loading()}>
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i} data-testid="placeholder-tile" className="card flex gap-3 p-4">
            <div className="h-12 w-12 shrink-0 animate-pulse rounded-full bg-parchment-200" />
            <div className="flex-1 space-y-2 pt-1"><div className="h-4 w-3/4 animate-pulse rounded bg-parchment-200" /><div className="h-3 w-1/2 animate-pulse rounded bg-parchment-200" /><div className="h-3 w-2/3 animate-pulse rounded bg-parchment-200" /></div>
          </li>
        ))}
      </ul>
    );
  }
  if (query.isError) return <Message title={m.directory_error_title()} text={m.directory_error_text()} />;
  const cardinals = query.data.cardinals;
  if (cardinals.length === 0) return <Message title={m.directory_empty_title()} text={m.directory_empty_text()} />;
  return (
    <ul className={`${GRID} mt-6 transition-opacity ${query.isPlaceholderData ? "opacity-60" : ""}`} aria-label={m.directory_grid()} data-testid="cardinal-grid">
      {cardinals.map((c) => <CardinalCard key={c.id} cardinal={c} onOpen={onOpen} />)}
    </ul>
  );
}
