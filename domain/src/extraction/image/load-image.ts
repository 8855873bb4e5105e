/**
 * Photos and scans uploaded as JPEG or PNG: dimensions read from the header first (so a
 * decompression bomb is refused before decoding), then decoded and scaled to OCR size.
 */
import { loadCanvas, MAX_RENDER_SIDE } from '../pdf/render-page';

export type ImageKind = 'jpeg' | 'png';

export function imageKind(bytes: Uint8Array): ImageKind | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  return null;
}

export function imageSize(bytes: Uint8Array, kind: ImageKind): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (kind === 'png') {
    if (bytes.length < 24) return null;
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    const length = view.getUint16(offset + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

export const MAX_IMAGE_PIXELS = 80_000_000;

export type LoadedImage =
  | { ok: true; width: number; height: number; data: Uint8ClampedArray }
  | { ok: false; code: 'pdf/image-too-large' | 'pdf/corrupt' };

export async function loadRasterImage(bytes: Uint8Array, kind: ImageKind): Promise<LoadedImage> {
  const size = imageSize(bytes, kind);
  if (!size || size.width === 0 || size.height === 0) return { ok: false, code: 'pdf/corrupt' };
  if (size.width * size.height > MAX_IMAGE_PIXELS) return { ok: false, code: 'pdf/image-too-large' };
  try {
    const { createCanvas, loadImage } = loadCanvas();
    const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    const scale = Math.min(1, MAX_RENDER_SIDE / Math.max(image.width, image.height));
    const width = Math.max(1, Math.round(image.width * scale));
    const height = Math.max(1, Math.round(image.height * scale));
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(image, 0, 0, width, height);
    return { ok: true, width, height, data: context.getImageData(0, 0, width, height).data };
  } catch {
    return { ok: false, code: 'pdf/corrupt' };
  }
}
