/**
 * `previewExport(ExportRequest)` -> `ExportPreview`: how many invoices the same request to
 * `exportInvoices` would include and leave out, from the same selection, without writing
 * anything. The export dialog shows it before the user exports.
 */
import { ExportRequestSchema, MAX_EXPORT_INVOICES, type ExportPreview } from '@factoria/domain/records/export.schema';
import { onCall } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import { db } from '../lib/admin';
import { REGION } from '../lib/config';
import { exportCaller } from './export-caller';
import { ExportError, toHttpsError } from './export-error';
import { collectSelection } from './select-invoices';

export const previewExport = onCall({ region: REGION }, async (request): Promise<ExportPreview> => {
  try {
    const input = v.safeParse(ExportRequestSchema, request.data);
    if (!input.success) throw new ExportError('export/invalid-input');
    const caller = await exportCaller(db(), request.auth);
    const selection = await collectSelection(db(), caller.accountId, input.output);
    return {
      invoiceCount: selection.included.length,
      skippedWithErrors: selection.skippedWithErrors,
      skippedExported: selection.skippedExported,
      tooMany: selection.included.length > MAX_EXPORT_INVOICES,
    };
  } catch (error) {
    throw toHttpsError(error);
  }
});
