/**
 * A minimal RFC 5545 writer for all-day events: CRLF line ends, lines folded
 * at 75 octets, text escaped. Only what the calendar downloads need.
 */
export interface AllDayEvent {
  uid: string;
  /** ISO `YYYY-MM-DD`. */
  day: string;
  summary: string;
  description: string;
  url?: string;
}

/**
 * RFC 5545 TEXT: backslash, semicolon and comma escaped, every line break (CRLF,
 * a bare CR or a bare LF) written as \n, and any other control character
 * (which the grammar forbids, and which some readers split lines on) replaced
 * by U+FFFD, so no value can end its line and start a property of its own.
 */
const LINE_BREAK = /\r\n|\r|\n|\u2028|\u2029/g;
const CONTROL = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F]/g;
export const escapeText = (text: string) =>
  text.replaceAll("\\", "\\\\").replaceAll(";", "\\;").replaceAll(",", "\\,").replace(LINE_BREAK, "\\n").replace(CONTROL, "\uFFFD");

/** A URI value: it is not escaped as text, but it must not carry a control character either. */
const uriValue = (uri: string) => uri.replace(/[\u0000-\u0020\u007F-\u009F]/g, (ch) => encodeURIComponent(ch));

const compactDay = (day: string) => day.replaceAll("-", "");

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Folds a content line into 75-octet pieces without splitting a UTF-8 character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = "";
  let size = 0;
  for (const ch of line) {
    const bytes = encoder.encode(ch).length;
    const limit = pieces.length === 0 ? 75 : 74; // continuation lines start with a space
    if (size + bytes > limit) {
      pieces.push(current);
      current = "";
      size = 0;
    }
    current += ch;
    size += bytes;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}

export function toIcs(opts: { name: string; productId: string; stamp: string; events: readonly AllDayEvent[] }): string {
  const stamp = `${compactDay(opts.stamp)}T000000Z`;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${opts.productId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(opts.name)}`,
  ];
  for (const e of opts.events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${e.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compactDay(e.day)}`,
      `DTEND;VALUE=DATE:${compactDay(nextDay(e.day))}`,
      `SUMMARY:${escapeText(e.summary)}`,
      `DESCRIPTION:${escapeText(e.description)}`,
      ...(e.url ? [`URL:${uriValue(e.url)}`] : []),
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
