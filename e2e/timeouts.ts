/**
 * Every time limit of the browser tests, in one place. They bound waits for
 * conditions the page shows; none of them is a pause. They are generous
 * because the suite must pass on a slow machine with both cores busy.
 */

/** One test: a real executable and Chromium. Applied per file by the harness. */
export const BROWSER_TEST_TIMEOUT_MS = 90_000;

/** Building the executable and launching Chromium, once per file. */
export const START_TIMEOUT_MS = 180_000;

/** One Playwright wait or action (waitFor, click, waitForFunction); set on every page. */
export const PAGE_WAIT_MS = 45_000;

/** How long `eventually` retries an assertion by default. */
export const EVENTUALLY_MS = 30_000;

/** A proxy the tests start (Pushpin): until it forwards a request to the site, all tries together. Within START_TIMEOUT_MS. */
export const PROXY_START_MS = 60_000;

/** One try of a request through that proxy while it starts: a request it holds unanswered is abandoned and sent again. */
export const PROXY_PROBE_MS = 5_000;
