/** `restoreInvoices` -> `BulkResult`: brings invoices back from the trash (the undo of the list's bulk delete). */
import { BulkInvoicesInputSchema } from '@factoria/domain/records/invoice-bulk.schema';
import { logger } from 'firebase-functions';
import { onCall } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import { db } from '../lib/admin';
import { REGION } from '../lib/config';
import { logMessages } from '../lib/log-messages';
import { authorizeEditor } from './authorize-editor';
import { restoreInvoices as run } from './bulk-invoices';
import { InvoiceEditFailure } from './invoice-edit-error';
import { toHttpsError } from './invoice-edit-https-error';

export const restoreInvoices = onCall({ region: REGION, timeoutSeconds: 120 }, async (request) => {
  try {
    const input = v.safeParse(BulkInvoicesInputSchema, request.data);
    if (!input.success) throw new InvoiceEditFailure('invoice-edit/invalid-input');
    const editor = await authorizeEditor(db(), request.auth);
    const target = { accountId: editor.accountId, uid: editor.uid, now: Date.now() };
    const result = await run(db(), target, input.output.invoiceIds);
    logger.info(logMessages.invoicesRestored, { accountId: editor.accountId, changed: result.changed.length, failed: result.failed.length });
    return result;
  } catch (error) {
    throw toHttpsError(error);
  }
});
