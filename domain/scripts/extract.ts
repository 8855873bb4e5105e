/**
 * `npm run extract -- [--company-tax-id X] [--known-suppliers suppliers.json] [--no-ocr]
 *  [--sequence --truth ground_truth.json] <file.pdf|file.xml|image ...>`: one JSON result per
 *  line per file.
 *
 * `--sequence` is the learning mode: the files are read in the order given, as one agency, and
 * after each result is printed the file's ground truth (from `--truth`, keyed by file name, the
 * format of fixtures/invoices-real) is saved as the user's correction through learnSupplier, the
 * code path of the review screen's save, so later files of the same supplier see what was
 * learned. Each line then also says whether the supplier had been seen before. Without
 * `--company-tax-id`, each file is read for the customer its ground truth names (the company the
 * invoice was sent to, as the pipeline reads every upload).
 */
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { type RealTruth, truthToData } from '../bench/run-real';
import { extractInvoice, releaseExtractionResources } from '../src/extraction/extract-invoice';
import type { KnownSupplier } from '../src/extraction/fields/extract-fields';
import { SupplierMemory } from '../src/suppliers/supplier-memory';

interface Options {
  companyTaxId?: string;
  knownSuppliers?: KnownSupplier[];
  ocr: boolean;
  sequence: boolean;
  truth?: Record<string, RealTruth>;
  files: string[];
}

const USAGE =
  'usage: npm run extract -- [--company-tax-id X] [--known-suppliers file.json] [--no-ocr] [--sequence --truth ground_truth.json] <file ...>\n';

function parseArgs(argv: string[]): Options {
  const options: Options = { ocr: true, sequence: false, files: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--company-tax-id') options.companyTaxId = argv[++i];
    else if (arg.startsWith('--company-tax-id=')) options.companyTaxId = arg.slice('--company-tax-id='.length);
    else if (arg === '--known-suppliers') options.knownSuppliers = JSON.parse(readFileSync(base(argv[++i]!), 'utf8')) as KnownSupplier[];
    else if (arg === '--no-ocr') options.ocr = false;
    else if (arg === '--sequence') options.sequence = true;
    else if (arg === '--truth') options.truth = JSON.parse(readFileSync(base(argv[++i]!), 'utf8')) as Record<string, RealTruth>;
    else options.files.push(arg);
  }
  return options;
}

/** npm -w runs scripts inside domain/; paths on the command line are relative to where npm was run. */
function base(file: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  if (options.files.length === 0 || (options.sequence && !options.truth)) {
    process.stderr.write(USAGE);
    process.exitCode = 2;
    return;
  }
  const memory = options.sequence ? new SupplierMemory() : null;
  for (const file of options.files) {
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(readFileSync(base(file)));
    } catch {
      process.stdout.write(`${JSON.stringify({ file, status: 'has-errors', issues: [{ field: 'document', code: 'pdf/not-a-pdf', severity: 'error' }] })}\n`);
      continue;
    }
    const truth = options.truth?.[basename(file)];
    const seenBefore = memory && truth ? memory.get(truth.supplier_tax_id) !== undefined : undefined;
    const result = await extractInvoice(bytes, {
      companyTaxId: options.companyTaxId ?? truth?.customer_tax_id ?? undefined,
      knownSuppliers: options.knownSuppliers,
      supplierProfiles: memory?.profiles(),
      fileName: file,
      ocr: { enabled: options.ocr },
    });
    process.stdout.write(`${JSON.stringify({ file, ...(memory ? { seenBefore: seenBefore ?? null } : {}), ...result })}\n`);
    // The review screen's save: the ground truth is what the user would have kept.
    if (memory && truth) memory.save(result, truthToData(truth));
  }
  await releaseExtractionResources();
}

void main();
