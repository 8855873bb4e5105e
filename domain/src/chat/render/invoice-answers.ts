/** ES/EN answers for the invoice tools. Every figure goes through the builder with its source. */
import type { ErrorSummary, InvoiceList, VatTotals } from '../tools/invoice-tools';
import { MAX_ROWS, invoiceSource } from '../tools/invoice-tools';
import type { ChatCompany, ChatInvoice, SourceRef, ToolResult } from '../types';
import type { AnswerBuilder } from './answer-builder';
import { formatDate, formatMoney, periodLabel } from './answer-builder';

const STATUS: Record<string, [string, string]> = {
  successful: ['correcta', 'successful'],
  'has-errors': ['con errores', 'with errors'],
  'not-in-euro': ['en otra moneda', 'not in euro'],
  albaran: ['albarán', 'delivery note'],
};

export function statusLabel(b: AnswerBuilder, status: string): string {
  const pair = STATUS[status] ?? [status, status];
  return b.pick(pair[0], pair[1]);
}

function invoiceTable(b: AnswerBuilder, rows: ChatInvoice[], companies: Map<string, ChatCompany>): void {
  if (rows.length === 0) return;
  b.blocks.push({
    type: 'table',
    columns: [b.pick('Número', 'Number'), b.pick('Fecha', 'Date'), b.pick('Proveedor', 'Supplier'), b.pick('Cliente', 'Client'), b.pick('Total', 'Total'), b.pick('Estado', 'Status')],
    rows: rows.map((invoice) => ({
      cells: [invoice.number ?? '—', invoice.date ? formatDate(invoice.date, b.lang) : '—', invoice.supplierName ?? '—', companies.get(invoice.companyId)?.name ?? '', invoice.total === null ? '—' : formatMoney(invoice.total, b.lang), statusLabel(b, invoice.status)],
      source: invoiceSource(invoice),
    })),
  });
}

export function renderVatTotals(b: AnswerBuilder, result: ToolResult<VatTotals>, company: ChatCompany): void {
  const d = result.data;
  const list = result.sources[0]!;
  const when = b.inPeriod(d.period, list);
  if (d.invoiceCount === 0) {
    b.say(b.pick(`No hay facturas de ${company.name} ${when}${d.rate !== null ? ` al ${b.rate(d.rate, list)}` : ''}.`, `There are no invoices of ${company.name} ${when}${d.rate !== null ? ` at ${b.rate(d.rate, list)}` : ''}.`));
    return;
  }
  const n = b.counted(d.invoiceCount, list, ['factura', 'facturas'], ['invoice', 'invoices']);
  if (d.rate !== null) {
    const rate = b.rate(d.rate, list);
    b.say(b.pick(`${company.name} ${when}, IVA al ${rate}: base imponible ${b.money(d.base, list)}, cuota ${b.money(d.cuota, list)} y recargo ${b.money(d.recargo, list)}, en ${n}.`, `${company.name} ${when}, VAT at ${rate}: taxable base ${b.money(d.base, list)}, VAT ${b.money(d.cuota, list)} and surcharge ${b.money(d.recargo, list)}, across ${n}.`));
  } else {
    b.say(b.pick(
      `${company.name} ${when}: base imponible ${b.money(d.base, list)}, cuota de IVA soportado ${b.money(d.cuota, list)}, recargo de equivalencia ${b.money(d.recargo, list)} e IRPF retenido ${b.money(d.irpf, list)}, en ${n} (total ${b.money(d.total, list)}).`,
      `${company.name} ${when}: taxable base ${b.money(d.base, list)}, input VAT ${b.money(d.cuota, list)}, equivalence surcharge ${b.money(d.recargo, list)} and IRPF withheld ${b.money(d.irpf, list)}, across ${n} (total ${b.money(d.total, list)}).`,
    ));
  }
  if (d.withErrors > 0) {
    const errors: SourceRef = { ...(list as Extract<SourceRef, { kind: 'invoice-list' }>), status: 'errors' };
    b.say(b.pick(`${b.count(d.withErrors, errors)} de ellas tienen errores sin corregir.`, `${b.count(d.withErrors, errors)} of them have errors to fix.`));
  }
  b.blocks.push({
    type: 'table',
    columns: [b.pick('Tipo', 'Rate'), b.pick('Base', 'Base'), b.pick('Cuota', 'VAT'), b.pick('Recargo', 'Surcharge'), b.pick('Facturas', 'Invoices')],
    rows: d.byRate.map((line) => ({ cells: [b.lang === 'es' ? `${line.rate} %` : `${line.rate}%`, formatMoney(line.base, b.lang), formatMoney(line.cuota, b.lang), formatMoney(line.recargo, b.lang), String(line.count)], source: list })),
  });
}

export function renderInvoiceList(b: AnswerBuilder, result: ToolResult<InvoiceList>, companies: Map<string, ChatCompany>, describe: string): void {
  const d = result.data;
  const list = result.sources[0]!;
  if (d.count === 0) {
    b.say(b.pick(`No encuentro facturas${describe}.`, `I found no invoices${describe}.`));
    return;
  }
  const n = b.counted(d.count, list, ['factura', 'facturas'], ['invoice', 'invoices']);
  b.say(b.pick(`${n}${describe}, por un total de ${b.money(d.totalAmount, list)}.`, `${n}${describe}, totalling ${b.money(d.totalAmount, list)}.`));
  if (d.count > d.shown) b.say(b.pick(`Estas son las ${b.count(d.shown, list)} más recientes.`, `These are the ${b.count(d.shown, list)} most recent.`));
  invoiceTable(b, d.rows, companies);
  b.actions.push({ type: 'open-list', source: list, label: b.pick('Ver la lista', 'Open the list') });
}

