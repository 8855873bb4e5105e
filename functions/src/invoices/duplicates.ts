/**
 * Possible duplicates: invoices of the same company with the same supplier tax id, number and
 * date. Both are kept; the one recorded later (by processing time, then id) points at the
 * earlier one.
 *
 * The look happens after the invoice is written, so it adds nothing to the time until the
 * invoice appears, and two copies recorded at the same moment (the same file dropped twice in
 * one upload) see each other: each looks, and only the later of the two flags itself.
 *
 * A flag counts in `duplicates` (records/invoice-counters.ts) like every other counter, in the
 * same transaction. A user resolves it from the invoice screen (resolve-duplicate.ts): keeping
 * both clears the flag and records who kept it (`duplicateKept`), which no later look undoes;
 * deleting the copy moves it to the trash, whose counters take the flag with it.
 */
import type { ExtractionResult } from '@factoria/domain/invoice/invoice.schema';
import { countersDelta, type CountedInvoice } from '@factoria/domain/records/invoice-counters';
import type { Firestore } from 'firebase-admin/firestore';
import { DEFAULT_TIME_ZONE } from './admission';
import { invoiceRefs } from './invoice-refs';
import type { InvoiceTask } from './invoice-task.schema';
import { applyCounters, counterTargets } from '../invoice-edits/invoice-stats';
import { runTransaction } from '../lib/transactions';

interface Recorded {
  id: string;
  processedAt: number;
  duplicateOf: string | null;
}

const earlier = (a: Recorded, b: Recorded) => a.processedAt < b.processedAt || (a.processedAt === b.processedAt && a.id < b.id);

/**
 * Flags the later copies of the file's invoice, each pointing at the earliest; idempotent.
 * Whoever looks settles every copy it sees, not only its own file: two copies recorded at the
 * same moment may each look before the other is written, or look in the other order than their
 * processing times, and then the one look that sees both must flag the later one, whichever of
 * the two runs it.
 */
export async function flagDuplicate(db: Firestore, task: InvoiceTask, result: ExtractionResult): Promise<void> {
  if (!result.supplierTaxId || !result.number || !result.date) return;
  const matches = await db
    .collection(`accounts/${task.accountId}/invoices`)
    .where('companyId', '==', task.companyId)
    .where('supplierTaxId', '==', result.supplierTaxId)
    .where('number', '==', result.number)
    .where('date', '==', result.date)
    .select('processedAt', 'duplicateOf')
    .get();
  const recorded = matches.docs
    .map((doc): Recorded => ({
      id: doc.id,
      processedAt: Number(doc.get('processedAt')),
      duplicateOf: (doc.get('duplicateOf') as string | null | undefined) ?? null,
    }))
    .sort((a, b) => (earlier(a, b) ? -1 : 1));
  if (!recorded.some((invoice) => invoice.id === task.fileId)) return;
  const [original, ...later] = recorded;
  const copies = later.filter((invoice) => invoice.duplicateOf === null);
  if (!original || copies.length === 0) return;
  const refs = invoiceRefs(db, task);
  // Read outside the transaction: the account is written by every recording, and its time zone
  // only places the flag in the processing day's figures.
  const timeZone = ((await refs.account.get()).get('timeZone') as string | undefined) ?? DEFAULT_TIME_ZONE;
  for (const copy of copies) {
    const copyRef = refs.account.collection('invoices').doc(copy.id);
    await runTransaction(db, async (tx) => {
      const invoice = await tx.get(copyRef);
      const data = invoice.data();
      // A copy a user kept (duplicateKept) is never flagged again.
      if (!data || data.duplicateOf !== null || data.duplicateKept) return;
      tx.update(copyRef, { duplicateOf: original.id });
      const targets = counterTargets(copyRef, data, timeZone);
      applyCounters(tx, targets, countersDelta(data as CountedInvoice, { ...(data as CountedInvoice), duplicateOf: original.id }));
    });
  }
}
