/**
 * The agency deactivates a company. Activating is the administrator's (the spec: "No invoices
 * can be uploaded for an inactive company until the administrator activates it"; the admin's
 * activateCompany callable, docs/decisions/0601): a pending or inactive company is refused here
 * with `companies/awaiting-activation`. Nobody sets a company back to pending here.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { requireActiveAccount } from './account-checks';
import type { Caller } from './caller';
import { CompanyError } from './company-error';
import { companyRefs } from './company-refs';
import { readDocs, runTransaction } from '../lib/transactions';

export async function setCompanyStatus(
  db: Firestore,
  caller: Caller,
  request: { companyId: string; status: 'active' | 'inactive' },
): Promise<void> {
  const refs = companyRefs(db, caller.accountId);
  const companyRef = refs.company(request.companyId);
  await runTransaction(db, async (tx) => {
    const [account, company] = await readDocs(tx, refs.account, companyRef);
    requireActiveAccount(account);
    if (!company.exists) throw new CompanyError('companies/not-found');
    const current = company.get('status');
    if (current === request.status) return;
    if (current === 'pending' || request.status === 'active') throw new CompanyError('companies/awaiting-activation');
    tx.update(companyRef, { status: request.status });
  });
}
