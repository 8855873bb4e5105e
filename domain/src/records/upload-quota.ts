/**
 * The plan's monthly invoice allowance (`plan.maxInvoicesPerMonth` against `usage`). The
 * pipeline enforces it file by file when it records each invoice; the web app uses the
 * same figures for its "N more invoices this month" hint and to refuse picks over the limit.
 */
import { currentMonth, type Plan, type Usage } from './account.schema';
import { MAX_FILES_PER_UPLOAD } from './batch.schema';

/** What the allowance needs: the account has it, and so has its members' summary. */
export interface QuotaAccount {
  plan: Pick<Plan, 'maxInvoicesPerMonth'> | null;
  usage: Pick<Usage, 'invoicesThisMonth' | 'month'>;
  timeZone: string;
}

/** Invoices recorded in the account's current month (usage of an older month counts as 0). */
export function invoicesThisMonth(account: QuotaAccount, now: Date): number {
  return account.usage.month === currentMonth(now, account.timeZone) ? account.usage.invoicesThisMonth : 0;
}

/** How many more invoices the plan accepts this month; 0 without a plan (no subscription). */
export function remainingInvoices(account: QuotaAccount, now: Date): number {
  if (!account.plan) return 0;
  return Math.max(0, account.plan.maxInvoicesPerMonth - invoicesThisMonth(account, now));
}

/** Near the limit: one more full upload, or the last tenth of the plan, would reach it. */
export function isNearLimit(account: QuotaAccount, now: Date): boolean {
  if (!account.plan) return true;
  const threshold = Math.max(MAX_FILES_PER_UPLOAD, Math.ceil(account.plan.maxInvoicesPerMonth * 0.1));
  return remainingInvoices(account, now) <= threshold;
}
