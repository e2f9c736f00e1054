/**
 * Makes the test's fetch act as a browser does towards its own site: it keeps
 * the cookies the API sets (so a sign-in holds, and a sign-out ends it) and
 * marks each request `Sec-Fetch-Site: same-origin`, which the API demands of
 * every write. Install after serveApiForComponents(), restore before stop().
 */
export function actLikeBrowser() {
  const inner = globalThis.fetch;
  const jar = new Map<string, string>();
  const remember = (setCookie: string) => {
    const [pair = "", ...attributes] = setCookie.split(";");
    const eq = pair.indexOf("=");
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = value === "" || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
    if (expired) jar.delete(name);
    else jar.set(name, value);
  };
  const browserFetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("Sec-Fetch-Site", "same-origin");
    if (jar.size > 0) headers.set("Cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
    const res = await inner(input, { ...init, headers });
    res.headers.getSetCookie().forEach(remember);
    return res;
  };
  globalThis.fetch = Object.assign(browserFetch, { preconnect: inner.preconnect }) as typeof fetch;
  return {
    /** Forgets every cookie, as when a session cookie has expired. */
    clearCookies: () => jar.clear(),
    restore: () => { globalThis.fetch = inner; },
  };
}
