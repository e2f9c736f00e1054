/**
 * Cache-Control for each kind of answer. Public reads may be kept briefly by
 * browsers and by a CDN or caching proxy in front (which absorbs a spike and
 * refreshes in the background); pages are revalidated by browsers each time
 * (their ETag makes that a 304) while shared caches keep them a few seconds;
 * anything about one visitor or the operator is never stored.
 */
export const PUBLIC_READ = "public, max-age=10, stale-while-revalidate=60";
export const PUBLIC_PAGE = "public, max-age=0, s-maxage=10, stale-while-revalidate=60";
export const IMMUTABLE = "public, max-age=31536000, immutable";
export const PERSONAL = "no-store";
/** The conclave's state: news by the second, so kept a moment only, and served stale briefly while a cache refreshes. */
export const LIVE_STATE = "public, max-age=1, s-maxage=1, stale-while-revalidate=2";
