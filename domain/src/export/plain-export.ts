/**
 * The plain CSV export: one row per invoice with its totals, status and issue codes, for
 * software that does not read the AEAT layout. Headers follow the user's language. Amounts
 * outside the tax base (suplidos, tasas) have a column of their own, kept out of base and VAT,
 * so base + VAT + recargo − IRPF + outside the base = total.
 */
import { outsideBaseOf } from '../invoice/invoice.schema';
import type { Language } from '../records/account.schema';
import type { BookOwner, ExportInvoice } from './export-invoice';
import { receptionDay } from './aeat-received-book';
import { date, decimal, text, type Sheet, type SheetCell } from './sheet';

const COLUMNS = [
  'client',
  'clientTaxId',
  'number',
  'date',
  'supplier',
  'supplierTaxId',
  'customer',
  'customerTaxId',
  'currency',
  'base',
  'vatRates',
  'vat',
  'recargo',
  'irpfRate',
  'irpf',
  'outsideBase',
  'total',
  'status',
  'issues',
  'received',
  'fileName',
  'batchId',
  'invoiceId',
] as const;
type PlainColumn = (typeof COLUMNS)[number];

const HEADERS: Record<Language, Record<PlainColumn, string>> = {
  en: {
    client: 'Client', clientTaxId: 'Client tax ID', number: 'Invoice number', date: 'Date', supplier: 'Supplier',
    supplierTaxId: 'CIF', customer: 'Customer', customerTaxId: 'Customer tax ID', currency: 'Currency', base: 'Base',
    vatRates: 'VAT rates', vat: 'VAT', recargo: 'Equivalence surcharge', irpfRate: 'IRPF rate', irpf: 'IRPF withheld',
    outsideBase: 'Outside the tax base (suplidos)', total: 'Total', status: 'Status', issues: 'Issues', received: 'Received', fileName: 'File', batchId: 'Upload',
    invoiceId: 'Invoice ID',
  },
  es: {
    client: 'Cliente', clientTaxId: 'NIF del cliente', number: 'Número de factura', date: 'Fecha', supplier: 'Proveedor',
    supplierTaxId: 'CIF', customer: 'Destinatario', customerTaxId: 'NIF del destinatario', currency: 'Moneda', base: 'Base imponible',
    vatRates: 'Tipos de IVA', vat: 'Cuota de IVA', recargo: 'Recargo de equivalencia', irpfRate: 'Tipo de IRPF', irpf: 'Retención IRPF',
    outsideBase: 'Suplidos y no sujetos', total: 'Total', status: 'Estado', issues: 'Incidencias', received: 'Recibida', fileName: 'Archivo', batchId: 'Subida',
    invoiceId: 'ID de factura',
  },
};

const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;

function row(owner: BookOwner, invoice: ExportInvoice): SheetCell[] {
  const lines = invoice.vatLines;
  const cells: Record<PlainColumn, SheetCell> = {
    client: text(owner.name),
    clientTaxId: text(owner.taxId),
    number: text(invoice.number),
    date: date(invoice.date),
    supplier: text(invoice.supplierName),
    supplierTaxId: text(invoice.supplierTaxId),
    customer: text(invoice.customerName),
    customerTaxId: text(invoice.customerTaxId),
    currency: text(invoice.currency),
    base: decimal(sum(lines.map((line) => line.base))),
    vatRates: text(lines.map((line) => String(line.rate)).join(' | ')),
    vat: decimal(sum(lines.map((line) => line.cuota))),
    recargo: decimal(sum(lines.map((line) => line.recargo))),
    irpfRate: decimal(invoice.irpf?.rate),
    irpf: decimal(invoice.irpf?.amount),
    outsideBase: decimal(sum(outsideBaseOf(invoice).map((item) => item.amount))),
    total: decimal(invoice.total),
    status: text(invoice.status),
    issues: text(invoice.issues.filter((issue) => issue.severity === 'error').map((issue) => issue.code).join(' ')),
    received: date(receptionDay(invoice.createdAt)),
    fileName: text(invoice.fileName),
    batchId: text(invoice.batchId),
    invoiceId: text(invoice.id),
  };
  return COLUMNS.map((key) => cells[key]);
}

export function plainSheet(owner: BookOwner, invoices: readonly ExportInvoice[], language: Language): Sheet {
  const ordered = [...invoices].sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));
  return {
    name: 'Factoria',
    headerRows: [COLUMNS.map((key) => HEADERS[language][key])],
    rows: ordered.map((invoice) => row(owner, invoice)),
  };
}
