/**
 * Runs an export (the exportInvoices callable) and downloads its file from Cloud Storage with
 * the name the AEAT format prescribes.
 */
import { isExportErrorCode, type ExportErrorCode, type ExportRequest, type ExportResult } from '@factoria/domain/records/export.schema';
import { FunctionsError, httpsCallable } from 'firebase/functions';
import { getBlob, ref } from 'firebase/storage';
import { functions } from '../../../lib/firebase/functions';
import { saveBlob } from '../../../lib/files/save-blob';
import { storage } from '../../../lib/firebase/storage';

export class ExportFailure extends Error {
  constructor(
    readonly code: ExportErrorCode | 'export/unknown',
    readonly details: Record<string, number> = {},
  ) {
    super(code);
  }
}

function toFailure(error: unknown): ExportFailure {
  if (error instanceof FunctionsError) {
    const details = (error.details ?? {}) as Record<string, unknown>;
    const counts = Object.fromEntries(Object.entries(details).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
    if (isExportErrorCode(details.code)) return new ExportFailure(details.code, counts);
  }
  return new ExportFailure('export/unknown');
}

export async function exportAndDownload(request: ExportRequest): Promise<ExportResult> {
  let result: ExportResult;
  try {
    result = (await httpsCallable<ExportRequest, ExportResult>(functions, 'exportInvoices')(request)).data;
  } catch (error) {
    throw toFailure(error);
  }
  saveBlob(await getBlob(ref(storage, result.storagePath)), result.fileName);
  return result;
}
