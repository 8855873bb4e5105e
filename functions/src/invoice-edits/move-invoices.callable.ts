/** `moveInvoices` -> `BulkResult`: moves invoices to another company of the agency, their counters with them (confirmed in the list). */
import { MoveInvoicesInputSchema } from '@factoria/domain/records/invoice-bulk.schema';
import { logger } from 'firebase-functions';
import { onCall } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import { db, storage } from '../lib/admin';
import { REGION } from '../lib/config';
import { logMessages } from '../lib/log-messages';
import { authorizeEditor } from './authorize-editor';
import { moveInvoices as run, type InvoiceObjects } from './bulk-invoices';
import { InvoiceEditFailure } from './invoice-edit-error';
import { toHttpsError } from './invoice-edit-https-error';

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

export const moveInvoices = onCall({ region: REGION, timeoutSeconds: 120 }, async (request) => {
  try {
    const input = v.safeParse(MoveInvoicesInputSchema, request.data);
    if (!input.success) throw new InvoiceEditFailure('invoice-edit/invalid-input');
    const editor = await authorizeEditor(db(), request.auth);
    const target = { accountId: editor.accountId, uid: editor.uid, now: Date.now() };
    const result = await run(db(), objects(), target, input.output.invoiceIds, input.output.companyId);
    logger.info(logMessages.invoicesMoved, { accountId: editor.accountId, changed: result.changed.length, failed: result.failed.length });
    return result;
  } catch (error) {
    throw toHttpsError(error);
  }
});
