import type { Suggestion } from "./suggestion-href.ts";
import { m } from "../lib/i18n/messages.ts";

interface Props {
  id: string;
  loading: boolean;
  items: Suggestion[];
  active: number;
  onChoose: (item: Suggestion) => void;
  /** The term typed, for the last option: every result in the directory. */
  term?: string;
  onSeeAll?: () => void;
}

export function SuggestionList({ id, loading, items, active, onChoose, term, onSeeAll }: Props) {
  const shell = "absolute left-0 right-0 top-full mt-1 z-50 overflow-hidden rounded-md border border-parchment-300 bg-white text-ink-900 shadow-lg";
  if (loading) return <div id={id} className={`${shell} px-3 py-2 text-sm text-ink-500`} role="status">{m.directory_loading_suggestions()}</div>;
  if (items.length === 0) return <div id={id} className={`${shell} px-3 py-2 text-sm text-ink-500`} role="status">{m.directory_no_suggestions()}</div>;
  return (
    <ul id={id} role="listbox" aria-label={m.directory_suggested()} className={shell}>
      {items.map((c, i) => (
        <li
          key={c.id}
          id={`${id}-${i}`}
          role="option"
          aria-selected={i === active}
          onPointerDown={(e) => e.preventDefault()}
          onClick={() => onChoose(c)}
          className={`flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm ${i === active ? "bg-cardinal-50 text-cardinal-800" : "hover:bg-parchment-100"}`}
        >
          <span>{c.nameWithOrder ?? c.fullName}</span>
          {c.status === "pope" && <span className="shrink-0 rounded-full bg-gold-100 px-2 py-0.5 text-xs font-semibold text-gold-900">{m.directory_pope()}</span>}
        </li>
      ))}
      {term && onSeeAll && (
        <li
          id={`${id}-${items.length}`}
          role="option"
          aria-selected={active === items.length}
          onPointerDown={(e) => e.preventDefault()}
          onClick={onSeeAll}
          className={`cursor-pointer border-t border-parchment-200 px-3 py-2 text-sm font-medium ${active === items.length ? "bg-cardinal-50 text-cardinal-800" : "text-cardinal-700 hover:bg-parchment-100"}`}
        >
          {m.directory_see_all({ term })}
        </li>
      )}
    </ul>
  );
}
