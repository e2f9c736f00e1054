import type { ReactNode } from "react";
import { paginationWindow } from "./pagination-window.ts";
import { m } from "../lib/i18n/messages.ts";

interface Props {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The address of a page, so every page is a plain link that works without JavaScript. */
  hrefFor?: (page: number) => string;
}

/** A left click changes page in place; modified clicks (new tab) and pages without JavaScript follow the link. */
function PageLink({ to, onPage, hrefFor, className, children, ...aria }: {
  to: number; onPage: (page: number) => void; hrefFor: (page: number) => string; className: string; children: ReactNode;
  "aria-label"?: string; "aria-current"?: "page";
}) {
  return (
    <a
      href={hrefFor(to)}
      className={className}
      {...aria}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onPage(to);
      }}
    >
      {children}
    </a>
  );
}

const defaultHref = (page: number) => `?page=${page}`;

/** Hidden for a single page; Previous/Next disabled at the ends. */
export function Pagination({ page, pages, onPage, hrefFor = defaultHref }: Props) {
  if (pages <= 1) return null;
  const cell = "inline-flex h-10 min-w-10 items-center justify-center rounded-md px-3 text-sm font-medium";
  return (
    // On phones the page numbers take the first row and Previous/Next share the second, so neither wraps.
    <nav aria-label={m.directory_pages()} className="mt-10 flex flex-wrap items-center justify-between gap-2 sm:justify-center sm:gap-1">
      {page <= 1
        ? <span className="btn-outline whitespace-nowrap opacity-50" aria-disabled="true">{m.directory_previous()}</span>
        : <PageLink to={page - 1} onPage={onPage} hrefFor={hrefFor} className="btn-outline whitespace-nowrap no-underline">{m.directory_previous()}</PageLink>}
      <div className="order-first flex w-full flex-wrap justify-center gap-1 sm:order-none sm:w-auto">
      {paginationWindow(page, pages).map((item) =>
        typeof item === "number" ? (
          <PageLink
            key={item}
            to={item}
            onPage={onPage}
            hrefFor={hrefFor}
            aria-current={item === page ? "page" : undefined}
            aria-label={m.directory_page({ page: item })}
            className={`${cell} no-underline ${item === page ? "bg-cardinal-700 text-white" : "border border-parchment-300 bg-white text-ink-900 hover:bg-parchment-100"}`}
          >
            {item}
          </PageLink>
        ) : (
          <span key={item} className={`${cell} text-ink-500`} aria-hidden="true">...</span>
        ),
      )}
      </div>
      {page >= pages
        ? <span className="btn-outline whitespace-nowrap opacity-50" aria-disabled="true">{m.directory_next()}</span>
        : <PageLink to={page + 1} onPage={onPage} hrefFor={hrefFor} className="btn-outline whitespace-nowrap no-underline">{m.directory_next()}</PageLink>}
    </nav>
  );
}
