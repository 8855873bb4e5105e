import type { Firestore } from 'firebase-admin/firestore';
import { AccountError } from './account-error';

/** Only active accounts reach their data (DESIGN.md section 4), through callables as through rules. */
export async function requireActiveAccount(db: Firestore, accountId: string): Promise<void> {
  const account = await db.doc(`accounts/${accountId}`).get();
  if (!account.exists) throw new AccountError('account/not-found');
  if (account.get('status') !== 'active') throw new AccountError('account/wrong-status');
}
