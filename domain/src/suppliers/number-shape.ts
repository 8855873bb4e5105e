/**
 * The pattern of an invoice number, as a supplier keeps it from one invoice to the next: its
 * leading letters (the series: `FV`, `A`) as printed, other letter runs as `A`, digit runs as
 * `#` whatever their length (counters grow, the year changes), separators as printed.
 * `FV24-00123` -> `FV#-#`; `A / 2024 / 0012` -> `A/#/#`; `ES5ABC123` -> `ES#A#`.
 */
export interface NumberShape {
  shape: string;
  digits: number;
}

export function numberShape(value: string): NumberShape {
  const compact = value.normalize('NFKC').toUpperCase().replace(/\s+/g, '');
  const prefix = /^[A-Z]+/.exec(compact)?.[0] ?? '';
  const rest = compact
    .slice(prefix.length)
    .replace(/\d+/g, '#')
    .replace(/[A-Z]+/g, 'A');
  return { shape: prefix + rest, digits: (compact.match(/\d/g) ?? []).length };
}

/** The number's letters and digits, upper case: what the supplier's prefix is taken from. */
export function compactNumber(value: string): string {
  return value.normalize('NFKC').toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** How many leading characters two compact numbers share. */
export function sharedPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length++;
  return length;
}
