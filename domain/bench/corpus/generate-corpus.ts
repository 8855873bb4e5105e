/**
 * Generates the benchmark corpus: seeded, so every run and machine gets the same files.
 * Invoices cycle through the layouts; some are turned into noisy, rotated scans.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InvoiceData } from '../../src/invoice/invoice.schema';
import { buildSpec, type InvoiceSpec, LAYOUTS } from './invoice-spec';
import { Random } from './random';
import { renderInvoice } from './render-invoice';
import { scanPdf } from './scan';

export const CORPUS_VERSION = 4;

export interface CorpusEntry {
  id: string;
  file: string;
  layout: string;
  scanned: boolean;
  pages: number;
  companyTaxId: string | null;
  expectedStatus: InvoiceSpec['expectedStatus'];
  faulty: InvoiceSpec['faulty'];
  truth: InvoiceData;
}

export interface Corpus {
  version: number;
  seed: number;
  count: number;
  entries: CorpusEntry[];
}

export async function generateCorpus(folder: string, seed: number, count: number): Promise<Corpus> {
  mkdirSync(folder, { recursive: true });
  const random = new Random(seed);
  const entries: CorpusEntry[] = [];
  for (let i = 0; i < count; i++) {
    const layout = LAYOUTS[i % LAYOUTS.length]!;
    const spec = buildSpec(random, i, layout);
    let pdf = await renderInvoice(spec, random);
    if (spec.scan) pdf = await scanPdf(pdf, spec.scan, random);
    const file = `${spec.id}-${layout}${spec.scan ? '-scan' : ''}.pdf`;
    writeFileSync(join(folder, file), pdf);
    entries.push({
      id: spec.id,
      file,
      layout,
      scanned: spec.scan !== null,
      pages: countPages(pdf),
      companyTaxId: spec.companyTaxId,
      expectedStatus: spec.expectedStatus,
      faulty: spec.faulty,
      truth: truthOf(spec),
    });
  }
  const corpus: Corpus = { version: CORPUS_VERSION, seed, count, entries };
  writeFileSync(join(folder, 'truth.json'), JSON.stringify(corpus, null, 1));
  return corpus;
}

function countPages(pdf: Uint8Array): number {
  const text = new TextDecoder('latin1').decode(pdf);
  return Math.max(1, (text.match(/\/Type\s*\/Page[^s]/g) ?? []).length);
}

function truthOf(spec: InvoiceSpec): InvoiceData {
  const albaran = spec.documentType === 'albaran';
  return {
    documentType: spec.documentType,
    number: spec.number,
    date: spec.date,
    supplierName: spec.supplier.name,
    supplierTaxId: spec.supplier.taxId,
    customerName: spec.customer.name,
    customerTaxId: spec.customer.taxId,
    currency: spec.currency,
    total: albaran ? null : spec.total,
    vatLines: albaran ? [] : spec.vatLines,
    irpf: albaran ? null : spec.irpf,
    taxType: spec.taxType,
  };
}
