/**
 * `exportInvoices(ExportRequest)` -> `ExportResult` (domain/src/records/export.schema.ts). The
 * web app downloads the file from `storagePath` (storage.rules: the agency's staff read it).
 */
import { ExportRequestSchema } from '@factoria/domain/records/export.schema';
import { logger } from 'firebase-functions';
import { onCall } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import { db, storage } from '../lib/admin';
import { REGION } from '../lib/config';
import { logMessages } from '../lib/log-messages';
import { attachmentDisposition } from './content-disposition';
import { exportCaller } from './export-caller';
import { ExportError, toHttpsError } from './export-error';
import { exportInvoices as runExport, type ExportBucket } from './export-invoices';

function bucket(): ExportBucket {
  const files = storage().bucket();
  return {
    async save(path, bytes, contentType, fileName) {
      await files.file(path).save(bytes, {
        contentType,
        metadata: { contentDisposition: attachmentDisposition(fileName) },
      });
    },
    async remove(path) {
      await files.file(path).delete({ ignoreNotFound: true });
    },
  };
}

export const exportInvoices = onCall({ region: REGION, memory: '1GiB', timeoutSeconds: 120 }, async (request) => {
  try {
    const input = v.safeParse(ExportRequestSchema, request.data);
    if (!input.success) throw new ExportError('export/invalid-input');
    const caller = await exportCaller(db(), request.auth);
    const result = await runExport(db(), bucket(), caller, input.output);
    logger.info(logMessages.invoicesExported, { accountId: caller.accountId, exportId: result.exportId, count: result.invoiceCount });
    return result;
  } catch (error) {
    throw toHttpsError(error);
  }
});
