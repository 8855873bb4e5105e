/** `markInvoicesReviewed` -> `BulkResult`: marks invoices reviewed, or not reviewed (the undo). */
import { MarkReviewedInputSchema } from '@factoria/domain/records/invoice-bulk.schema';
import { db } from '../lib/admin';
import { logMessages } from '../lib/log-messages';
import { bulkCallable } from './bulk-callable';
import { markInvoicesReviewed as run } from './bulk-invoices';

export const markInvoicesReviewed = bulkCallable(MarkReviewedInputSchema, logMessages.invoicesReviewed, (target, input) =>
  run(db(), target, input.invoiceIds, input.reviewed),
);
