/** The benchmark's sections: fixture invoices, fixture e-invoices, and the generated corpus. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractInvoice } from '../src/extraction/extract-invoice';
import type { ExtractionResult, InvoiceData } from '../src/invoice/invoice.schema';
import { emptyInvoiceData } from '../src/invoice/invoice.schema';
import type { Corpus } from './corpus/generate-corpus';
import { applicableFields, fieldCorrect, KEY_FIELDS, percentile, type ScoredField } from './score';

export interface SectionReport {
  name: string;
  count: number;
  fields: Partial<Record<ScoredField, { correct: number; total: number }>>;
  key: { correct: number; total: number };
  /** Successful and every scored field right. */
  stp: number;
  expectedSuccessful: number;
  /** Results that had an expected status, and how many came out with it. */
  withExpectedStatus: number;
  statusRight: number;
  successfulButWrong: string[];
  ms: number[];
  msPerPage: number[];
  /** Process CPU time per invoice (all threads): stable when other work shares the machine. */
  cpuMs: number[];
}

export function newSection(name: string): SectionReport {
  return { name, count: 0, fields: {}, key: { correct: 0, total: 0 }, stp: 0, expectedSuccessful: 0, withExpectedStatus: 0, statusRight: 0, successfulButWrong: [], ms: [], msPerPage: [], cpuMs: [] };
}

/** Runs one extraction and measures the CPU time it used. */
export async function timed(run: () => Promise<ExtractionResult>): Promise<{ result: ExtractionResult; cpuMs: number }> {
  const before = process.cpuUsage();
  const result = await run();
  const used = process.cpuUsage(before);
  return { result, cpuMs: (used.user + used.system) / 1000 };
}

export interface ScoreOptions {
  /** Fields tallied in the table that do not decide whether a result is right. */
  informative?: readonly ScoredField[];
  /** Every accepted spelling of the number (series and number printed apart). */
  numbers?: readonly string[];
}

export function score(
  section: SectionReport,
  id: string,
  { result, cpuMs }: { result: ExtractionResult; cpuMs: number },
  truth: InvoiceData,
  fields: readonly ScoredField[],
  expectedStatus: string | null,
  verbose: boolean,
  options: ScoreOptions = {},
): void {
  section.count++;
  const wrong: ScoredField[] = [];
  const informativeWrong: ScoredField[] = [];
  for (const field of options.informative ?? []) {
    const ok = fieldCorrect(field, result, truth);
    const tally = (section.fields[field] ??= { correct: 0, total: 0 });
    tally.total++;
    if (ok) tally.correct++;
    else informativeWrong.push(field);
  }
  for (const field of fields) {
    const ok =
      field === 'number' && options.numbers && options.numbers.length > 0
        ? options.numbers.some((number) => fieldCorrect('number', result, { ...truth, number }))
        : fieldCorrect(field, result, truth);
    const tally = (section.fields[field] ??= { correct: 0, total: 0 });
    tally.total++;
    if (ok) tally.correct++;
    else wrong.push(field);
    if (KEY_FIELDS.includes(field)) {
      section.key.total++;
      if (ok) section.key.correct++;
    }
  }
  if (expectedStatus === 'successful') section.expectedSuccessful++;
  if (expectedStatus !== null) section.withExpectedStatus++;
  if (expectedStatus !== null && result.status === expectedStatus) section.statusRight++;
  if (result.status === 'successful') {
    if (wrong.length === 0 && (expectedStatus === null || expectedStatus === 'successful')) section.stp++;
    else section.successfulButWrong.push(`${id}: ${wrong.join(',') || `expected ${expectedStatus}`}`);
  }
  section.ms.push(result.timings.ms);
  section.cpuMs.push(cpuMs);
  section.msPerPage.push(result.timings.ms / Math.max(1, result.pageCount));
  if (verbose && (wrong.length > 0 || informativeWrong.length > 0 || (expectedStatus !== null && result.status !== expectedStatus))) {
    const detail = [...wrong, ...informativeWrong].map((field) => `${field}: got ${JSON.stringify(result[field])} want ${JSON.stringify(truth[field])}`).join('; ');
    process.stderr.write(`${section.name} ${id} [${result.status}/${expectedStatus}] ${detail} | ${result.issues.map((i) => `${i.field}:${i.code}`).join(' ')}\n`);
  }
}

interface FixtureTruth {
  invoice_number: string;
  issue_date: string;
  supplier_tax_id: string;
  customer_tax_id: string;
  currency: string;
  total: number;
}

export async function runFixtures(folder: string, verbose: boolean): Promise<SectionReport> {
  const section = newSection('fixtures: invoices');
  const truth = JSON.parse(readFileSync(join(folder, 'ground_truth.json'), 'utf8')) as Record<string, FixtureTruth>;
  for (const [file, gt] of Object.entries(truth)) {
    const result = await timed(() => extractInvoice(new Uint8Array(readFileSync(join(folder, file))), { fileName: file }));
    const want: InvoiceData = {
      ...emptyInvoiceData(),
      number: gt.invoice_number,
      date: gt.issue_date,
      supplierTaxId: gt.supplier_tax_id,
      customerTaxId: gt.customer_tax_id,
      currency: gt.currency,
      total: gt.total,
    };
    score(section, file, result, want, ['number', 'date', 'supplierTaxId', 'total', 'customerTaxId', 'currency'], null, verbose);
  }
  return section;
}

