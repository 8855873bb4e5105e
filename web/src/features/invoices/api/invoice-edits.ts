/**
 * The callables that change invoices (functions/src/invoice-edits) and the note to the
 * administrator (functions/src/notes), with their refusals mapped to translation keys.
 */
import { isInvoiceEditError, type DeleteInvoiceInput, type SaveCorrectionInput, type SaveCorrectionResult } from '@factoria/domain/records/invoice-edit.schema';
import type { SendNoteInput } from '@factoria/domain/records/note.schema';
import { FunctionsError, httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/firebase/functions';

export async function saveInvoiceCorrection(input: SaveCorrectionInput): Promise<SaveCorrectionResult> {
  return (await httpsCallable<SaveCorrectionInput, SaveCorrectionResult>(functions, 'saveInvoiceCorrection')(input)).data;
}

export async function deleteInvoice(input: DeleteInvoiceInput): Promise<{ deletedAt: number }> {
  return (await httpsCallable<DeleteInvoiceInput, { deletedAt: number }>(functions, 'deleteInvoice')(input)).data;
}

export async function sendInvoiceNote(input: SendNoteInput): Promise<{ noteId: string }> {
  return (await httpsCallable<SendNoteInput, { noteId: string }>(functions, 'sendNote')(input)).data;
}

export type EditErrorKey =
  | 'errors.invalid-input'
  | 'errors.unauthenticated'
  | 'errors.forbidden'
  | 'errors.not-found'
  | 'errors.stale'
  | 'errors.offline'
  | 'errors.unavailable'
  | 'errors.timeout'
  | 'errors.unknown';

/** What went wrong, as a key of the invoices namespace. */
export function editErrorKey(error: unknown): EditErrorKey {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return 'errors.offline';
  if (!(error instanceof FunctionsError)) return 'errors.unknown';
  const code = (error.details as { code?: unknown } | undefined)?.code;
  if (isInvoiceEditError(code)) return `errors.${code.slice('invoice-edit/'.length)}` as EditErrorKey;
  if (error.code === 'functions/unavailable') return 'errors.unavailable';
  if (error.code === 'functions/deadline-exceeded') return 'errors.timeout';
  if (error.code === 'functions/permission-denied') return 'errors.forbidden';
  if (error.code === 'functions/not-found') return 'errors.not-found';
  return 'errors.unknown';
}
