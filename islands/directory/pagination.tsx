import { paginationWindow } from "./pagination-window.ts";

interface Props { page: number; pages: number; onPage: (page: number) => void }

/** Hidden for a single page; Previous/Next disabled at the ends. */
export function Pagination({ page, pages, onPage }: Props) {
  if (pages <= 1) return null;
  const cell = "inline-flex h-10 min-w-10 items-center justify-center rounded-md px-3 text-sm font-medium";
  return (
    // On phones the page numbers take the first row and Previous/Next share the second, so neither wraps.
    <nav aria-label="Pages" className="mt-10 flex flex-wrap items-center justify-between gap-2 sm:justify-center sm:gap-1">
      <button type="button" className="btn-outline whitespace-nowrap" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        ← Previous
      </button>
      <div className="order-first flex w-full flex-wrap justify-center gap-1 sm:order-none sm:w-auto">
      {paginationWindow(page, pages).map((item) =>
        typeof item === "number" ? (
          <button
            key={item}
            type="button"
            onClick={() => onPage(item)}
            aria-current={item === page ? "page" : undefined}
            aria-label={`Page ${item}`}
            className={`${cell} ${item === page ? "bg-cardinal-700 text-white" : "border border-parchment-300 bg-white hover:bg-parchment-100"}`}
          >
            {item}
          </button>
        ) : (
          <span key={item} className={`${cell} text-ink-500`} aria-hidden="true">...</span>
        ),
      )}
      </div>
      <button type="button" className="btn-outline whitespace-nowrap" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next →
      </button>
    </nav>
  );
}
