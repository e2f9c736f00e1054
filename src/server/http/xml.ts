/**
 * Text for an XML 1.0 document (the Atom feed, the sitemap). Markup characters
 * become references, and characters XML 1.0 cannot carry at all (most C0
 * controls, U+FFFE, U+FFFF, a lone surrogate) become U+FFFD: one stored
 * character must never make the whole document unreadable, whatever got past
 * the input rules.
 */
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function xmlText(text: string): string {
  return text.replace(NOT_XML, "\uFFFD").replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}
