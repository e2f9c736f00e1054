import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML,
 * true from then on (and at once in a page the browser renders itself). Lets
 * the server put content into the HTML that the browser then shows on demand.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}

let hydratingServerHtml = false;

/** The browser's entry calls this before it hydrates the page the server rendered (a test may turn it off again). */
export function willHydrateServerHtml(yes = true): void {
  hydratingServerHtml = yes;
}

/**
 * True only in the render that hydrates the server's HTML in the browser, where
 * the element's DOM is already there as this render would make it; false on the
 * server, after hydration, and in a page the browser renders itself. Unlike
 * `useHydrated`, a component that keeps what it adopted renders nothing new
 * when this turns false.
 */
export function useHydratingServerHtml(): boolean {
  return useSyncExternalStore(never, () => false, () => hydratingServerHtml);
}
