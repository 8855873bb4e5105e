/**
 * The spec's date range options, resolved to inclusive day keys (`YYYY-MM-DD`) in the agency's
 * time zone: the same keys the functions use for `dailyStats`. "This month" runs from the 1st
 * to today; "current month" is the whole calendar month, so a chart over it shows the days
 * still to come as well.
 */
import { dayKeyIn } from '@factoria/domain/date/day-key';
import { DATE_RANGE_PRESETS, type DateRangePreset } from './date-range-presets';

export { DATE_RANGE_PRESETS, dayKeyIn, type DateRangePreset };

export interface DayRange {
  from: string;
  to: string;
}

/** The longest custom range, in days: a year and a day, so "same day last year" fits. */
export const MAX_RANGE_DAYS = 367;

export type RangeProblem = 'invalid-date' | 'from-after-to' | 'too-long';

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

function toUtc(day: string): Date | null {
  const match = DAY_KEY.exec(day);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === day ? date : null;
}

export function isDayKey(value: string): boolean {
  return toUtc(value) !== null;
}


export function addDays(day: string, days: number): string {
  const date = toUtc(day);
  if (!date) throw new RangeError(`not a day key: ${day}`);
  return new Date(date.getTime() + days * MS_PER_DAY).toISOString().slice(0, 10);
}

function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

function monthEnd(day: string): string {
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

export function rangeLength(range: DayRange): number {
  const from = toUtc(range.from);
  const to = toUtc(range.to);
  if (!from || !to) return 0;
  return Math.round((to.getTime() - from.getTime()) / MS_PER_DAY) + 1;
}

export function checkCustomRange(range: Partial<DayRange>): RangeProblem | null {
  if (!range.from || !range.to || !isDayKey(range.from) || !isDayKey(range.to)) return 'invalid-date';
  if (range.from > range.to) return 'from-after-to';
  if (rangeLength({ from: range.from, to: range.to }) > MAX_RANGE_DAYS) return 'too-long';
  return null;
}

/** The days a preset covers, or null for a custom range that is not valid. */
export function resolveRange(preset: DateRangePreset, today: string, custom: Partial<DayRange> = {}): DayRange | null {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'last-7-days':
      return { from: addDays(today, -6), to: today };
    case 'last-30-days':
      return { from: addDays(today, -29), to: today };
    case 'this-month':
      return { from: monthStart(today), to: today };
    case 'last-month': {
      const lastMonthDay = addDays(monthStart(today), -1);
      return { from: monthStart(lastMonthDay), to: lastMonthDay };
    }
    case 'current-month':
      return { from: monthStart(today), to: monthEnd(today) };
    case 'custom':
      return checkCustomRange(custom) ? null : { from: custom.from as string, to: custom.to as string };
  }
}

/** Every day key of a range, in order. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}
