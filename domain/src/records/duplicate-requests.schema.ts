/**
 * The contract of the `resolveDuplicate` callable: from the invoice screen, a user resolves a
 * possible duplicate by keeping both invoices (the flag is cleared for good) or by deleting
 * this copy (it goes to the trash, like any deleted file). Errors come back as the storage
 * callables' codes (`storage/not-found`, `storage/conflict`: the invoice is not flagged).
 */
import * as v from 'valibot';

export const ResolveDuplicateRequestSchema = v.object({
  invoiceId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/)),
  action: v.picklist(['keep', 'delete']),
});
export type ResolveDuplicateRequest = v.InferOutput<typeof ResolveDuplicateRequestSchema>;

export interface ResolveDuplicateResult {
  state: 'kept' | 'deleted';
  /** The invoice this one was a copy of, to go to next. */
  original: string;
}
