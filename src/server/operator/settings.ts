import { Hono, type Context } from "hono";
import type { z } from "zod";
import type { Db } from "../../../db/open.ts";
import { readSetting, writeSetting } from "../../../db/queries/settings.ts";
import { DEFAULT_GAME_NAME, SETTING_KEYS, type SettingKey } from "../../shared/participation.ts";
import { gameNameBody, messageBody, streamBody } from "../../shared/participation-input.ts";
import { canonicalYoutubeUrl, youtubeVideoId } from "../../shared/youtube.ts";
import type { AdminAuth } from "./admin-auth.ts";
import { jsonError, readBody } from "../http/http-errors.ts";

const DEFAULTS: Record<SettingKey, string> = { "game-name": DEFAULT_GAME_NAME, "home-page-message": "", "livestream-page-message": "" };
const LABELS: Record<SettingKey, string> = { "game-name": "Game name", "home-page-message": "Home page message", "livestream-page-message": "Livestream page message" };

const isSettingKey = (key: string): key is SettingKey => (SETTING_KEYS as readonly string[]).includes(key);

/** A public setting's current value, or its default when the operator never set one. */
export function settingValue(db: Db, key: SettingKey): string {
  return readSetting(db, key) ?? DEFAULTS[key];
}

/** GET /api/site-settings/:key is public; POST needs the operator's session. */
export function siteSettingRoutes(db: Db, auth: AdminAuth, onChange: () => void) {
  return new Hono()
    .get("/:key", (c) => {
      const key = c.req.param("key");
      if (!isSettingKey(key)) return jsonError(c, 404, `There is no setting called ${key.slice(0, 60)}`, "key");
      return c.json({ value: settingValue(db, key) });
    })
    .post("/:key", auth.required, async (c) => {
      const key = c.req.param("key");
      if (!isSettingKey(key)) return jsonError(c, 404, `There is no setting called ${key.slice(0, 60)}`, "key");
      const body = await readBody<{ value: string }>(c, (key === "game-name" ? gameNameBody : messageBody) as z.ZodType<{ value: string }>);
      if ("response" in body) return body.response;
      writeSetting(db, key, body.data.value, new Date().toISOString());
      onChange();
      return c.json({ success: true, message: `${LABELS[key]} updated successfully`, value: body.data.value });
    });
}

/** The two stream addresses: any YouTube form in, one canonical address stored. */
export function streamRoutes(db: Db, auth: AdminAuth, settingKey: string, label: string) {
  return new Hono()
    .get("/", (c) => c.json({ youtubeUrl: readSetting(db, settingKey) ?? "" }))
    .post("/", auth.required, async (c: Context) => {
      const body = await readBody(c, streamBody);
      if ("response" in body) return body.response;
      const youtubeUrl = canonicalYoutubeUrl(youtubeVideoId(body.data.youtubeUrl)!);
      writeSetting(db, settingKey, youtubeUrl, new Date().toISOString());
      return c.json({ success: true, message: `${label} updated successfully`, youtubeUrl });
    });
}
