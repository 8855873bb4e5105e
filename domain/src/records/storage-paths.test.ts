import { describe, expect, it } from 'vitest';
import { invoiceObjectPath, isValidId, parseInvoiceObjectPath } from './storage-paths';

describe('invoice object paths', () => {
  it('round-trips the ids of an invoice upload', () => {
    const ids = { accountId: 'acc1', companyId: 'c_2', batchId: 'b-3', fileId: 'f4' };
    const path = invoiceObjectPath(ids);
    expect(path).toBe('accounts/acc1/companies/c_2/invoices/b-3/f4.pdf');
    expect(parseInvoiceObjectPath(path)).toEqual(ids);
  });

  it('rejects paths outside the invoice layout', () => {
    expect(parseInvoiceObjectPath('accounts/a/documents/f/name.pdf')).toBeNull();
    expect(parseInvoiceObjectPath('accounts/a/companies/c/invoices/b/f.png')).toBeNull();
    expect(parseInvoiceObjectPath('accounts/a/companies/c/invoices/b/../f.pdf')).toBeNull();
    expect(parseInvoiceObjectPath('x/accounts/a/companies/c/invoices/b/f.pdf')).toBeNull();
  });

  it('accepts only url-safe ids', () => {
    expect(isValidId('abcDEF_12-3')).toBe(true);
    expect(isValidId('a/b')).toBe(false);
    expect(isValidId('')).toBe(false);
  });
});
