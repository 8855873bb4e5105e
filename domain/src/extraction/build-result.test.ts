import { describe, expect, it } from 'vitest';
import { emptyInvoiceData, type InvoiceData } from '../invoice/invoice.schema';
import { buildResult, type ResultParts } from './build-result';

const data: InvoiceData = {
  ...emptyInvoiceData(),
  number: 'F-2025/0042',
  date: '2025-03-07',
  supplierName: 'Suministros Levante S.L.',
  supplierTaxId: 'B64717838',
  customerTaxId: 'A08370314',
  currency: 'EUR',
  total: 121,
  vatLines: [{ rate: 21, base: 100, cuota: 21, recargoRate: 0, recargo: 0 }],
  taxType: 'iva',
};

function parts(overrides: Partial<InvoiceData>, confidence: ResultParts['confidence']): ResultParts {
  return {
    data: { ...data, ...overrides },
    confidence: { number: 0.95, date: 0.95, supplierTaxId: 0.96, customerTaxId: 0.98, total: 0.97, vatLines: 0.97, currency: 0.95, documentType: 0.95, ...confidence },
    boxes: {},
    issues: [],
    evidence: 'text',
    evidenceFound: ['text'],
    pages: [],
    pageCount: 1,
    timings: { ms: 1 },
  };
}

const context = { companyTaxId: 'A08370314', today: '2026-01-01' };

describe('status policy', () => {
  it('lets a valid, confidently read supplier id vouch for an unsure company name', () => {
    const result = buildResult(parts({}, { supplierName: 0.4 }), context);
    expect(result.status).toBe('successful');
    expect(result.issues).toContainEqual({ field: 'supplierName', code: 'extraction/low-confidence', severity: 'warning' });
  });

  it('stops an unsure name when the tax id is unsure, or the name does not look like one', () => {
    expect(buildResult(parts({}, { supplierName: 0.4, supplierTaxId: 0.6 }), context).status).toBe('has-errors');
    expect(buildResult(parts({ supplierName: 'Pagado' }, { supplierName: 0.4 }), context).status).toBe('has-errors');
    expect(buildResult(parts({ supplierName: 'ID de referencia del pago FWUXTPD7' }, { supplierName: 0.4 }), context).status).toBe('has-errors');
  });

  it('still requires every hard check and gates what nothing checks', () => {
    expect(buildResult(parts({ total: 120 }, { supplierName: 0.4 }), context).status).toBe('has-errors');
    expect(buildResult(parts({ supplierTaxId: 'B64717839' }, { supplierName: 0.4 }), context).status).toBe('has-errors');
    expect(buildResult(parts({}, { number: 0.4 }), context).status).toBe('has-errors');
    expect(buildResult(parts({}, { date: 0.4 }), context).status).toBe('has-errors');
  });
});
