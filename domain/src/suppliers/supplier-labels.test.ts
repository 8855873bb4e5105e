import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { extractInvoice, releaseExtractionResources } from '../extraction/extract-invoice';
import type { PageText, TextLine } from '../extraction/layout/page-text';
import { emptyInvoiceData, type ExtractionResult, type InvoiceData } from '../invoice/invoice.schema';
import { applySupplierProfile, labelAgrees } from './apply-supplier-profile';
import { learnSupplier } from './learn-supplier';
import { SupplierProfileSchema, type SupplierProfile } from './supplier-profile.schema';
import { orderReferencePdf } from './testing/order-reference-pdf';
import { labelKey, labelOfValue } from './value-label';

afterAll(async () => {
  await releaseExtractionResources();
});

/** A line of segments [text, x0, x1] at height y (10 units tall), 6 units per character. */
function line(y: number, segments: [string, number][]): TextLine {
  const segs = segments.map(([text, x0]) => ({ text, x0, x1: x0 + 6 * text.length, y0: y, y1: y + 10, fontSize: 9, confidence: 1 }));
  return { segments: segs, text: segs.map((s) => s.text).join('  '), x0: segs[0]!.x0, x1: segs.at(-1)!.x1, y0: y, y1: y + 10, index: 0 };
}
const page = (lines: TextLine[]): PageText => ({ page: 1, width: 600, height: 800, lines, source: 'text' });

describe('labelOfValue', () => {
  it('reads the words before the value in its own segment', () => {
    // "Nº Factura: FV-0012" from x 300: the value starts at character 12.
    const pages = [page([line(100, [['Nº Factura: FV-0012', 300]])])];
    expect(labelOfValue({ page: 1, x0: 300 + 12 * 6, x1: 300 + 19 * 6, y0: 100, y1: 110 }, pages)).toBe('Nº Factura');
  });
  it('reads the segment before the value on its line, without codes or values in it', () => {
    const pages = [page([line(100, [['Total factura EUR 44', 300], ['1.210,00', 480]])])];
    expect(labelOfValue({ page: 1, x0: 480, x1: 528, y0: 100, y1: 110 }, pages)).toBe('Total factura EUR');
  });
  it('reads a column header right above the value when nothing precedes it', () => {
    const pages = [page([line(100, [['Fecha de emisión', 300], ['Importe', 450]]), line(114, [['07/03/2025', 300], ['12,00', 450]])])];
    expect(labelOfValue({ page: 1, x0: 300, x1: 360, y0: 114, y1: 124 }, pages)).toBe('Fecha de emisión');
  });
  it('finds none where the value stands alone', () => {
    const pages = [page([line(100, [['FV-0012', 300]]), line(300, [['Gracias', 300]])])];
    expect(labelOfValue({ page: 1, x0: 300, x1: 342, y0: 100, y1: 110 }, pages)).toBeNull();
    expect(labelOfValue({ page: 2, x0: 300, x1: 342, y0: 100, y1: 110 }, pages)).toBeNull();
  });
  it('compares labels without case, accents or punctuation', () => {
    expect(labelKey('Nº  Factura:')).toBe('no factura');
    expect(labelKey('NÚMERO DE FACTURA')).toBe(labelKey('numero de factura'));
  });
});

function read(overrides: Partial<InvoiceData>, labels: Record<string, string>, y = 0.1): ExtractionResult {
  return {
    ...emptyInvoiceData(),
    documentType: 'invoice',
    number: '20240101',
    date: '2024-05-12',
    supplierName: 'Distribuciones Norte S.L.',
    supplierTaxId: 'B12345674',
    currency: 'EUR',
    total: 121,
    vatLines: [{ rate: 21, base: 100, cuota: 21, recargoRate: 0, recargo: 0 }],
    ...overrides,
    status: 'successful',
    fieldConfidence: {},
    // Each invoice prints its number somewhere else: only the label can vouch for it.
    sources: { number: { page: 1, bbox: [0.1, y, 0.2, y + 0.02] } },
    labels,
    evidence: 'text',
    evidenceFound: ['text'],
    issues: [],
    pageCount: 1,
    timings: { ms: 1 },
    extractor: 'local',
  };
}

