import { describe, expect, test } from "bun:test";
import { Hono, type Context } from "hono";
import { lazyRoutes } from "./lazy-routes.ts";

/** An application shaped like the API's: its own 404 and error answers, and one group of routes loaded lazily. */
function appWith(load: () => Promise<Hono>) {
  const notFound = (c: Context) => c.json({ error: `There is no API at ${c.req.method} ${c.req.path}` }, 404);
  const app = new Hono().route("/api/group", lazyRoutes("/api/group", load, notFound));
  app.get("/api/other", (c) => c.text("other"));
  app.notFound(notFound);
  app.onError((err, c) => c.json({ error: `handled by the application: ${err.message}` }, 500));
  return app;
}

const group = () => new Hono()
  .get("/", (c) => c.json({ at: "root" }))
  .get("/item/:id", (c) => c.json({ id: c.req.param("id") }))
  .post("/fail", () => {
    throw new Error("the route failed");
  });

describe("lazyRoutes", () => {
  test("the routes are loaded by the first request under their path, once, and answer at the same addresses", async () => {
    let loads = 0;
    const app = appWith(async () => {
      loads++;
      return group();
    });
    expect(await (await app.request("/api/other")).text()).toBe("other");
    expect(loads).toBe(0);
    const [root, item] = await Promise.all([app.request("/api/group"), app.request("/api/group/item/7")]);
    expect(await root.json()).toEqual({ at: "root" });
    expect(await item.json()).toEqual({ id: "7" });
    expect((await app.request("/api/group/item/8")).status).toBe(200);
    expect(loads).toBe(1);
  });

  test("an address under the path that no loaded route answers gets the application's 404, as do other methods", async () => {
    const app = appWith(async () => group());
    const missing = await app.request("/api/group/nothing");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "There is no API at GET /api/group/nothing" });
    expect((await app.request("/api/group/item/7", { method: "DELETE" })).status).toBe(404);
    // A neighbouring address that only begins with the same letters is not the group's.
    expect((await app.request("/api/group-other")).status).toBe(404);
  });

  test("an error in a loaded route reaches the application's error handler", async () => {
    const app = appWith(async () => group());
    const res = await app.request("/api/group/fail", { method: "POST" });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: "handled by the application: the route failed" });
  });

  test("a failed import fails that request and is tried again by the next", async () => {
    let tries = 0;
    const app = appWith(async () => {
      if (++tries === 1) throw new Error("could not load the module");
      return group();
    });
    const failed = await app.request("/api/group");
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ error: "handled by the application: could not load the module" });
    expect(await (await app.request("/api/group")).json()).toEqual({ at: "root" });
    expect(tries).toBe(2);
  });
});
