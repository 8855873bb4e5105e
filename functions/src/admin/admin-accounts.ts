/**
 * What the super administrator does to accounts: approve (active) or suspend them, and set
 * their plan limits. Every change reads the current state inside a transaction.
 */
import type { SetAccountStatusInput, SetPlanLimitsInput } from '@factoria/domain/records/account-requests.schema';
import type { AccountStatus, Plan } from '@factoria/domain/records/account.schema';
import type { Firestore } from 'firebase-admin/firestore';
import { AccountError } from '../accounts/account-error';
import { runTransaction } from '../lib/transactions';

/** From which states each administrator decision may start. */
const ALLOWED_FROM: Record<SetAccountStatusInput['status'], readonly AccountStatus[]> = {
  active: ['pending-approval', 'suspended', 'active'],
  suspended: ['pending-approval', 'active', 'suspended'],
};

export interface PlanDefaults {
  maxCompanies: number;
  maxInvoicesPerMonth: number;
}

export async function setAccountStatus(
  db: Firestore,
  input: SetAccountStatusInput,
  defaults: PlanDefaults,
  now = Date.now(),
): Promise<{ status: AccountStatus; changed: boolean }> {
  const ref = db.doc(`accounts/${input.accountId}`);
  return runTransaction(db, async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new AccountError('account/not-found');
    const status = snapshot.get('status') as AccountStatus;
    if (!ALLOWED_FROM[input.status].includes(status)) throw new AccountError('account/wrong-status');
    if (status === input.status) return { status, changed: false };
    const changes: Record<string, unknown> = { status: input.status };
    if (input.status === 'active') {
      if (snapshot.get('approvedAt') == null) changes.approvedAt = now;
      // An approved account can work at once; the administrator adjusts the limits later.
      if (snapshot.get('plan') == null) changes.plan = { ...defaults, extraSlots: 0 } satisfies Plan;
    }
    tx.update(ref, changes);
    return { status: input.status, changed: true };
  });
}

export async function setPlanLimits(db: Firestore, input: SetPlanLimitsInput): Promise<{ plan: Plan }> {
  const ref = db.doc(`accounts/${input.accountId}`);
  return runTransaction(db, async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new AccountError('account/not-found');
    const current = snapshot.get('plan') as Plan | null | undefined;
    // Extra slots are paid for by the agency: limits never take them away.
    const plan: Plan = {
      maxCompanies: input.maxCompanies,
      maxInvoicesPerMonth: input.maxInvoicesPerMonth,
      extraSlots: current?.extraSlots ?? 0,
    };
    tx.update(ref, { plan });
    return { plan };
  });
}
