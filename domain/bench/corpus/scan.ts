/**
 * Makes a "scan" of a generated invoice: renders page 1 with pdfjs at the scan's dpi, rotates
 * it slightly (or upside down), adds noise and JPEG artefacts, and wraps the image in an
 * image-only PDF, so the engine has to OCR it.
 */
import { PDFDocument } from 'pdf-lib';
import { openPdf, closePdf } from '../../src/extraction/pdf/pdf-runtime';
import { loadCanvas, renderPage } from '../../src/extraction/pdf/render-page';
import type { InvoiceSpec } from './invoice-spec';
import type { Random } from './random';

export async function scanPdf(pdf: Uint8Array, scan: NonNullable<InvoiceSpec['scan']>, random: Random): Promise<Uint8Array> {
  const opened = await openPdf(pdf);
  if (!opened.ok) throw new Error('generated PDF does not open');
  const page = await opened.doc.getPage(1);
  const viewport = page.getViewport({ scale: 1 });
  const rendered = await renderPage(page, scan.dpi / 72);
  await closePdf(opened.task);
  const { createCanvas } = loadCanvas();
  const source = createCanvas(rendered.width, rendered.height);
  const sourceContext = source.getContext('2d');
  const imageData = sourceContext.createImageData(rendered.width, rendered.height);
  imageData.data.set(rendered.data);
  sourceContext.putImageData(imageData, 0, 0);

  const canvas = createCanvas(rendered.width, rendered.height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#f4f2ee';
  context.fillRect(0, 0, rendered.width, rendered.height);
  context.translate(rendered.width / 2, rendered.height / 2);
  context.rotate(((scan.rotation + (scan.upsideDown ? 180 : 0)) * Math.PI) / 180);
  context.drawImage(source, -rendered.width / 2, -rendered.height / 2);
  context.setTransform(1, 0, 0, 1, 0, 0);

  const pixels = context.getImageData(0, 0, rendered.width, rendered.height);
  const data = pixels.data;
  for (let i = 0; i < data.length; i += 4) {
    const noise = (random.next() - 0.5) * 2 * scan.noise;
    const speck = random.next() < 0.0008 ? -160 : 0;
    for (let c = 0; c < 3; c++) data[i + c] = Math.max(0, Math.min(255, data[i + c]! * 0.93 + 8 + noise + speck));
  }
  context.putImageData(pixels, 0, 0);
  const jpeg = await canvas.encode('jpeg', 72);

  const out = await PDFDocument.create();
  const image = await out.embedJpg(new Uint8Array(jpeg));
  const outPage = out.addPage([viewport.width, viewport.height]);
  outPage.drawImage(image, { x: 0, y: 0, width: viewport.width, height: viewport.height });
  return out.save();
}
