/**
 * What running the extraction in a worker thread costs a normal invoice, and what it bounds
 * (docs/benchmarks.md, "Extraction bounds"). Prints, for the eight generated one-page text
 * invoices read in turn: the engine on the calling thread (before) and through the warm
 * ExtractionThread (after), median and p95 of `--rounds` rounds; the start of a worker; and
 * how long the hostile files take to settle at the engine.
 *   npx tsx scripts/bench/extraction-thread.ts [--rounds 5]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { extractInvoice, releaseExtractionResources } from '../../domain/src/extraction/extract-invoice.ts';
import { bombPdf, operatorBombPdf } from '../../domain/src/extraction/testing/hostile-pdfs.ts';
import { ExtractionThread } from '../../functions/src/extraction/extraction-thread.ts';
import { repoRoot } from '../lib/paths.ts';

const roundsAt = process.argv.indexOf('--rounds');
const rounds = roundsAt > 0 ? Number(process.argv[roundsAt + 1]) : 5;
const folder = join(repoRoot, 'fixtures', 'invoices', 'generated');
const invoices = readdirSync(folder)
  .filter((name) => name.endsWith('.pdf'))
  .map((name) => new Uint8Array(readFileSync(join(folder, name))));
const context = { companyTaxId: 'B12345674', ocr: { enabled: false } };

function summary(label: string, times: number[]): void {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(0);
  console.log(`${label}\tn=${times.length}\tmedian ${at(0.5)} ms\tp95 ${at(0.95)} ms`);
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

// Warm both paths on one file first: the figures are the warm path.
await extractInvoice(invoices[0]!, context);
const thread = new ExtractionThread({ heapMb: 1024 });
console.log(`worker start (pdf.js loaded)\t${(await timed(() => thread.warm())).toFixed(0)} ms`);
await thread.extract(invoices[0]!, context, 60_000);

const before: number[] = [];
const after: number[] = [];
for (let round = 0; round < rounds; round++) {
  for (const bytes of invoices) {
    // Alternating keeps both paths under the same machine load.
    before.push(await timed(() => extractInvoice(bytes, context)));
    after.push(await timed(() => thread.extract(bytes, context, 60_000)));
  }
}
summary('one-page text invoice, calling thread (before)', before);
summary('one-page text invoice, worker thread (after)', after);

const bomb = await bombPdf(512);
console.log(`decompression bomb (${(bomb.byteLength / 1024).toFixed(0)} KB -> 512 MB): refused in ${(await timed(() => thread.extract(bomb, context, 60_000))).toFixed(0)} ms`);
const operators = operatorBombPdf();
console.log(`operator bomb, 3,000 ms limit: stopped after ${(await timed(() => thread.extract(operators, context, 3_000))).toFixed(0)} ms`);
console.log(`next invoice after the stop (fresh worker)\t${(await timed(() => thread.extract(invoices[1]!, context, 60_000))).toFixed(0)} ms`);
await thread.close();
await releaseExtractionResources();

// The deployed worker is the bundle's (npm run build -w functions), without tsx's transform.
const bundled = join(repoRoot, 'functions', 'lib', 'extraction-worker.js');
if (existsSync(bundled)) {
  for (let i = 0; i < 3; i++) {
    const worker = new Worker(bundled);
    const ms = await timed(() => new Promise((resolve) => worker.on('message', (message: { ready?: boolean }) => message.ready && resolve(null))));
    console.log(`bundled worker start (pdf.js loaded)\t${ms.toFixed(0)} ms`);
    await worker.terminate();
  }
}
