import { describe, expect, it } from 'vitest';
import { uncertainFields } from './uncertain-fields';

// What the extraction gives a clean text-layer invoice (fixtures/invoices/generated/GEN-007):
// a date and a supplier name chosen among candidates with 0.74 and 0.66, read exactly.
const fieldConfidence = { number: 0.97, date: 0.74, supplierName: 0.66, total: 0.97 };

describe('uncertainFields', () => {
  it('never flags values read from a text layer, an e-invoice or a QR code', () => {
    expect(uncertainFields({ evidence: 'text', evidenceFound: ['text'], fieldConfidence })).toEqual(new Set());
    expect(uncertainFields({ evidence: 'e-invoice-xml', evidenceFound: ['e-invoice-xml', 'text'], fieldConfidence })).toEqual(new Set());
    expect(uncertainFields({ evidence: 'qr', evidenceFound: ['qr', 'text'], fieldConfidence })).toEqual(new Set());
  });

  it('flags unsure readings of a scan, Document AI, or images read on a text page', () => {
    expect(uncertainFields({ evidence: 'ocr', evidenceFound: ['ocr'], fieldConfidence })).toEqual(new Set(['date', 'supplierName']));
    expect(uncertainFields({ evidence: 'documentai', evidenceFound: ['documentai'], fieldConfidence: { total: 0.6, date: 0.9 } })).toEqual(new Set(['total']));
    expect(uncertainFields({ evidence: 'text', evidenceFound: ['text', 'ocr'], fieldConfidence })).toEqual(new Set(['date', 'supplierName']));
  });
});
