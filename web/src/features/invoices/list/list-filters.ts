/**
 * The invoice list's filters, kept in the URL (`/invoices?status=has-errors&range=last-7-days`)
 * so a filtered list can be shared, reloaded, and walked from the invoice screen.
 */
import { InvoiceStatusSchema } from '@factoria/domain/invoice/invoice.schema';
import * as v from 'valibot';
import { DATE_RANGE_PRESETS, resolveRange, type DateRangePreset, type DayRange } from '../../../lib/dates/date-range';
import { SORT_DIRECTIONS, SORT_KEYS } from './sort-invoices';

export const DEFAULT_RANGE: DateRangePreset = 'last-30-days';

const Day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

export const ListFiltersSchema = v.object({
  company: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/))),
  status: v.optional(InvoiceStatusSchema),
  range: v.optional(v.picklist(DATE_RANGE_PRESETS)),
  from: v.optional(Day),
  to: v.optional(Day),
  q: v.optional(v.pipe(v.string(), v.maxLength(200))),
  /** Only the possible duplicates (invoices with `duplicateOf`). */
  duplicates: v.optional(v.literal(true)),
  /** The column the list is ordered by; without it, newest upload first. */
  sort: v.optional(v.picklist(SORT_KEYS)),
  dir: v.optional(v.picklist(SORT_DIRECTIONS)),
});
export type ListFilters = v.InferOutput<typeof ListFiltersSchema>;

/** Search params from the URL, with anything malformed dropped rather than failing the route. */
export function parseListFilters(search: Record<string, unknown>): ListFilters {
  const filters: ListFilters = {};
  for (const key of Object.keys(ListFiltersSchema.entries) as (keyof ListFilters)[]) {
    const parsed = v.safeParse(ListFiltersSchema.entries[key], search[key]);
    if (parsed.success && parsed.output !== undefined) Object.assign(filters, { [key]: parsed.output });
  }
  return filters;
}

/** The upload days the filters cover; an invalid custom range falls back to the default. */
export function filterDays(filters: ListFilters, today: string): DayRange {
  const preset = filters.range ?? DEFAULT_RANGE;
  return resolveRange(preset, today, { from: filters.from, to: filters.to }) ?? resolveRange(DEFAULT_RANGE, today)!;
}

const HOUR = 3_600_000;

/**
 * Epoch bounds for the Firestore query on `createdAt`: the days as UTC widened by 14 hours on
 * each side, which covers every time zone; the rows' own day keys then filter exactly.
 */
export function createdBounds(days: DayRange): { start: number; end: number } {
  return {
    start: Date.parse(`${days.from}T00:00:00Z`) - 14 * HOUR,
    end: Date.parse(`${days.to}T00:00:00Z`) + 24 * HOUR + 14 * HOUR,
  };
}
