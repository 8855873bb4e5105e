import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { extractInvoice, releaseExtractionResources } from './extract-invoice';
import { closePdf, openPdf } from './pdf/pdf-runtime';
import { loadCanvas } from './pdf/render-page';
import { textPage } from './testing/text-page';
import { blankTextLayer, imageRegions, marginRegions, mergeOverlapping } from './read-image-text';

afterAll(async () => {
  await releaseExtractionResources();
});

/** Black text lines drawn on white, `turn` 90 for text set vertically (read bottom to top). */
function drawLines(lines: string[], width: number, height: number, turn: 0 | 90 = 0) {
  const { createCanvas } = loadCanvas();
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#000000';
  context.font = 'bold 40px sans-serif';
  if (turn === 90) {
    context.translate(0, height);
    context.rotate(-Math.PI / 2);
  }
  lines.forEach((line, i) => context.fillText(line, 20, 55 + i * 56));
  return canvas;
}

/** A PNG of the lines. */
async function textImage(lines: string[], width: number, height: number, turn: 0 | 90 = 0): Promise<Uint8Array> {
  return new Uint8Array(await drawLines(lines, width, height, turn).encode('png'));
}

/**
 * Text drawn as outlines, the way some PDFs set their letterhead and registry data: the lines
 * are drawn on a canvas, and every run of dark pixels becomes a filled rectangle of one SVG
 * path (no image, no text layer). `turn` 90 sets it vertically, read bottom to top.
 */
function outlinedText(lines: string[], width: number, height: number, turn: 0 | 90 = 0): string {
  const pixels = drawLines(lines, width, height, turn).getContext('2d').getImageData(0, 0, width, height).data;
  const path: string[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (pixels[(y * width + x) * 4]! >= 128) continue;
      const start = x;
      while (x < width && pixels[(y * width + x) * 4]! < 128) x++;
      path.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  }
  return path.join('');
}

/**
 * A text invoice whose supplier block (name and CIF) exists only as a picture: a letterhead
 * pasted at the top, or registry data set vertically in the left margin; or only as outlines:
 * registry data up the margin and the name in the letterhead.
 */
async function letterheadPdf(where: 'top' | 'margin' | 'outlines'): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const text = (value: string, x: number, top: number, size = 9) => page.drawText(value, { x, y: 842 - top - size, size, font });
  if (where === 'outlines') {
    page.drawSvgPath(outlinedText(['Suministros Levante S.L.'], 560, 80), { x: 300, y: 842 - 6, scale: 0.45 });
    page.drawSvgPath(outlinedText(['Reg. Merc. Valencia, Tomo 4777, Folio 36 - C.I.F. B64717838'], 80, 1300, 90), { x: 12, y: 842 - 160, scale: 0.45 });
  } else if (where === 'top') {
    const png = await pdf.embedPng(await textImage(['Suministros Levante S.L.', 'CIF: B64717838'], 900, 140));
    page.drawImage(png, { x: 50, y: 842 - 100, width: 270, height: 42 });
  } else {
    const png = await pdf.embedPng(await textImage(['Suministros Levante S.L. CIF: B64717838'], 110, 1100, 90));
    page.drawImage(png, { x: 12, y: 842 - 700, width: 15, height: 150 });
  }
  text('FACTURA', 430, 40, 20);
  text('Nº Factura: F-2025/0042', 400, 74);
  text('Fecha: 07/03/2025', 400, 88);
  text('Cliente: Talleres Norte S.A.', 50, 120);
  text('CIF: A08370314', 50, 134);
  text('Descripción', 50, 200);
  text('Cantidad', 300, 200);
  text('Importe', 480, 200);
  text('Tornillería de acero inoxidable, caja de 500 unidades', 50, 216);
  text('10', 300, 216);
  text('1.000,00 €', 480, 216);
  text('Forma de pago: transferencia a 30 días. Gracias por su confianza.', 50, 400);
  text('Base imponible', 350, 300);
  text('1.000,00 €', 480, 300);
  text('IVA 21%', 350, 314);
  text('210,00 €', 480, 314);
  text('TOTAL FACTURA', 350, 330);
  text('1.210,00 €', 480, 330);
  return pdf.save();
}

