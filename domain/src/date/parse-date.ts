/**
 * Date parsing for invoices: numeric day-first dates (`07/03/2025`, `7-3-25`, `07.03.2025`),
 * ISO (`2025-03-07`), and written dates in Spanish, Catalan and English
 * (`7 de marzo de 2025`, `7 de març de 2025`, `March 7, 2025`, `7 Mar 2025`).
 * Output is `YYYY-MM-DD`, or null when the text holds no valid calendar date.
 * Spanish documents are day-first; month-first is only accepted when the day-first reading
 * is impossible (`12/31/2025`).
 */
const MONTHS: Record<string, number> = {};
const MONTH_NAMES: [number, string[]][] = [
  // Spanish, Catalan, English, then German, French and Dutch (invoices from EU suppliers).
  [1, ['enero', 'ene', 'gener', 'gen', 'january', 'jan', 'urtarrila', 'januar', 'janvier', 'januari']],
  [2, ['febrero', 'feb', 'febrer', 'february', 'februar', 'février', 'fevrier', 'februari']],
  [3, ['marzo', 'mar', 'març', 'marc', 'march', 'märz', 'maerz', 'mars', 'maart', 'mrt']],
  [4, ['abril', 'abr', 'april', 'apr', 'avril']],
  [5, ['mayo', 'may', 'maig', 'mai', 'mei']],
  [6, ['junio', 'jun', 'juny', 'june', 'juni', 'juin']],
  [7, ['julio', 'jul', 'juliol', 'july', 'juli', 'juillet']],
  [8, ['agosto', 'ago', 'agost', 'august', 'aug', 'août', 'aout', 'augustus']],
  [9, ['septiembre', 'setiembre', 'sep', 'sept', 'set', 'setembre', 'september', 'septembre']],
  [10, ['octubre', 'oct', 'october', 'oktober', 'okt', 'octobre']],
  [11, ['noviembre', 'nov', 'novembre', 'november']],
  [12, ['diciembre', 'dic', 'desembre', 'des', 'december', 'dec', 'dezember', 'dez', 'décembre', 'decembre']],
];
for (const [month, names] of MONTH_NAMES) for (const name of names) MONTHS[name] = month;

const MONTH_WORD = '([a-zà-ü]{3,10})\\.?';

export function isValidCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || year < 1900 || year > 2199) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= days;
}

export function formatIsoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function expandYear(year: number, digits: number): number {
  if (digits === 4) return year;
  return year < 70 ? 2000 + year : 1900 + year;
}

function build(year: number, month: number, day: number, yearDigits: number): string | null {
  const fullYear = expandYear(year, yearDigits);
  return isValidCalendarDate(fullYear, month, day) ? formatIsoDate(fullYear, month, day) : null;
}

export interface DateMatch {
  iso: string;
  /** Index and length of the matched text inside the searched string. */
  index: number;
  length: number;
  written: boolean;
}

const NUMERIC = /(?<![\d/.-])(\d{1,4})\s?([/.\-])\s?(\d{1,2})\s?\2\s?(\d{2,4})(?![\d/]|[.-]\d)/g;
const WRITTEN_DMY = new RegExp(
  `(?<![\\p{L}\\d])(\\d{1,2})(?:º|st|nd|rd|th|er)?\\s*(?:de\\s+|d'|del?\\s+|-|/|\\.|\\s)?\\s*${MONTH_WORD}\\s*(?:de\\s+|del\\s+|,|-|/|\\.)?\\s*(\\d{4}|\\d{2})(?!\\d)`,
  'giu',
);
// "August 3 , 2014": some PDF generators put a space before the comma.
const WRITTEN_MDY = new RegExp(`(?<![\\p{L}])${MONTH_WORD}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s?,?\\s+(\\d{4})(?!\\d)`, 'giu');

/** Every date found in a piece of text, in order of appearance. */
export function findDates(text: string): DateMatch[] {
  const found: DateMatch[] = [];
  const lower = text.toLowerCase();
  for (const match of lower.matchAll(NUMERIC)) {
    const [whole, a, , b, c] = match;
    const iso = numericDate(a!, b!, c!);
    if (iso) found.push({ iso, index: match.index, length: whole.length, written: false });
  }
  for (const match of lower.matchAll(WRITTEN_DMY)) {
    const month = MONTHS[match[2]!.normalize('NFC')];
    if (!month) continue;
    const iso = build(Number(match[3]), month, Number(match[1]), match[3]!.length);
    if (iso) found.push({ iso, index: match.index, length: match[0].length, written: true });
  }
  for (const match of lower.matchAll(WRITTEN_MDY)) {
    const month = MONTHS[match[1]!.normalize('NFC')];
    if (!month) continue;
    const iso = build(Number(match[3]), month, Number(match[2]), 4);
    if (iso) found.push({ iso, index: match.index, length: match[0].length, written: true });
  }
  return dedupe(found);
}

function numericDate(a: string, b: string, c: string): string | null {
  if (a.length === 4) return build(Number(a), Number(b), Number(c), 4);
  if (c.length === 3) return null;
  const dayFirst = build(Number(c), Number(b), Number(a), c.length);
  if (dayFirst) return dayFirst;
  return build(Number(c), Number(a), Number(b), c.length);
}

function dedupe(matches: DateMatch[]): DateMatch[] {
  matches.sort((x, y) => x.index - y.index || y.length - x.length);
  const kept: DateMatch[] = [];
  for (const match of matches) {
    const last = kept[kept.length - 1];
    if (last && match.index < last.index + last.length) continue;
    kept.push(match);
  }
  return kept;
}

/** The single date a short text holds, or null. */
export function parseDate(raw: string): string | null {
  return findDates(raw.trim())[0]?.iso ?? null;
}
