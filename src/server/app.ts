import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Db } from "../../db/open.ts";
import { isoDay } from "../shared/age.ts";
import { cardinalRoutes } from "./routes/cardinals.ts";
import { seedDataRoutes } from "./routes/seed-data.ts";
import { cardinalFileRoutes } from "./routes/cardinal-files.ts";
import { jsonError } from "./http-errors.ts";

export interface AppDeps {
  db: Db;
  /** The roster's "as of" date, shown to visitors. */
  dataAsOf: string;
  /** content/profiles as loaded at start: file name → text. */
  profiles: ReadonlyMap<string, string>;
  /** Injected so tests can fix "today"; ages are computed against it. */
  today?: () => string;
}

/** The `/api` application. `main.ts` mounts it; tests call `app.request()` on it. */
export function createApp({ db, dataAsOf, profiles, today = () => isoDay(new Date()) }: AppDeps) {
  const app = new Hono()
    .use(bodyLimit({ maxSize: 16 * 1024, onError: (c) => jsonError(c, 413, "The request body is too large") }))
    .route("/api/cardinals", cardinalRoutes(db, today))
    .route("/api/seed-data", seedDataRoutes(db, dataAsOf))
    .route("/api/cardinal-file", cardinalFileRoutes(profiles));
  app.notFound((c) => jsonError(c, 404, `There is no API at ${c.req.method} ${c.req.path}`));
  app.onError((err, c) => {
    console.error(err);
    return jsonError(c, 500, "Something went wrong on the server. Please try again.");
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
