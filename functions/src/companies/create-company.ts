/**
 * Creates a company within the plan's limit, in one transaction: the account's usage, the
 * tax-id index and the company are read and written together, so concurrent creates can never
 * exceed the limit nor share a tax id. The company id is the caller's request id: a retried
 * or double-submitted request finds its company and creates nothing more. The agency's notes
 * go to `companyNotes/{id}`, which the company's app user cannot read. With "receive invoices by
 * email" on, the company gets its intake address (and its index entry) in the same transaction.
 */
import type { CompanyInput } from '@factoria/domain/records/company-input.schema';
import { type Company, type CompanyNotes, emptyCompanyStats } from '@factoria/domain/records/company.schema';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { companyAllowance, requireActiveAccount } from './account-checks';
import type { Caller } from './caller';
import { CompanyError } from './company-error';
import { companyRefs } from './company-refs';
import { taxIdOwner } from './tax-id-owner';
import { readDocs, runTransaction } from '../lib/transactions';
import { changeIntake } from '../mail/set-email-intake';

export interface CreateCompanyOutcome {
  companyId: string;
  created: boolean;
}

export async function createCompany(
  db: Firestore,
  caller: Caller,
  request: { requestId: string; company: CompanyInput },
  intakeDomain: string,
  now = Date.now(),
): Promise<CreateCompanyOutcome> {
  const refs = companyRefs(db, caller.accountId);
  const companyRef = refs.company(request.requestId);
  const input = request.company;
  return runTransaction(db, async (tx) => {
    const [account, existing] = await readDocs(tx, refs.account, companyRef);
    if (existing.exists) {
      if (existing.get('taxId') !== input.taxId) throw new CompanyError('companies/request-conflict');
      return { companyId: companyRef.id, created: false };
    }
    requireActiveAccount(account);
    const { used, limit } = companyAllowance(account);
    if (await taxIdOwner(tx, refs, input.taxId)) throw new CompanyError('companies/duplicate-tax-id', { taxId: 'companies/duplicate-tax-id' });
    if (used >= limit) throw new CompanyError('companies/limit-reached');

    const { notes, emailIntake, ...fields } = input;
    const company: Company = {
      ...fields,
      status: 'pending',
      createdAt: now,
      stats: emptyCompanyStats(),
      ...(emailIntake.enabled
        ? { intake: changeIntake(tx, db, { accountId: caller.accountId, companyRef }, null, { enabled: true, allowedSenders: [], regenerate: false }, intakeDomain, now) }
        : {}),
    };
    tx.create(companyRef, company);
    tx.set(refs.notes(companyRef.id), { notes } satisfies CompanyNotes);
    tx.set(refs.taxIdIndex(input.taxId), { companyId: companyRef.id });
    tx.update(refs.account, { 'usage.companies': FieldValue.increment(1) });
    return { companyId: companyRef.id, created: true };
  });
}