describe('text inside the images of a text page', () => {
  it('finds where the page paints its images, in page points from the top', async () => {
    const opened = await openPdf(await letterheadPdf('top'));
    if (!opened.ok) throw new Error('PDF does not open');
    const regions = await imageRegions(await opened.doc.getPage(1));
    await closePdf(opened.task);
    expect(regions).toHaveLength(1);
    expect(regions[0]!.x0).toBeCloseTo(50, 0);
    expect(regions[0]!.x1).toBeCloseTo(320, 0);
    expect(regions[0]!.y0).toBeCloseTo(58, 0);
    expect(regions[0]!.y1).toBeCloseTo(100, 0);
  });

  it('reads the supplier tax id printed only in a letterhead image', async () => {
    const result = await extractInvoice(await letterheadPdf('top'), { companyTaxId: 'A08370314', today: '2026-01-01' });
    expect(result).toMatchObject({ evidence: 'text', number: 'F-2025/0042', supplierTaxId: 'B64717838', customerTaxId: 'A08370314', total: 1210 });
  }, 30_000);

  it('reads registry data set vertically in the margin as an image', async () => {
    const result = await extractInvoice(await letterheadPdf('margin'), { companyTaxId: 'A08370314', today: '2026-01-01' });
    expect(result.supplierTaxId).toBe('B64717838');
  }, 30_000);

  it('reads the CIF and the name a PDF draws as outlines, up the margin and in the letterhead', async () => {
    const result = await extractInvoice(await letterheadPdf('outlines'), { companyTaxId: 'A08370314', today: '2026-01-01' });
    expect(result).toMatchObject({ supplierTaxId: 'B64717838', customerTaxId: 'A08370314', total: 1210 });
    // The registry line names no company: the name is the letterhead's, not a line "above" it.
    expect(result.supplierName).toMatch(/^Suministros Levante S\.?L/);
  }, 30_000);

  it('looks in the margins beyond the text layer and in the letterhead band', () => {
    const page = textPage([[[60, 'FACTURA']], [[60, 'Base imponible'], [400, '100,00']]]);
    const right = Math.max(...page.lines.map((line) => line.x1));
    expect(marginRegions(page)).toEqual([
      { x0: 0, y0: 0, x1: 59, y1: 842 },
      { x0: right + 1, y0: 0, x1: 595, y1: 842 },
      { x0: 0, y0: 0, x1: 595, y1: 0.16 * 842 },
    ]);
    // Text reaching the page's edges leaves no margin to look at.
    expect(marginRegions(textPage([[[2, 'x'.repeat(200)]]]))).toHaveLength(1);
    expect(marginRegions(textPage([]))).toEqual([]);
  });

  it('reads nothing when OCR is off', async () => {
    const result = await extractInvoice(await letterheadPdf('top'), { companyTaxId: 'A08370314', today: '2026-01-01', ocr: { enabled: false } });
    expect(result.supplierTaxId).toBeNull();
  });

  it('merges overlapping image tiles into one region', () => {
    expect(
      mergeOverlapping([
        { x0: 0, y0: 0, x1: 100, y1: 50 },
        { x0: 90, y0: 10, x1: 200, y1: 60 },
        { x0: 300, y0: 300, x1: 350, y1: 320 },
      ]),
    ).toEqual([
      { x0: 0, y0: 0, x1: 200, y1: 60 },
      { x0: 300, y0: 300, x1: 350, y1: 320 },
    ]);
  });

  it("blanks the text layer's words in a crop before its OCR, and only them", () => {
    // A crop of a page rendered at 2x, from pixel (100, 40): all dark.
    const picture = { width: 200, height: 60, data: new Uint8ClampedArray(200 * 60 * 4).fill(0) };
    // One text-layer cell at x 60 pt, on the first row (9 pt text around y 40 pt).
    const page = textPage([[[60, 'CIF B64717838']]]);
    const segment = page.lines[0]!.segments[0]!;
    expect(blankTextLayer(picture, page, { x0: 100, y0: 40, scale: 2 })).toBe(true);
    const at = (x: number, y: number) => picture.data[(y * picture.width + x) * 4];
    const inside = { x: Math.round(segment.x0 * 2 - 100) + 2, y: Math.round(segment.y0 * 2 - 40) + 2 };
    expect(at(inside.x, inside.y)).toBe(255);
    expect(at(Math.ceil(segment.x1 * 2 - 100) + 2, inside.y)).toBe(0);
    expect(at(inside.x, Math.ceil(segment.y1 * 2 - 40) + 2)).toBe(0);
    // Words read by OCR earlier (confidence below 1) are not the text layer's.
    const ocrWords = textPage([[[60, 'CIF B64717838']]]);
    ocrWords.lines[0]!.segments[0]!.confidence = 0.8;
    expect(blankTextLayer({ width: 200, height: 60, data: new Uint8ClampedArray(200 * 60 * 4) }, ocrWords, { x0: 100, y0: 40, scale: 2 })).toBe(false);
  });
});
