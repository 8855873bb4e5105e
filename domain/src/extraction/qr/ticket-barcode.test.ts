/**
 * Till tickets print their number twice: as text ("Datos FACTURA: 142312402C0000847") and as a
 * Code 39 barcode. OCR misreads letters among digits (C as 0); the barcode is read exactly.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { textPage } from '../testing/text-page';
import { barcodeForNumber, extractFields } from '../fields/extract-fields';
import { decodeLinearBarcodes, type GrayOrRgbaImage } from './decode-qr';

const COMPANY = 'A08370314';
const SUPPLIER = 'B22334452';

/** A white page `width` x `height` px with a Code 39 barcode of `text` at `top`, 3 px a module. */
async function pageWithBarcode(text: string, width: number, height: number, top: number): Promise<GrayOrRgbaImage> {
  const writer = await import('zxing-wasm/writer');
  const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/writer/zxing_writer.wasm'));
  await writer.prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) }, fireImmediately: true });
  const { symbol } = await writer.writeBarcode(text, { format: 'Code39' });
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  const module = 3;
  for (let y = 0; y < 60; y++) {
    for (let x = 0; x < symbol.width * module; x++) {
      const dark = symbol.data[Math.floor(x / module)]! < 128;
      const i = ((top + y) * width + 60 + x) * 4;
      data[i] = data[i + 1] = data[i + 2] = dark ? 0 : 255;
    }
  }
  return { width, height, data };
}

function enlarge(image: GrayOrRgbaImage, factor: number): GrayOrRgbaImage {
  const width = image.width * factor;
  const height = image.height * factor;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = (Math.floor(y / factor) * image.width + Math.floor(x / factor)) * 4;
      data.set(image.data.subarray(from, from + 4), (y * width + x) * 4);
    }
  }
  return { width, height, data };
}

const ticketRows = (number: string) => [
  [[72, 'GRACIAS POR SU VISITA']],
  [[88, '1'], [110, 'ACEITE GIRASOL 1L'], [300, '2.20']],
  [[66, 'TOTAL COMPRA (iva incl.)'], [300, '2.20']],
  [[72, `Datos FACTURA: ${number}`]],
  [[72, `NIF/CIF..: ${COMPANY}`]],
  [[117, 'Tipo'], [170, 'Base'], [220, 'Iva'], [300, 'Total']],
  [[88, '10.00%'], [170, '2.00'], [220, '0.20'], [300, '2.20']],
  [[72, `CIF: ${SUPPLIER}`]],
  [[72, 'SUPERMERCADOS DEL NORTE, SL']],
  [[72, '04/04/24 12:35 Caja: 2 TICKET: 123']],
] as Parameters<typeof textPage>[0];

describe('ticket barcodes', () => {
  it('finds a Code 39 barcode in a band of a page-sized image', async () => {
    const image = await pageWithBarcode('142312402C0000847', 1300, 2000, 1400);
    expect(await decodeLinearBarcodes(image, enlarge)).toEqual(['142312402C0000847']);
  }, 20_000);

  it('takes the barcode for a number OCR read with a letter turned into a digit', () => {
    const page = textPage(ticketRows('14231240200000847'), 'ocr');
    const plain = extractFields([page], { companyTaxId: COMPANY });
    expect(plain.data.number).toBe('14231240200000847');
    const checked = extractFields([page], { companyTaxId: COMPANY, barcodes: ['142312402C0000847'] });
    expect(checked.data.number).toBe('142312402C0000847');
    expect(checked.confidence.number).toBeGreaterThanOrEqual(0.9);
  });

  it('leaves a number alone when no barcode is close to it, or when the text layer printed it', () => {
    expect(barcodeForNumber('14231240200000847', ['8412345678905'])).toBeNull();
    expect(barcodeForNumber('A-17', ['A-18'])).toBeNull();
    expect(barcodeForNumber('142312402C0000847', ['142312402C0000847'])).toBe('142312402C0000847');
    const text = extractFields([textPage(ticketRows('14231240200000847'), 'text')], { companyTaxId: COMPANY, barcodes: ['142312402C0000847'] });
    expect(text.data.number).toBe('14231240200000847');
  });

  it('takes the barcode for a long number read faded, a quarter of its characters wrong, and no further', () => {
    expect(barcodeForNumber('142320200000708', ['142312402C0000798'])).toBe('142312402C0000798');
    expect(barcodeForNumber('14232020000', ['142312402C0000798'])).toBeNull();
    expect(barcodeForNumber('990011223344', ['142312402C0000798'])).toBeNull();
  });

  it('offers the barcode as a number to confirm when OCR lost the number label but read its caption', () => {
    const rows = ticketRows('14231240200000847').map((row) =>
      row.map(([x, text, size]) => [x, text.startsWith('Datos FACTURA') ? 'ee 1423)440200000847' : text, size]),
    ) as Parameters<typeof textPage>[0];
    rows.push([[72, '*14231240200000845x']]);
    const page = textPage(rows, 'ocr');
    expect(extractFields([page], { companyTaxId: COMPANY }).data.number).toBeNull();
    const withBarcode = extractFields([page], { companyTaxId: COMPANY, barcodes: ['142312402C0000847'] });
    expect(withBarcode.data.number).toBe('142312402C0000847');
    expect(withBarcode.confidence.number).toBeLessThan(0.55);
    const otherCode = extractFields([page], { companyTaxId: COMPANY, barcodes: ['8800123456789012'] });
    expect(otherCode.data.number).toBeNull();
  });
});
