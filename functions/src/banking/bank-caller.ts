/**
 * Who may decide on a bank session: a verified owner or staff member of an active agency (the
 * same people firestore.rules let read sessions). Client-company users and the administrator
 * do not reconcile.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { BankError } from './bank-error';

export interface BankCaller {
  uid: string;
  accountId: string;
  name: string;
}

interface AuthLike {
  uid: string;
  token: Record<string, unknown>;
}

export async function bankCaller(db: Firestore, auth: AuthLike | undefined): Promise<BankCaller> {
  if (!auth) throw new BankError('bank/unauthenticated');
  const { accountId, role, email_verified: verified } = auth.token;
  if (verified !== true || typeof accountId !== 'string' || (role !== 'owner' && role !== 'staff')) {
    throw new BankError('bank/permission-denied');
  }
  const [account, profile] = await Promise.all([db.doc(`accounts/${accountId}`).get(), db.doc(`users/${auth.uid}`).get()]);
  if (account.get('status') !== 'active') throw new BankError('bank/permission-denied');
  const name = (profile.get('username') as string | undefined) ?? (auth.token.email as string | undefined) ?? auth.uid;
  return { uid: auth.uid, accountId, name };
}
