/**
 * Writes the small hostile files of the pipeline tests (fixtures/hostile/): a password-protected
 * PDF, the first 40 % of a real invoice, a text file named .pdf, a page of three million drawing
 * operators (27 KB) and 5,000 empty pages (64 KB). The decompression bomb (a 510 KB stream that
 * expands to 512 MB) is generated where it is used (`bombPdf`), not committed. Deterministic:
 * running it again writes the same files. `npx tsx scripts/generate-hostile-fixtures.ts`
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  encryptedPdf,
  fakePdf,
  manyPagesPdf,
  operatorBombPdf,
  truncatedPdf,
} from '../domain/src/extraction/testing/hostile-pdfs.ts';
import { repoRoot } from './lib/paths.ts';

const folder = join(repoRoot, 'fixtures', 'hostile');
mkdirSync(folder, { recursive: true });
const invoice = new Uint8Array(readFileSync(join(repoRoot, 'fixtures', 'invoices', 'generated', 'GEN-001-classic.pdf')));
const files: Record<string, Uint8Array> = {
  'encrypted.pdf': encryptedPdf(),
  'truncated.pdf': truncatedPdf(invoice),
  'not-a-pdf.pdf': fakePdf(),
  'operator-bomb.pdf': operatorBombPdf(),
  '5000-pages.pdf': await manyPagesPdf(5000),
};
for (const [name, bytes] of Object.entries(files)) {
  writeFileSync(join(folder, name), bytes);
  console.log(`${name}\t${bytes.byteLength} bytes`);
}
