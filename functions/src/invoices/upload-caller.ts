/**
 * Who may act on an upload: a verified member of an active agency, staff for any company, a
 * client-company user for its own company only (the same people storage.rules let upload).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { UploadError } from './upload-error';

export interface UploadCaller {
  uid: string;
  accountId: string;
  /** Set for a client-company user: the only company it may touch. */
  companyId: string | null;
}

interface AuthLike {
  uid: string;
  token: Record<string, unknown>;
}

export async function uploadCaller(db: Firestore, auth: AuthLike | undefined): Promise<UploadCaller> {
  if (!auth) throw new UploadError('upload/unauthenticated');
  const { accountId, role, companyId, email_verified: verified } = auth.token;
  const staff = role === 'owner' || role === 'staff';
  const client = role === 'client' && typeof companyId === 'string';
  if (verified !== true || typeof accountId !== 'string' || !(staff || client)) {
    throw new UploadError('upload/permission-denied');
  }
  const account = await db.doc(`accounts/${accountId}`).get();
  if (account.get('status') !== 'active') throw new UploadError('upload/permission-denied');
  return { uid: auth.uid, accountId, companyId: client ? (companyId as string) : null };
}
