/**
 * A one-page text-layer invoice for tests: Suministros Levante S.L. (B64717838) to Talleres
 * Norte S.A. (A08370314), F-2025/0042 of 07/03/2025, 1.000,00 + 21 % VAT = 1.210,00, which
 * passes every check. `total` prints another total (breaking the arithmetic); `qr` adds a
 * tax QR code with that content.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';

export async function invoicePdf(options: { qr?: string; total?: string } = {}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const text = (value: string, x: number, top: number, size = 9) => page.drawText(value, { x, y: 842 - top - size, size, font });
  text('Suministros Levante S.L.', 50, 40, 15);
  text('FACTURA', 430, 40, 20);
  text('NIF: B64717838', 50, 62);
  text('Nº Factura: F-2025/0042', 400, 74);
  text('Fecha: 07/03/2025', 400, 88);
  text('Cliente: Talleres Norte S.A.', 50, 120);
  text('CIF: A08370314', 50, 134);
  text('Base imponible', 350, 300);
  text('1.000,00 €', 480, 300);
  text('IVA 21%', 350, 314);
  text('210,00 €', 480, 314);
  text('TOTAL FACTURA', 350, 330);
  text(options.total ?? '1.210,00 €', 480, 330);
  if (options.qr) {
    text('QR tributario:', 50, 400);
    const png = await QRCode.toBuffer(options.qr, { errorCorrectionLevel: 'M', margin: 1, scale: 4 });
    const image = await pdf.embedPng(new Uint8Array(png));
    page.drawImage(image, { x: 50, y: 842 - 500, width: 90, height: 90 });
  }
  return pdf.save();
}
