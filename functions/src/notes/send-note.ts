/**
 * A note or issue report from an agency to the administrator about a scanned invoice
 * (`accounts/{a}/notes/{n}`). The note's id is derived from who sends what about which
 * invoice, so a double click or a retried call stores it once.
 */
import { createHash } from 'node:crypto';
import type { SendNoteInput } from '@factoria/domain/records/note.schema';
import type { Note } from '@factoria/domain/records/note.schema';
import type { Firestore } from 'firebase-admin/firestore';
import { AccountError } from '../accounts/account-error';
import { readDocs, runTransaction } from '../lib/transactions';

export function noteId(uid: string, input: SendNoteInput): string {
  return createHash('sha256').update(JSON.stringify([uid, input.invoiceId, input.text])).digest('hex').slice(0, 32);
}

export async function sendNote(
  db: Firestore,
  sender: { uid: string; accountId: string },
  input: SendNoteInput,
  now = Date.now(),
): Promise<{ noteId: string; created: boolean }> {
  const id = noteId(sender.uid, input);
  const invoiceRef = db.doc(`accounts/${sender.accountId}/invoices/${input.invoiceId}`);
  const noteRef = db.doc(`accounts/${sender.accountId}/notes/${id}`);
  return runTransaction(db, async (tx) => {
    const [invoice, existing] = await readDocs(tx, invoiceRef, noteRef);
    if (!invoice.exists) throw new AccountError('note/invoice-not-found');
    if (existing.exists) return { noteId: id, created: false };
    const number = invoice.get('number') as unknown;
    const note: Note = {
      accountId: sender.accountId,
      invoiceId: input.invoiceId,
      companyId: String(invoice.get('companyId')),
      text: input.text,
      createdBy: sender.uid,
      createdAt: now,
      status: 'open',
      resolvedAt: null,
      invoiceNumber: typeof number === 'string' ? number : null,
    };
    tx.create(noteRef, note);
    return { noteId: id, created: true };
  });
}
