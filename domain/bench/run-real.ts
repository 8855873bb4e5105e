/**
 * The real-documents section: ../shared/fixtures/invoices-real (real invoices, tickets, scans,
 * purchase orders and other non-invoices from public repositories) against its ground truth.
 * Each file is extracted as a gestoría would: for the company the documents were sent to (the
 * customer tax id most records of the same source repository carry), without known suppliers.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractInvoice } from '../src/extraction/extract-invoice';
import type { DocumentType, InvoiceData } from '../src/invoice/invoice.schema';
import { emptyInvoiceData } from '../src/invoice/invoice.schema';
import { validateTaxId } from '../src/tax-id/validate-any-tax-id';
import { newSection, score, type SectionReport, timed } from './run-sections';
import type { ScoredField } from './score';

export interface RealTruth {
  document_type: 'invoice' | 'credit-note' | 'albaran' | 'not-an-invoice' | 'proforma';
  invoice_number: string | null;
  invoice_number_alternatives?: string[];
  number_without_series?: string;
  issue_date: string | null;
  supplier_name: string | null;
  supplier_tax_id: string | null;
  customer_tax_id: string | null;
  currency: string | null;
  total: number | null;
  vat_lines: { rate: number; base: number; quota: number; recargo_rate?: number; recargo?: number }[];
  withholding_lines: { rate: number; amount: number }[];
  is_scan: boolean;
}

/** What the engine should call each kind: a pro-forma is not a tax invoice. */
const ENGINE_TYPE: Record<RealTruth['document_type'], DocumentType> = {
  invoice: 'invoice',
  'credit-note': 'credit-note',
  albaran: 'albaran',
  'not-an-invoice': 'not-an-invoice',
  proforma: 'not-an-invoice',
};

/** Fields that decide whether a successful result is right. */
export const CHECKED: ScoredField[] = ['documentType', 'currency', 'number', 'date', 'supplierTaxId', 'total', 'customerTaxId'];
/** Tallied, but a mismatch in spelling of a name or in how lines are split does not make a result wrong. */
export const INFORMATIVE: ScoredField[] = ['supplierName', 'vatLines', 'irpf'];

export function truthToData(gt: RealTruth): InvoiceData {
  const data = emptyInvoiceData();
  data.documentType = ENGINE_TYPE[gt.document_type];
  data.number = gt.invoice_number;
  data.date = gt.issue_date;
  data.supplierName = gt.supplier_name;
  data.supplierTaxId = gt.supplier_tax_id;
  data.customerTaxId = gt.customer_tax_id;
  data.currency = gt.currency;
  data.total = gt.total;
  data.vatLines = gt.vat_lines.map((l) => ({ rate: l.rate, base: l.base, cuota: l.quota, recargoRate: l.recargo_rate ?? 0, recargo: l.recargo ?? 0 }));
  const irpf = gt.withholding_lines[0];
  data.irpf = irpf ? { rate: irpf.rate, amount: irpf.amount } : null;
  return data;
}

/**
 * Invoices in euros whose supplier prints a valid tax id should go through; the rest must stop
 * (no supplier id, non-invoices) or be set aside (another currency).
 */
export function expectedRealStatus(gt: RealTruth): string {
  const type = ENGINE_TYPE[gt.document_type];
  if (type === 'albaran') return 'albaran';
  if (type !== 'invoice' && type !== 'credit-note') return 'has-errors';
  if (gt.currency && gt.currency !== 'EUR') return 'not-in-euro';
  if (!gt.supplier_tax_id || !validateTaxId(gt.supplier_tax_id).valid) return 'has-errors';
  return 'successful';
}

/** Number spellings the truth accepts, except the number without its series (that is the failure class). */
export function acceptedNumbers(gt: RealTruth): string[] {
  const alternatives = (gt.invoice_number_alternatives ?? []).filter((a) => a !== gt.number_without_series);
  return gt.invoice_number ? [gt.invoice_number, ...alternatives] : [];
}

/** The company each source repository's documents were sent to: the customer most of its records name. */
export function companiesBySource(folder: string, truth: Record<string, RealTruth>): Map<string, string> {
  const manifest = readFileSync(join(folder, 'MANIFEST.tsv'), 'utf8').trim().split('\n').slice(1);
  const repoOf = new Map(manifest.map((line) => line.split('\t')).map(([file, repo]) => [file!, repo!] as const));
  const votes = new Map<string, Map<string, number>>();
  for (const [file, gt] of Object.entries(truth)) {
    const repo = repoOf.get(file);
    if (!repo || !gt.customer_tax_id) continue;
    const tally = votes.get(repo) ?? new Map<string, number>();
    tally.set(gt.customer_tax_id, (tally.get(gt.customer_tax_id) ?? 0) + 1);
    votes.set(repo, tally);
  }
  const company = new Map<string, string>();
  for (const [file, repo] of repoOf) {
    const ranked = [...(votes.get(repo)?.entries() ?? [])].sort((a, b) => b[1] - a[1]);
    if (ranked[0] && ranked[0][1] >= 2) company.set(file, ranked[0][0]);
  }
  return company;
}

/** A longer time bound (`--time-budget-ms`): reading accuracy apart from how busy the machine is. */
export function budget(ms: number | undefined) {
  return ms ? { timeBudgetMs: ms, ocr: { pageTimeoutMs: ms } } : {};
}

export async function runReal(folder: string, verbose: boolean, only?: 'text' | 'scans', timeBudgetMs?: number): Promise<SectionReport[]> {
  const text = newSection('real: text PDFs');
  const scans = newSection('real: scans and photos');
  const negatives = newSection('real: not invoices');
  const truth = JSON.parse(readFileSync(join(folder, 'ground_truth.json'), 'utf8')) as Record<string, RealTruth>;
  const companies = companiesBySource(folder, truth);
  for (const [file, gt] of Object.entries(truth)) {
    if ((only === 'text' && gt.is_scan) || (only === 'scans' && !gt.is_scan)) continue;
    const bytes = new Uint8Array(readFileSync(join(folder, file)));
    const companyTaxId = gt.customer_tax_id ?? companies.get(file);
    const result = await timed(() => extractInvoice(bytes, { companyTaxId, fileName: file, today: '2027-01-01', ...budget(timeBudgetMs) }));
    const want = truthToData(gt);
    const type = want.documentType;
    const isInvoice = type === 'invoice' || type === 'credit-note';
    const section = !isInvoice ? negatives : gt.is_scan ? scans : text;
    const checked = isInvoice ? CHECKED.filter((f) => f !== 'customerTaxId' || gt.customer_tax_id !== null) : (['documentType'] as ScoredField[]);
    score(section, file, result, want, checked, expectedRealStatus(gt), verbose, {
      informative: isInvoice ? INFORMATIVE : [],
      numbers: acceptedNumbers(gt),
    });
  }
  return [text, scans, negatives];
}
