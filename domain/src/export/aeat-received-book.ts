/**
 * The AEAT "Libro registro de facturas recibidas" (IVA) in the common electronic format the
 * Agencia Tributaria publishes for its requests ("Formato electrónico de los libros registro
 * del IVA y del IRPF", XLSX or CSV with `;`): the 42 columns in their published order, two
 * header rows (groups, then columns), one line per VAT rate of each invoice (validation 8:
 * the common data repeated, "Total Factura" the subtotal of the line).
 *
 * Amounts outside the tax base (suplidos, art. 78.3.3 LIVA; tasas) are no operation of the
 * book: they are in no line's base, cuota or "Total Factura" (the line's subtotal), and an
 * invoice of suplidos alone has no line.
 *
 * As an IVA book (not the unified IVA + IRPF one), "Concepto de Gasto", "Gasto Deducible" and
 * the IRPF withholding columns stay empty (validation 14). Invoices under IGIC or IPSI carry
 * operation key 08 and no deductible IVA.
 */
import { dayKeyIn } from '../date/day-key';
import { outsideBaseOf } from '../invoice/invoice.schema';
import { validateTaxId } from '../tax-id/validate-any-tax-id';
import type { ExportInvoice } from './export-invoice';
import { date, decimal, integer, text, type Sheet, type SheetCell } from './sheet';

interface Column {
  group: string;
  header: string;
}

const column = (header: string, group = ''): Column => ({ group, header });

export const AEAT_RECEIVED_COLUMNS: readonly Column[] = [
  column('Ejercicio', 'Autoliquidación'),
  column('Periodo', 'Autoliquidación'),
  column('Código', 'Actividad'),
  column('Tipo', 'Actividad'),
  column('Grupo o Epígrafe del IAE', 'Actividad'),
  column('Tipo de Factura'),
  column('Concepto de Gasto'),
  column('Gasto Deducible'),
  column('Fecha Expedición'),
  column('Fecha Operación'),
  column('Serie-Número', 'Identificación Factura del Expedidor'),
  column('Número-Final', 'Identificación Factura del Expedidor'),
  column('Fecha Recepción'),
  column('Número Recepción'),
  column('Número Recepción Final'),
  column('Tipo', 'NIF Expedidor'),
  column('Código País', 'NIF Expedidor'),
  column('Identificación', 'NIF Expedidor'),
  column('Nombre Expedidor'),
  column('Clave de Operación'),
  column('Bien de Inversión'),
  column('Inversión del Sujeto Pasivo'),
  column('Deducible en Periodo Posterior'),
  column('Ejercicio', 'Periodo Deducción'),
  column('Periodo', 'Periodo Deducción'),
  column('Total Factura'),
  column('Base Imponible'),
  column('Tipo de IVA'),
  column('Cuota IVA Soportado'),
  column('Cuota Deducible'),
  column('Tipo de Recargo eq.'),
  column('Cuota Recargo Eq.'),
  column('Fecha', 'Pago'),
  column('Importe', 'Pago'),
  column('Medio Utilizado', 'Pago'),
  column('Identificación Medio Utilizado', 'Pago'),
  column('Tipo Retención del IRPF'),
  column('Importe Retenido del IRPF'),
  column('Registro Acuerdo Facturación'),
  column('Situación', 'Inmueble'),
  column('Referencia Catastral', 'Inmueble'),
  column('Referencia Externa'),
];

export const AEAT_RECEIVED_SHEET = 'RECIBIDAS';

/** The taxpayer's id in the three NIF columns: Spanish NIF bare, another EU VAT number as 02. */
function supplierIdCells(taxId: string | null): [SheetCell, SheetCell, SheetCell] {
  if (!taxId) return [null, null, null];
  const id = validateTaxId(taxId);
  if (id.kind === 'eu-vat' && id.country) return [text('02'), text(id.country), text(id.normalized, 20)];
  return [null, null, text(id.normalized, 20)];
}

function quarter(day: string): string {
  return `${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}T`;
}

/** `YYYY-MM-DD` of an epoch-ms instant in Spain, the day the invoice was received (uploaded). */
export function receptionDay(epochMs: number, timeZone = 'Europe/Madrid'): string {
  return dayKeyIn(epochMs, timeZone);
}

function lineRows(invoice: ExportInvoice): SheetCell[][] {
  const received = receptionDay(invoice.createdAt);
  const issued = invoice.date ?? received;
  const foreignTax = invoice.taxType === 'igic' || invoice.taxType === 'ipsi';
  const lines = invoice.vatLines.length ? invoice.vatLines : noLine(invoice);
  return lines.map((line) => {
    const hasRecargo = line.recargoRate > 0 || line.recargo !== 0;
    return [
      integer(Number(issued.slice(0, 4))),
      text(quarter(issued)),
      null,
      null,
      null,
      text(invoice.documentType === 'credit-note' ? 'R4' : 'F1'),
      null,
      null,
      date(invoice.date),
      null,
      text(invoice.number, 40),
      null,
      date(received),
      null,
      null,
      ...supplierIdCells(invoice.supplierTaxId),
      text(invoice.supplierName, 40),
      text(foreignTax ? '08' : '01'),
      text('N'),
      text('N'),
      text('N'),
      null,
      null,
      decimal(round2(line.base + line.cuota + line.recargo)),
      decimal(line.base),
      decimal(line.rate),
      decimal(line.cuota),
      decimal(foreignTax ? 0 : line.cuota),
      hasRecargo ? decimal(line.recargoRate) : null,
      hasRecargo ? decimal(line.recargo) : null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      text(invoice.id, 40),
    ];
  });
}

/** An invoice read without VAT lines: one 0 % line of its total, less what is outside the base. */
function noLine(invoice: ExportInvoice): ExportInvoice['vatLines'] {
  const outside = outsideBaseOf(invoice);
  const base = round2((invoice.total ?? 0) - outside.reduce((sum, item) => sum + item.amount, 0));
  if (base === 0 && outside.length > 0) return [];
  return [{ rate: 0, base, cuota: 0, recargoRate: 0, recargo: 0 }];
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Invoices ordered by issue date then number, as a book is kept "por orden de fechas". */
export function receivedBookSheet(invoices: readonly ExportInvoice[]): Sheet {
  const ordered = [...invoices].sort(
    (a, b) => (a.date ?? '').localeCompare(b.date ?? '') || (a.number ?? '').localeCompare(b.number ?? ''),
  );
  return {
    name: AEAT_RECEIVED_SHEET,
    headerRows: [AEAT_RECEIVED_COLUMNS.map((item) => item.group), AEAT_RECEIVED_COLUMNS.map((item) => item.header)],
    rows: ordered.flatMap(lineRows),
  };
}
