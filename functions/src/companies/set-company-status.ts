/**
 * The agency switches a company between active and inactive. A pending company waits for the
 * administrator; nobody sets a company back to pending here.
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
    if (current === 'pending') throw new CompanyError('companies/awaiting-activation');
    if (current !== request.status) tx.update(companyRef, { status: request.status });
  });
}
