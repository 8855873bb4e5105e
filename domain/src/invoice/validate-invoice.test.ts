import { describe, expect, it } from 'vitest';
import { emptyInvoiceData, type InvoiceData } from './invoice.schema';
import { validateInvoice } from './validate-invoice';

function invoice(overrides: Partial<InvoiceData> = {}): InvoiceData {
  return {
    ...emptyInvoiceData(),
    number: 'A-2025/0012',
    date: '2025-03-07',
    supplierName: 'Suministros Ejemplo SL',
    supplierTaxId: 'B64717838',
    customerName: 'Cliente SA',
    customerTaxId: 'A08370314',
    currency: 'EUR',
    total: 1331.0,
    vatLines: [
      { rate: 21, base: 1000, cuota: 210, recargoRate: 0, recargo: 0 },
      { rate: 10, base: 110, cuota: 11, recargoRate: 0, recargo: 0 },
    ],
    taxType: 'iva',
    ...overrides,
  };
}
const codes = (data: InvoiceData, companyTaxId?: string) =>
  validateInvoice(data, { companyTaxId, today: '2026-01-01' }).issues.map((i) => `${i.field}:${i.code}`);

describe('validateInvoice', () => {
  it('passes a consistent invoice', () => {
    expect(validateInvoice(invoice(), { companyTaxId: 'ESA08370314', today: '2026-01-01' })).toEqual({
      status: 'successful',
      issues: [],
    });
  });

  it('flags a cuota that does not match base x rate', () => {
    const data = invoice({ vatLines: [{ rate: 21, base: 1000, cuota: 210.02, recargoRate: 0, recargo: 0 }], total: 1210.02 });
    expect(codes(data)).toEqual(['vatLines[0].cuota:vat/cuota-mismatch']);
    expect(validateInvoice(data).status).toBe('has-errors');
  });

  it('accepts a one-cent rounding difference per line', () => {
    const data = invoice({ vatLines: [{ rate: 21, base: 33.33, cuota: 7.01, recargoRate: 0, recargo: 0 }], total: 40.34 });
    expect(codes(data)).toEqual([]);
  });

  it('checks the total against lines, recargo and IRPF', () => {
    const base = { rate: 21, base: 1000, cuota: 210, recargoRate: 5.2, recargo: 52 };
    expect(codes(invoice({ vatLines: [base], total: 1262 }))).toEqual([]);
    expect(codes(invoice({ vatLines: [base], total: 1210 }))).toEqual(['total:invoice/total-mismatch']);
    expect(codes(invoice({ vatLines: [{ ...base, recargo: 50 }], total: 1260 }))).toEqual([
      'vatLines[0].recargo:vat/recargo-mismatch',
    ]);
    const professional = { rate: 21, base: 1000, cuota: 210, recargoRate: 0, recargo: 0 };
    expect(codes(invoice({ vatLines: [professional], irpf: { rate: 15, amount: 150 }, total: 1060 }))).toEqual([]);
    expect(codes(invoice({ vatLines: [professional], irpf: { rate: 15, amount: 160 }, total: 1050 }))).toEqual([
      'irpf.amount:irpf/amount-mismatch',
    ]);
  });

  it('adds amounts outside the tax base (suplidos) to the total, and nothing else', () => {
    // A gestor's fees (100 + 21 % IVA − 15 % IRPF) plus 46.63 of tasas paid for the client.
    const data = invoice({
      vatLines: [{ rate: 21, base: 100, cuota: 21, recargoRate: 0, recargo: 0 }],
      irpf: { rate: 15, amount: 15 },
      outsideBase: [{ kind: 'suplido', label: 'Tasa DGT', amount: 46.63 }],
      total: 152.63,
    });
    expect(codes(data)).toEqual([]);
    // The same total without the suplido recorded does not close.
    expect(codes({ ...data, outsideBase: [] })).toEqual(['total:invoice/total-mismatch']);
    // A stored record without the field reads as none.
    const { outsideBase: _, ...stored } = data;
    expect(codes({ ...stored, total: 106 })).toEqual([]);
  });

  it('accepts IRPF withheld on part of the taxable amount', () => {
    const data = invoice({
      vatLines: [
        { rate: 7, base: 4700, cuota: 329, recargoRate: 0, recargo: 0 },
        { rate: 3, base: 900, cuota: 27, recargoRate: 0, recargo: 0 },
        { rate: 0, base: 400, cuota: 0, recargoRate: 0, recargo: 0 },
      ],
      irpf: { rate: 7, amount: 392 },
      total: 5964,
      taxType: 'igic',
    });
    expect(codes(data)).toEqual([]);
  });

  it('handles credit notes with negative amounts', () => {
    const data = invoice({
      documentType: 'credit-note',
      vatLines: [{ rate: 21, base: -100, cuota: -21, recargoRate: 0, recargo: 0 }],
      irpf: { rate: 15, amount: -15 },
      total: -106,
    });
    expect(codes(data)).toEqual([]);
    expect(codes({ ...data, total: 106 })).toContain('total:invoice/total-mismatch');
  });

  it('requires the key fields', () => {
    const data = invoice({ number: null, date: null, supplierName: ' ', supplierTaxId: null, total: null, vatLines: [], currency: null });
    expect(codes(data)).toEqual([
      'number:invoice/number-missing',
      'date:invoice/date-missing',
      'supplierName:invoice/supplier-name-missing',
      'supplierTaxId:invoice/supplier-tax-id-missing',
      'currency:invoice/currency-missing',
      'vatLines:vat/lines-missing',
      'total:invoice/total-missing',
    ]);
  });

  it('checks tax ids and the recipient company', () => {
    expect(codes(invoice({ supplierTaxId: 'B64717839' }))).toEqual(['supplierTaxId:tax-id/checksum']);
    expect(codes(invoice(), 'B80975063')).toEqual(['customerTaxId:invoice/customer-mismatch']);
    expect(codes(invoice(), 'B64717838')).toEqual([
      'supplierTaxId:invoice/supplier-is-company',
      'customerTaxId:invoice/customer-mismatch',
    ]);
    expect(validateInvoice(invoice({ customerTaxId: null }), { companyTaxId: 'A08370314' })).toMatchObject({
      status: 'successful',
      issues: [{ field: 'customerTaxId', code: 'invoice/customer-tax-id-missing', severity: 'warning' }],
    });
    expect(codes(invoice({ supplierTaxId: 'DE136695976' }))).toEqual([]);
  });

  it('derives the special statuses', () => {
    expect(validateInvoice(invoice({ currency: 'USD' })).status).toBe('not-in-euro');
    expect(validateInvoice(invoice({ documentType: 'albaran' })).status).toBe('albaran');
    expect(validateInvoice(invoice({ documentType: 'not-an-invoice' })).status).toBe('has-errors');
  });

  it('warns on unusual rates and future dates without blocking', () => {
    const data = invoice({ vatLines: [{ rate: 19, base: 100, cuota: 19, recargoRate: 0, recargo: 0 }], total: 119, date: '2027-01-01' });
    const result = validateInvoice(data, { today: '2026-01-01' });
    expect(result.status).toBe('successful');
    expect(result.issues.map((i) => i.code)).toEqual(['invoice/date-in-future', 'vat/unknown-rate']);
  });

  it("takes a supplier abroad's own rates, and Spain's, as known", () => {
    const at = (rate: number, supplierTaxId: string) =>
      codes(invoice({ supplierTaxId, vatLines: [{ rate, base: 100, cuota: rate, recargoRate: 0, recargo: 0 }], total: 100 + rate }));
    expect(at(20, 'FR44732829320')).toEqual([]);
    expect(at(19, 'DE136695976')).toEqual([]);
    expect(at(21, 'DE136695976')).toEqual([]);
    expect(at(20, 'DE136695976')).toEqual(['vatLines[0].rate:vat/unknown-rate']);
    expect(at(20, 'B22334452')).toEqual(['vatLines[0].rate:vat/unknown-rate']);
  });
});
