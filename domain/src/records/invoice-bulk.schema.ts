/**
 * The invoice list's bulk actions (issue 18, item 9), each a callable over a selection of
 * invoice ids: `deleteInvoices` and `restoreInvoices` (the trash, undone from the list),
 * `moveInvoices` (to another company of the same agency, every counter moved with them) and
 * `markInvoicesReviewed` (undone by marking them not reviewed). Each answers which invoices it
 * changed, so the list's undo touches exactly those.
 */
import * as v from 'valibot';

/** The most invoices one bulk request takes; the list sends a larger selection in parts. */
export const MAX_BULK_INVOICES = 200;

const IdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/));

export const BulkInvoiceIdsSchema = v.pipe(v.array(IdSchema), v.minLength(1), v.maxLength(MAX_BULK_INVOICES));

export const BulkInvoicesInputSchema = v.object({ invoiceIds: BulkInvoiceIdsSchema });
export type BulkInvoicesInput = v.InferOutput<typeof BulkInvoicesInputSchema>;

export const MoveInvoicesInputSchema = v.object({ invoiceIds: BulkInvoiceIdsSchema, companyId: IdSchema });
export type MoveInvoicesInput = v.InferOutput<typeof MoveInvoicesInputSchema>;

export const MarkReviewedInputSchema = v.object({ invoiceIds: BulkInvoiceIdsSchema, reviewed: v.boolean() });
export type MarkReviewedInput = v.InferOutput<typeof MarkReviewedInputSchema>;

/** What a bulk action did: the invoices it changed, and those it could not (gone, in the trash, conflicting). */
export interface BulkResult {
  changed: string[];
  failed: string[];
}
