/** `moveInvoices` -> `BulkResult`: moves invoices to another company of the agency, their counters with them (confirmed in the list). */
import { MoveInvoicesInputSchema } from '@factoria/domain/records/invoice-bulk.schema';
import { db, storage } from '../lib/admin';
import { logMessages } from '../lib/log-messages';
import { bulkCallable } from './bulk-callable';
import { moveInvoices as run, type InvoiceObjects } from './bulk-invoices';

function objects(): InvoiceObjects {
  const bucket = storage().bucket();
  return {
    async copy(from, to) {
      await bucket.file(from).copy(bucket.file(to));
    },
    async remove(path) {
      await bucket.file(path).delete({ ignoreNotFound: true });
    },
  };
}

export const moveInvoices = bulkCallable(MoveInvoicesInputSchema, logMessages.invoicesMoved, (target, input) =>
  run(db(), objects(), target, input.invoiceIds, input.companyId),
);
