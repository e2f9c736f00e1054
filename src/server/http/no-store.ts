import { createMiddleware } from "hono/factory";

/** Answers that depend on who asks: the operator's session, the visitor's votes. */
const PERSONAL = [/^\/api\/admin(\/|$)/, /^\/api\/votes\/status$/, /^\/api\/polls(\/|$)/];

/**
 * Personal answers, and any answer that sets a cookie, must not be kept by a
 * browser or a shared cache: another visitor could be shown them.
 */
export const noStoreForPersonalAnswers = createMiddleware(async (c, next) => {
  await next();
  if (PERSONAL.some((p) => p.test(c.req.path)) || c.res.headers.has("set-cookie")) {
    c.res.headers.set("Cache-Control", "no-store");
  }
});
