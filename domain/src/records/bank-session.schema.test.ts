import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BankDecisionRequestSchema, bankFileExtension } from './bank-session.schema';

describe('bank session files and requests', () => {
  it.each([
    ['statement', 'extracto.N43', 'n43'],
    ['statement', 'movimientos.XLSX', 'xlsx'],
    ['lastYear', 'extracto-2025.txt', 'txt'],
    ['diary', 'diario.csv', 'csv'],
    ['diary', 'diario.n43', null],
    ['invoices', 'facturas.pdf', null],
    ['statement', 'extracto.xls', null],
    ['statement', 'extracto.xlsm', null],
    ['statement', 'extracto.csv.exe', null],
    ['statement', 'extracto', null],
  ] as const)('the %s slot takes %s as %s', (slot, name, ext) => {
    expect(bankFileExtension(slot, name)).toBe(ext);
  });

  it('takes a split with distinct invoices and whole positive cents only', () => {
    const split = (parts: unknown) => v.safeParse(BankDecisionRequestSchema, { action: 'split', sessionId: 's1', lineId: 'r0000002', parts }).success;
    expect(split([{ bookItemId: 'i2', amountCents: 100 }, { bookItemId: 'kabc', amountCents: 50 }])).toBe(true);
    expect(split([{ bookItemId: 'i2', amountCents: 100 }, { bookItemId: 'i2', amountCents: 50 }])).toBe(false);
    expect(split([{ bookItemId: 'i2', amountCents: 0 }])).toBe(false);
    expect(split([{ bookItemId: 'i2', amountCents: 1.5 }])).toBe(false);
    expect(split([])).toBe(false);
  });
});
