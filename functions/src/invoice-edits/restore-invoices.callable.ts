/** `restoreInvoices` -> `BulkResult`: brings invoices back from the trash (the undo of the list's bulk delete). */
import { BulkInvoicesInputSchema } from '@factoria/domain/records/invoice-bulk.schema';
import { db } from '../lib/admin';
import { logMessages } from '../lib/log-messages';
import { bulkCallable } from './bulk-callable';
import { restoreInvoices as run } from './bulk-invoices';

export const restoreInvoices = bulkCallable(BulkInvoicesInputSchema, logMessages.invoicesRestored, (target, input) => run(db(), target, input.invoiceIds));
