/**
 * RFC 4180 CSV: CRLF line ends, every field that holds a comma, quote or line
 * break quoted with inner quotes doubled. A UTF-8 byte-order mark leads the
 * file because spreadsheet programs otherwise guess a legacy encoding and
 * garble names such as "Erdő".
 */
const NEEDS_QUOTES = /[",\r\n]/;
// A cell that starts like a formula would be run by a spreadsheet; a leading apostrophe keeps it text.
const FORMULA_START = /^[=+\-@\t\r]/;
// Quoted CR and LF are part of RFC 4180; other control characters are not, and some readers end a row on them.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]/g;

function field(value: unknown): string {
  if (value === null || value === undefined) return "";
  // A list (the years of conclaves) as words: "2013,2025" would read as one number in some spreadsheets.
  let text = (Array.isArray(value) ? value.join(" ") : String(value)).replace(CONTROL, "\uFFFD");
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv<T>(columns: readonly (keyof T & string)[], rows: readonly T[]): string {
  const lines = [columns.map(field).join(",")];
  for (const row of rows) lines.push(columns.map((c) => field(row[c])).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
