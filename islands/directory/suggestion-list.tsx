import type { Cardinal } from "../../src/shared/cardinals.ts";

interface Props {
  id: string;
  loading: boolean;
  items: Pick<Cardinal, "id" | "fullName" | "nameWithOrder" | "slug">[];
  active: number;
  onChoose: (slug: string) => void;
}

export function SuggestionList({ id, loading, items, active, onChoose }: Props) {
  const shell = "absolute left-0 right-0 top-full mt-1 z-50 overflow-hidden rounded-md border border-parchment-300 bg-white text-ink-900 shadow-lg";
  if (loading) return <div id={id} className={`${shell} px-3 py-2 text-sm text-ink-500`} role="status">Loading suggestions...</div>;
  if (items.length === 0) return <div id={id} className={`${shell} px-3 py-2 text-sm text-ink-500`} role="status">No cardinals found</div>;
  return (
    <ul id={id} role="listbox" aria-label="Suggested cardinals" className={shell}>
      {items.map((c, i) => (
        <li
          key={c.id}
          id={`${id}-${i}`}
          role="option"
          aria-selected={i === active}
          onPointerDown={(e) => e.preventDefault()}
          onClick={() => onChoose(c.slug)}
          className={`cursor-pointer px-3 py-2 text-sm ${i === active ? "bg-cardinal-50 text-cardinal-800" : "hover:bg-parchment-100"}`}
        >
          {c.nameWithOrder ?? c.fullName}
        </li>
      ))}
    </ul>
  );
}
