/** Renders a PDF page to pixels with @napi-rs/canvas (for QR decoding and OCR). */
import { createRequire } from 'node:module';
import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api';

export interface RenderedPage {
  width: number;
  height: number;
  /** RGBA pixels. */
  data: Uint8ClampedArray;
  /** Pixels per PDF point used. */
  scale: number;
}

type CanvasModule = typeof import('@napi-rs/canvas');
let canvasModule: CanvasModule | null = null;
export function loadCanvas(): CanvasModule {
  canvasModule ??= createRequire(import.meta.url)('@napi-rs/canvas') as CanvasModule;
  return canvasModule;
}

/** Largest side in pixels a page is rendered at, whatever the requested scale. */
export const MAX_RENDER_SIDE = 3600;

export async function renderPage(page: PDFPageProxy, scale: number): Promise<RenderedPage> {
  const base = page.getViewport({ scale: 1 });
  const capped = Math.min(scale, MAX_RENDER_SIDE / Math.max(base.width, base.height, 1));
  const viewport = page.getViewport({ scale: capped });
  const width = Math.max(1, Math.ceil(viewport.width));
  const height = Math.max(1, Math.ceil(viewport.height));
  const { createCanvas } = loadCanvas();
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  type RenderParameters = Parameters<PDFPageProxy['render']>[0];
  const parameters = {
    canvas,
    canvasContext: context,
    viewport,
    annotationMode: 0,
  } as unknown as RenderParameters;
  await page.render(parameters).promise;
  const image = context.getImageData(0, 0, width, height);
  return { width, height, data: image.data, scale: capped };
}
