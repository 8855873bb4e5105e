/**
 * Cell text to cents and ISO dates. The decimal separator and the day/month order are decided per
 * column (over all its values) because one value alone is ambiguous: "1.234" is 1234 € in a
 * Spanish export, "10/11/2025" is 10 November there and 11 October in an English one.
 */

export type Decimal = ',' | '.';

const CURRENCY = /(eur(os?)?|€|usd|\$|gbp|£)/gi;

function clean(text: string): string {
  return text.replace(CURRENCY, '').replace(/[\s\u00a0']/g, '').replace(/−/g, '-');
}

/** The decimal separator the values of one column use (`,` unless they show otherwise). */
export function decideDecimal(values: readonly string[], fallback: Decimal = ','): Decimal {
  let comma = 0;
  let dot = 0;
  for (const raw of values) {
    const text = clean(raw);
    const last = Math.max(text.lastIndexOf(','), text.lastIndexOf('.'));
    if (last < 0) continue;
    const separator = text[last] as Decimal;
    const after = text.slice(last + 1).replace(/\D.*$/, '').length;
    const both = text.includes(',') && text.includes('.');
    if (after !== 3 || both) {
      if (separator === ',') comma += 1;
      else dot += 1;
    }
  }
  if (comma === dot) return fallback;
  return comma > dot ? ',' : '.';
}

/** Cents of an amount text with a known decimal separator; null when it is not an amount. */
export function parseCents(raw: string, decimal: Decimal): number | null {
  let text = clean(raw);
  if (text === '') return null;
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.endsWith('-')) {
    negative = !negative;
    text = text.slice(0, -1);
  } else if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1);
  } else if (text.startsWith('+')) text = text.slice(1);
  const thousands = decimal === ',' ? '.' : ',';
  if (/e[-+]?\d+$/i.test(text) && /^\d+(\.\d+)?e[-+]?\d+$/i.test(text)) {
    const value = Math.round(Number(text) * 100);
    return negative ? -value : value;
  }
  const grouped = new RegExp(`^\\d{1,3}(\\${thousands}\\d{3})+(\\${decimal}\\d+)?$`);
  const plain = new RegExp(`^\\d+(\\${decimal}\\d+)?$|^\\${decimal}\\d+$`);
  if (!grouped.test(text) && !plain.test(text)) return null;
  const normal = text.split(thousands).join('').replace(decimal, '.');
  const value = Math.round(Number(normal) * 100);
  if (!Number.isFinite(value)) return null;
  return negative && value !== 0 ? -value : value;
}

export type DateOrder = 'dmy' | 'mdy';

const DMY = /^(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{2}|\d{4})(?:[ T].*)?$/;
const YMD = /^(\d{4})[/.\-]?(\d{2})[/.\-]?(\d{2})(?:[ T].*)?$/;

/** Whether the column's values put the month first (some value has a second part above 12). */
export function decideDateOrder(values: readonly string[]): DateOrder {
  let dmy = 0;
  let mdy = 0;
  for (const raw of values) {
    const m = DMY.exec(raw.trim());
    if (!m) continue;
    if (Number(m[1]) > 12) dmy += 1;
    if (Number(m[2]) > 12) mdy += 1;
  }
  return mdy > dmy ? 'mdy' : 'dmy';
}

function iso(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > last || year < 1970 || year > 2100) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `YYYY-MM-DD` of a date cell: d/m/y (or m/d/y), y-m-d, yyyymmdd, or an Excel serial day number. */
export function parseDateCell(raw: string, order: DateOrder = 'dmy'): string | null {
  const text = raw.trim();
  const ymd = YMD.exec(text);
  if (ymd) return iso(Number(ymd[1]), Number(ymd[2]), Number(ymd[3]));
  const dmy = DMY.exec(text);
  if (dmy) {
    const year = dmy[3]!.length === 2 ? 2000 + Number(dmy[3]) : Number(dmy[3]);
    const [day, month] = order === 'dmy' ? [Number(dmy[1]), Number(dmy[2])] : [Number(dmy[2]), Number(dmy[1])];
    return iso(year, month, day);
  }
  if (/^\d{5}(\.0+)?$/.test(text)) {
    const serial = Number(text);
    if (serial < 25569 || serial > 73051) return null;
    return new Date(Math.round((serial - 25569) * 86_400_000)).toISOString().slice(0, 10);
  }
  return null;
}
