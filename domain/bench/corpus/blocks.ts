/** Reusable pieces of an invoice page; layouts compose them differently. */
import QRCode from 'qrcode';
import type { Sheet } from './draw';
import { formatAmount, formatDate, formatRate, L, type Labels } from './formats';
import type { InvoiceSpec } from './invoice-spec';
import type { Random } from './random';

export const money = (spec: InvoiceSpec, value: number) => formatAmount(value, spec.amountStyle, spec.currency, spec.symbol);
export const day = (spec: InvoiceSpec, iso: string) => formatDate(iso, spec.dateStyle, spec.lang);
export const rate = (spec: InvoiceSpec, value: number) => formatRate(value, spec.amountStyle);
export const labels = (spec: InvoiceSpec): Labels => L[spec.lang];
export const taxName = (spec: InvoiceSpec) => (spec.taxType === 'igic' ? 'IGIC' : spec.lang === 'en' ? 'VAT' : 'IVA');

export function title(spec: InvoiceSpec): string {
  if (spec.documentType === 'credit-note') return spec.lang === 'en' ? 'CREDIT NOTE' : spec.lang === 'ca' ? 'FACTURA RECTIFICATIVA' : 'FACTURA RECTIFICATIVA';
  if (spec.documentType === 'albaran') return spec.lang === 'en' ? 'DELIVERY NOTE' : spec.lang === 'ca' ? 'ALBARÀ' : 'ALBARÁN';
  if (spec.documentType === 'not-an-invoice') return spec.lang === 'en' ? 'PROFORMA INVOICE' : 'FACTURA PROFORMA';
  return labels(spec).invoice;
}

export function numberLabel(spec: InvoiceSpec): string {
  if (spec.documentType === 'albaran') return spec.lang === 'en' ? 'Delivery note No.' : spec.lang === 'ca' ? 'Núm. albarà' : 'Nº Albarán';
  if (spec.documentType === 'not-an-invoice') return spec.lang === 'en' ? 'Proforma No.' : 'Nº Proforma';
  return labels(spec).number;
}

export function supplierHeader(sheet: Sheet, spec: InvoiceSpec, x: number, top: number, align: 'left' | 'right', withTaxId = true): number {
  const s = spec.supplier;
  sheet.text(s.name, x, top, { size: 15, bold: true, align });
  let y = top + 22;
  for (const line of [s.street, `${s.postcode} ${s.city}`, withTaxId ? `${labels(spec).taxId}: ${s.taxId}` : null, `Tel. ${s.phone}  ·  ${s.email}`]) {
    if (!line) continue;
    sheet.text(line, x, y, { size: 8.5, align });
    y += 12;
  }
  return y;
}

export function customerBlock(sheet: Sheet, spec: InvoiceSpec, x: number, top: number, width: number, boxed: boolean, heading?: string): number {
  const c = spec.customer;
  const lines = [c.name, c.street, `${c.postcode} ${c.city}`, `${spec.lang === 'en' ? 'VAT ID' : 'CIF'}: ${c.taxId}`];
  const height = 16 + lines.length * 12 + 4;
  if (boxed) sheet.rect(x - 6, top - 4, width, height);
  sheet.text(heading ?? labels(spec).billTo.toUpperCase(), x, top, { size: 8, bold: true, gray: 0.25 });
  lines.forEach((line, i) => sheet.text(line, x, top + 14 + i * 12, { size: i === 0 ? 9.5 : 8.5, bold: i === 0 }));
  return top + height + 6;
}

