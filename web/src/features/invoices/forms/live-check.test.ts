import { describe, expect, it } from 'vitest';
import { formFieldOf, liveCheck } from './live-check';
import type { InvoiceFormValues } from './invoice-form-values';

const values: InvoiceFormValues = {
  documentType: 'invoice',
  number: 'F-1',
  date: '2025-03-07',
  supplierName: 'Suministros Ejemplo SL',
  supplierTaxId: 'B64717838',
  customerName: 'Cliente',
  customerTaxId: 'B12345674',
  currency: 'EUR',
  taxType: 'iva',
  vatLines: [
    { rate: '21', base: '1.000,00', cuota: '210,00', recargoRate: '5,2', recargo: '52,00' },
    { rate: '10', base: '100', cuota: '10', recargoRate: '0', recargo: '0' },
  ],
  outsideBase: [],
  irpfRate: '15',
  irpfAmount: '150',
  total: '1232.00',
};
const context = { companyTaxId: 'B12345674', today: '2026-01-01' };

describe('liveCheck', () => {
  it('adds up lines, recargo and IRPF like the domain rules', () => {
    const check = liveCheck(values, context);
    expect(check).toMatchObject({ bases: 1100, cuotas: 220, recargos: 52, irpf: 150, expectedTotal: 1222, totalOk: false, status: 'has-errors' });
    expect(check.byField.get('total')?.map((issue) => issue.code)).toEqual(['invoice/total-mismatch']);
    expect(liveCheck({ ...values, total: '1222' }, context)).toMatchObject({ totalOk: true, status: 'successful', issues: [] });
  });

  it('adds amounts outside the tax base (suplidos) to the total and to no base', () => {
    const withSuplido = { ...values, outsideBase: [{ kind: 'suplido' as const, label: 'Tasa DGT', amount: '46,63' }], total: '1268,63' };
    const check = liveCheck(withSuplido, context);
    expect(check).toMatchObject({ bases: 1100, outside: 46.63, expectedTotal: 1268.63, totalOk: true, status: 'successful' });
    expect(liveCheck({ ...withSuplido, outsideBase: [] }, context).totalOk).toBe(false);
  });

  it('shows the cuota each line should have', () => {
    const check = liveCheck({ ...values, vatLines: [{ ...values.vatLines[0]!, cuota: '200' }] }, context);
    expect(check.lines[0]).toMatchObject({ expectedCuota: 210, cuotaOk: false, expectedRecargo: 52, recargoOk: true });
    expect(check.byField.get('vatLines.0.cuota')?.[0]?.code).toBe('vat/cuota-mismatch');
  });

  it('maps domain issue fields to form fields', () => {
    expect(formFieldOf('vatLines[3].recargo')).toBe('vatLines.3.recargo');
    expect(formFieldOf('irpf.amount')).toBe('irpfAmount');
    expect(formFieldOf('irpf.rate')).toBe('irpfRate');
    expect(formFieldOf('supplierTaxId')).toBe('supplierTaxId');
  });

  it('waits for a total before judging it', () => {
    expect(liveCheck({ ...values, total: '' }, context).totalOk).toBeNull();
  });
});
