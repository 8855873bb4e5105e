/**
 * What every member of an agency may read about its account (issue 13): a client-company user
 * reads this, never the account document (report recipients, payment plan details, owner).
 * Kept by the `onAccountWritten` trigger from the account; its quota fields carry the same
 * names as the account's, so the upload allowance is computed by the same functions
 * (records/upload-quota.ts: an AccountSummary is a QuotaAccount) for staff and client users.
 */
import * as v from 'valibot';
import { AccountStatusSchema, type Account } from './account.schema';

export const ACCOUNT_SUMMARY_DOC = 'summary/current';

export const AccountSummarySchema = v.object({
  status: AccountStatusSchema,
  timeZone: v.string(),
  plan: v.nullable(v.object({ maxInvoicesPerMonth: v.pipe(v.number(), v.integer(), v.minValue(0)) })),
  usage: v.object({ invoicesThisMonth: v.number(), month: v.string() }),
});
export type AccountSummary = v.InferOutput<typeof AccountSummarySchema>;

/** Only the fields named here leave the account document. */
export function accountSummaryOf(account: Pick<Account, 'status' | 'timeZone' | 'plan' | 'usage'>): AccountSummary {
  return {
    status: account.status,
    timeZone: account.timeZone,
    plan: account.plan ? { maxInvoicesPerMonth: account.plan.maxInvoicesPerMonth } : null,
    usage: { invoicesThisMonth: account.usage.invoicesThisMonth, month: account.usage.month },
  };
}
