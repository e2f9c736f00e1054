/**
 * The page arrives whole from the server and reads without scripts; the app
 * only enhances it. So its code is fetched once the browser reports the first
 * contentful paint: on a slow phone connection the stylesheet, the fonts and
 * that paint then have the line to themselves, instead of sharing it with some
 * forty script files nobody needs for reading. A browser that cannot report
 * paints loads at once; a paint that is not reported within a few seconds (a
 * tab opened in the background) does not hold the app back longer than that.
 */
const LATEST_MS = 3000;

let started = false;
function start(): void {
  if (started) return;
  started = true;
  // The libraries first, the app once they have run: the libraries' module has what the app needs
  // of React, ReactDOM, TanStack Query and wouter, so the browser evaluates them in a task of their
  // own, and the app's modules (and the start of hydration) in a later one. Evaluating both in one
  // task held a phone's main thread for about 120 ms (CPU slowed four times), the longest block
  // after the first paint. Both asked for at once, the browser evaluated them in one task whenever
  // the shared chunk came in last, so the app waits, at the cost of one more request in sequence.
  void import("./libraries.ts").then(() => import("./main.tsx"));
}

if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) {
  start();
} else {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
  setTimeout(start, LATEST_MS);
}
