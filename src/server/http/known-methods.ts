import { createMiddleware } from "hono/factory";
import { jsonError } from "./http-errors.ts";

/** The API reads with GET (and HEAD), changes things with POST, and edits a roster record with PATCH; nothing else. */
export const API_METHODS = ["GET", "HEAD", "POST", "PATCH"];

/** Any other method is 405 with Allow, before it reaches routing or the same-origin check. */
export const onlyKnownMethods = createMiddleware(async (c, next) => {
  if (API_METHODS.includes(c.req.method)) return next();
  c.header("Allow", API_METHODS.join(", "));
  return jsonError(c, 405, `The API does not answer ${c.req.method.slice(0, 20)} requests; use GET, POST or PATCH`);
});
