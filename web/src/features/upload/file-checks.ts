/**
 * What the drop zone refuses before anything is stored: not a PDF, empty or too big, more than
 * one upload takes, or more than the plan still accepts this month. The server checks again
 * (storage.rules, the pipeline); these checks only spare the user a pointless wait.
 */
import { MAX_FILES_PER_UPLOAD } from '@factoria/domain/records/batch.schema';
import { MAX_INVOICE_BYTES } from '@factoria/domain/records/storage-paths';

export type FileRejection =
  | { code: 'not-pdf'; name: string }
  | { code: 'empty'; name: string }
  | { code: 'too-large'; name: string }
  | { code: 'too-many'; max: number }
  | { code: 'over-quota'; remaining: number };

function isPdf(file: File): boolean {
  return file.type === 'application/pdf' || (file.type === '' && file.name.toLowerCase().endsWith('.pdf'));
}

export function checkFiles(files: readonly File[], remaining: number): FileRejection | null {
  const notPdf = files.find((file) => !isPdf(file));
  if (notPdf) return { code: 'not-pdf', name: notPdf.name };
  if (files.length > MAX_FILES_PER_UPLOAD) return { code: 'too-many', max: MAX_FILES_PER_UPLOAD };
  const empty = files.find((file) => file.size === 0);
  if (empty) return { code: 'empty', name: empty.name };
  const large = files.find((file) => file.size > MAX_INVOICE_BYTES);
  if (large) return { code: 'too-large', name: large.name };
  if (files.length > remaining) return { code: 'over-quota', remaining };
  return null;
}