export function metaLines(sheet: Sheet, spec: InvoiceSpec, x: number, top: number, align: 'left' | 'right', random: Random): number {
  const l = labels(spec);
  const rows: [string, string][] = [
    [numberLabel(spec), spec.number],
    [l.date, day(spec, spec.date)],
  ];
  if (spec.documentType === 'invoice' || spec.documentType === 'credit-note') rows.push([l.due, day(spec, spec.dueDate)]);
  if (random.chance(0.5)) rows.push([l.order, spec.orderNumber]);
  if (random.chance(0.4)) rows.push([l.clientCode, String(random.int(100, 9999))]);
  if (random.chance(0.3)) rows.reverse();
  const separator = random.pick([': ', ': ', '  ']);
  rows.forEach(([label, value], i) => sheet.text(`${label}${separator}${value}`, x, top + i * 13, { size: 9, align }));
  return top + rows.length * 13 + 6;
}

export function metaTable(sheet: Sheet, spec: InvoiceSpec, x: number, top: number, width: number): number {
  const l = labels(spec);
  const cells: [string, string][] = [
    [numberLabel(spec).toUpperCase(), spec.number],
    [l.date.toUpperCase(), day(spec, spec.date)],
    [l.client.toUpperCase(), spec.customer.name.split(' ')[0]!],
    [l.due.toUpperCase(), day(spec, spec.dueDate)],
  ];
  const cell = width / cells.length;
  sheet.rect(x, top, width, 16, { fill: 0.88 });
  sheet.rect(x, top + 16, width, 18);
  cells.forEach(([label, value], i) => {
    sheet.text(label, x + i * cell + 4, top + 4, { size: 7.5, bold: true });
    sheet.text(value, x + i * cell + 4, top + 21, { size: 9 });
  });
  return top + 46;
}

interface Column {
  header: string;
  width: number;
  align: 'left' | 'right';
  value: (item: InvoiceSpec['items'][number]) => string;
}

export function itemColumns(spec: InvoiceSpec, variant: 'basic' | 'with-rate' | 'coded' | 'amount-only', priced = true): Column[] {
  const l = labels(spec);
  const qty = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));
  const columns: Column[] = [];
  if (variant === 'coded') columns.push({ header: 'Ref.', width: 50, align: 'left', value: (item) => `R${(item.description.length * 37) % 9000 + 1000}` });
  columns.push({ header: l.description, width: variant === 'amount-only' ? 380 : 210, align: 'left', value: (item) => item.description });
  if (variant !== 'amount-only') columns.push({ header: l.qty, width: 45, align: 'right', value: (item) => qty(item.qty) });
  if (priced && variant !== 'amount-only') columns.push({ header: l.price, width: 70, align: 'right', value: (item) => money(spec, item.price) });
  if (variant === 'with-rate') columns.push({ header: `% ${taxName(spec)}`, width: 50, align: 'right', value: (item) => rate(spec, item.rate) });
  if (priced) columns.push({ header: l.amount, width: 80, align: 'right', value: (item) => money(spec, item.amount) });
  return columns;
}

/** Item rows; starts new pages when needed, printing a running subtotal ("suma y sigue"). */
export function itemsTable(sheet: Sheet, spec: InvoiceSpec, columns: Column[], x: number, top: number, bottomLimit: number): number {
  const header = (y: number) => {
    const width = columns.reduce((sum, c) => sum + c.width, 0);
    sheet.rect(x, y, width, 15, { fill: 0.85, border: false });
    let cx = x;
    for (const column of columns) {
      sheet.text(column.header, column.align === 'right' ? cx + column.width - 4 : cx + 4, y + 4, { size: 8, bold: true, align: column.align });
      cx += column.width;
    }
    return y + 19;
  };
  let y = header(top);
  let running = 0;
  for (const item of spec.items) {
    if (y > bottomLimit) {
      sheet.text(`${spec.lang === 'en' ? 'Carried forward' : 'Suma y sigue'}: ${money(spec, running)}`, x + 500, y + 4, { size: 8.5, align: 'right' });
      sheet.addPage();
      y = header(60);
    }
    let cx = x;
    for (const column of columns) {
      const text = column.value(item);
      sheet.text(text.length > 48 ? text.slice(0, 48) : text, column.align === 'right' ? cx + column.width - 4 : cx + 4, y, { size: 8.5, align: column.align });
      cx += column.width;
    }
    running = Math.round((running + item.amount) * 100) / 100;
    y += 13;
  }
  sheet.line(x, y, x + columns.reduce((sum, c) => sum + c.width, 0), y);
  return y + 10;
}

