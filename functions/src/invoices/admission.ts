/**
 * Whether the pipeline may turn a file into an invoice: its company must be active, and the
 * account's plan must still accept an invoice this month. Checked before the extraction runs,
 * so a refused file costs no extraction, and again on the figures the recording write is
 * conditioned on (the authoritative check: concurrent files cannot overrun the limit).
 */
import type { Account } from '@factoria/domain/records/account.schema';
import type { UploadFailureCode } from '@factoria/domain/records/batch.schema';
import { remainingInvoices } from '@factoria/domain/records/upload-quota';
import type { DocumentSnapshot } from 'firebase-admin/firestore';

export type Refusal = Extract<UploadFailureCode, 'upload/company-not-active' | 'upload/monthly-limit' | 'upload/no-subscription'>;

export const DEFAULT_TIME_ZONE = 'Europe/Madrid';

export function quotaAccount(account: DocumentSnapshot): Pick<Account, 'plan' | 'usage' | 'timeZone'> {
  return {
    plan: (account.get('plan') ?? null) as Account['plan'],
    usage: {
      companies: Number(account.get('usage.companies') ?? 0),
      invoicesThisMonth: Number(account.get('usage.invoicesThisMonth') ?? 0),
      month: String(account.get('usage.month') ?? ''),
    },
    timeZone: (account.get('timeZone') as string | undefined) ?? DEFAULT_TIME_ZONE,
  };
}

export function admission(account: DocumentSnapshot, company: DocumentSnapshot, now: number): Refusal | null {
  if (company.get('status') !== 'active') return 'upload/company-not-active';
  const quota = quotaAccount(account);
  if (!quota.plan) return 'upload/no-subscription';
  return remainingInvoices(quota, new Date(now)) > 0 ? null : 'upload/monthly-limit';
}
