/**
 * An invoice register (libro registro de facturas) as invoices. The AEAT books write one line per
 * VAT rate with the common data repeated: lines of the same number, counterparty and date are one
 * invoice (totals and withholdings summed). Received or issued is told by the columns (supplier or
 * customer side), by the company's own NIF when both sides are present, or by the sheet's name.
 */
import { sameTaxId } from '../../tax-id/validate-any-tax-id';
import { normalizeTaxId } from '../../tax-id/validate-tax-id';
import { decideDateOrder, decideDecimal, parseCents, parseDateCell } from '../read/cell-values';
import { findHeader } from '../read/header';
import { type ReadResult, MAX_FILE_BYTES, MAX_ROWS, refuse } from '../read/read-result';
import { type TableRow, firstRecognised, readTable } from '../read/read-table';
import type { FileFormat, FileIssue, InvoiceRegister, RegisterInvoice } from '../types';
import { REGISTER_ALIASES } from './register-aliases';

const at = (cells: readonly string[], columns: number[] | undefined): string => (columns ? (cells[columns[0]!] ?? '').trim() : '');

export function readRegisterTable(
  rows: readonly TableRow[],
  format: Extract<FileFormat, 'csv' | 'xlsx'>,
  options: { sheet?: string | null; companyTaxId?: string | undefined } = {},
): ReadResult<InvoiceRegister> {
  const header = findHeader(rows, REGISTER_ALIASES, (c) => Boolean(c.number && c.date && c.total));
  if (!header) return refuse('bank/register-no-columns', format);
  const c = header.columns;
  const data = rows.slice(header.index + 1);
  if (data.length > MAX_ROWS) return refuse('bank/too-many-rows', format);
  const supplierSide = Boolean(c.supplierTaxId || c.supplierName);
  const customerSide = Boolean(c.customerTaxId || c.customerName);
  const sTax = c.supplierTaxId ?? (supplierSide || !customerSide ? c.taxId : undefined);
  const sName = c.supplierName ?? (supplierSide || !customerSide ? c.name : undefined);
  const cTax = c.customerTaxId ?? (!sTax ? c.taxId : undefined);
  const cName = c.customerName ?? (!sName ? c.name : undefined);
  const issuedSheet = /expedid|emitid|ventas|issued|sales/i.test(options.sheet ?? '');
  const fallback = format === 'xlsx' ? '.' : ',';
  const totalDecimal = decideDecimal(data.map((r) => at(r.cells, c.total)), fallback);
  const irpfDecimal = decideDecimal(data.map((r) => at(r.cells, c.irpf)), fallback);
  const order = decideDateOrder(data.map((r) => at(r.cells, c.date)));
  const issues: FileIssue[] = [];
  const byKey = new Map<string, RegisterInvoice>();
  for (const { row, cells } of data) {
    const number = at(cells, c.number);
    const date = parseDateCell(at(cells, c.date), order);
    const total = parseCents(at(cells, c.total), totalDecimal);
    if (!number || !date || total === null) {
      if (number || date) issues.push({ code: 'bank/row-skipped', row });
      continue;
    }
    const supplier = { taxId: at(cells, sTax), name: at(cells, sName) };
    const customer = { taxId: at(cells, cTax), name: at(cells, cName) };
    const company = options.companyTaxId ?? '';
    let kind: RegisterInvoice['kind'];
    if (company && supplier.taxId && sameTaxId(supplier.taxId, company)) kind = 'issued';
    else if (company && customer.taxId && sameTaxId(customer.taxId, company)) kind = 'received';
    else if (supplier.taxId || supplier.name) kind = 'received';
    else if (customer.taxId || customer.name) kind = 'issued';
    else kind = issuedSheet ? 'issued' : 'received';
    if (kind === 'received' && issuedSheet && !supplierSide) kind = 'issued';
    const party = kind === 'received' ? supplier : customer;
    const taxId = party.taxId ? normalizeTaxId(party.taxId) : null;
    const irpf = Math.abs(parseCents(at(cells, c.irpf), irpfDecimal) ?? 0);
    const key = `${number}|${taxId ?? party.name}|${date}|${kind}`;
    const known = byKey.get(key);
    if (known) {
      known.totalCents += total;
      known.irpfCents += irpf;
      continue;
    }
    byKey.set(key, { row, number, date, counterpartyTaxId: taxId, counterpartyName: party.name || null, totalCents: total, irpfCents: irpf, kind });
  }
  const items = [...byKey.values()];
  if (items.length === 0) return refuse('bank/no-lines', format);
  return { ok: true, format, bank: null, rows: items.length, issues, value: { items } };
}

export async function readRegisterFile(bytes: Uint8Array, companyTaxId?: string): Promise<ReadResult<InvoiceRegister>> {
  if (bytes.length > MAX_FILE_BYTES) return refuse('bank/file-too-large', null);
  const table = await readTable(bytes);
  if (!table.ok) return refuse(table.code, null, table.row);
  return firstRecognised(table, (sheet) => readRegisterTable(sheet.rows, table.format, { sheet: sheet.name, companyTaxId }));
}