/** Label/value lines: base, tax per rate, recargo, IRPF, total. */
export function totalsStacked(sheet: Sheet, spec: InvoiceSpec, labelX: number, valueX: number, top: number, random: Random): number {
  const l = labels(spec);
  let y = top;
  const row = (label: string, value: string, bold = false, size = 9) => {
    sheet.text(label, labelX, y, { size, bold });
    sheet.text(value, valueX, y, { size, bold, align: 'right' });
    y += size + 5;
  };
  const base = spec.vatLines.reduce((sum, line) => sum + line.base, 0);
  row(random.chance(0.3) && spec.vatLines.length === 1 ? l.subtotal : l.base, money(spec, Math.round(base * 100) / 100));
  for (const line of spec.vatLines) {
    const label = random.chance(0.5) ? `${taxName(spec)} ${rate(spec, line.rate)}` : `${taxName(spec)} (${rate(spec, line.rate)})`;
    if (spec.vatLines.length > 1) row(`${label} s/ ${money(spec, line.base)}`, money(spec, line.cuota));
    else row(label, money(spec, line.cuota));
    if (line.recargoRate > 0) row(`${l.recargo} ${rate(spec, line.recargoRate)}`, money(spec, line.recargo));
  }
  if (spec.irpf) row(`${l.irpf} ${rate(spec, spec.irpf.rate)}`, money(spec, -spec.irpf.amount));
  y += 3;
  sheet.line(labelX, y - 4, valueX, y - 4);
  row(spec.irpf && random.chance(0.5) ? l.toPay.toUpperCase() : l.total, money(spec, spec.total), true, 11);
  return y;
}

/** A VAT summary table: Base | % | Cuota | (% R.E. | Recargo) rows, then IRPF and total. */
export function totalsSummaryTable(sheet: Sheet, spec: InvoiceSpec, x: number, top: number): number {
  const l = labels(spec);
  const recargo = spec.vatLines.some((line) => line.recargoRate > 0);
  const headers = [l.base, `% ${taxName(spec)}`, `${l.cuota} ${taxName(spec)}`, ...(recargo ? ['% R.E.', 'Recargo'] : [])];
  const widths = [95, 55, 85, ...(recargo ? [55, 75] : [])];
  let cx = x;
  sheet.rect(x, top, widths.reduce((a, b) => a + b, 0), 15, { fill: 0.85, border: false });
  headers.forEach((header, i) => {
    sheet.text(header, cx + widths[i]! - 4, top + 4, { size: 8, bold: true, align: 'right' });
    cx += widths[i]!;
  });
  let y = top + 19;
  for (const line of spec.vatLines) {
    const values = [money(spec, line.base), rate(spec, line.rate), money(spec, line.cuota), ...(recargo ? [rate(spec, line.recargoRate), money(spec, line.recargo)] : [])];
    cx = x;
    values.forEach((value, i) => {
      sheet.text(value, cx + widths[i]! - 4, y, { size: 8.5, align: 'right' });
      cx += widths[i]!;
    });
    y += 13;
  }
  y += 8;
  const right = x + widths.reduce((a, b) => a + b, 0) + 120;
  if (spec.irpf) {
    sheet.text(`${l.irpf} (${rate(spec, spec.irpf.rate)})`, x, y, { size: 9 });
    sheet.text(money(spec, -spec.irpf.amount), right, y, { size: 9, align: 'right' });
    y += 15;
  }
  sheet.rect(x, y - 3, right - x + 4, 18, { fill: 0.92 });
  sheet.text(spec.irpf ? l.toPay.toUpperCase() : l.total, x + 4, y + 1, { size: 10.5, bold: true });
  sheet.text(money(spec, spec.total), right, y + 1, { size: 10.5, bold: true, align: 'right' });
  return y + 26;
}

