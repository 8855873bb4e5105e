import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { companyLimit } from '@factoria/domain/records/company-requests.schema';
import { CompanyError } from './company-error';

interface PlanFields {
  maxCompanies: number;
  extraSlots: number;
}

/** Only an active (approved) agency manages companies. */
export function requireActiveAccount(account: DocumentSnapshot): void {
  if (!account.exists || account.get('status') !== 'active') throw new CompanyError('companies/account-not-active');
}

/** The company limit of the account's plan and how many companies count against it. */
export function companyAllowance(account: DocumentSnapshot): { used: number; limit: number; plan: PlanFields } {
  const plan = (account.get('plan') ?? null) as PlanFields | null;
  const limit = companyLimit(plan);
  if (!plan || limit === null) throw new CompanyError('companies/no-subscription');
  const used = Number(account.get('usage.companies') ?? 0);
  return { used, limit, plan };
}
