import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { extractInvoice, inspectPdf, releaseExtractionResources } from './extract-invoice';
import { closePdf, openPdf } from './pdf/pdf-runtime';
import { loadCanvas, renderPage } from './pdf/render-page';
import { invoicePdf } from './testing/invoice-pdf';

const fixture = (path: string) => new Uint8Array(readFileSync(fileURLToPath(new URL(`../../../fixtures/${path}`, import.meta.url))));

/** A PDF whose standard security handler needs a user password that is not empty. */
function encryptedPdf(): Uint8Array {
  const hex = (n: number) => Array.from({ length: n }, (_, i) => ((i * 37 + 11) % 256).toString(16).padStart(2, '0')).join('');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${hex(32)}> /U <${hex(32).split('').reverse().join('')}> /P -44 >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${hex(16)}><${hex(16)}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

afterAll(async () => {
  await releaseExtractionResources();
});

describe('extractInvoice on PDFs', () => {
  it('extracts a text-layer invoice and finds it consistent', async () => {
    const result = await extractInvoice(await invoicePdf(), { companyTaxId: 'A08370314', today: '2026-01-01' });
    expect(result).toMatchObject({
      status: 'successful',
      evidence: 'text',
      number: 'F-2025/0042',
      date: '2025-03-07',
      supplierTaxId: 'B64717838',
      customerTaxId: 'A08370314',
      total: 1210,
      vatLines: [{ rate: 21, base: 1000, cuota: 210 }],
      pageCount: 1,
      extractor: 'local',
    });
    const [x0, y0, x1, y1] = result.sources.total!.bbox;
    expect(result.sources.total!.page).toBe(1);
    expect(x0).toBeGreaterThan(0.75);
    expect(x1).toBeLessThan(1);
    expect(y0).toBeGreaterThan(0.38);
    expect(y1).toBeLessThan(0.42);
  });

  it('never calls a document with a wrong total successful', async () => {
    const result = await extractInvoice(await invoicePdf({ total: '1.220,00 €' }), { companyTaxId: 'A08370314', today: '2026-01-01' });
    expect(result.status).toBe('has-errors');
  });

  it('confirms fields with a VeriFactu QR and flags a disagreement', async () => {
    const url = 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=B64717838&numserie=F-2025%2F0042&fecha=07-03-2025&importe=1210.00';
    const agreeing = await extractInvoice(await invoicePdf({ qr: url }), { companyTaxId: 'A08370314', today: '2026-01-01' });
    expect(agreeing).toMatchObject({ status: 'successful', evidence: 'qr', evidenceFound: ['qr', 'text'] });
    expect(agreeing.fieldConfidence.date).toBeGreaterThanOrEqual(0.99);
    expect(agreeing.fieldConfidence.total).toBeGreaterThanOrEqual(0.99);
    const otherTotal = url.replace('1210.00', '1300.00');
    const disagreeing = await extractInvoice(await invoicePdf({ qr: otherTotal }), { companyTaxId: 'A08370314', today: '2026-01-01' });
    expect(disagreeing.status).toBe('has-errors');
    expect(disagreeing.issues).toContainEqual({ field: 'total', code: 'qr/mismatch', severity: 'error' });
  });

  it('prefers the Factur-X XML embedded in the PDF', async () => {
    const result = await extractInvoice(fixture('einvoices/facturx/mustang_Facture_F20180027.pdf'), { today: '2026-01-01' });
    expect(result).toMatchObject({ evidence: 'e-invoice-xml', number: 'F20180027', date: '2018-12-31', total: 110, supplierTaxId: 'FR32123456789', status: 'successful' });
  });

  it('reads a Facturae XML uploaded on its own', async () => {
    const result = await extractInvoice(fixture('einvoices/facturae/gobl_invoice-vat.xml'), { today: '2026-01-01' });
    expect(result).toMatchObject({ evidence: 'e-invoice-xml', number: 'TEST01001F', status: 'successful', pageCount: 0 });
  });

  it('matches the shared fixture ground truth on a multi-page invoice', async () => {
    const result = await extractInvoice(fixture('invoices/F-2025-002.pdf'));
    expect(result).toMatchObject({ number: 'F-2025/002', date: '2025-08-15', supplierTaxId: 'A38333444', total: 241788.62 });
  });
});

describe('hostile input', () => {
  const codes = (result: { issues: { code: string }[] }) => result.issues.map((issue) => issue.code);

  it('reports files that are not PDFs, empty, truncated or password-protected', async () => {
    expect(codes(await extractInvoice(new TextEncoder().encode('hello, I am a text file')))).toEqual(['pdf/not-a-pdf']);
    expect(codes(await extractInvoice(new Uint8Array()))).toEqual(['pdf/empty']);
    const truncated = (await invoicePdf()).slice(0, 300);
    expect((await extractInvoice(truncated)).status).toBe('has-errors');
    const encrypted = await extractInvoice(encryptedPdf());
    expect(codes(encrypted)).toEqual(['pdf/encrypted']);
    expect(encrypted.status).toBe('has-errors');
  });

  it('refuses files over the size and page limits quickly', async () => {
    const pdf = await PDFDocument.create();
    for (let i = 0; i < 60; i++) pdf.addPage([200, 200]);
    const bytes = await pdf.save();
    const started = Date.now();
    expect(codes(await extractInvoice(bytes))).toEqual(['pdf/too-many-pages']);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(codes(await extractInvoice(await invoicePdf(), { maxBytes: 100 }))).toEqual(['pdf/too-large']);
    expect(codes(await extractInvoice(fixture('einvoices/facturx/mustang_corruptedV2PDF.pdf')))).not.toContain('extraction/internal-error');
  });

  it('refuses a decompression bomb image from its header', async () => {
    // A PNG header announcing 100000 x 100000 pixels.
    const png = new Uint8Array(33);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(png.buffer).setUint32(16, 100_000);
    new DataView(png.buffer).setUint32(20, 100_000);
    expect(codes(await extractInvoice(png))).toEqual(['pdf/image-too-large']);
  });
});

describe('inspectPdf', () => {
  it('checks magic bytes, encryption and page count without extracting', async () => {
    expect(await inspectPdf(await invoicePdf())).toEqual({ ok: true, pageCount: 1, encrypted: false });
    expect(await inspectPdf(new TextEncoder().encode('<html>'))).toMatchObject({ ok: false, code: 'pdf/not-a-pdf' });
    expect(await inspectPdf(encryptedPdf())).toMatchObject({ ok: false, encrypted: true, code: 'pdf/encrypted' });
    expect(await inspectPdf(await invoicePdf(), { maxPages: 0 })).toMatchObject({ ok: false, code: 'pdf/too-many-pages' });
  });
});

/**
 * The invoice as a scanned image, with a one-line typed stamp in the text layer; `upsideDown`
 * scanned the wrong way round; `faded` with its number and date rows printed pale, as a thermal
 * receipt's top fades.
 */
async function hybridPdf(upsideDown = false, faded = false): Promise<Uint8Array> {
  const opened = await openPdf(await invoicePdf());
  if (!opened.ok) throw new Error('invoice PDF does not open');
  const rendered = await renderPage(await opened.doc.getPage(1), 2.5);
  await closePdf(opened.task);
  const { createCanvas } = loadCanvas();
  const canvas = createCanvas(rendered.width, rendered.height);
  const context = canvas.getContext('2d');
  const image = context.createImageData(rendered.width, rendered.height);
  image.data.set(rendered.data);
  if (faded) {
    // Points 70-100 from the top, from x 390: black becomes a pale grey (about 153 of 255).
    for (let y = Math.round(70 * 2.5); y < Math.round(100 * 2.5); y++) {
      for (let x = Math.round(390 * 2.5); x < rendered.width; x++) {
        const i = (y * rendered.width + x) * 4;
        for (let c = 0; c < 3; c++) image.data[i + c] = 255 - Math.round((255 - image.data[i + c]!) * 0.4);
      }
    }
  }
  context.putImageData(image, 0, 0);
  let scanned = canvas;
  if (upsideDown) {
    scanned = createCanvas(rendered.width, rendered.height);
    const turned = scanned.getContext('2d');
    turned.translate(rendered.width, rendered.height);
    turned.rotate(Math.PI);
    turned.drawImage(canvas, 0, 0);
  }
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawImage(await pdf.embedPng(new Uint8Array(await scanned.encode('png'))), { x: 0, y: 0, width: 595, height: 842 });
  page.drawText('Registrado 12/03/2025 - pag. 1', { x: 40, y: 10, size: 7, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return pdf.save();
}

describe('OCR', () => {
  it('reads a scanned page under a thin text layer', async () => {
    const result = await extractInvoice(await hybridPdf(), { companyTaxId: 'A08370314', today: '2026-01-01' });
    expect(result).toMatchObject({ evidence: 'ocr', number: 'F-2025/0042', total: 1210, supplierTaxId: 'B64717838' });
  }, 30_000);

  it('reads a page scanned upside down', async () => {
    const result = await extractInvoice(await hybridPdf(true), { companyTaxId: 'A08370314', today: '2026-01-01' });
    expect(result).toMatchObject({ evidence: 'ocr', number: 'F-2025/0042', total: 1210, supplierTaxId: 'B64717838' });
  }, 30_000);

  it('reads the number and date of a page whose top faded again, with a local threshold, to be confirmed', async () => {
    const result = await extractInvoice(await hybridPdf(false, true), { companyTaxId: 'A08370314', today: '2026-01-01' });
    expect(result).toMatchObject({ evidence: 'ocr', number: 'F-2025/0042', date: '2025-03-07', total: 1210, supplierTaxId: 'B64717838' });
    expect(result.status).toBe('has-errors');
    expect(result.issues).toContainEqual(expect.objectContaining({ field: 'number', code: 'extraction/low-confidence' }));
  }, 30_000);

  it('reads a photographed invoice with the local Spanish and English models', async () => {
    const result = await extractInvoice(fixture('invoices/F-2025-007.png'), { companyTaxId: 'B00000000', today: '2026-01-01' });
    expect(result).toMatchObject({ evidence: 'ocr', number: 'FZ-100666', date: '2025-06-30', total: 1.5, customerTaxId: 'B00000000' });
    // The supplier id printed on this sample fails its checksum: never successful.
    expect(result.status).toBe('has-errors');
    expect(result.timings.ocr).toBeGreaterThan(0);
  }, 30_000);
});
