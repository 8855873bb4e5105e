import type { Account } from '@factoria/domain/records/account.schema';
import { describe, expect, it } from 'vitest';
import { usageFigures } from './limits';

const account = (overrides: Partial<Account> = {}): Account => ({
  name: 'A',
  ownerUid: 'u',
  status: 'active',
  clientCount: 3,
  reportTime: '08:00',
  timeZone: 'Europe/Madrid',
  plan: { maxCompanies: 10, maxInvoicesPerMonth: 500, extraSlots: 2 },
  usage: { companies: 7, invoicesThisMonth: 120, month: '2025-03' },
  createdAt: 0,
  approvedAt: 0,
  reportRecipients: [],
  ...overrides,
});

describe('usageFigures', () => {
  it('adds bought slots to the company limit and reads this month’s invoices', () => {
    expect(usageFigures(account(), new Date('2025-03-20T10:00:00Z'))).toEqual({
      companies: { used: 7, limit: 12 },
      invoices: { used: 120, limit: 500 },
      extraSlots: 2,
    });
  });

  it('counts no invoices yet in a month nobody has uploaded in', () => {
    expect(usageFigures(account(), new Date('2025-04-02T10:00:00Z')).invoices.used).toBe(0);
  });

  it('knows the month in the agency time zone', () => {
    // 23:30 UTC on 31 March is already April in Madrid.
    expect(usageFigures(account(), new Date('2025-03-31T23:30:00Z')).invoices.used).toBe(0);
  });

  it('has no limits without a plan', () => {
    const figures = usageFigures(account({ plan: null }), new Date('2025-03-20T10:00:00Z'));
    expect(figures.companies.limit).toBeNull();
    expect(figures.extraSlots).toBe(0);
  });
});
