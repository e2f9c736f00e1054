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

/** Radix's `forceMount` for content that must be in the server's HTML (every tab panel, say). */
export function useMountAllOnServer(): true | undefined {
  return useHydrated() ? undefined : true;
}
