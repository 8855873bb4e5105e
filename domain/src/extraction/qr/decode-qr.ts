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
  /** Corners in the image's pixel space. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface GrayOrRgbaImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

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
      return { text: result.text, x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
    });
}
