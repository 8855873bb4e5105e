import { describe, expect, it } from 'vitest';
import { toInvoiceRow, type InvoiceRowSource } from './invoice-row';
import { RowIndex } from './row-index';

const source = (id: string, number: string): InvoiceRowSource => ({
  id,
  companyId: 'c',
  batchId: 'b',
  number,
  date: null,
  supplierName: null,
  supplierTaxId: null,
  total: null,
  currency: null,
  status: 'has-errors',
  hasErrors: true,
  fileName: `${id}.pdf`,
  createdAt: 0,
});

describe('RowIndex', () => {
  it('converts only the documents that changed', () => {
    const documents = new Map([['a', 'A-1'], ['b', 'B-1']]);
    const converted: string[] = [];
    const index = new RowIndex((id) => {
      converted.push(id);
      return toInvoiceRow(source(id, documents.get(id)!), 'UTC');
    });
    expect(index.update([{ type: 'added', id: 'a' }, { type: 'added', id: 'b' }], ['b', 'a']).map((row) => row.number)).toEqual(['B-1', 'A-1']);
    documents.set('a', 'A-2');
    expect(index.update([{ type: 'modified', id: 'a' }], ['b', 'a']).map((row) => row.number)).toEqual(['B-1', 'A-2']);
    expect(index.update([{ type: 'removed', id: 'b' }], ['a']).map((row) => row.number)).toEqual(['A-2']);
    expect(converted).toEqual(['a', 'b', 'a']);
  });
});
