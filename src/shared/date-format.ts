/**
 * A date formatter made on its first use and kept. Building an
 * `Intl.DateTimeFormat` costs far more than using one (the first one of a
 * locale or time zone loads its data), so one is made once per module; made at
 * import instead, every formatter of every page would be paid for by each
 * start of the server, before its first answer, even those no request needs.
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => (format ??= new Intl.DateTimeFormat(locale, options)).format(date);
}
