/**
 * The one definition of the invoice counters every screen shows (issue 18, item 2): the
 * dashboard (`dailyStats`, by the day the invoice was processed), the clients list and client
 * page (company `stats`), the reports (a batch's `withErrors`) and the fix screen (invoices with
 * errors). One invoice counts as processed; as accurate when its status is `successful` now,
 * otherwise as with errors; as corrected once a user's correction made it successful; as a
 * possible duplicate while it points at an earlier copy (`duplicateOf`, until a user keeps both
 * or deletes it); and its saved time. Every function that records, corrects, deletes or restores an invoice moves all
 * of them by `countersDelta` in the same transaction, so they describe the invoices the agency
 * has, whatever screen adds them up.
 */
export interface InvoiceCounters {
  processed: number;
  accurate: number;
  withErrors: number;
  corrected: number;
  duplicates: number;
  savedSeconds: number;
}

export const COUNTER_KEYS = ['processed', 'accurate', 'withErrors', 'corrected', 'duplicates', 'savedSeconds'] as const satisfies readonly (keyof InvoiceCounters)[];

export interface CountedInvoice {
  status: string;
  correctedAt?: number | null;
  duplicateOf?: string | null;
  savedSeconds?: number | null;
}

/** What one invoice adds to every counter. */
export function invoiceCounters(invoice: CountedInvoice): InvoiceCounters {
  const accurate = invoice.status === 'successful';
  return {
    processed: 1,
    accurate: accurate ? 1 : 0,
    withErrors: accurate ? 0 : 1,
    corrected: typeof invoice.correctedAt === 'number' ? 1 : 0,
    duplicates: typeof invoice.duplicateOf === 'string' && invoice.duplicateOf !== '' ? 1 : 0,
    savedSeconds: typeof invoice.savedSeconds === 'number' ? invoice.savedSeconds : 0,
  };
}

/** How the counters move when an invoice changes from `before` to `after` (null: absent, as before its recording or in the trash). */
export function countersDelta(before: CountedInvoice | null, after: CountedInvoice | null): InvoiceCounters {
  const from = before ? invoiceCounters(before) : null;
  const to = after ? invoiceCounters(after) : null;
  const delta = {} as InvoiceCounters;
  for (const key of COUNTER_KEYS) delta[key] = (to?.[key] ?? 0) - (from?.[key] ?? 0);
  return delta;
}

export function isZeroDelta(delta: InvoiceCounters): boolean {
  return COUNTER_KEYS.every((key) => delta[key] === 0);
}
