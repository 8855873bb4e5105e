/**
 * Moves every invoice counter (domain/src/records/invoice-counters.ts) by one invoice's change,
 * in the caller's transaction or batch: the company's `stats`, the agency's `dailyStats` of the
 * day the invoice was processed (so the dashboard's range adds up the invoices processed in it,
 * as they are now), and its upload batch's `withErrors` and `duplicates` (the reports). Recording, correcting,
 * moving to the trash and restoring all come through here, so no screen's figure can drift from
 * another's. The day's `processingMs` and the monthly usage record work done and billed, which
 * no later change undoes; they are not moved here.
 */
import { dayKeyIn } from '@factoria/domain/date/day-key';
import { isZeroDelta, type InvoiceCounters } from '@factoria/domain/records/invoice-counters';
import { FieldValue, type DocumentData, type DocumentReference, type Transaction, type WriteBatch } from 'firebase-admin/firestore';

export interface CounterTargets {
  company: DocumentReference;
  day: DocumentReference;
  /** Null when the invoice's batch no longer exists (nothing to count in). */
  batch: DocumentReference | null;
}

/** Where an invoice stored at `accounts/{a}/invoices|deletedInvoices/{i}` is counted. */
export function counterTargets(invoiceRef: DocumentReference, invoice: DocumentData, timeZone: string): CounterTargets {
  const account = invoiceRef.parent.parent!;
  const processedAt = typeof invoice.processedAt === 'number' ? invoice.processedAt : Number(invoice.createdAt ?? 0);
  return {
    company: account.collection('companies').doc(String(invoice.companyId)),
    day: account.collection('dailyStats').doc(dayKeyIn(processedAt, timeZone)),
    batch: typeof invoice.batchId === 'string' && invoice.batchId ? account.collection('batches').doc(invoice.batchId) : null,
  };
}

export function applyCounters(writer: Transaction | WriteBatch, targets: CounterTargets, delta: InvoiceCounters): void {
  if (isZeroDelta(delta)) return;
  const by = (n: number) => FieldValue.increment(n);
  // Transaction and WriteBatch take the same update and set; their overloads do not unify.
  const write = writer as WriteBatch;
  write.update(targets.company, {
    'stats.processed': by(delta.processed),
    'stats.accurate': by(delta.accurate),
    'stats.withErrors': by(delta.withErrors),
    'stats.corrected': by(delta.corrected),
    'stats.duplicates': by(delta.duplicates),
    'stats.savedSeconds': by(delta.savedSeconds),
  });
  write.set(targets.day, {
    processed: by(delta.processed),
    accurate: by(delta.accurate),
    withErrors: by(delta.withErrors),
    corrected: by(delta.corrected),
    duplicates: by(delta.duplicates),
    savedSeconds: by(delta.savedSeconds),
  }, { merge: true });
  const batch: Record<string, FieldValue> = {};
  if (delta.withErrors !== 0) batch.withErrors = by(delta.withErrors);
  if (delta.duplicates !== 0) batch.duplicates = by(delta.duplicates);
  if (targets.batch && Object.keys(batch).length > 0) write.update(targets.batch, batch);
}