interface FacturaeSummary {
  seller_tax_id: string;
  invoices: {
    series: string | null;
    number: string | null;
    issue_date: string;
    currency: string;
    invoice_total: string;
    total_gross_before_taxes?: string;
    total_tax_outputs?: string;
    total_taxes_withheld?: string;
  }[];
}
interface FacturxSummary {
  invoice_number: string;
  issue_date: string;
  seller_tax_ids: [string, string][];
  currency: string;
  grand_total: string;
}

/**
 * The invoice's total as Factoría keeps it (after withholding), by the Facturae schema's own
 * definition: InvoiceTotal = TotalGrossAmountBeforeTaxes + TotalTaxOutputs − TotalTaxesWithheld.
 * GOBL's files write InvoiceTotal before the withholding; for them the withholding is taken off.
 */
function facturaeTotal(invoice: FacturaeSummary['invoices'][number]): number {
  const total = Number(invoice.invoice_total);
  const withheld = Number(invoice.total_taxes_withheld ?? 0);
  const gross = Number(invoice.total_gross_before_taxes ?? Number.NaN);
  const outputs = Number(invoice.total_tax_outputs ?? Number.NaN);
  if (withheld > 0 && Math.abs(gross + outputs - total) < 0.005) return Math.round((total - withheld) * 100) / 100;
  return total;
}

export async function runEInvoices(folder: string, verbose: boolean): Promise<SectionReport> {
  const section = newSection('fixtures: e-invoices');
  const facturae = JSON.parse(readFileSync(join(folder, 'facturae', '_summary.json'), 'utf8')) as Record<string, FacturaeSummary>;
  for (const [file, summary] of Object.entries(facturae)) {
    const invoice = summary.invoices[0]!;
    const result = await timed(() => extractInvoice(new Uint8Array(readFileSync(join(folder, 'facturae', file))), {}));
    const number = invoice.number && invoice.series ? `${invoice.series}-${invoice.number}` : invoice.number;
    const want: InvoiceData = { ...emptyInvoiceData(), number, date: invoice.issue_date, supplierTaxId: summary.seller_tax_id, currency: invoice.currency, total: facturaeTotal(invoice) };
    score(section, file, result, want, ['number', 'date', 'total', 'currency'], null, verbose);
  }
  const facturx = JSON.parse(readFileSync(join(folder, 'facturx', '_summary.json'), 'utf8')) as Record<string, FacturxSummary>;
  for (const file of readdirSync(join(folder, 'facturx')).filter((f) => f.endsWith('.pdf'))) {
    const summary = facturx[file];
    const result = await timed(() => extractInvoice(new Uint8Array(readFileSync(join(folder, 'facturx', file))), {}));
    if (!summary) continue;
    const d = summary.issue_date;
    const want: InvoiceData = {
      ...emptyInvoiceData(),
      number: summary.invoice_number,
      date: `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`,
      supplierTaxId: summary.seller_tax_ids.find(([scheme]) => scheme === 'VA')?.[1] ?? null,
      currency: summary.currency,
      total: Number(summary.grand_total),
    };
    score(section, file, result, want, ['number', 'date', 'supplierTaxId', 'total', 'currency'], null, verbose);
  }
  return section;
}

export async function runCorpus(
  folder: string,
  corpus: Corpus,
  limit: number | undefined,
  verbose: boolean,
  only: 'text' | 'scans' | undefined,
): Promise<SectionReport[]> {
  const text = newSection('corpus: text PDFs');
  const scans = newSection('corpus: scans');
  for (const entry of corpus.entries.slice(0, limit)) {
    if ((only === 'text' && entry.scanned) || (only === 'scans' && !entry.scanned)) continue;
    const bytes = new Uint8Array(readFileSync(join(folder, entry.file)));
    const result = await timed(() => extractInvoice(bytes, { companyTaxId: entry.companyTaxId ?? undefined, fileName: entry.file, today: '2027-01-01' }));
    score(entry.scanned ? scans : text, entry.file, result, entry.truth, applicableFields(entry.truth), entry.expectedStatus, verbose);
  }
  return [text, scans];
}

export function summarize(section: SectionReport) {
  return {
    keyAccuracy: section.key.total ? section.key.correct / section.key.total : 0,
    medianMs: percentile(section.ms, 50),
    p95Ms: percentile(section.ms, 95),
    medianMsPerPage: percentile(section.msPerPage, 50),
    p95MsPerPage: percentile(section.msPerPage, 95),
    medianCpuMs: percentile(section.cpuMs, 50),
    p95CpuMs: percentile(section.cpuMs, 95),
  };
}

/** One section holding the counts of several (the whole corpus, text and scans together). */
export function mergeSections(name: string, sections: SectionReport[]): SectionReport {
  const merged = newSection(name);
  for (const section of sections) {
    merged.count += section.count;
    merged.key.correct += section.key.correct;
    merged.key.total += section.key.total;
    merged.stp += section.stp;
    merged.expectedSuccessful += section.expectedSuccessful;
    merged.statusRight += section.statusRight;
    merged.withExpectedStatus += section.withExpectedStatus;
    merged.successfulButWrong.push(...section.successfulButWrong);
    merged.ms.push(...section.ms);
    merged.msPerPage.push(...section.msPerPage);
    merged.cpuMs.push(...section.cpuMs);
    for (const [field, tally] of Object.entries(section.fields)) {
      const target = (merged.fields[field as ScoredField] ??= { correct: 0, total: 0 });
      target.correct += tally.correct;
      target.total += tally.total;
    }
  }
  return merged;
}
