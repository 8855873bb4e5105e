import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { checkFiles } from '../file-checks';
import { A4, captureFile, encodeWithinBudget, pageSize, photosToPdf } from './photo-pdf';

/**
 * The head of a baseline JPEG (SOI, one SOF0 frame header, EOI): all pdf-lib reads of a JPEG
 * it embeds is this header, the pixel data is passed through for the viewer to decode.
 */
function jpegHeader(width: number, height: number, filler = 0): Uint8Array {
  const sof = [0xff, 0xc0, 0x00, 0x0b, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x01, 0x01, 0x11, 0x00];
  return new Uint8Array([0xff, 0xd8, ...sof, ...new Array<number>(filler).fill(0), 0xff, 0xd9]);
}

describe('encodeWithinBudget', () => {
  it('lowers the quality, then the size, until the JPEG fits', async () => {
    const tries: [number, number][] = [];
    const result = await encodeWithinBudget(async (quality, scale) => {
      tries.push([quality, scale]);
      return new Uint8Array(Math.round(1_000_000 * quality * scale * scale));
    }, 300_000);
    expect(result.jpeg.byteLength).toBeLessThanOrEqual(300_000);
    expect(result.scale).toBe(0.64);
    expect(result.quality).toBe(0.7);
    expect(tries[0]).toEqual([0.92, 1]);
    expect(tries).toHaveLength(11);
  });

  it('keeps the first try when it already fits', async () => {
    const result = await encodeWithinBudget(async () => new Uint8Array(10), 300_000);
    expect([result.quality, result.scale]).toEqual([0.92, 1]);
  });
});

describe('photosToPdf', () => {
  it('makes one page per photo, A4 wide, the photo filling it', async () => {
    const createdAt = new Date(2026, 10, 27, 14, 30, 5);
    const bytes = await photosToPdf(
      [
        { jpeg: jpegHeader(1414, 2000), width: 1414, height: 2000 },
        { jpeg: jpegHeader(600, 2000), width: 600, height: 2000 },
      ],
      createdAt,
    );
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(2);
    const [first, second] = pdf.getPages();
    expect(first!.getWidth()).toBeCloseTo(A4.width, 1);
    expect(first!.getHeight()).toBeCloseTo(A4.width * (2000 / 1414), 1);
    expect(second!.getHeight()).toBeCloseTo(A4.height * 2, 1);
    expect(pdf.getProducer()).toBe('Factoría');
    const images = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFRawStream => object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
    expect(images).toHaveLength(2);
    expect(images.map((image) => image.dict.get(PDFName.of('Filter'))?.toString())).toEqual(['/DCTDecode', '/DCTDecode']);
    expect(images.map((image) => image.dict.get(PDFName.of('Width'))?.toString()).sort()).toEqual(['1414', '600']);
  });

  it('refuses to make a PDF of no pages', async () => {
    await expect(photosToPdf([], new Date())).rejects.toThrow('capture/no-pages');
  });

  it('gives a PDF file the drop zone checks would accept', async () => {
    const createdAt = new Date(2026, 10, 27, 14, 30, 5);
    const bytes = await photosToPdf([{ jpeg: jpegHeader(100, 141, 5000), width: 100, height: 141 }], createdAt);
    const file = captureFile(bytes, createdAt);
    expect(file.name).toBe('photos-20261127-143005.pdf');
    expect(file.type).toBe('application/pdf');
    expect(checkFiles([file], 10)).toBeNull();
  });
});

describe('pageSize', () => {
  it('keeps a landscape-shaped picture at least half an A4 tall', () => {
    expect(pageSize(2000, 1000)).toEqual({ width: A4.width, height: A4.height / 2 });
  });
});
