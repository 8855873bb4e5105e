/**
 * A one-page text-layer invoice of Suministros Levante S.L. (B64717838) to Talleres Norte S.A.
 * (A08370314) that also quotes the customer's order as a bare "Nº: 4500123", the way many
 * suppliers print an order or customer reference in their header. The invoice number is
 * printed as "Nº: <number>" too, so nothing but order on the page tells the two apart:
 * - `orderFirst`: the order reference above the title. The engine takes it for the invoice
 *   number (unsure), the first failure class of issue 19.
 * - otherwise the order below the number: the engine reads the number right, but unsure
 *   (two values under the same label), so without the supplier's profile it stops for review.
 * 1.000,00 + 21 % VAT = 1.210,00: every hard check passes.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';

export const ORDER_REFERENCE_SUPPLIER = { name: 'Suministros Levante S.L.', taxId: 'B64717838' } as const;
export const ORDER_REFERENCE_CUSTOMER = { name: 'Talleres Norte S.A.', taxId: 'A08370314' } as const;

export async function orderReferencePdf(options: { number: string; date: string; order: string; orderFirst?: boolean }): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const text = (value: string, x: number, top: number, size = 9) => page.drawText(value, { x, y: 842 - top - size, size, font });
  text(ORDER_REFERENCE_SUPPLIER.name, 50, 40, 15);
  text('FACTURA', 430, 40, 20);
  text(`NIF: ${ORDER_REFERENCE_SUPPLIER.taxId}`, 50, 62);
  text(`Nº: ${options.number}`, 400, 74);
  text(`Fecha: ${options.date}`, 400, 88);
  if (options.orderFirst) text(`Nº: ${options.order}`, 430, 20);
  else text(`Nº: ${options.order}`, 400, 102);
  text(`Cliente: ${ORDER_REFERENCE_CUSTOMER.name}`, 50, 120);
  text(`CIF: ${ORDER_REFERENCE_CUSTOMER.taxId}`, 50, 134);
  text('Base imponible', 350, 300);
  text('1.000,00 €', 480, 300);
  text('IVA 21%', 350, 314);
  text('210,00 €', 480, 314);
  text('TOTAL FACTURA', 350, 330);
  text('1.210,00 €', 480, 330);
  return pdf.save();
}
