/**
 * `npx tsx domain/bench/dump-text.ts [--no-ocr] <file ...>`: the page text the field finders
 * see (lines, segments separated by ` | `, with their left edge and glyph size), for debugging.
 */
import { readFileSync } from 'node:fs';
import { EXTRACTION_DEFAULTS } from '../src/extraction/extraction-context';
import { sharedOcrEngine, terminateSharedOcrEngine } from '../src/extraction/ocr/ocr-engine';
import { closePdf, openPdf } from '../src/extraction/pdf/pdf-runtime';
import { readPdfPages } from '../src/extraction/read-pages';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const ocr = !args.includes('--no-ocr');
  for (const file of args.filter((a) => !a.startsWith('--'))) {
    const opened = await openPdf(new Uint8Array(readFileSync(file)));
    if (!opened.ok) {
      process.stdout.write(`${file}: ${opened.code}\n`);
      continue;
    }
    const reading = await readPdfPages(opened.doc, {
      deadline: performance.now() + 60_000,
      ocr: ocr ? sharedOcrEngine({}) : null,
      ocrMaxPages: EXTRACTION_DEFAULTS.ocrMaxPages,
      ocrPageTimeoutMs: EXTRACTION_DEFAULTS.ocrPageTimeoutMs,
      textMaxPages: EXTRACTION_DEFAULTS.textMaxPages,
    });
    process.stdout.write(`== ${file} (${reading.pages.length} pages, qr ${JSON.stringify(reading.qrs.map((q) => q.qr))} invalidQr ${reading.invalidQr})\n`);
    for (const page of reading.pages) {
      process.stdout.write(`-- page ${page.page} ${page.source} ${page.width.toFixed(0)}x${page.height.toFixed(0)}\n`);
      for (const line of page.lines) {
        const cells = line.segments.map((s) => `${s.text}`).join(' | ');
        const first = line.segments[0]!;
        process.stdout.write(`${line.y0.toFixed(0).padStart(4)} ${first.x0.toFixed(0).padStart(4)} ${first.fontSize.toFixed(1).padStart(4)}  ${cells}\n`);
      }
    }
    await closePdf(opened.task);
  }
  await terminateSharedOcrEngine();
}

void main();
