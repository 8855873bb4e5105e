/**
 * Unsaved edits of an invoice, kept in the browser (the `drafts` table of the local database)
 * so a correction typed offline, or interrupted by a reload, is still there when the invoice
 * opens again. A draft is removed once its values are saved.
 */
import * as v from 'valibot';
import { localDb } from '../../../lib/db/local-db';
import type { InvoiceFormValues } from '../forms/invoice-form-values';

const Text = v.string();
const DraftSchema = v.object({
  /** How many corrections the invoice had when the user started editing. */
  base: v.number(),
  form: v.object({
    documentType: v.picklist(['invoice', 'credit-note', 'albaran', 'not-an-invoice']),
    number: Text,
    date: Text,
    supplierName: Text,
    supplierTaxId: Text,
    customerName: Text,
    customerTaxId: Text,
    currency: Text,
    taxType: v.picklist(['', 'iva', 'igic', 'ipsi']),
    vatLines: v.array(v.object({ rate: Text, base: Text, cuota: Text, recargoRate: Text, recargo: Text })),
    // Drafts kept before amounts outside the tax base existed have none.
    outsideBase: v.optional(v.array(v.object({ kind: v.picklist(['suplido', 'other']), label: Text, amount: Text })), []),
    irpfRate: Text,
    irpfAmount: Text,
    total: Text,
  }),
});

export interface Draft {
  base: number;
  form: InvoiceFormValues;
}

export async function loadDraft(invoiceId: string): Promise<Draft | null> {
  const stored = await localDb.drafts.get(invoiceId);
  const parsed = v.safeParse(DraftSchema, stored?.values);
  return parsed.success ? parsed.output : null;
}

export async function saveDraft(accountId: string, invoiceId: string, draft: Draft): Promise<void> {
  await localDb.drafts.put({ invoiceId, accountId, values: draft, updatedAt: Date.now() });
}

export async function deleteDraft(invoiceId: string): Promise<void> {
  await localDb.drafts.delete(invoiceId);
}
