/** Exports are the agency's work: verified owners and staff of an active account. */
import type { Firestore } from 'firebase-admin/firestore';
import { ExportError } from './export-error';

export interface ExportCaller {
  uid: string;
  accountId: string;
}

interface AuthLike {
  uid: string;
  token: Record<string, unknown>;
}

export async function exportCaller(db: Firestore, auth: AuthLike | undefined): Promise<ExportCaller> {
  if (!auth) throw new ExportError('export/unauthenticated');
  const { accountId, role, email_verified: verified } = auth.token;
  if (verified !== true || typeof accountId !== 'string' || (role !== 'owner' && role !== 'staff')) {
    throw new ExportError('export/permission-denied');
  }
  const account = await db.doc(`accounts/${accountId}`).get();
  if (account.get('status') !== 'active') throw new ExportError('export/permission-denied');
  return { uid: auth.uid, accountId };
}
