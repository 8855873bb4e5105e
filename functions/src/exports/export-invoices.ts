/**
 * Exports invoices: select (select-invoices.ts), render the file (render-export.ts), store it
 * in Cloud Storage, then mark what was exported (mark-exported.ts). The file is stored before
 * anything is marked, so a crash leaves at worst an unreferenced file, never invoices marked
 * exported without their file; if marking refuses, the file is deleted again.
 */
import type { ExportRecord, ExportResult } from '@factoria/domain/records/export.schema';
import type { Firestore } from 'firebase-admin/firestore';
import type { ExportCaller } from './export-caller';
import { markExported } from './mark-exported';
import { renderExport } from './render-export';
import { selectInvoices, type ParsedExportRequest } from './select-invoices';

export interface ExportBucket {
  save(path: string, bytes: Buffer, contentType: string, fileName: string): Promise<void>;
  remove(path: string): Promise<void>;
}

export async function exportInvoices(
  db: Firestore,
  bucket: ExportBucket,
  caller: ExportCaller,
  request: ParsedExportRequest,
  now = Date.now(),
): Promise<ExportResult> {
  const selection = await selectInvoices(db, caller.accountId, request);
  const file = await renderExport(selection, request.format, request.language);
  const exportRef = db.collection(`accounts/${caller.accountId}/exports`).doc();
  const storagePath = `accounts/${caller.accountId}/exports/${exportRef.id}/${file.fileName}`;
  await bucket.save(storagePath, file.bytes, file.contentType, file.fileName);
  const record: ExportRecord = {
    scope: request.scope,
    companyId: selection.companyId,
    batchId: request.scope === 'batch' ? request.batchId : null,
    from: request.scope === 'range' ? request.from : null,
    to: request.scope === 'range' ? request.to : null,
    format: request.format,
    reexport: request.reexport,
    fileName: file.fileName,
    storagePath,
    invoiceCount: selection.included.length,
    invoiceIds: selection.included.map((invoice) => invoice.id),
    createdBy: caller.uid,
    createdAt: now,
  };
  try {
    await markExported(db, caller.accountId, exportRef, record, now);
  } catch (error) {
    await bucket.remove(storagePath);
    throw error;
  }
  return {
    exportId: exportRef.id,
    fileName: file.fileName,
    storagePath,
    invoiceCount: record.invoiceCount,
    skippedWithErrors: selection.skippedWithErrors,
    skippedExported: selection.skippedExported,
  };
}
