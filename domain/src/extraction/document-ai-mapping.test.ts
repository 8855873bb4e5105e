import { describe, expect, it } from 'vitest';
import { type DocumentAiDocument, type DocumentAiEntity, mapDocumentAiDocument } from './document-ai-mapping';

const money = (units: number, nanos = 0, currencyCode = 'EUR') => ({ moneyValue: { units: String(units), nanos, currencyCode } });
const entity = (type: string, mentionText: string, extra: Partial<DocumentAiEntity> = {}): DocumentAiEntity => ({
  type,
  mentionText,
  confidence: 0.97,
  pageAnchor: { pageRefs: [{ page: '0', boundingPoly: { normalizedVertices: [{ x: 0.1, y: 0.2 }, { x: 0.3, y: 0.2 }, { x: 0.3, y: 0.25 }, { x: 0.1, y: 0.25 }] } }] },
  ...extra,
});

function invoiceDocument(overrides: DocumentAiEntity[] = []): DocumentAiDocument {
  const entities: DocumentAiEntity[] = [
    entity('invoice_id', 'F-2025/0012'),
    entity('invoice_date', '07/03/2025', { normalizedValue: { dateValue: { year: 2025, month: 3, day: 7 } } }),
    entity('supplier_name', 'Suministros Ejemplo SL'),
    entity('supplier_tax_id', 'ES-B64717838'),
    entity('receiver_name', 'Cliente SA'),
    entity('receiver_tax_id', 'A08370314'),
    entity('total_amount', '1.060,00 €', { normalizedValue: money(1060) }),
    entity('net_amount', '1.000,00', { normalizedValue: money(1000) }),
    entity('total_tax_amount', '210,00', { normalizedValue: money(210) }),
    entity('vat', '21% 1.000,00 210,00', {
      properties: [entity('vat/tax_rate', '21%'), entity('vat/amount', '1.000,00'), entity('vat/tax_amount', '210,00')],
    }),
  ];
  const byType = new Map(overrides.map((e) => [e.type, e]));
  return { text: '', pages: [{}], entities: [...entities.filter((e) => !byType.has(e.type)), ...overrides] };
}

describe('mapDocumentAiDocument', () => {
  it('maps the Invoice Parser entities and validates them like the local engine', () => {
    const result = mapDocumentAiDocument(invoiceDocument(), { companyTaxId: 'A08370314', today: '2026-01-01', ms: 812 });
    expect(result).toMatchObject({
      number: 'F-2025/0012',
      date: '2025-03-07',
      supplierName: 'Suministros Ejemplo SL',
      supplierTaxId: 'B64717838',
      customerTaxId: 'A08370314',
      currency: 'EUR',
      total: 1060,
      vatLines: [{ rate: 21, base: 1000, cuota: 210, recargoRate: 0, recargo: 0 }],
      irpf: { rate: 15, amount: 150 },
      evidence: 'documentai',
      extractor: 'documentai',
      timings: { ms: 812 },
    });
    // IRPF is inferred, not read: a person confirms it.
    expect(result.status).toBe('has-errors');
    expect(result.issues).toEqual([{ field: 'irpf', code: 'extraction/low-confidence', severity: 'error' }]);
    expect(result.sources.number).toEqual({ page: 1, bbox: [0.1, 0.2, 0.3, 0.25] });
  });

  it('is successful when everything read is consistent', () => {
    const result = mapDocumentAiDocument(invoiceDocument([entity('total_amount', '1.210,00', { normalizedValue: money(1210) })]), {
      companyTaxId: 'A08370314',
      today: '2026-01-01',
    });
    expect(result.irpf).toBeNull();
    expect(result.status).toBe('successful');
  });

  it('falls back to net and tax totals when no VAT breakdown is returned', () => {
    const document = invoiceDocument([entity('total_amount', '121,00', { normalizedValue: money(121) })]);
    document.entities = document.entities!.filter((e) => e.type !== 'vat' && e.type !== 'net_amount' && e.type !== 'total_tax_amount');
    document.entities.push(entity('net_amount', '100,00'), entity('total_tax_amount', '21,00'));
    expect(mapDocumentAiDocument(document, { today: '2026-01-01' }).vatLines).toEqual([{ rate: 21, base: 100, cuota: 21, recargoRate: 0, recargo: 0 }]);
  });

  it('flags low-confidence entities and failed checks', () => {
    const result = mapDocumentAiDocument(
      invoiceDocument([entity('supplier_tax_id', 'B64717839', { confidence: 0.4 }), entity('total_amount', '1.300,00', { normalizedValue: money(1300) })]),
      { today: '2026-01-01' },
    );
    expect(result.status).toBe('has-errors');
    expect(result.issues.map((i) => `${i.field}:${i.code}`)).toEqual(
      expect.arrayContaining(['supplierTaxId:extraction/low-confidence', 'supplierTaxId:tax-id/checksum', 'total:invoice/total-mismatch']),
    );
  });

  it('reads text through text anchors and marks negative totals as credit notes', () => {
    const document: DocumentAiDocument = {
      text: 'ABONO A-7 total -121,00',
      entities: [
        { type: 'invoice_id', textAnchor: { textSegments: [{ startIndex: '6', endIndex: '9' }] }, confidence: 0.9 },
        { type: 'total_amount', mentionText: '-121,00', confidence: 0.9 },
      ],
    };
    const result = mapDocumentAiDocument(document, {});
    expect(result.number).toBe('A-7');
    expect(result.total).toBe(-121);
    expect(result.documentType).toBe('credit-note');
    expect(result.status).toBe('has-errors');
  });
});
