/**
 * The worker thread the engine runs in: a page pdf.js would parse for a minute is stopped at
 * the file's limit, and the next file is read by a fresh warm worker as if nothing had happened.
 * (The heap limit is V8's: near it V8 collects for a long time before it gives up, so the time
 * limit, tested here, is what bounds such a file first.)
 */
import { invoicePdf } from '@factoria/domain/extraction/testing/invoice-pdf';
import { operatorBombPdf } from '@factoria/domain/extraction/testing/hostile-pdfs';
import { afterAll, describe, expect, it } from 'vitest';
import { ExtractionThread } from './extraction-thread';

const codes = (result: { issues: { code: string }[] }) => result.issues.map((issue) => issue.code);
const threads: ExtractionThread[] = [];
afterAll(async () => {
  await Promise.all(threads.map((thread) => thread.close()));
});

function thread(heapMb: number): ExtractionThread {
  const created = new ExtractionThread({ heapMb });
  threads.push(created);
  return created;
}

describe('ExtractionThread', () => {
  it('stops a page that outlives the limit and reads the next file on a fresh worker', async () => {
    const engine = thread(1024);
    await engine.warm();
    const started = performance.now();
    const stopped = await engine.extract(operatorBombPdf(), { ocr: { enabled: false } }, 1500);
    const took = performance.now() - started;
    expect(codes(stopped)).toEqual(['pdf/timeout']);
    expect(stopped.evidence).toBe('none');
    // The limit plus the time terminate() takes; the page alone runs for tens of seconds.
    expect(took).toBeLessThan(10_000);
    const next = await engine.extract(await invoicePdf(), { companyTaxId: 'A08370314', today: '2026-01-01' }, 60_000);
    expect(next).toMatchObject({ status: 'successful', total: 1210 });
  }, 120_000);
});
