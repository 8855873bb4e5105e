/**
 * The account journey after sign-up (DESIGN.md section 4): registered -> email-confirmed ->
 * setup (client count, report time) -> pending-approval. Each step checks the state it starts
 * from inside a transaction, so a repeated or late call never moves an account backwards.
 */
import type { SaveClientCountInput, SaveReportScheduleInput } from '@factoria/domain/records/account-requests.schema';
import type { AccountStatus } from '@factoria/domain/records/account.schema';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { AccountError, type Caller, requireOwner } from './account-error';
import type { AccountDeps } from './create-account';
import { runTransaction } from '../lib/transactions';

type AccountFields = { status: AccountStatus; clientCount: number | null; reportTime: string | null };

const SETUP_STATUSES: readonly AccountStatus[] = ['email-confirmed', 'setup'];

async function readAccount(tx: Transaction, ref: DocumentReference): Promise<AccountFields> {
  const snapshot = await tx.get(ref);
  if (!snapshot.exists) throw new AccountError('account/not-found');
  return {
    status: snapshot.get('status') as AccountStatus,
    clientCount: (snapshot.get('clientCount') as number | null | undefined) ?? null,
    reportTime: (snapshot.get('reportTime') as string | null | undefined) ?? null,
  };
}

/** After the address is verified (Firebase Auth says so, not the caller): registered -> email-confirmed. */
export async function confirmEmail({ db, auth }: AccountDeps, caller: Caller): Promise<{ status: AccountStatus }> {
  const { accountId } = caller.claims;
  if (!accountId || (caller.claims.role !== 'owner' && caller.claims.role !== 'staff')) throw new AccountError('auth/forbidden');
  const record = await auth.getUser(caller.uid);
  if (!record.emailVerified) throw new AccountError('auth/email-not-verified');
  const ref = db.doc(`accounts/${accountId}`);
  return runTransaction(db, async (tx) => {
    const account = await readAccount(tx, ref);
    if (account.status !== 'registered') return { status: account.status };
    tx.update(ref, { status: 'email-confirmed' });
    return { status: 'email-confirmed' as const };
  });
}

async function updateDuringSetup(db: Firestore, accountId: string, changes: Record<string, string | number>) {
  const ref = db.doc(`accounts/${accountId}`);
  return runTransaction(db, async (tx) => {
    const account = await readAccount(tx, ref);
    if (!SETUP_STATUSES.includes(account.status)) throw new AccountError('account/wrong-status');
    tx.update(ref, { ...changes, status: 'setup' });
    return { status: 'setup' as const };
  });
}

export function saveClientCount(db: Firestore, caller: Caller, input: SaveClientCountInput) {
  const { accountId } = requireOwner(caller);
  return updateDuringSetup(db, accountId, { clientCount: input.clientCount });
}

export function saveReportSchedule(db: Firestore, caller: Caller, input: SaveReportScheduleInput) {
  const { accountId } = requireOwner(caller);
  return updateDuringSetup(db, accountId, { reportTime: input.reportTime, timeZone: input.timeZone });
}

/** The last setup step: the account now waits for the administrator. */
export async function finishSetup(db: Firestore, caller: Caller): Promise<{ status: AccountStatus }> {
  const { accountId } = requireOwner(caller);
  const ref = db.doc(`accounts/${accountId}`);
  return runTransaction(db, async (tx) => {
    const account = await readAccount(tx, ref);
    if (account.status === 'pending-approval' || account.status === 'active') return { status: account.status };
    if (!SETUP_STATUSES.includes(account.status)) throw new AccountError('account/wrong-status');
    if (account.clientCount === null || account.reportTime === null) throw new AccountError('account/setup-incomplete');
    tx.update(ref, { status: 'pending-approval' });
    return { status: 'pending-approval' as const };
  });
}
