/**
 * The administrator activates a client company (pending, or inactive until it does so), and
 * resolves notes the agencies sent about scanned invoices.
 */
import type { ActivateCompanyInput, ResolveNoteInput } from '@factoria/domain/records/account-requests.schema';
import type { CompanyStatus } from '@factoria/domain/records/company.schema';
import type { Firestore } from 'firebase-admin/firestore';
import { AccountError } from '../accounts/account-error';
import { runTransaction } from '../lib/transactions';

export async function activateCompany(db: Firestore, input: ActivateCompanyInput): Promise<{ changed: boolean }> {
  const ref = db.doc(`accounts/${input.accountId}/companies/${input.companyId}`);
  return runTransaction(db, async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new AccountError('company/not-found');
    const status = snapshot.get('status') as CompanyStatus;
    if (status === 'active') return { changed: false };
    if (status !== 'pending' && status !== 'inactive') throw new AccountError('company/not-activatable');
    tx.update(ref, { status: 'active' });
    return { changed: true };
  });
}

export async function resolveNote(db: Firestore, input: ResolveNoteInput, now = Date.now()): Promise<{ changed: boolean }> {
  const ref = db.doc(`accounts/${input.accountId}/notes/${input.noteId}`);
  return runTransaction(db, async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new AccountError('note/not-found');
    if (snapshot.get('status') === 'resolved') return { changed: false };
    tx.update(ref, { status: 'resolved', resolvedAt: now });
    return { changed: true };
  });
}
