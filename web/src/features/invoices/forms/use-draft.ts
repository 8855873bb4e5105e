import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { deleteDraft, loadDraft, saveDraft, type Draft } from '../api/invoice-drafts';
import type { InvoiceFormValues } from './invoice-form-values';

const SAVE_DELAY_MS = 500;

/**
 * Keeps the form's unsaved values in the browser while they differ from the invoice, and
 * offers them back when the invoice opens again. `base` is the version the edits started from.
 */
export function useDraft(form: UseFormReturn<InvoiceFormValues>, accountId: string, invoiceId: string, base: { current: number }) {
  const [found, setFound] = useState<Draft | null>(null);
  const loaded = useRef(false);
  const values = form.watch();
  const dirty = form.formState.isDirty;

  useEffect(() => {
    let cancelled = false;
    void loadDraft(invoiceId).then(
      (draft) => {
        if (cancelled) return;
        loaded.current = true;
        setFound(draft);
      },
      // No local database (private mode): editing works, only without drafts.
      () => (loaded.current = true),
    );
    return () => {
      cancelled = true;
    };
  }, [invoiceId]);

  const serialized = JSON.stringify(values);
  useEffect(() => {
    // Until the stored draft is read, a pristine form must not erase it.
    if (!loaded.current || found) return;
    const timer = setTimeout(() => {
      const write = dirty ? saveDraft(accountId, invoiceId, { base: base.current, form: JSON.parse(serialized) as InvoiceFormValues }) : deleteDraft(invoiceId);
      write.catch(() => undefined);
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [serialized, dirty, found, accountId, invoiceId, base]);

  return {
    /** A draft from an earlier visit, waiting to be restored or discarded. */
    found,
    restore: () => {
      if (found) form.reset(found.form, { keepDefaultValues: true });
      setFound(null);
    },
    discard: () => {
      setFound(null);
      void deleteDraft(invoiceId).catch(() => undefined);
    },
    clear: () => void deleteDraft(invoiceId).catch(() => undefined),
  };
}
