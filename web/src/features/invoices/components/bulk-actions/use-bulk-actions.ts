import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteInvoices, markInvoicesReviewed, moveInvoices, restoreInvoices } from '../../api/bulk-invoices';
import { editErrorKey } from '../../api/invoice-edits';
import type { BulkNotice } from './UndoToast';

export type BulkAction = 'delete' | 'review' | 'move' | 'undo';

/**
 * Runs the list's bulk actions and says how each went. Deleting and marking reviewed are undone
 * from the notice (the undo reverses exactly the invoices the action changed); moving is
 * confirmed in a dialog before it runs, and exporting goes through the export dialog.
 */
export function useBulkActions(onDone: () => void) {
  const { t } = useTranslation('invoices');
  const [busy, setBusy] = useState<BulkAction | null>(null);
  const [notice, setNotice] = useState<BulkNotice | null>(null);
  const dismiss = useCallback(() => setNotice(null), []);

  async function run(action: BulkAction, work: () => Promise<BulkNotice>) {
    setBusy(action);
    setNotice(null);
    try {
      setNotice(await work());
    } catch (error) {
      setNotice({ text: t(editErrorKey(error)), tone: 'error' });
    } finally {
      setBusy(null);
    }
  }

  const withFailures = (text: string, failed: readonly string[]) => (failed.length ? `${text} ${t('bulk.failed', { count: failed.length })}` : text);

  const undo = (work: () => Promise<{ changed: string[] }>, done: (count: number) => string) => () =>
    void run('undo', async () => ({ text: done((await work()).changed.length), tone: 'success' }));

  const remove = (ids: readonly string[]) =>
    run('delete', async () => {
      const result = await deleteInvoices(ids);
      onDone();
      return {
        text: withFailures(t('bulk.deleted', { count: result.changed.length }), result.failed),
        tone: 'success',
        undo: result.changed.length ? undo(() => restoreInvoices(result.changed), (count) => t('bulk.restored', { count })) : undefined,
      };
    });

  const review = (ids: readonly string[]) =>
    run('review', async () => {
      const result = await markInvoicesReviewed(ids, true);
      onDone();
      return {
        text: withFailures(t('bulk.reviewed', { count: result.changed.length }), result.failed),
        tone: 'success',
        undo: result.changed.length ? undo(() => markInvoicesReviewed(result.changed, false), (count) => t('bulk.unreviewed', { count })) : undefined,
      };
    });

  const move = (ids: readonly string[], companyId: string, companyName: string) =>
    run('move', async () => {
      const result = await moveInvoices(ids, companyId);
      onDone();
      return { text: withFailures(t('bulk.moved', { count: result.changed.length, company: companyName }), result.failed), tone: 'success' };
    });

  return { busy, notice, dismiss, remove, review, move };
}
