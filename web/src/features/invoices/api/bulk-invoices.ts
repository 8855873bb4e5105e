/**
 * The invoice list's bulk actions (functions/src/invoice-edits/bulk-invoices.ts). A selection
 * larger than one request takes is sent in parts, one after another; the answers add up, so the
 * list's undo reverses exactly the invoices that changed.
 */
import { MAX_BULK_INVOICES, type BulkResult } from '@factoria/domain/records/invoice-bulk.schema';
import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/firebase/functions';

type BulkCallable = 'deleteInvoices' | 'restoreInvoices' | 'moveInvoices' | 'markInvoicesReviewed';

async function inParts(name: BulkCallable, ids: readonly string[], extra: Record<string, unknown> = {}): Promise<BulkResult> {
  const call = httpsCallable<Record<string, unknown>, BulkResult>(functions, name, { timeout: 180_000 });
  const total: BulkResult = { changed: [], failed: [] };
  for (let start = 0; start < ids.length; start += MAX_BULK_INVOICES) {
    const { data } = await call({ ...extra, invoiceIds: ids.slice(start, start + MAX_BULK_INVOICES) });
    total.changed.push(...data.changed);
    total.failed.push(...data.failed);
  }
  return total;
}

export const deleteInvoices = (ids: readonly string[]) => inParts('deleteInvoices', ids);
export const restoreInvoices = (ids: readonly string[]) => inParts('restoreInvoices', ids);
export const moveInvoices = (ids: readonly string[], companyId: string) => inParts('moveInvoices', ids, { companyId });
export const markInvoicesReviewed = (ids: readonly string[], reviewed: boolean) => inParts('markInvoicesReviewed', ids, { reviewed });
