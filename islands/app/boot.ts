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
  // Asked for together, evaluated apart: the libraries' module has what the app needs of React,
  // ReactDOM, TanStack Query and wouter, and its graph is complete as soon as their shared chunk
  // is in, so the browser runs it in a task of its own; the app's modules (and the start of
  // hydration) follow in the next. One task doing both held a phone's main thread for about
  // 120 ms (CPU slowed four times), the largest block left after the first paint.
  void import("./libraries.ts");
  void import("./main.tsx");
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
