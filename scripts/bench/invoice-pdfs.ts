/**
 * Text-layer invoice PDFs addressed to one company, for the upload tests and the pipeline
 * benchmark: the extraction benchmark's generator (domain/bench/corpus) with the customer set
 * to that company, no scans and no deliberate faults, so a correct extraction is `successful`.
 */
import { buildSpec, type Layout } from '../../domain/bench/corpus/invoice-spec.ts';
import { Random } from '../../domain/bench/corpus/random.ts';
import { renderInvoice } from '../../domain/bench/corpus/render-invoice.ts';

/** Layouts that are ordinary invoices in euro (no albarán, proforma, foreign currency or scan). */
export const INVOICE_LAYOUTS: readonly Layout[] = [
  'classic', 'summary-table', 'right-header', 'catalan', 'english', 'column-meta', 'professional',
  'recargo', 'multi-rate', 'credit-note', 'verifactu-qr', 'canary-igic', 'footer-taxid',
  'boxed-parties', 'exempt', 'inline-totals', 'header-rate',
];

export interface Customer {
  name: string;
  taxId: string;
}

export interface GeneratedInvoice {
  name: string;
  bytes: Uint8Array;
  number: string;
  supplierTaxId: string;
}

export async function generateInvoicePdfs(count: number, seed: number, customer: Customer): Promise<GeneratedInvoice[]> {
  const random = new Random(seed);
  const invoices: GeneratedInvoice[] = [];
  for (let index = 0; invoices.length < count; index++) {
    const layout = INVOICE_LAYOUTS[index % INVOICE_LAYOUTS.length]!;
    const spec = buildSpec(random, index, layout);
    if (spec.faulty || spec.expectedStatus !== 'successful') continue;
    const invoice = {
      ...spec,
      customer: { ...spec.customer, name: customer.name, taxId: customer.taxId },
      companyTaxId: customer.taxId,
      scan: null,
      // Dates in the past: a future date would be flagged whatever today is.
      date: `2025-${spec.date.slice(5)}`,
    };
    const bytes = await renderInvoice(invoice, random);
    invoices.push({
      name: `GEN-${String(invoices.length + 1).padStart(3, '0')}-${layout}.pdf`,
      bytes,
      number: invoice.number,
      supplierTaxId: invoice.supplier.taxId,
    });
  }
  return invoices;
}
