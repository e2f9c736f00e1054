/**
 * The language of the page being rendered, for the interface's messages. Pages
 * render concurrently and await data, so a global would leak one request's
 * language into another's: the language travels with the render instead.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { overwriteGetLocale } from "../../../islands/lib/i18n/messages.ts";
import { DEFAULT_LOCALE, type Locale } from "../../shared/locales.ts";

const rendering = new AsyncLocalStorage<Locale>();
overwriteGetLocale(() => rendering.getStore() ?? DEFAULT_LOCALE);

export function inLocale<T>(locale: Locale, render: () => Promise<T>): Promise<T> {
  return rendering.run(locale, render);
}
