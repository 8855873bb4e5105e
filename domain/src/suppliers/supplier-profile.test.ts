import { describe, expect, it } from 'vitest';
import { emptyInvoiceData, type ExtractionResult, type InvoiceData } from '../invoice/invoice.schema';
import { applySupplierProfile, numberVerdict } from './apply-supplier-profile';
import { learnSupplier } from './learn-supplier';
import { nameCore, supplierNamedIn } from './supplier-by-name';
import { SupplierMemory } from './supplier-memory';
import { numberShape } from './number-shape';
import type { SupplierProfile } from './supplier-profile.schema';

const SUPPLIER = 'B12345674';
const COMPANY = 'A58818501';

function invoice(overrides: Partial<InvoiceData> = {}): InvoiceData {
  return {
    ...emptyInvoiceData(),
    documentType: 'invoice',
    number: 'FV24-00123',
    date: '2024-05-12',
    supplierName: 'Distribuciones Norte S.L.',
    supplierTaxId: SUPPLIER,
    customerTaxId: COMPANY,
    currency: 'EUR',
    total: 121,
    vatLines: [{ rate: 21, base: 100, cuota: 21, recargoRate: 0, recargo: 0 }],
    taxType: 'iva',
    ...overrides,
  };
}

function result(overrides: Partial<InvoiceData> = {}, extra: Partial<ExtractionResult> = {}): ExtractionResult {
  return {
    ...invoice(overrides),
    status: 'successful',
    fieldConfidence: {},
    sources: {
      number: { page: 1, bbox: [0.7, 0.1, 0.85, 0.12] },
      date: { page: 1, bbox: [0.7, 0.13, 0.8, 0.15] },
      total: { page: 1, bbox: [0.8, 0.8, 0.9, 0.82] },
    },
    evidence: 'text',
    evidenceFound: ['text'],
    issues: [],
    pageCount: 1,
    timings: { ms: 1 },
    extractor: 'local',
    ...extra,
  };
}

/** A profile learned from `n` saved invoices with numbers FV24-00101, FV24-00102, ... */
function learned(n: number): SupplierProfile {
  let profile: SupplierProfile | null = null;
  for (let i = 0; i < n; i++) profile = learnSupplier(profile, result({ number: `FV24-0010${i + 1}`, total: 121 + i * 10 }), undefined, 1000 + i);
  return profile!;
}

const lowConfidence = (field: string) => ({ field, code: 'extraction/low-confidence' as const, severity: 'error' as const });

describe('numberShape', () => {
  it('keeps the series letters and separators and drops digit-run lengths', () => {
    expect(numberShape('FV24-00123')).toEqual({ shape: 'FV#-#', digits: 7 });
    expect(numberShape('A / 2024 / 0012')).toEqual({ shape: 'A/#/#', digits: 8 });
    expect(numberShape('2024001')).toEqual({ shape: '#', digits: 7 });
    expect(numberShape('es5abc12')).toEqual({ shape: 'ES#A#', digits: 3 });
  });
});