describe('supplier profiles learn labels', () => {
  const labels = { number: 'Nº Factura', date: 'Fecha factura', total: 'TOTAL FACTURA' };

  it('keeps the label of each value the user kept, counting repeats, and not of a corrected one', () => {
    let profile = learnSupplier(null, read({}, labels), undefined, 1);
    profile = learnSupplier(profile, read({ number: '20240102' }, { ...labels, number: 'Nº FACTURA:' }), undefined, 2);
    const typed = read({ number: '20240103' }, { ...labels, number: 'Pedido' });
    profile = learnSupplier(profile, typed, { ...typed, number: '20240104' }, 3)!;
    expect(profile.labels.number).toEqual([{ label: 'Nº FACTURA:', count: 2 }]);
    expect(profile.labels.date).toEqual([{ label: 'Fecha factura', count: 3 }]);
    expect(profile.labels.total).toEqual([{ label: 'TOTAL FACTURA', count: 3 }]);
  });

  it('reads a profile stored before labels were learned as one without labels', () => {
    const stored = { ...learnSupplier(null, read({}, labels), undefined, 1)! } as Partial<SupplierProfile>;
    delete stored.labels;
    const parsed = v.parse(SupplierProfileSchema, stored);
    expect(parsed.labels).toEqual({ number: [], date: [], total: [] });
  });

  it('lets a bare-digit number through under the label the supplier uses, not under a bare "Nº"', () => {
    const profile = learnSupplier(learnSupplier(null, read({}, labels), undefined, 1), read({ number: '20240102' }, labels, 0.3), undefined, 2)!;
    const unsure = (labelsNow: Record<string, string>) => ({
      ...read({ number: '20240150' }, labelsNow, 0.7),
      status: 'has-errors' as const,
      fieldConfidence: { number: 0.4 },
      issues: [{ field: 'number', code: 'extraction/low-confidence' as const, severity: 'error' as const }],
    });
    const underLabel = applySupplierProfile(unsure({ ...labels, number: 'NO. FACTURA' }), profile);
    expect(underLabel.status).toBe('successful');
    expect(underLabel.fieldConfidence.number).toBe(0.9);
    const elsewhere = applySupplierProfile(unsure({ ...labels, number: 'Nº pedido' }), profile);
    expect(elsewhere.status).toBe('has-errors');
    expect(labelAgrees([{ label: 'Nº', count: 4 }], 'Nº')).toBe(false);
  });
});

describe('a correction teaches the pattern the next invoice goes through with', () => {
  const context = { companyTaxId: 'A08370314', today: '2026-01-01', ocr: { enabled: false } };

  it('takes the quoted order for the number, learns the corrected one, and lets the next invoice through', async () => {
    const first = await extractInvoice(await orderReferencePdf({ number: 'FV-2025/0137', date: '07/03/2025', order: '4500123', orderFirst: true }), context);
    expect(first.number).toBe('4500123');
    expect(first.status).toBe('has-errors');
    expect(first.labels).toMatchObject({ number: 'Nº', date: 'Fecha', total: 'TOTAL FACTURA' });

    const second = await orderReferencePdf({ number: 'FV-2025/0142', date: '14/03/2025', order: '4500124' });
    const without = await extractInvoice(second, context);
    expect(without.number).toBe('FV-2025/0142');
    expect(without.status).toBe('has-errors');
    expect(without.issues).toContainEqual({ field: 'number', code: 'extraction/low-confidence', severity: 'error' });

    const profile = learnSupplier(null, first, { ...first, number: 'FV-2025/0137' })!;
    expect(profile.numberShapes).toMatchObject([{ shape: 'FV-#/#', count: 1 }]);
    const withProfile = await extractInvoice(second, { ...context, supplierProfiles: [profile] });
    expect(withProfile.number).toBe('FV-2025/0142');
    expect(withProfile.status).toBe('successful');
    expect(withProfile.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
  });
});
