/** Lower case without accents: "Erdő" → "erdo", "Schönborn" → "schonborn". */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/ß/g, "ss")
    .replace(/[łŁ]/g, "l")
    .replace(/[øØ]/g, "o")
    .toLowerCase();
}

/** The search words of a free-text term, accents folded, punctuation dropped. */
export function searchWords(term: string): string[] {
  return foldText(term).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * Control characters (C0, DEL, C1) and the Unicode line and paragraph
 * separators. They are invisible in a form or the operator's queue, XML 1.0
 * forbids most of them, and a calendar or CSV reader may split on them, so no
 * text field accepts them.
 */
export const CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
/** The same, except the line feed that a multi-line message keeps. */
export const CONTROL_CHARACTER_BUT_LINE_FEED = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u2028\u2029]/;
export const CONTROL_CHARACTER_MESSAGE = "must not contain control characters (such as tabs, line breaks or invisible codes); retype it or paste it as plain text";
