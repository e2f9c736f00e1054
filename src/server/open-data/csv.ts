/**
 * RFC 4180 CSV: CRLF line ends, every field that holds a comma, quote or line
 * break quoted with inner quotes doubled. A UTF-8 byte-order mark leads the
 * file because spreadsheet programs otherwise guess a legacy encoding and
 * garble names such as "Erdő".
 */
const NEEDS_QUOTES = /[",\r\n]/;
// A cell that starts like a formula would be run by a spreadsheet; a leading apostrophe keeps it text.
const FORMULA_START = /^[=+\-@\t\r]/;

function field(value: unknown): string {
  if (value === null || value === undefined) return "";
  // A list (the years of conclaves) as words: "2013,2025" would read as one number in some spreadsheets.
  let text = Array.isArray(value) ? value.join(" ") : String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv<T>(columns: readonly (keyof T & string)[], rows: readonly T[]): string {
  const lines = [columns.map(field).join(",")];
  for (const row of rows) lines.push(columns.map((c) => field(row[c])).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
