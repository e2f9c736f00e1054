import { Hono } from "hono";
import type { PhotoIndex } from "../../shared/photos.ts";

/** GET /api/photos: which cardinals have a licensed photo, and its credit. */
export function photoRoutes(read: () => PhotoIndex) {
  return new Hono().get("/", (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json(read());
  });
}