export function renderErrors(b: AnswerBuilder, result: ToolResult<ErrorSummary>, companies: Map<string, ChatCompany>, describe: string): void {
  const d = result.data;
  const list = result.sources[0]!;
  if (d.count === 0) {
    b.say(b.pick(`No hay facturas con errores${describe}.`, `There are no invoices with errors${describe}.`));
    return;
  }
  const n = b.counted(d.count, list, ['factura', 'facturas'], ['invoice', 'invoices']);
  b.say(b.pick(`${n} con errores${describe}.`, `${n} with errors${describe}.`));
  if (d.count > d.shown) b.say(b.pick(`Estas son las ${b.count(d.shown, list)} más recientes.`, `These are the ${b.count(d.shown, list)} most recent.`));
  invoiceTable(b, d.rows, companies);
  b.blocks.push({ type: 'table', columns: [b.pick('Error', 'Error'), b.pick('Facturas', 'Invoices')], rows: d.byCode.map((entry) => ({ cells: [entry.code, String(entry.count)], source: list })) });
  b.actions.push({ type: 'open-list', source: list, label: b.pick('Ver las facturas con errores', 'Open the invoices with errors') });
}

export function renderNextError(b: AnswerBuilder, result: ToolResult<{ invoice: ChatInvoice | null; remaining: number }>, companies: Map<string, ChatCompany>): void {
  const { invoice, remaining } = result.data;
  if (!invoice) {
    b.say(b.pick('No queda ninguna factura con errores. ¡Todo al día!', 'No invoice with errors is left. All caught up!'));
    return;
  }
  const source = invoiceSource(invoice);
  const company = companies.get(invoice.companyId)?.name ?? '';
  const number = invoice.number ? b.invoiceNumber(invoice.number, source) : b.pick('sin número', 'with no number');
  const date = invoice.date ? b.date(invoice.date, source) : '—';
  b.say(b.pick(
    `La siguiente factura con errores es la ${number} de ${invoice.supplierName ?? 'proveedor desconocido'} (${company}), del ${date}. Quedan ${b.count(remaining, result.sources[1]!)} con errores.`,
    `The next invoice with errors is ${number} from ${invoice.supplierName ?? 'an unknown supplier'} (${company}), dated ${date}. ${b.count(remaining, result.sources[1]!)} with errors remain.`,
  ));
  b.blocks.push({ type: 'table', columns: [b.pick('Error', 'Error')], rows: invoice.errors.map((code) => ({ cells: [code], source })) });
  b.actions.push({ type: 'open-invoice', invoiceId: invoice.id, companyId: invoice.companyId, label: b.pick('Abrir la factura', 'Open the invoice') });
}

export function renderDuplicates(b: AnswerBuilder, result: ToolResult<{ count: number; pairs: [ChatInvoice, ChatInvoice][] }>, companies: Map<string, ChatCompany>, describe: string): void {
  const list = result.sources[0]!;
  if (result.data.count === 0) {
    b.say(b.pick(`No veo posibles duplicados${describe}.`, `I see no possible duplicates${describe}.`));
    return;
  }
  const n = b.counted(result.data.count, list, ['posible duplicado', 'posibles duplicados'], ['possible duplicate', 'possible duplicates']);
  b.say(`${n}${describe}.`);
  invoiceTable(b, result.data.pairs.flatMap(([a, c]) => [a, c]).slice(0, MAX_ROWS * 2), companies);
}

export function renderInvoice(b: AnswerBuilder, result: ToolResult<{ number: string; matches: ChatInvoice[] }>, companies: Map<string, ChatCompany>): void {
  const { matches } = result.data;
  if (matches.length === 0) {
    b.say(b.pick('No encuentro ninguna factura con ese número entre tus clientes.', 'I can’t find an invoice with that number among your clients.'));
    return;
  }
  for (const invoice of matches.slice(0, 3)) {
    const source = invoiceSource(invoice);
    const number = b.invoiceNumber(invoice.number ?? '', source);
    const supplier = invoice.supplierName ?? '—';
    const date = invoice.date ? b.date(invoice.date, source) : '—';
    const total = invoice.total === null ? '—' : b.money(invoice.total, source);
    const company = companies.get(invoice.companyId)?.name ?? '';
    b.say(b.pick(`Factura ${number} de ${supplier} para ${company}, del ${date}: total ${total}, ${statusLabel(b, invoice.status)}.`, `Invoice ${number} from ${supplier} to ${company}, dated ${date}: total ${total}, ${statusLabel(b, invoice.status)}.`));
    b.actions.push({ type: 'open-invoice', invoiceId: invoice.id, companyId: invoice.companyId, label: b.pick(`Abrir ${invoice.number ?? ''}`, `Open ${invoice.number ?? ''}`) });
  }
  invoiceTable(b, matches, companies);
}

export { periodLabel };
