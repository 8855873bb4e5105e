/**
 * Who may delete and restore files: the agency's own staff (owner or staff role, verified email,
 * active account). Client-company users see their company's files but do not manage the trash.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { StorageError } from './storage-error';

export interface CallerAuth {
  uid: string;
  token: Record<string, unknown>;
}

export async function authorizeStaff(db: Firestore, auth: CallerAuth | undefined): Promise<{ accountId: string; uid: string }> {
  if (!auth) throw new StorageError('storage/unauthenticated');
  const { accountId, role, email_verified: verified } = auth.token;
  if (verified !== true || typeof accountId !== 'string' || (role !== 'owner' && role !== 'staff')) {
    throw new StorageError('storage/forbidden');
  }
  const account = await db.doc(`accounts/${accountId}`).get();
  if (account.get('status') !== 'active') throw new StorageError('storage/forbidden');
  return { accountId, uid: auth.uid };
}
