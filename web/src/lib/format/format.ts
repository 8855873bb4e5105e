/**
 * Numbers, amounts and dates in the user's language, one way everywhere (issue 18, item 4):
 * es "1.234,56 €" and "17/07/2025", en "€1,234.56" and "17/07/2025" / "07/17/2025" as the
 * language writes it. Amounts are integer cents.
 */

// Spanish leaves four-digit numbers ungrouped by default (1234,56); the agencies' books and the
// AEAT print 1.234,56, so thousands are always grouped.
const GROUPING = { useGrouping: 'always' } as const;

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language, GROUPING).format(value);
}

export function formatMoney(cents: number, language: string, currency = 'EUR'): string {
  return formatAmount(cents / 100, language, currency);
}

/**
 * An amount as read from a document (invoices keep euros with their decimals). An unknown
 * currency code read from a document still shows its amount.
 */
export function formatAmount(amount: number, language: string, currency = 'EUR'): string {
  try {
    return new Intl.NumberFormat(language, { ...GROUPING, style: 'currency', currency }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(language, { ...GROUPING, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}

/** A calendar date (YYYY-MM-DD, as invoices carry it) or an instant, as a short numeric date. */
export function formatDate(value: number | string | Date, language: string, timeZone?: string): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    // A calendar day has no time zone: read and print it in UTC so it never moves a day.
    return shortDate(language, 'UTC').format(new Date(`${value}T00:00:00Z`));
  }
  return shortDate(language, timeZone).format(new Date(value));
}

export function formatDateTime(value: number | Date, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(language, { ...SHORT_DATE, hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(value));
}

/** Saved seconds as whole hours and minutes (rounded to the minute). */
export function savedTimeParts(seconds: number): { hours: number; minutes: number } {
  const totalMinutes = Math.round(Math.max(0, seconds) / 60);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

const SHORT_DATE: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

function shortDate(language: string, timeZone: string | undefined): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(language, { ...SHORT_DATE, timeZone });
}
