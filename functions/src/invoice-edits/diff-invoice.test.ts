import { emptyInvoiceData, type InvoiceData } from '@factoria/domain/invoice/invoice.schema';
import { describe, expect, it } from 'vitest';
import { diffInvoice, topLevelFields } from './diff-invoice';

const line = { rate: 21, base: 100, cuota: 21, recargoRate: 0, recargo: 0 };
const before: InvoiceData = {
  ...emptyInvoiceData(),
  number: 'F-1',
  supplierTaxId: 'B12345678',
  total: 121,
  vatLines: [line],
  irpf: null,
};

describe('diffInvoice', () => {
  it('finds nothing when nothing changed', () => {
    expect(diffInvoice(before, structuredClone(before))).toEqual({});
  });

  it('records changed fields with their old and new values', () => {
    const after = { ...before, number: 'F-2', supplierTaxId: 'B64717838', total: 121.5 };
    expect(diffInvoice(before, after)).toEqual({
      number: ['F-1', 'F-2'],
      supplierTaxId: ['B12345678', 'B64717838'],
      total: [121, 121.5],
    });
  });

  it('compares VAT lines value by value and never stores an array', () => {
    const after = { ...before, vatLines: [{ ...line, cuota: 21.5 }, { ...line, rate: 10, cuota: 10 }] };
    const changes = diffInvoice(before, after);
    expect(changes).toEqual({
      'vatLines[0].cuota': [21, 21.5],
      'vatLines[1]': [null, { ...line, rate: 10, cuota: 10 }],
    });
    for (const pair of Object.values(changes)) expect(pair.some(Array.isArray)).toBe(false);
    expect(diffInvoice(after, before)['vatLines[1]']).toEqual([{ ...line, rate: 10, cuota: 10 }, null]);
  });

  it('compares amounts outside the tax base item by item; absent equals none', () => {
    const suplido = { kind: 'suplido' as const, label: 'Tasa DGT', amount: 46.63 };
    expect(diffInvoice(before, { ...before, outsideBase: [] })).toEqual({});
    const added = { ...before, outsideBase: [suplido] };
    expect(diffInvoice(before, added)).toEqual({ 'outsideBase[0]': [null, suplido] });
    expect(diffInvoice(added, { ...before, outsideBase: [{ ...suplido, amount: 46.6, label: 'Tasas' }] })).toEqual({
      'outsideBase[0].label': ['Tasa DGT', 'Tasas'],
      'outsideBase[0].amount': [46.63, 46.6],
    });
    expect(topLevelFields(diffInvoice(added, before))).toEqual(['outsideBase']);
  });

  it('handles IRPF added, changed and removed', () => {
    const withIrpf = { ...before, irpf: { rate: 15, amount: 15 } };
    expect(diffInvoice(before, withIrpf)).toEqual({ irpf: [null, { rate: 15, amount: 15 }] });
    expect(diffInvoice(withIrpf, { ...before, irpf: { rate: 7, amount: 7 } })).toEqual({
      'irpf.rate': [15, 7],
      'irpf.amount': [15, 7],
    });
    expect(diffInvoice(withIrpf, before)).toEqual({ irpf: [{ rate: 15, amount: 15 }, null] });
  });

  it('names the top-level fields of the changed paths', () => {
    expect(topLevelFields({ 'vatLines[0].base': [1, 2], 'irpf.rate': [1, 2], total: [1, 2] })).toEqual(['vatLines', 'irpf', 'total']);
  });
});
