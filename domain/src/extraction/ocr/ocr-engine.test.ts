/**
 * The OCR engine on pages with nothing to read: tesseract.js fails to parse the empty layout of
 * such a page and, without an error handler, rethrows from its worker's message listener, which
 * ended the whole process (a corrupted PDF whose page rendered blank did, under the CLI).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { OcrEngine } from './ocr-engine';

const engine = new OcrEngine();
afterAll(() => engine.terminate());

const blank = (width: number, height: number) => ({ width, height, data: new Uint8ClampedArray(width * height * 4).fill(255) });

describe('OcrEngine', () => {
  it('reads no words on a blank or tiny page, with either threshold, and stays usable', async () => {
    expect(await engine.recognize(blank(3, 3), 10_000, { thresholding_method: '2' })).toEqual({ words: [], confidence: 0 });
    expect((await engine.recognize(blank(400, 300), 10_000)).words).toEqual([]);
    expect((await engine.recognize(blank(400, 300), 10_000, { thresholding_method: '2' })).words).toEqual([]);
  }, 60_000);

  it('sets back the parameters of a call that read nothing', async () => {
    const { loadCanvas } = await import('../pdf/render-page');
    const canvas = loadCanvas().createCanvas(300, 80);
    const context = canvas.getContext('2d');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 300, 80);
    context.fillStyle = '#000';
    context.font = '30px sans-serif';
    context.fillText('FACTURA 1234', 10, 50);
    const page = blank(300, 80);
    page.data.set(context.getImageData(0, 0, 300, 80).data);
    // The failed call allowed digits only: had that stayed set, the next reading would lose the word.
    await engine.recognize(blank(3, 3), 10_000, { thresholding_method: '2', tessedit_char_whitelist: '0123456789' });
    expect((await engine.recognize(page, 10_000)).words.map((word) => word.text)).toContain('FACTURA');
  }, 60_000);
});
