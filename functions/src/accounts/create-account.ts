/**
 * Sign-up, server side: the browser has created the Firebase Auth user; this creates its
 * profile and its agency account and makes it the owner (custom claims). Safe to call again
 * after a failure half-way: a user who already has an account gets the same one back.
 */
import type { CreateAccountInput } from '@factoria/domain/records/account-requests.schema';
import type { Account, UserProfile } from '@factoria/domain/records/account.schema';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { AccountError, type Caller } from './account-error';
import { runTransaction } from '../lib/transactions';

export const DEFAULT_TIME_ZONE = 'Europe/Madrid';

export interface AccountDeps {
  db: Firestore;
  auth: Auth;
}

export async function createAccount(
  { db, auth }: AccountDeps,
  caller: Caller,
  input: CreateAccountInput,
  now = Date.now(),
): Promise<{ accountId: string }> {
  if (caller.claims.admin || caller.claims.role === 'client' || caller.claims.role === 'staff') {
    throw new AccountError('account/already-exists');
  }
  const record = await auth.getUser(caller.uid);
  const email = record.email ?? caller.email ?? '';
  const userRef = db.doc(`users/${caller.uid}`);
  const newAccountRef = db.collection('accounts').doc();

  const accountId = await runTransaction(db, async (tx) => {
    const existing = await tx.get(userRef);
    const existingAccountId = existing.get('accountId') as unknown;
    if (typeof existingAccountId === 'string') return existingAccountId;
    const profile: UserProfile = {
      username: input.username,
      email,
      photoURL: null,
      language: input.language,
      accountId: newAccountRef.id,
      role: 'owner',
      companyId: null,
      createdAt: now,
    };
    const account: Account = {
      name: input.agencyName,
      ownerUid: caller.uid,
      // Verification may already have happened (the link opened before this call returned).
      status: record.emailVerified ? 'email-confirmed' : 'registered',
      clientCount: null,
      reportTime: null,
      timeZone: DEFAULT_TIME_ZONE,
      plan: null,
      usage: { companies: 0, invoicesThisMonth: 0, month: '' },
      createdAt: now,
      approvedAt: null,
      reportRecipients: email ? [email] : [],
    };
    tx.set(userRef, profile);
    tx.set(newAccountRef, account);
    return newAccountRef.id;
  });

  // Claims last: a retry after a failure here finds the profile and sets them again.
  const claims = record.customClaims ?? {};
  if (claims.accountId !== accountId || claims.role !== 'owner') {
    await auth.setCustomUserClaims(caller.uid, { ...claims, accountId, role: 'owner' });
  }
  return { accountId };
}
