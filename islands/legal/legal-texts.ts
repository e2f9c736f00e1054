/**
 * The legal texts (content/pages/{privacy,terms}.md and their copies per language) in the page's
 * language. Apart from the pages, so the routes can load them without pulling in the markdown renderer.
 */
import { longText } from "../lib/i18n/localized-content.ts";
import { LONG_TEXT_FILES } from "../lib/i18n/long-text-files.ts";

export const privacyText = longText<string>(LONG_TEXT_FILES.privacy);
export const termsText = longText<string>(LONG_TEXT_FILES.terms);
