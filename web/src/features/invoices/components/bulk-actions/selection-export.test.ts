import { describe, expect, it } from 'vitest';
import { groupByCompany } from './selection-export';

describe('groupByCompany', () => {
  it('splits a selection into one group per company, in the order first met, skipping unknown rows', () => {
    const company: Record<string, string> = { a: 'c1', b: 'c2', c: 'c1' };
    const names: Record<string, string> = { c1: 'Norte SL', c2: 'Sur SL' };
    expect(groupByCompany(['a', 'b', 'gone', 'c'], (id) => company[id], (id) => names[id] ?? id)).toEqual({
      groups: [
        { companyId: 'c1', companyName: 'Norte SL', invoiceIds: ['a', 'c'] },
        { companyId: 'c2', companyName: 'Sur SL', invoiceIds: ['b'] },
      ],
    });
  });
});
