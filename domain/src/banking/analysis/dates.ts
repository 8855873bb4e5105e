/** Calendar arithmetic on `YYYY-MM-DD` strings, in UTC days. */
export const dayOf = (iso: string): number => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;
export const isoOf = (day: number): string => new Date(day * 86_400_000).toISOString().slice(0, 10);
export const addDays = (iso: string, days: number): string => isoOf(dayOf(iso) + days);
export const monthOf = (iso: string): number => Number(iso.slice(5, 7));
export const quarterOf = (iso: string): string => `${iso.slice(0, 4)}-Q${Math.ceil(monthOf(iso) / 3)}`;

/** The same day `months` later, clamped to the month's end (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7)) - 1 + months;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(Number(iso.slice(8, 10)), last))).toISOString().slice(0, 10);
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Percentage change from `base` to `value`, one decimal; null without a base. */
export function changePct(value: number, base: number | null): number | null {
  if (base === null || base === 0) return null;
  return Math.round((1000 * (value - base)) / Math.abs(base)) / 10;
}

export const basisPoints = (part: number, whole: number): number => (whole === 0 ? 0 : Math.round((10_000 * part) / whole));
