/**
 * Turns the photographed pages into the one PDF the upload takes: each page a JPEG kept within
 * a byte budget, one PDF page per photo at A4 width, assembled on the device with pdf-lib.
 */
import { PDFDocument } from 'pdf-lib';

/** A page's JPEG ceiling: ten pages stay far below the 25 MB upload limit and upload quickly. */
export const MAX_PAGE_JPEG_BYTES = 600 * 1024;
export const A4 = { width: 595.28, height: 841.89 } as const;

export interface EncodedPage {
  jpeg: Uint8Array;
  width: number;
  height: number;
}

/** Encodes a page at a JPEG quality (0-1) and a scale (1 = the prepared size). */
export type JpegEncoder = (quality: number, scale: number) => Promise<Uint8Array>;

// High first: OCR misreads print in JPEG artefacts sooner than the eye does (a photographed
// invoice's number read with low confidence at 0.82 and cleanly at 0.92, same picture).
const QUALITIES = [0.92, 0.82, 0.7, 0.55];
const SCALES = [1, 0.8, 0.64, 0.5];

/**
 * The best-looking JPEG within `budget` bytes: lower quality first, then a smaller picture.
 * When even the smallest try is over budget (noise a camera would hardly produce), that try.
 */
export async function encodeWithinBudget(encode: JpegEncoder, budget = MAX_PAGE_JPEG_BYTES): Promise<{ jpeg: Uint8Array; quality: number; scale: number }> {
  let last: { jpeg: Uint8Array; quality: number; scale: number } | null = null;
  for (const scale of SCALES) {
    for (const quality of QUALITIES) {
      const jpeg = await encode(quality, scale);
      last = { jpeg, quality, scale };
      if (jpeg.byteLength <= budget) return last;
    }
  }
  return last!;
}

/**
 * The PDF page for a picture: A4 wide, as tall as the picture's proportions ask (an A4 photo
 * gives an A4 page, a till receipt a long narrow one), between half and twice A4's height.
 */
export function pageSize(width: number, height: number): { width: number; height: number } {
  const tall = A4.width * (height / width);
  return { width: A4.width, height: Math.min(A4.height * 2, Math.max(A4.height / 2, tall)) };
}

export async function photosToPdf(pages: readonly EncodedPage[], createdAt: Date): Promise<Uint8Array> {
  if (pages.length === 0) throw new Error('capture/no-pages');
  const pdf = await PDFDocument.create();
  pdf.setProducer('Factoría');
  pdf.setCreator('Factoría camera capture');
  pdf.setCreationDate(createdAt);
  pdf.setModificationDate(createdAt);
  for (const photo of pages) {
    const image = await pdf.embedJpg(photo.jpeg);
    const size = pageSize(photo.width, photo.height);
    const page = pdf.addPage([size.width, size.height]);
    // Fitted within the page (only a clamped height leaves margins), centred.
    const scale = Math.min(size.width / image.width, size.height / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    page.drawImage(image, { x: (size.width - width) / 2, y: (size.height - height) / 2, width, height });
  }
  return pdf.save();
}

/** The file the upload gets: `photos-20261127-143005.pdf`, named by the local capture time. */
export function captureFile(pdf: Uint8Array, createdAt: Date): File {
  const two = (value: number) => String(value).padStart(2, '0');
  const stamp =
    `${createdAt.getFullYear()}${two(createdAt.getMonth() + 1)}${two(createdAt.getDate())}` +
    `-${two(createdAt.getHours())}${two(createdAt.getMinutes())}${two(createdAt.getSeconds())}`;
  return new File([pdf as Uint8Array<ArrayBuffer>], `photos-${stamp}.pdf`, { type: 'application/pdf', lastModified: createdAt.getTime() });
}
