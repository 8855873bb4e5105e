/** QR codes in a rendered page, decoded with zxing-wasm from its locally installed wasm. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

type ZxingReader = typeof import('zxing-wasm/reader');
let readerPromise: Promise<ZxingReader> | null = null;

function loadReader(): Promise<ZxingReader> {
  readerPromise ??= (async () => {
    const reader = await import('zxing-wasm/reader');
    const wasmPath = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    const wasm = readFileSync(wasmPath);
    const wasmBinary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength);
    await reader.prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
    return reader;
  })();
  return readerPromise;
}

export interface DecodedQr {
  text: string;
  /** zxing's format name: 'QRCode', or a linear symbology ('Code128', 'Code39'...). */
  format: string;
  /** Corners in the image's pixel space. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Linear barcodes (a ticket's number printed as Code 39 or 128 under the text), read band by
 * band across the page: zxing finds a thin barcode in a band it misses in the whole photo.
 * Small images are enlarged twice first (a module needs three or four pixels).
 */
export async function decodeLinearBarcodes(image: GrayOrRgbaImage, enlarge: (image: GrayOrRgbaImage, factor: number) => GrayOrRgbaImage): Promise<string[]> {
  const reader = await loadReader();
  const source = image.width < 1200 ? enlarge(image, 2) : image;
  const band = Math.max(40, Math.round(source.height * 0.12));
  const step = Math.max(20, Math.round(source.height * 0.06));
  const found = new Set<string>();
  for (let y = 0; y < source.height; y += step) {
    const y1 = Math.min(source.height, y + band);
    if (y1 - y < 20) break;
    const slice = { data: source.data.subarray(y * source.width * 4, y1 * source.width * 4), width: source.width, height: y1 - y, colorSpace: 'srgb' } as unknown as Parameters<
      ZxingReader['readBarcodes']
    >[0];
    const results = await reader.readBarcodes(slice, { formats: [...TICKET_BARCODES], tryHarder: true, maxNumberOfSymbols: 2 });
    for (const result of results) if (result.isValid && result.text) found.add(result.text);
    if (y1 >= source.height) break;
  }
  return [...found];
}

export interface GrayOrRgbaImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** Linear symbologies tickets print their own number in (under the text, as a barcode). */
export const TICKET_BARCODES = ['Code128', 'Code39', 'Code93', 'ITF'] as const;

export async function decodeQrCodes(image: GrayOrRgbaImage, maxSymbols = 4): Promise<DecodedQr[]> {
  const reader = await loadReader();
  const imageData = { data: image.data, width: image.width, height: image.height, colorSpace: 'srgb' } as unknown as Parameters<
    ZxingReader['readBarcodes']
  >[0];
  const results = await reader.readBarcodes(imageData, {
    formats: ['QRCode'],
    tryHarder: true,
    tryRotate: true,
    tryInvert: false,
    maxNumberOfSymbols: maxSymbols,
  });
  return results
    .filter((result) => result.isValid && result.text)
    .map((result) => {
      const { topLeft, topRight, bottomLeft, bottomRight } = result.position;
      const xs = [topLeft.x, topRight.x, bottomLeft.x, bottomRight.x];
      const ys = [topLeft.y, topRight.y, bottomLeft.y, bottomRight.y];
      return { text: result.text, format: String(result.format), x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
    });
}
