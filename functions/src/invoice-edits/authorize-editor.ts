/**
 * Who may correct and delete invoices: the agency's owner and staff, with a verified email,
 * in an active account. A client-company user views its company's invoices but does not edit
 * them (it reports problems to the agency instead).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { InvoiceEditFailure } from './invoice-edit-error';

export interface Editor {
  uid: string;
  accountId: string;
  /** Shown in the invoice's history. */
  name: string;
}

interface AuthLike {
  uid: string;
  token: Record<string, unknown>;
}

export async function authorizeEditor(db: Firestore, auth: AuthLike | undefined): Promise<Editor> {
  if (!auth) throw new InvoiceEditFailure('invoice-edit/unauthenticated');
  const { accountId, role, email_verified: verified, name, email } = auth.token;
  if (verified !== true || typeof accountId !== 'string' || (role !== 'owner' && role !== 'staff')) {
    throw new InvoiceEditFailure('invoice-edit/forbidden');
  }
  const account = await db.doc(`accounts/${accountId}`).get();
  if (account.get('status') !== 'active') throw new InvoiceEditFailure('invoice-edit/forbidden');
  const label = typeof name === 'string' && name ? name : typeof email === 'string' ? email : auth.uid;
  return { uid: auth.uid, accountId, name: label.slice(0, 200) };
}
