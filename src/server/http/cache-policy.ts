/**
 * Cache-Control for each kind of answer. Public reads may be kept briefly by
 * browsers and by a CDN or caching proxy in front (which absorbs a spike and
 * refreshes in the background); pages are revalidated by browsers each time
 * (their ETag makes that a 304) while shared caches keep them a few seconds;
 * anything about one visitor or the operator is never stored.
 *
 * `stale-if-error` lets a shared cache that holds a copy keep answering with it
 * while the site is down or failing (deploy/varnish/default.vcl honours it; most
 * browsers ignore it). It is given only to answers that are the same for every
 * visitor and that no visitor can change: a day for the directory and the pages,
 * whose facts change a few times a year, so an outage shows a slightly old page
 * instead of an error. Pages also carry the conclave banner as it was when they
 * were rendered; while the site is down no event can be recorded through it, so
 * that is still the latest, except a start whose announced hour passes meanwhile.
 */
const STALE_IF_ERROR_DAY = "stale-if-error=86400";
export const PUBLIC_READ = `public, max-age=10, stale-while-revalidate=60, ${STALE_IF_ERROR_DAY}`;
export const PUBLIC_PAGE = `public, max-age=0, s-maxage=10, stale-while-revalidate=60, ${STALE_IF_ERROR_DAY}`;
export const IMMUTABLE = "public, max-age=31536000, immutable";
export const PERSONAL = "no-store";
/**
 * The conclave's state: news by the second, so kept a moment only, and served stale briefly while a cache refreshes.
 * Its five minutes of `stale-if-error` are safe because the state changes only when the operator records an event
 * through the site: while the site cannot answer, no new event can be recorded through it, so the last state it
 * published is still the latest. Five minutes bound what a held copy can miss: a start whose announced hour comes
 * during the outage (the phase turns by the clock), or an event recorded through another server.
 */
export const LIVE_STATE = "public, max-age=1, s-maxage=1, stale-while-revalidate=2, stale-if-error=300";
