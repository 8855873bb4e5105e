import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MAX_BULK_INVOICES, MarkReviewedInputSchema, MoveInvoicesInputSchema } from './invoice-bulk.schema';

describe('bulk invoice inputs', () => {
  it('take one to MAX_BULK_INVOICES valid ids', () => {
    expect(v.is(MoveInvoicesInputSchema, { invoiceIds: ['a', 'b'], companyId: 'c1' })).toBe(true);
    expect(v.is(MoveInvoicesInputSchema, { invoiceIds: [], companyId: 'c1' })).toBe(false);
    expect(v.is(MoveInvoicesInputSchema, { invoiceIds: ['../x'], companyId: 'c1' })).toBe(false);
    const ids = (n: number) => Array.from({ length: n }, (_, index) => `i${index}`);
    expect(v.is(MarkReviewedInputSchema, { invoiceIds: ids(MAX_BULK_INVOICES), reviewed: true })).toBe(true);
    expect(v.is(MarkReviewedInputSchema, { invoiceIds: ids(MAX_BULK_INVOICES + 1), reviewed: true })).toBe(false);
  });
});
