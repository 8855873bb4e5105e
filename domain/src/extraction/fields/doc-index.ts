/**
 * Tokens of every line (amounts, percentages, dates) with their boxes, found once and shared
 * by the field finders. Amounts are only what reads as money: two decimals, or a currency sign.
 */
import { findDates } from '../../date/parse-date';
import { parseAmount } from '../../money/parse-amount';
import type { Box, PageText, TextLine, TextSegment } from '../layout/page-text';
import { fold } from './fold';

export interface LineRef {
  page: PageText;
  line: TextLine;
  /** Folded line text (same length mapping is not guaranteed; use for matching only). */
  folded: string;
}

export interface Token {
  ref: LineRef;
  segmentIndex: number;
  /** Offsets inside the segment text. */
  start: number;
  end: number;
  text: string;
  box: Box;
}

export interface AmountToken extends Token {
  value: number;
  decimals: number;
  currency: string | null;
}

export interface PercentToken extends Token {
  value: number;
  /** Printed with a % sign (otherwise a bare number that equals a known rate). */
  explicit: boolean;
}

export interface DateToken extends Token {
  iso: string;
}

export interface DocIndex {
  pages: PageText[];
  lines: LineRef[];
  amounts: AmountToken[];
  percents: PercentToken[];
  dates: DateToken[];
  /** Amount tokens per line, in reading order. */
  amountsByLine: Map<TextLine, AmountToken[]>;
  percentsByLine: Map<TextLine, PercentToken[]>;
  /** Median glyph height of body text, for telling headings apart. */
  bodyFontSize: number;
}

/** Box of characters [start, end) of a segment, proportional to character positions. */
export function subBox(page: PageText, segment: TextSegment, start: number, end: number): Box {
  const length = Math.max(segment.text.length, 1);
  const width = segment.x1 - segment.x0;
  return {
    page: page.page,
    x0: segment.x0 + (width * start) / length,
    x1: segment.x0 + (width * end) / length,
    y0: segment.y0,
    y1: segment.y1,
  };
}

// A number with an optional sign, currency and percent around it; never glued to letters,
// slashes or dashes (invoice numbers, tax ids, postcodes with letters).
// A percent sign may be glued to the tax's name ("21,00 %IVA"): a rate, not an amount.
const NUMBER =
  /(?<![\p{L}\d/\-])(?:(?:EUR|USD|GBP|CHF)\s?)?[(−–-]?\s?[€$£]?\s?\d[\d.,]*\d(?:\s?%(?=\p{L})|(?:\s?\))?(?:\s?(?:€|EUR|USD|GBP|CHF|%|\$|£))?\)?(?:\s?[−–-](?![\d\p{L}]))?(?![\p{L}\d/]))|(?<![\p{L}\d/.,\-])[(−–-]?\d(?:\s?[€%])?\)?(?![\p{L}\d/.,])/gu;

export function buildDocIndex(pages: PageText[]): DocIndex {
  const index: DocIndex = {
    pages,
    lines: [],
    amounts: [],
    percents: [],
    dates: [],
    amountsByLine: new Map(),
    percentsByLine: new Map(),
    bodyFontSize: 10,
  };
  const sizes: number[] = [];
  for (const page of pages) {
    for (const line of page.lines) {
      const ref: LineRef = { page, line, folded: fold(line.text) };
      index.lines.push(ref);
      const lineAmounts: AmountToken[] = [];
      const linePercents: PercentToken[] = [];
      line.segments.forEach((segment, segmentIndex) => {
        sizes.push(segment.fontSize);
        const masked = maskDates(segment.text, (start, end, iso) => {
          index.dates.push({ ref, segmentIndex, start, end, text: segment.text.slice(start, end), iso, box: subBox(page, segment, start, end) });
        });
        for (const match of masked.matchAll(NUMBER)) {
          const raw = match[0].replace(/[.,]+$/, '');
          const start = match.index + (raw.length - raw.trimStart().length);
          const text = raw.trim();
          const end = start + text.length;
          const parsed = parseAmount(text);
          if (!parsed) continue;
          const base = { ref, segmentIndex, start, end, text, box: subBox(page, segment, start, end) };
          if (parsed.percent) {
            if (parsed.value >= 0 && parsed.value <= 100) linePercents.push({ ...base, value: parsed.value, explicit: true });
            continue;
          }
          if (parsed.decimals === 2 || (parsed.currency !== null && parsed.decimals === 0)) {
            lineAmounts.push({ ...base, value: parsed.value, decimals: parsed.decimals, currency: parsed.currency });
          }
          if (parsed.decimals <= 2 && parsed.value >= 0 && parsed.value <= 30 && parsed.currency === null) {
            linePercents.push({ ...base, value: parsed.value, explicit: false });
          }
        }
      });
      index.amounts.push(...lineAmounts);
      index.percents.push(...linePercents);
      index.amountsByLine.set(line, lineAmounts);
      index.percentsByLine.set(line, linePercents);
    }
  }
  sizes.sort((a, b) => a - b);
  index.bodyFontSize = sizes[Math.floor(sizes.length / 2)] ?? 10;
  return index;
}

/** Replaces dates with spaces (same length) so their digits are not read as amounts. */
function maskDates(text: string, onDate: (start: number, end: number, iso: string) => void): string {
  let masked = text;
  for (const date of findDates(text)) {
    onDate(date.index, date.index + date.length, date.iso);
    masked = masked.slice(0, date.index) + ' '.repeat(date.length) + masked.slice(date.index + date.length);
  }
  return masked;
}
