import { Hono, type Env, type NotFoundHandler } from "hono";
import type { RouterRoute } from "hono/types";

/** Imports a route module and makes its routes (any module's Hono, whatever its own environment and routes). */
export type LoadRoutes = () => Promise<Hono<any, any, any>>;

/**
 * A group of API routes whose module is imported by the first request under `path`, not at start.
 *
 * Evaluating a route module builds its zod schemas and its Hono routes: for the operator's routes,
 * the conclave's, the corrections, the change log and the exports, that was tens of milliseconds of
 * every start spent on routes the first answers never use. Mounted with `app.route(path, ...)`, the
 * stand-in answers every method under `path` by handing the request to the loaded routes, mounted
 * at the same path, so they see the same address. The application's middleware has already run
 * (body limits, CORS, the method check, the same-origin rule); only the visitor cookie's context
 * value would not reach the loaded routes, so routes that read it are not mounted this way. Errors
 * are thrown on to the application's own handler, as if the routes were mounted directly, and an
 * address under `path` that no loaded route answers gets the application's 404.
 * `loadedRoutes()` loads the group and lists its routes at their full addresses (the stand-in's own
 * `routes` show only its catch-all), for the tests that hold the served routes to the endpoint table.
 */
export function lazyRoutes<E extends Env>(path: string, load: LoadRoutes, notFound: NotFoundHandler<E>): Hono<E> & { loadedRoutes: () => Promise<RouterRoute[]> } {
  let mounted: Promise<Hono<E>> | undefined;
  const routes = () => (mounted ??= load().then(
    (loaded) => {
      const app = new Hono<E>().route(path, loaded);
      app.notFound(notFound);
      app.onError((err) => {
        throw err;
      });
      return app;
    },
    (err: unknown) => {
      // A failed import is tried again by the next request rather than remembered.
      mounted = undefined;
      throw err;
    },
  ));
  const standIn = new Hono<E>().all("*", async (c) => (await routes()).fetch(c.req.raw, c.env));
  return Object.assign(standIn, { loadedRoutes: async () => (await routes()).routes });
}
