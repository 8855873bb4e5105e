import { currentMonth, type Account } from '@factoria/domain/records/account.schema';

export interface UsageFigures {
  companies: { used: number; limit: number | null };
  invoices: { used: number; limit: number | null };
  extraSlots: number;
}

/**
 * What the plan allows and what has been used. The month's invoice counter belongs to the month
 * it names: when that month is over, this month's usage is zero until a function writes again.
 */
export function usageFigures(account: Account, now: Date): UsageFigures {
  const thisMonth = currentMonth(now, account.timeZone);
  const invoicesUsed = account.usage.month === thisMonth ? account.usage.invoicesThisMonth : 0;
  const plan = account.plan;
  return {
    companies: { used: account.usage.companies, limit: plan ? plan.maxCompanies + plan.extraSlots : null },
    invoices: { used: invoicesUsed, limit: plan ? plan.maxInvoicesPerMonth : null },
    extraSlots: plan?.extraSlots ?? 0,
  };
}
