/**
 * `npx tsx domain/bench/speed.ts [--runs N] [--no-company] [files...]`: where the time of a text invoice goes.
 * Cold: importing the engine and the first file of the process (what a new function instance
 * pays). Warm: each file again, N times; median and p95 of the engine's own `timings.ms` (the
 * CLI's per-file time, start-up excluded) and the median of each stage. Defaults to the one-page
 * text invoices of ../shared/fixtures/invoices-real, each extracted for the company it was sent to
 * (its ground truth's customer tax id), as a gestoría's upload always is; `--no-company` extracts
 * them without it (more files then stop for review and pay the QR search).
 */
import { readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile } from './score';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const realFolder = resolve(repoRoot, '../shared/fixtures/invoices-real');

type Truth = Record<string, { is_scan: boolean; pages: number; document_type: string; customer_tax_id: string | null }>;
const truthOf = (): Truth => JSON.parse(readFileSync(join(realFolder, 'ground_truth.json'), 'utf8')) as Truth;

function defaultFiles(): string[] {
  const truth = truthOf();
  return Object.entries(truth)
    .filter(([file, gt]) => file.endsWith('.pdf') && !gt.is_scan && gt.pages === 1 && gt.document_type === 'invoice')
    .map(([file]) => join(realFolder, file));
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const runsAt = argv.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : 3;
  const listed = argv.filter((a, i) => !a.startsWith('--') && argv[i - 1] !== '--runs');
  const files = listed.length > 0 ? listed : defaultFiles();
  const truth = truthOf();
  const company = (file: string) => (argv.includes('--no-company') ? undefined : (truth[file.split('/').pop()!]?.customer_tax_id ?? undefined));
  const load = loadavg()[0]!;

  const t0 = performance.now();
  const { extractInvoice, releaseExtractionResources } = await import('../src/extraction/extract-invoice');
  const importMs = performance.now() - t0;
  // The cold file: the smallest of the set (a plain text invoice, as most uploads are).
  const coldFile = files.slice().sort((a, b) => statSync(a).size - statSync(b).size)[0]!;
  const first = await extractInvoice(new Uint8Array(readFileSync(coldFile)), { fileName: coldFile, companyTaxId: company(coldFile) });
  const firstMs = performance.now() - t0 - importMs;

  const totals: number[] = [];
  // Files whose text layer held everything (no OCR of their images or margins) apart.
  const textOnly: number[] = [];
  let ocrFiles = 0;
  const stages = new Map<string, number[]>();
  const perFile: { file: string; ms: number }[] = [];
  for (let run = 0; run < runs; run++) {
    for (const file of files) {
      const result = await extractInvoice(new Uint8Array(readFileSync(file)), { fileName: file, companyTaxId: company(file) });
      totals.push(result.timings.ms);
      if (!result.timings.ocr) textOnly.push(result.timings.ms);
      else if (run === 0) ocrFiles++;
      if (run === runs - 1) perFile.push({ file: file.split('/').pop()!, ms: result.timings.ms });
      for (const [stage, ms] of Object.entries(result.timings)) {
        if (stage !== 'ms') stages.set(stage, [...(stages.get(stage) ?? []), ms]);
      }
    }
  }
  await releaseExtractionResources();
  const lines = [
    `files: ${files.length} one-page text invoices x ${runs} runs, ${argv.includes('--no-company') ? 'without' : 'with'} the company's tax id; load average ${load.toFixed(1)} at start, ${loadavg()[0]!.toFixed(1)} at end`,
    `cold: import ${importMs.toFixed(0)} ms, first file ${firstMs.toFixed(0)} ms (${coldFile.split('/').pop()}, ${first.status}; import + first file = ${(importMs + firstMs).toFixed(0)} ms)`,
    `warm per file: median ${percentile(totals, 50).toFixed(0)} ms, p95 ${percentile(totals, 95).toFixed(0)} ms, max ${Math.max(...totals).toFixed(0)} ms`,
    `of which the files read from their text layer alone (${files.length - ocrFiles}; ${ocrFiles} needed OCR of an image or margin for their supplier): median ${percentile(textOnly, 50).toFixed(0)} ms, p95 ${percentile(textOnly, 95).toFixed(0)} ms`,
    `stage medians (ms): ${[...stages.entries()].map(([stage, values]) => `${stage} ${percentile(values, 50).toFixed(1)} (p95 ${percentile(values, 95).toFixed(0)})`).join(', ')}`,
    `slowest: ${perFile.sort((a, b) => b.ms - a.ms).slice(0, 5).map((f) => `${f.file} ${f.ms} ms`).join('; ')}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

void main();
