import { describe, expect, it } from 'vitest';
import { invoicesThisMonth, isNearLimit, remainingInvoices, type QuotaAccount } from './upload-quota';
import { accountSummaryOf } from './account-summary';

const march = new Date('2026-03-15T10:00:00Z');

function account(max: number | null, used: number, month = '2026-03'): QuotaAccount {
  return {
    plan: max === null ? null : { maxInvoicesPerMonth: max },
    usage: { invoicesThisMonth: used, month },
    timeZone: 'Europe/Madrid',
  };
}

describe('upload quota', () => {
  it('counts what is left of the plan this month', () => {
    expect(remainingInvoices(account(1000, 990), march)).toBe(10);
    expect(remainingInvoices(account(1000, 1200), march)).toBe(0);
  });

  it('starts a new month from zero', () => {
    expect(invoicesThisMonth(account(1000, 990, '2026-02'), march)).toBe(0);
    expect(remainingInvoices(account(1000, 990, '2026-02'), march)).toBe(1000);
  });

  it("uses the account's time zone for the month boundary", () => {
    // 23:30 UTC on 31 March is already April in Madrid.
    const lateMarchUtc = new Date('2026-03-31T23:30:00Z');
    expect(remainingInvoices(account(100, 100, '2026-03'), lateMarchUtc)).toBe(100);
  });

  it('accepts nothing without a plan', () => {
    expect(remainingInvoices(account(null, 0), march)).toBe(0);
    expect(isNearLimit(account(null, 0), march)).toBe(true);
  });

  it('is near the limit within one full upload or the last tenth of the plan', () => {
    expect(isNearLimit(account(1000, 850), march)).toBe(false);
    expect(isNearLimit(account(1000, 900), march)).toBe(true);
    expect(isNearLimit(account(100, 40), march)).toBe(false);
    expect(isNearLimit(account(100, 60), march)).toBe(true);
  });
});

describe("the members' account summary", () => {
  it('carries the allowance and nothing else of the account', () => {
    const summary = accountSummaryOf({
      status: 'active',
      timeZone: 'Europe/Madrid',
      plan: { maxCompanies: 5, maxInvoicesPerMonth: 1000, extraSlots: 2 },
      usage: { companies: 4, invoicesThisMonth: 990, month: '2026-03' },
    });
    expect(summary).toEqual({ status: 'active', timeZone: 'Europe/Madrid', plan: { maxInvoicesPerMonth: 1000 }, usage: { invoicesThisMonth: 990, month: '2026-03' } });
    expect(remainingInvoices(summary, march)).toBe(10);
    expect(accountSummaryOf({ status: 'setup', timeZone: 'Europe/Madrid', plan: null, usage: { companies: 0, invoicesThisMonth: 0, month: '' } }).plan).toBeNull();
  });
});
