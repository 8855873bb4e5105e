/**
 * `deleteInvoice({ invoiceId })` -> `{ deletedAt }`: moves an invoice's file to the storage
 * trash, and the invoice with it, through the storage trash service (one rule for both
 * screens: docs/decisions/0006). Restorable for 30 days from the storage screens.
 */
import { DeleteInvoiceInputSchema } from '@factoria/domain/records/invoice-edit.schema';
import { logger } from 'firebase-functions';
import { onCall } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import { db } from '../lib/admin';
import { REGION } from '../lib/config';
import { logMessages } from '../lib/log-messages';
import { moveToTrash } from '../storage/trash-service';
import { authorizeEditor } from './authorize-editor';
import { InvoiceEditFailure } from './invoice-edit-error';
import { toHttpsError } from './invoice-edit-https-error';

export const deleteInvoice = onCall({ region: REGION, timeoutSeconds: 30 }, async (request) => {
  try {
    const input = v.safeParse(DeleteInvoiceInputSchema, request.data);
    if (!input.success) throw new InvoiceEditFailure('invoice-edit/invalid-input');
    const editor = await authorizeEditor(db(), request.auth);
    const file = await db().doc(`accounts/${editor.accountId}/files/${input.output.invoiceId}`).get();
    if (!file.exists || file.get('kind') !== 'invoice') throw new InvoiceEditFailure('invoice-edit/not-found');
    const result = await moveToTrash(db(), { accountId: editor.accountId, fileId: input.output.invoiceId, by: editor.uid, now: Date.now() });
    logger.info(logMessages.invoiceDeleted, { accountId: editor.accountId, invoiceId: input.output.invoiceId });
    return result;
  } catch (error) {
    throw toHttpsError(error);
  }
});