describe('learnSupplier', () => {
  it('starts a profile keyed by the normalised tax id from an untouched invoice', () => {
    const profile = learnSupplier(null, result({ supplierTaxId: 'ES-B12345674' }), undefined, 42)!;
    expect(profile.taxId).toBe(SUPPLIER);
    expect(profile).toMatchObject({ name: 'Distribuciones Norte S.L.', invoices: 1, corrections: 0, currency: 'EUR', updatedAt: 42 });
    expect(profile.numberShapes).toEqual([{ documentType: 'invoice', shape: 'FV#-#', minDigits: 7, maxDigits: 7, count: 1 }]);
    expect(profile.vatRates).toEqual([{ rate: 21, count: 1 }]);
    expect(profile.totalCents).toEqual({ min: 12100, max: 12100 });
    expect(profile.regions.number).toEqual([{ page: 1, last: false, x: 0.775, y: 0.11 }]);
  });

  it('takes the correction over what was read, and forgets the region of a corrected value', () => {
    const read = result({ number: '4500123', supplierName: 'Pagado' });
    const profile = learnSupplier(null, read, invoice({ number: 'FV24-00124' }))!;
    expect(profile.name).toBe('Distribuciones Norte S.L.');
    expect(profile.corrections).toBe(1);
    expect(profile.numberShapes[0]!.shape).toBe('FV#-#');
    expect(profile.regions.number).toEqual([]);
    expect(profile.regions.date).toHaveLength(1);
  });

  it('learns nothing from a document without a valid supplier tax id or that is not an invoice', () => {
    expect(learnSupplier(null, result({ supplierTaxId: 'B12345670' }))).toBeNull();
    const profile = learned(1);
    expect(learnSupplier(profile, result({ documentType: 'not-an-invoice' }))).toBe(profile);
  });

  it('teaches the correction of an invoice it already counted without counting the invoice again', () => {
    const profile = learned(1);
    const again = learnSupplier(profile, result({ number: '4500123' }), invoice({ number: 'FV24-00124' }), 2000, { counted: true })!;
    expect(again).toMatchObject({ invoices: 1, corrections: 1, updatedAt: 2000 });
    expect(again.numberShapes[0]).toMatchObject({ shape: 'FV#-#', count: 2 });
  });

  it('widens the total range and counts rates per invoice', () => {
    const profile = learnSupplier(learned(2), result({ total: 10, vatLines: [{ rate: 10, base: 9.09, cuota: 0.91, recargoRate: 0, recargo: 0 }] }))!;
    expect(profile.invoices).toBe(3);
    expect(profile.totalCents).toEqual({ min: 1000, max: 13100 });
    expect(profile.vatRates).toEqual([
      { rate: 21, count: 2 },
      { rate: 10, count: 1 },
    ]);
  });
});

