import type { Cardinal } from "../../src/shared/cardinals.ts";
import { CardinalPhoto } from "../ui/cardinal-photo.tsx";

/** Spec: "Created: {part of createdCardinal before the first space}". */
function createdLabel(created: string | null): string | null {
  return created ? created.split(" ")[0]! : null;
}

export function CardinalCard({ cardinal, onOpen }: { cardinal: Cardinal; onOpen: (slug: string) => void }) {
  const created = createdLabel(cardinal.createdCardinal);
  return (
    <li>
      <button
        type="button"
        data-cardinal={cardinal.slug}
        onClick={() => onOpen(cardinal.slug)}
        className="group card flex h-full w-full flex-col overflow-hidden text-left transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-cardinal-500"
      >
        <div className="relative aspect-[4/5] w-full overflow-hidden bg-parchment-200">
          <CardinalPhoto cardinal={cardinal} className="h-full w-full object-cover transition group-hover:scale-[1.02]" alt="" />
          {cardinal.isElector && (
            <span className="absolute left-2 top-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-cardinal-800 shadow">Elector</span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-4">
          <h2 className="font-serif text-lg font-semibold leading-snug text-ink-900 group-hover:text-cardinal-700">{cardinal.nameWithOrder}</h2>
          <p className="text-sm text-ink-700 line-clamp-2">{cardinal.currentPosition || "Cardinal of the Catholic Church"}</p>
          <dl className="mt-auto grid grid-cols-2 gap-x-3 gap-y-1 pt-3 text-xs text-ink-500">
            <div><dt className="sr-only">Nationality</dt><dd>{cardinal.nationality || "Unknown"}</dd></div>
            <div className="text-right"><dt className="sr-only">Age</dt><dd>{cardinal.ageInYears} years old</dd></div>
            <div>{created && <><dt className="sr-only">Created</dt><dd>Created: {created}</dd></>}</div>
            <div className="text-right"><dt className="sr-only">Region</dt><dd>{cardinal.region || "Unknown"}</dd></div>
          </dl>
        </div>
      </button>
    </li>
  );
}
