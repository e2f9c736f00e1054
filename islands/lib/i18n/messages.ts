/**
 * The interface's texts, compiled by Paraglide from content/i18n/messages/{locale}.json
 * (`bun run i18n:compile`). `m.key(inputs)` answers in the page's language: on the server
 * the language of the page being rendered. The browser's bundle is built once per language
 * (build.ts): there each `m.key` is that language's message alone, `getLocale` a constant, and
 * `overwriteGetLocale` (the server's, for renders in several languages at once) absent.
 * Unknown keys and missing inputs are compile errors.
 */
export { m } from "./paraglide/messages.js";
export { getLocale, overwriteGetLocale } from "./paraglide/runtime.js";
