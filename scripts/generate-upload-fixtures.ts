/**
 * Writes the generated invoice fixtures of the upload tests (fixtures/invoices/generated/):
 * text-layer invoices to "Atlántica Distribuciones SL" (B12345674) that extract as successful.
 * Seeded: running it again writes the same files. `npx tsx scripts/generate-upload-fixtures.ts`
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateInvoicePdfs } from './bench/invoice-pdfs.ts';
import { FIXTURE_CUSTOMER } from './lib/fixture-customer.ts';
import { repoRoot } from './lib/paths.ts';

const folder = join(repoRoot, 'fixtures', 'invoices', 'generated');
mkdirSync(folder, { recursive: true });
for (const invoice of await generateInvoicePdfs(8, 11, FIXTURE_CUSTOMER)) {
  writeFileSync(join(folder, invoice.name), invoice.bytes);
  console.log(`${invoice.name}\t${invoice.number}\t${invoice.supplierTaxId}`);
}
