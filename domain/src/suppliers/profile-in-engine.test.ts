import { afterAll, describe, expect, it } from 'vitest';
import { extractInvoice, releaseExtractionResources } from '../extraction/extract-invoice';
import { invoicePdf } from '../extraction/testing/invoice-pdf';
import { emptyInvoiceData } from '../invoice/invoice.schema';
import { learnSupplier } from './learn-supplier';
import type { SupplierProfile } from './supplier-profile.schema';

afterAll(async () => {
  await releaseExtractionResources();
});

const context = { companyTaxId: 'A08370314', today: '2026-01-01', ocr: { enabled: false } };

/** The profile the agency would hold after saving these (number, name) invoices of the supplier. */
function profileOf(saved: [string, string][]): SupplierProfile {
  let profile: SupplierProfile | null = null;
  for (const [number, name] of saved) {
    const data = { ...emptyInvoiceData(), documentType: 'invoice' as const, number, supplierName: name, supplierTaxId: 'B64717838', currency: 'EUR', total: 100 };
    profile = learnSupplier(profile, data, data);
  }
  return profile!;
}

describe('extractInvoice with the agency supplier profiles', () => {
  it('names the supplier as the agency confirmed it and keeps an agreeing invoice successful', async () => {
    const profile = profileOf([['F-2025/0040', 'Suministros Canónicos S.L.'], ['F-2025/0041', 'Suministros Canónicos S.L.']]);
    const result = await extractInvoice(await invoicePdf(), { ...context, supplierProfiles: [profile] });
    expect(result.status).toBe('successful');
    expect(result.number).toBe('F-2025/0042');
    expect(result.supplierName).toBe('Suministros Canónicos S.L.');
  });

  it('stops an invoice whose number breaks the supplier pattern', async () => {
    const profile = profileOf([['4001', 'X S.L.'], ['4002', 'X S.L.']]);
    const result = await extractInvoice(await invoicePdf(), { ...context, supplierProfiles: [profile] });
    expect(result.status).toBe('has-errors');
    expect(result.issues).toContainEqual({ field: 'number', code: 'supplier/profile-mismatch', severity: 'error' });
    const without = await extractInvoice(await invoicePdf(), context);
    expect(without.status).toBe('successful');
  });
});
