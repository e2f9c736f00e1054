import { createMiddleware } from "hono/factory";
import { endpointAt } from "./endpoint-index.ts";

/**
 * Personal answers (the endpoint tables' `personal` and `operator` entries:
 * the operator's session, the visitor's votes and polls), and any answer that
 * sets a cookie, must not be kept by a browser or a shared cache: another
 * visitor could be shown them.
 */
export const noStoreForPersonalAnswers = createMiddleware(async (c, next) => {
  await next();
  const access = endpointAt(c.req.method, c.req.path)?.access;
  if ((access !== undefined && access !== "public") || c.res.headers.has("set-cookie")) {
    c.res.headers.set("Cache-Control", "no-store");
  }
});
