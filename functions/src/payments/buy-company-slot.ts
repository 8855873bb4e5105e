/**
 * Buys one company slot beyond the plan's limit (EXTRA_COMPANY_SLOT_CENTS): the payment is
 * recorded in the account's history and `plan.extraSlots` rises, in one transaction. The
 * payment's id is the caller's request id, so a double click or a retry never charges twice;
 * a slot is sold only while the agency is at its limit.
 */
import { EXTRA_COMPANY_SLOT_CENTS, type Payment } from '@factoria/domain/records/payment.schema';
import type { Firestore } from 'firebase-admin/firestore';
import { companyAllowance, requireActiveAccount } from '../companies/account-checks';
import type { Caller } from '../companies/caller';
import { CompanyError } from '../companies/company-error';
import { companyRefs } from '../companies/company-refs';
import { readDocs, runTransaction } from '../lib/transactions';

export interface BuyCompanySlotOutcome {
  paymentId: string;
  extraSlots: number;
  charged: boolean;
}

export async function buyCompanySlot(
  db: Firestore,
  caller: Caller,
  request: { requestId: string },
  now = Date.now(),
): Promise<BuyCompanySlotOutcome> {
  if (caller.role !== 'owner') throw new CompanyError('companies/owner-only');
  const refs = companyRefs(db, caller.accountId);
  const paymentRef = refs.payment(request.requestId);
  return runTransaction(db, async (tx) => {
    const [account, existing] = await readDocs(tx, refs.account, paymentRef);
    if (existing.exists) {
      if (existing.get('kind') !== 'extra-company-slot') throw new CompanyError('companies/request-conflict');
      return { paymentId: paymentRef.id, extraSlots: Number(account.get('plan.extraSlots') ?? 0), charged: false };
    }
    requireActiveAccount(account);
    const { used, limit, plan } = companyAllowance(account);
    if (used < limit) throw new CompanyError('companies/slot-not-needed');

    const payment: Payment = {
      kind: 'extra-company-slot',
      amountCents: EXTRA_COMPANY_SLOT_CENTS,
      currency: 'EUR',
      quantity: 1,
      createdAt: now,
      createdBy: caller.uid,
    };
    tx.create(paymentRef, payment);
    tx.update(refs.account, { 'plan.extraSlots': plan.extraSlots + 1 });
    return { paymentId: paymentRef.id, extraSlots: plan.extraSlots + 1, charged: true };
  });
}
