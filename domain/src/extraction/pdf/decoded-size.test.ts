import { describe, expect, it } from 'vitest';
import { bombPdf, operatorBombPdf } from '../testing/hostile-pdfs';
import { invoicePdf } from '../testing/invoice-pdf';
import { fitsDecodedBudget, streamSpans } from './decoded-size';
import { openPdf } from './pdf-runtime';

describe('the decoded-size budget', () => {
  it('refuses a small file whose one stream expands to 512 MB, quickly and without holding it', async () => {
    const bomb = await bombPdf(512);
    expect(bomb.byteLength).toBeLessThan(600_000);
    const started = performance.now();
    expect(await fitsDecodedBudget(bomb)).toBe(false);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await openPdf(bomb)).toEqual({ ok: false, code: 'pdf/too-complex' });
  }, 60_000);

  it('lets an invoice through on the compressed lengths alone, and counts real sizes under a small budget', async () => {
    const invoice = await invoicePdf();
    expect(streamSpans(invoice).length).toBeGreaterThan(0);
    expect(await fitsDecodedBudget(invoice)).toBe(true);
    // 14 MB of operators once inflated: over a 10 MB budget, under a 20 MB one.
    const operators = operatorBombPdf();
    expect(await fitsDecodedBudget(operators, 10 * 1024 * 1024)).toBe(false);
    expect(await fitsDecodedBudget(operators, 20 * 1024 * 1024)).toBe(true);
  });
});