describe('applySupplierProfile', () => {
  it('lifts the confidence gate on a number and date that agree with the profile', () => {
    const unsure = result({ number: 'FV24-00150' }, { status: 'has-errors', issues: [lowConfidence('number'), lowConfidence('date'), lowConfidence('supplierTaxId')], fieldConfidence: { number: 0.4 } });
    const applied = applySupplierProfile(unsure, learned(2));
    expect(applied.issues).toEqual([]);
    expect(applied.status).toBe('successful');
    expect(applied.fieldConfidence.number).toBe(0.9);
  });

  it('never lifts a hard check', () => {
    const wrong = result({}, { status: 'has-errors', issues: [lowConfidence('number'), { field: 'total', code: 'invoice/total-mismatch', severity: 'error' }] });
    const applied = applySupplierProfile(wrong, learned(3));
    expect(applied.status).toBe('has-errors');
    expect(applied.issues).toEqual([{ field: 'total', code: 'invoice/total-mismatch', severity: 'error' }]);
  });

  it('sends a number that contradicts the pattern of every earlier invoice to review', () => {
    const order = result({ number: '4500085119' });
    const applied = applySupplierProfile(order, learned(2));
    expect(applied.status).toBe('has-errors');
    expect(applied.issues).toContainEqual({ field: 'number', code: 'supplier/profile-mismatch', severity: 'error' });
    // One earlier invoice is not yet a pattern.
    expect(applySupplierProfile(order, learned(1)).status).toBe('successful');
  });

  it("lets a number that keeps the supplier's till code at its start pass although its shape changed", () => {
    let profile: SupplierProfile | null = null;
    for (const number of ['142312402C0000623', '142312402C0000628', '142312403C0000135']) profile = learnSupplier(profile, result({ number }));
    expect(profile!.numberPrefix).toBe('14231240');
    expect(applySupplierProfile(result({ number: '14231240200061183' }), profile).status).toBe('successful');
    // Six shared characters at least: an order number that starts like it by chance still stops.
    expect(applySupplierProfile(result({ number: '14235999900061183' }), profile).issues).toContainEqual({ field: 'number', code: 'supplier/profile-mismatch', severity: 'error' });
    // Numbers that shared nothing keep '' (not "unknown").
    expect(learnSupplier(learned(1), result({ number: 'X-1' }))!.numberPrefix).toBe('');
  });

  it('does not lift gates on a scan, where OCR may have swapped a digit within the pattern', () => {
    const scan = result({}, { status: 'has-errors', evidence: 'ocr', evidenceFound: ['ocr'], issues: [lowConfidence('number')] });
    expect(applySupplierProfile(scan, learned(2)).status).toBe('has-errors');
  });

  it('names the supplier as the agency confirmed it', () => {
    const profile = learnSupplier(null, result(), invoice({ supplierName: 'Distribuciones del Norte, S.L.' }))!;
    const applied = applySupplierProfile(result({ supplierName: 'Suministro' }, { issues: [lowConfidence('supplierName')], status: 'has-errors' }), profile);
    expect(applied.supplierName).toBe('Distribuciones del Norte, S.L.');
    expect(applied.status).toBe('successful');
  });

  it('warns, without stopping, on a VAT rate or a total the supplier never had', () => {
    const odd = result({ total: 99999, vatLines: [{ rate: 4, base: 96152.88, cuota: 3846.12, recargoRate: 0, recargo: 0 }] });
    const applied = applySupplierProfile(odd, learned(3));
    expect(applied.status).toBe('successful');
    expect(applied.issues).toEqual([
      { field: 'vatLines', code: 'supplier/profile-mismatch', severity: 'warning' },
      { field: 'total', code: 'supplier/profile-mismatch', severity: 'warning' },
    ]);
  });

  it('ignores the profile of another supplier', () => {
    const other = result({ supplierTaxId: 'B87654321', number: '123' }, { issues: [lowConfidence('number')], status: 'has-errors' });
    expect(applySupplierProfile(other, learned(3))).toBe(other);
  });

  it('needs the same place on the page for a bare-digit number', () => {
    let profile: SupplierProfile | null = null;
    for (const n of ['1001', '1002']) profile = learnSupplier(profile, result({ number: n }));
    expect(numberVerdict(profile!, '1003', 'invoice', { page: 1, bbox: [0.72, 0.1, 0.83, 0.12] }, 1)).toBe('agrees');
    expect(numberVerdict(profile!, '1003', 'invoice', { page: 1, bbox: [0.1, 0.5, 0.2, 0.52] }, 1)).toBe('unknown');
    expect(numberVerdict(profile!, 'R-1', 'credit-note', undefined, 1)).toBe('unknown');
  });
});

describe('SupplierMemory', () => {
  it('keeps one profile per supplier, found by any spelling of its tax id', () => {
    const memory = new SupplierMemory();
    expect(memory.get('B-12345674')).toBeUndefined();
    memory.save(result(), invoice({ number: 'FV24-00001' }));
    memory.save(result({ number: 'FV24-00002' }));
    expect(memory.get('ESB12345674')).toMatchObject({ invoices: 2, corrections: 1 });
    expect(memory.save(result({ supplierTaxId: null }))).toBeNull();
    expect(memory.profiles()).toHaveLength(1);
  });
});

describe('supplierNamedIn', () => {
  const named = (name: string, taxId: string): SupplierProfile => ({ ...learned(1), taxId, name });
  it('finds the one known supplier whose name the page prints, without its legal form', () => {
    expect(nameCore('Salvador Escoda, S.A.')).toBe('salvador escoda');
    const profiles = [named('SALVADOR ESCODA S.A.', 'A08710006'), named('Distribuciones Norte S.L.', SUPPLIER)];
    const text = 'EN CASO DE IMPAGO CONTACTE CON SALVADOR ESCODA, PARA INICIAR LOS TRÁMITES';
    expect(supplierNamedIn(text, profiles)?.taxId).toBe('A08710006');
    expect(supplierNamedIn('SALVADOR ESCODASA', profiles)).toBeNull();
    expect(supplierNamedIn(`${text} Distribuciones Norte`, profiles)).toBeNull();
    expect(supplierNamedIn(text, profiles, 'A08710006')).toBeNull();
    expect(supplierNamedIn('Pagado por NORTE SL', [named('Norte S.L.', SUPPLIER)])).toBeNull();
  });
});
