import { Suspense, lazy, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useLocation, useSearch } from "wouter";
import { useDebouncedValue } from "../lib/use-debounced-value.ts";
import { useSiteConfig } from "../lib/site-config.ts";
import { m } from "../lib/i18n/messages.ts";
import { localizedPath } from "../../src/shared/locales.ts";
import { useSuggestions } from "./queries.ts";
import { suggestionHref, type Suggestion } from "./suggestion-href.ts";

export const SUGGESTION_DELAY_MS = 300;

// The list shows only once the visitor has typed: its code is fetched with the first keystroke (the
// suggestions wait for a pause in typing anyway), not with every page's first script.
const loadSuggestionList = () => import("./suggestion-list.tsx");
const SuggestionList = lazy(() => loadSuggestionList().then((module) => ({ default: module.SuggestionList })));

/** Marks a panel opened from a suggestion, so that closing it gives focus back to the search box. */
export const FROM_SEARCH_STATE = { focusSearch: true } as const;

/**
 * The header search: suggestions after a pause in typing, on the page the
 * visitor is on; the directory's full results on Enter or "See all results".
 */
export function SearchBox() {
  const [path, navigate] = useLocation();
  const { locale } = useSiteConfig();
  const query = useSearch();
  const urlSearch = new URLSearchParams(query).get("search") ?? "";
  const [term, setTerm] = useState(urlSearch);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useDebouncedValue(term.trim(), SUGGESTION_DELAY_MS);
  const suggestions = useSuggestions(open ? settled : "");
  const rootRef = useRef<HTMLFormElement>(null);
  // Only typing opens the list: a term arriving from the address (a reload, the badge) must not.
  const typedRef = useRef(false);
  const listId = useId();

  // The badge on the home page can clear the search; follow the address.
  useEffect(() => setTerm(urlSearch), [urlSearch]);
  useEffect(() => {
    if (typedRef.current) setOpen(settled.length >= 2);
  }, [settled]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search term clears the highlighted suggestion.
  useEffect(() => setActive(-1), [settled]);
  useEffect(() => {
    if (suggestions.error) console.error("Search suggestions failed", suggestions.error);
  }, [suggestions.error]);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const items = suggestions.data?.suggestions ?? [];
  // The last option, "See all results", sits after the suggestions (Enter on it submits the search).
  const lastOption = items.length > 0 ? items.length : -1;
  const close = () => {
    typedRef.current = false;
    setOpen(false);
  };
  const choose = (item: Suggestion) => {
    close();
    navigate(suggestionHref(item, path, query), { state: FROM_SEARCH_STATE });
  };
  // Typing stays on this page: only Enter or "See all results" goes to the directory.
  const onChange = (value: string) => {
    // Fetched ahead only: a failure shows where the list is rendered.
    loadSuggestionList().catch(() => undefined);
    typedRef.current = true;
    setTerm(value);
  };
  const seeAll = () => {
    close();
    const trimmed = term.trim();
    navigate(trimmed ? `/?search=${encodeURIComponent(trimmed)}` : "/");
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    seeAll();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // A search field's native Escape empties it; only the list should close.
    if (event.key === "Escape") { event.preventDefault(); close(); }
    else if (open && event.key === "ArrowDown") { event.preventDefault(); setActive((i) => Math.min(i + 1, lastOption)); }
    else if (open && event.key === "ArrowUp") { event.preventDefault(); setActive((i) => Math.max(i - 1, -1)); }
    else if (open && event.key === "Enter" && items[active]) { event.preventDefault(); choose(items[active]); }
  };
  const clear = () => {
    close();
    setTerm("");
  };
  const showList = open && settled.length >= 2 && !suggestions.error;

  return (
    // action and name make the search work as a plain GET of the home page without JavaScript.
    <form ref={rootRef} role="search" action={localizedPath(locale, "/")} method="get" onSubmit={onSubmit} className="relative">
      <label htmlFor={`${listId}-input`} className="sr-only">{m.directory_search_label()}</label>
      <input
        id={`${listId}-input`}
        name="search"
        // A combobox must be a text input (HTML allows no combobox role on type=search); phones still show a search key.
        type="text"
        enterKeyHint="search"
        value={term}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={m.directory_search_placeholder()}
        autoComplete="off"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        className="w-full rounded-md border border-cardinal-600 bg-cardinal-900/40 py-2 pl-3 pr-9 text-sm text-white placeholder-white/60 focus:border-gold-300 focus:outline-none focus:ring-2 focus:ring-gold-300"
      />
      {term && (
        <button type="button" onClick={clear} aria-label={m.directory_clear_search()} className="absolute right-1 top-1/2 -translate-y-1/2 h-7 w-7 rounded text-white/80 hover:text-white">✕</button>
      )}
      {showList && (
        <Suspense fallback={null}>
          <SuggestionList id={listId} loading={suggestions.isFetching && !suggestions.data} items={items} active={active} onChoose={choose} term={settled} onSeeAll={seeAll} />
        </Suspense>
      )}
    </form>
  );
}
