/**
 * The invoice list's bulk callables share one shape: the input checked against its schema, the
 * caller an editor of the agency, the work done for that agency, and the counts logged.
 */
import type { BulkResult } from '@factoria/domain/records/invoice-bulk.schema';
import { logger } from 'firebase-functions';
import { onCall } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import { db } from '../lib/admin';
import { REGION } from '../lib/config';
import { authorizeEditor } from './authorize-editor';
import type { BulkTarget } from './bulk-invoices';
import { InvoiceEditFailure } from './invoice-edit-error';
import { toHttpsError } from './invoice-edit-https-error';

export function bulkCallable<Schema extends v.GenericSchema>(
  schema: Schema,
  logMessage: string,
  run: (target: BulkTarget, input: v.InferOutput<Schema>) => Promise<BulkResult>,
) {
  return onCall({ region: REGION, timeoutSeconds: 120 }, async (request) => {
    try {
      const input = v.safeParse(schema, request.data);
      if (!input.success) throw new InvoiceEditFailure('invoice-edit/invalid-input');
      const editor = await authorizeEditor(db(), request.auth);
      const result = await run({ accountId: editor.accountId, uid: editor.uid, now: Date.now() }, input.output);
      logger.info(logMessage, { accountId: editor.accountId, changed: result.changed.length, failed: result.failed.length });
      return result;
    } catch (error) {
      throw toHttpsError(error);
    }
  });
}
