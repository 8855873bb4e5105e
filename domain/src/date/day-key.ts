/**
 * The calendar day (`YYYY-MM-DD`) of an instant in a time zone: the ids of `dailyStats`, the
 * upload day the lists filter on, the AEAT book's reception day, "today" of the dashboard's ranges.
 */

/** One formatter per time zone: building one costs far more than using it. */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dayKeyIn(instant: Date | number, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(timeZone, format);
  }
  return format.format(instant);
}
