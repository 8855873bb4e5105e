import { EXTRA_COMPANY_SLOT_CENTS } from '@factoria/domain/records/payment.schema';

/** Saved seconds as whole hours and minutes (rounded to the minute). */
export function savedTimeParts(seconds: number): { hours: number; minutes: number } {
  const totalMinutes = Math.round(Math.max(0, seconds) / 60);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

export function formatMoney(cents: number, language: string, currency = 'EUR'): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
}

export function slotPrice(language: string): string {
  return formatMoney(EXTRA_COMPANY_SLOT_CENTS, language);
}

export function formatDate(millis: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(millis));
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}
