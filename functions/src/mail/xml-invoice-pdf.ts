/**
 * A Facturae or UBL invoice received as a bare .xml goes through the invoice pipeline like every
 * other file: as a PDF. The PDF carries the XML as an embedded file (as Factur-X does), which
 * the extractor reads as its strongest evidence, and a page that names the file and the invoice
 * so the viewer shows what it is. pdf-lib's standard font is WinAnsi: other characters become '?'.
 */
import type { EInvoice } from '@factoria/domain/einvoice/parse-einvoice';

function winAnsi(text: string): string {
  return text.normalize('NFC').replace(/[^\x20-\x7e\u00a0-\u00ff€]/g, '?').slice(0, 90);
}

export async function xmlInvoicePdf(fileName: string, xml: string, einvoice: EInvoice): Promise<Uint8Array> {
  // Loaded only for a bare XML attachment: every function process would otherwise parse it at start.
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(fileName);
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  let top = 60;
  const line = (text: string, size = 10) => {
    page.drawText(winAnsi(text), { x: 50, y: 842 - top, size, font });
    top += size + 8;
  };
  line(`${einvoice.format === 'facturae' ? 'Facturae' : einvoice.format.toUpperCase()} ${einvoice.version ?? ''}`.trim(), 16);
  line(fileName);
  for (const invoice of einvoice.invoices.slice(0, 20)) {
    top += 6;
    line([invoice.number, invoice.date].filter(Boolean).join(' · '), 12);
    line([invoice.supplierName, invoice.supplierTaxId].filter(Boolean).join(' · '));
    line([invoice.customerName, invoice.customerTaxId].filter(Boolean).join(' · '));
    if (invoice.total !== null && invoice.total !== undefined) line(`Total: ${invoice.total} ${invoice.currency ?? ''}`);
  }
  await pdf.attach(new TextEncoder().encode(xml), fileName.replace(/[^\w.-]/g, '_') || 'invoice.xml', {
    mimeType: 'application/xml',
    description: 'Electronic invoice',
  });
  return pdf.save();
}
