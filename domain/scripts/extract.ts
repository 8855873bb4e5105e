/**
 * `npm run extract -- [--company-tax-id X] [--known-suppliers suppliers.json] [--no-ocr]
 *  <file.pdf|file.xml|image ...>`: one JSON result per line per file.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { extractInvoice, releaseExtractionResources } from '../src/extraction/extract-invoice';
import type { KnownSupplier } from '../src/extraction/fields/extract-fields';

interface Options {
  companyTaxId?: string;
  knownSuppliers?: KnownSupplier[];
  ocr: boolean;
  files: string[];
}

function parseArgs(argv: string[]): Options {
  const options: Options = { ocr: true, files: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--company-tax-id') options.companyTaxId = argv[++i];
    else if (arg.startsWith('--company-tax-id=')) options.companyTaxId = arg.slice('--company-tax-id='.length);
    else if (arg === '--known-suppliers') options.knownSuppliers = JSON.parse(readFileSync(base(argv[++i]!), 'utf8')) as KnownSupplier[];
    else if (arg === '--no-ocr') options.ocr = false;
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
  if (options.files.length === 0) {
    process.stderr.write('usage: npm run extract -- [--company-tax-id X] [--known-suppliers file.json] [--no-ocr] <file ...>\n');
    process.exitCode = 2;
    return;
  }
  for (const file of options.files) {
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(readFileSync(base(file)));
    } catch {
      process.stdout.write(`${JSON.stringify({ file, status: 'has-errors', issues: [{ field: 'document', code: 'pdf/not-a-pdf', severity: 'error' }] })}\n`);
      continue;
    }
    const result = await extractInvoice(bytes, {
      companyTaxId: options.companyTaxId,
      knownSuppliers: options.knownSuppliers,
      fileName: file,
      ocr: { enabled: options.ocr },
    });
    process.stdout.write(`${JSON.stringify({ file, ...result })}\n`);
  }
  await releaseExtractionResources();
}

void main();
