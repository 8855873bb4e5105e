/** `saveInvoiceCorrection({ invoiceId, requestId, baseCorrections, data })` -> `{ status, issues, changed }`. */
import { SaveCorrectionInputSchema } from '@factoria/domain/records/invoice-edit.schema';
import { logger } from 'firebase-functions';
import { onCall } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import { db } from '../lib/admin';
import { REGION } from '../lib/config';
import { logMessages } from '../lib/log-messages';
import { authorizeEditor } from './authorize-editor';
import { saveCorrection } from './correction-service';
import { InvoiceEditFailure } from './invoice-edit-error';
import { toHttpsError } from './invoice-edit-https-error';

export const saveInvoiceCorrection = onCall({ region: REGION, timeoutSeconds: 30 }, async (request) => {
  try {
    const input = v.safeParse(SaveCorrectionInputSchema, request.data);
    if (!input.success) throw new InvoiceEditFailure('invoice-edit/invalid-input');
    const editor = await authorizeEditor(db(), request.auth);
    const result = await saveCorrection(db(), editor, input.output);
    logger.info(logMessages.invoiceCorrected, { accountId: editor.accountId, invoiceId: input.output.invoiceId, status: result.status });
    return result;
  } catch (error) {
    throw toHttpsError(error);
  }
});
