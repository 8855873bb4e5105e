/**
 * The browser's half of a capture: the camera's current frame into pixels, the prepared page
 * (straighten.ts) back onto a canvas and out as a JPEG within its byte budget.
 */
import { boundedSize, toRgba } from './gray-image';
import { encodeWithinBudget, type EncodedPage } from './photo-pdf';
import { MAX_LONG_SIDE, preparePage } from './straighten';

export interface CapturedPage extends EncodedPage {
  id: string;
  /** An object URL of the JPEG for the thumbnail; revoke it when the page goes. */
  url: string;
}

function canvasOf(width: number, height: number): CanvasRenderingContext2D {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('capture/no-canvas');
  return context;
}

function jpegOf(canvas: HTMLCanvasElement, quality: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? blob.arrayBuffer().then((buffer) => resolve(new Uint8Array(buffer)), reject) : reject(new Error('capture/encode-failed'))),
      'image/jpeg',
      quality,
    );
  });
}

/** The video's current frame, drawn no larger than the page will be kept. */
export function grabFrame(video: HTMLVideoElement): ImageData {
  const size = boundedSize(video.videoWidth, video.videoHeight, MAX_LONG_SIDE);
  const context = canvasOf(size.width, size.height);
  context.drawImage(video, 0, 0, size.width, size.height);
  return context.getImageData(0, 0, size.width, size.height);
}

/** Resolves after the next paint, so a "processing" status shows before the page's heavy work. */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

export async function processFrame(frame: ImageData): Promise<CapturedPage> {
  await afterPaint();
  const { image } = preparePage(frame);
  const page = canvasOf(image.width, image.height);
  const rgba = toRgba(image);
  page.putImageData(new ImageData(rgba.data as Uint8ClampedArray<ArrayBuffer>, image.width, image.height), 0, 0);
  let encodedWidth = image.width;
  let encodedHeight = image.height;
  const { jpeg } = await encodeWithinBudget(async (quality, scale) => {
    if (scale === 1) {
      [encodedWidth, encodedHeight] = [image.width, image.height];
      return jpegOf(page.canvas, quality);
    }
    encodedWidth = Math.round(image.width * scale);
    encodedHeight = Math.round(image.height * scale);
    const smaller = canvasOf(encodedWidth, encodedHeight);
    smaller.imageSmoothingQuality = 'high';
    smaller.drawImage(page.canvas, 0, 0, encodedWidth, encodedHeight);
    return jpegOf(smaller.canvas, quality);
  });
  const url = URL.createObjectURL(new Blob([jpeg as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }));
  return { id: crypto.randomUUID(), jpeg, width: encodedWidth, height: encodedHeight, url };
}
