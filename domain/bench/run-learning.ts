/**
 * The learning section (issue 19, item 5): the real documents of invoices-real read in date
 * order as one agency's mail, each saved after it is read with its ground truth as the user's
 * correction (SupplierMemory.save -> learnSupplier, the review screen's save path), so that a
 * later invoice of the same supplier is read with the agency's profile of it. STP is reported
 * apart for suppliers seen before and suppliers seen for the first time; non-invoices are
 * scored as in the real section (they must never come out as invoices).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractInvoice } from '../src/extraction/extract-invoice';
import type { ScoredField } from './score';
import { SupplierMemory } from '../src/suppliers/supplier-memory';
import { acceptedNumbers, budget, CHECKED, companiesBySource, expectedRealStatus, INFORMATIVE, type RealTruth, truthToData } from './run-real';
import { newSection, score, type SectionReport, timed } from './run-sections';

/** Dated documents by date (file name breaks ties), undated ones (mostly non-invoices) last. */
export function dateOrder(truth: Record<string, RealTruth>): string[] {
  return Object.keys(truth).sort((a, b) => {
    const da = truth[a]!.issue_date ?? '9999';
    const db = truth[b]!.issue_date ?? '9999';
    return da === db ? a.localeCompare(b) : da.localeCompare(db);
  });
}

export async function runLearning(folder: string, verbose: boolean, only?: 'text' | 'scans', timeBudgetMs?: number): Promise<SectionReport[]> {
  const first = newSection('learning: first-seen supplier');
  const seen = newSection('learning: seen-before supplier');
  const negatives = newSection('learning: not invoices');
  const truth = JSON.parse(readFileSync(join(folder, 'ground_truth.json'), 'utf8')) as Record<string, RealTruth>;
  const companies = companiesBySource(folder, truth);
  const memory = new SupplierMemory();
  for (const file of dateOrder(truth)) {
    const gt = truth[file]!;
    if ((only === 'text' && gt.is_scan) || (only === 'scans' && !gt.is_scan)) continue;
    const want = truthToData(gt);
    const isInvoice = want.documentType === 'invoice' || want.documentType === 'credit-note';
    const seenBefore = memory.get(gt.supplier_tax_id) !== undefined;
    const bytes = new Uint8Array(readFileSync(join(folder, file)));
    const companyTaxId = gt.customer_tax_id ?? companies.get(file);
    const run = await timed(() =>
      extractInvoice(bytes, { companyTaxId, fileName: file, today: '2027-01-01', supplierProfiles: memory.profiles(), ...budget(timeBudgetMs) }),
    );
    const section = !isInvoice ? negatives : seenBefore ? seen : first;
    const checked = isInvoice ? CHECKED.filter((f) => f !== 'customerTaxId' || gt.customer_tax_id !== null) : (['documentType'] as ScoredField[]);
    score(section, file, run, want, checked, expectedRealStatus(gt), verbose, { informative: isInvoice ? INFORMATIVE : [], numbers: acceptedNumbers(gt) });
    memory.save(run.result, want);
  }
  return [first, seen, negatives];
}
