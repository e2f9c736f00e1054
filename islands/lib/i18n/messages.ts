/**
 * The interface's texts, compiled by Paraglide from content/i18n/messages/{locale}.json
 * (`bun run i18n:compile`). `m.key(inputs)` answers in the page's language: on the server
 * the language of the page being rendered, in the browser the one the server wrote into
 * the page. Unknown keys and missing inputs are compile errors.
 */
export { m } from "./paraglide/messages.js";
export { getLocale, overwriteGetLocale } from "./paraglide/runtime.js";