/** A one-row totals grid: BASE | IVA % | CUOTA | TOTAL headers over values. */
export function totalsColumns(sheet: Sheet, spec: InvoiceSpec, x: number, top: number): number {
  const l = labels(spec);
  const headers = [l.base.toUpperCase(), `${taxName(spec)} %`, l.cuota.toUpperCase(), ...(spec.irpf ? [`IRPF ${rate(spec, spec.irpf.rate)}`] : []), l.total];
  const cell = 480 / headers.length;
  sheet.rect(x, top, 480, 15, { fill: 0.85 });
  headers.forEach((header, i) => sheet.text(header, x + (i + 1) * cell - 5, top + 4, { size: 7.5, bold: true, align: 'right' }));
  let y = top + 20;
  spec.vatLines.forEach((line, index) => {
    const last = index === spec.vatLines.length - 1;
    const values = [money(spec, line.base), rate(spec, line.rate), money(spec, line.cuota), ...(spec.irpf ? [last ? money(spec, -spec.irpf.amount) : ''] : []), last ? money(spec, spec.total) : ''];
    values.forEach((value, i) => value && sheet.text(value, x + (i + 1) * cell - 5, y, { size: 9, bold: i === values.length - 1, align: 'right' }));
    y += 14;
  });
  return y + 8;
}

export function footer(sheet: Sheet, spec: InvoiceSpec, random: Random, withRegistry: boolean): void {
  const l = labels(spec);
  const bottom = sheet.height - 60;
  sheet.text(l.payment, 50, bottom - 24, { size: 7.5 });
  sheet.text(`IBAN ES${random.int(10, 99)} ${random.int(1000, 9999)} ${random.int(1000, 9999)} ${random.int(10, 99)} ${random.int(1000000000, 9999999999)}`, 50, bottom - 13, { size: 7.5 });
  if (withRegistry) {
    sheet.text(`${spec.supplier.name} · Inscrita en el Registro Mercantil de ${spec.supplier.city}, Tomo ${random.int(1000, 40000)}, Folio ${random.int(1, 200)} · CIF ${spec.supplier.taxId}`, 50, bottom + 4, { size: 6.5, gray: 0.3 });
  }
  sheet.pages.forEach((page, i) => {
    const previous = sheet.page;
    sheet.page = page;
    sheet.text(`${l.page} ${i + 1}/${sheet.pages.length}`, sheet.width - 50, sheet.height - 30, { size: 7, align: 'right' });
    sheet.page = previous;
  });
}

export function verifactuUrl(spec: InvoiceSpec): string {
  const [y, m, d] = spec.date.split('-');
  const params = new URLSearchParams({ nif: spec.supplier.taxId, numserie: spec.number, fecha: `${d}-${m}-${y}`, importe: spec.total.toFixed(2) });
  return `https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?${params.toString()}`;
}

export async function drawQr(sheet: Sheet, spec: InvoiceSpec, x: number, top: number): Promise<void> {
  const url = verifactuUrl(spec);
  sheet.text('QR tributario:', x, top, { size: 7.5 });
  if (spec.qr === 'vector') {
    const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
    const size = qr.modules.size;
    const matrix = Array.from({ length: size }, (_, r) => Array.from({ length: size }, (_, c) => qr.modules.get(r, c) === 1));
    sheet.modules(matrix, x, top + 12, 80);
  } else {
    const png = await QRCode.toBuffer(url, { errorCorrectionLevel: 'M', margin: 1, scale: 4 });
    await sheet.image(new Uint8Array(png), x, top + 12, 80);
  }
  sheet.text('VERI*FACTU', x + 40, top + 96, { size: 7.5, bold: true, align: 'center' });
}
