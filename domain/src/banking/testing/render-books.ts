/**
 * A generated pack's diary (Holded import CSV, or an a3-style .xlsx listing whose entry number
 * shows on the first line only) and invoice register (Factoría's plain CSV export, or a generic
 * Spanish .xlsx with supplier and customer columns), with the file row of what they hold.
 */
import type { Pack, PackInvoice } from './pack-types';
import { renderXlsx, utcDate, type XlsxValue } from './render-xlsx';

export type DiaryLayout = 'holded' | 'a3';
export type RegisterLayout = 'factoria' | 'generic' | 'known';

export interface RenderedDiary {
  name: string;
  bytes: Uint8Array;
  /** Row of the 572 line booking each bank line (by line index). */
  bankRows: Map<number, number>;
  /** Rows of 572 lines with no bank movement (cheques not yet cashed). */
  pendingRows: number[];
}

export interface RenderedRegister {
  name: string;
  bytes: Uint8Array;
  /** Row of each invoice, by key. */
  rows: Map<string, number>;
}

const comma = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export async function renderDiary(pack: Pack, layout: DiaryLayout): Promise<RenderedDiary> {
  const bankRows = new Map<number, number>();
  const pendingRows: number[] = [];
  const rows: XlsxValue[][] = [];
  const header = layout === 'holded' ? ['Nº asiento*', 'Fecha*', 'Nombre cuenta*', 'Nº cuenta*', 'Debe*', 'Haber*', 'Descripción'] : ['Asiento', 'Fecha', 'Cuenta', 'Concepto', 'Debe', 'Haber'];
  rows.push(header);
  pack.entries.forEach((entry, e) => {
    entry.lines.forEach((line, i) => {
      const row = rows.length + 1;
      if (line.account.startsWith('572') && line.account === '5720001') {
        if (line.bankLine === null) pendingRows.push(row);
        else bankRows.set(line.bankLine, row);
      }
      if (layout === 'holded') rows.push([String(e + 1), dmy(entry.date), line.name, line.account, comma(line.debitCents), comma(line.creditCents), line.description]);
      else rows.push([i === 0 ? e + 1 : null, i === 0 ? utcDate(entry.date) : null, Number(line.account), line.description, line.debitCents / 100, line.creditCents / 100]);
    });
  });
  if (layout === 'a3') return { name: 'diario.xlsx', bytes: await renderXlsx(rows, 'Diario'), bankRows, pendingRows };
  const text = rows.map((r) => r.map((v) => String(v ?? '')).join(';')).join('\r\n');
  return { name: 'diario.csv', bytes: new TextEncoder().encode(`${text}\r\n`), bankRows, pendingRows };
}

function sides(pack: Pack, invoice: PackInvoice) {
  const party = { name: invoice.name, taxId: invoice.taxId ?? '' };
  const company = { name: pack.company.name, taxId: pack.company.taxId };
  return invoice.kind === 'issued' ? { supplier: company, customer: party } : { supplier: party, customer: company };
}

export async function renderRegister(pack: Pack, layout: Exclude<RegisterLayout, 'known'>): Promise<RenderedRegister> {
  const rows = new Map<string, number>();
  if (layout === 'factoria') {
    const quoted = (s: string) => `"${s.replace(/"/g, '""')}"`;
    const out = ['Invoice number,Date,Supplier,CIF,Customer,Customer tax ID,IRPF withheld,Total'];
    for (const invoice of pack.invoices) {
      const { supplier, customer } = sides(pack, invoice);
      out.push([quoted(invoice.number), invoice.date, quoted(supplier.name), supplier.taxId, quoted(customer.name), customer.taxId, (invoice.irpfCents / 100).toFixed(2), (invoice.totalCents / 100).toFixed(2)].join(','));
      rows.set(invoice.key, out.length);
    }
    return { name: 'facturas.csv', bytes: new TextEncoder().encode(`\uFEFF${out.join('\r\n')}\r\n`), rows };
  }
  const data: XlsxValue[][] = [['Libro de facturas'], [], ['Nº factura', 'Fecha', 'Proveedor', 'NIF proveedor', 'Cliente', 'NIF cliente', 'Retención IRPF', 'Total']];
  for (const invoice of pack.invoices) {
    const { supplier, customer } = sides(pack, invoice);
    data.push([invoice.number, utcDate(invoice.date), supplier.name, supplier.taxId, customer.name, customer.taxId, invoice.irpfCents / 100, invoice.totalCents / 100]);
    rows.set(invoice.key, data.length);
  }
  return { name: 'facturas.xlsx', bytes: await renderXlsx(data, 'Facturas'), rows };
}
