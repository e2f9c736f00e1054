/**
 * The language of the page being rendered, for the interface's messages. Pages
 * render concurrently and await data, so a global would leak one request's
 * language into another's: the language travels with the render instead.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { overwriteGetLocale } from "../../../islands/lib/i18n/messages.ts";
import { overwriteIntlRecorder } from "../../../islands/lib/intl-texts.ts";
import { DEFAULT_LOCALE, type Locale } from "../../shared/locales.ts";

const rendering = new AsyncLocalStorage<{ locale: Locale; texts: Map<string, string> }>();
overwriteGetLocale(() => rendering.getStore()?.locale ?? DEFAULT_LOCALE);
// The texts a page formats with Intl travel with its render too, into the page (see intl-texts.ts).
overwriteIntlRecorder(() => rendering.getStore()?.texts);

/** `render`'s result in `locale`, with the texts it formatted with Intl (keyed as the browser looks them up). */
export async function inLocale<T>(locale: Locale, render: () => Promise<T>): Promise<{ result: T; texts: Record<string, string> }> {
  const texts = new Map<string, string>();
  const result = await rendering.run({ locale, texts }, render);
  return { result, texts: Object.fromEntries(texts) };
}
