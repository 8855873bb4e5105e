/** `deleteInvoices` -> `BulkResult`: moves a selection of invoices to the trash (the list's bulk delete); undone by restoreInvoices. */
import { BulkInvoicesInputSchema } from '@factoria/domain/records/invoice-bulk.schema';
import { db } from '../lib/admin';
import { logMessages } from '../lib/log-messages';
import { bulkCallable } from './bulk-callable';
import { deleteInvoices as run } from './bulk-invoices';

export const deleteInvoices = bulkCallable(BulkInvoicesInputSchema, logMessages.invoicesDeleted, (target, input) => run(db(), target, input.invoiceIds));
