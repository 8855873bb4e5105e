/** Composes the blocks into twenty visibly different invoice layouts. */
import {
  customerBlock,
  day,
  drawQr,
  footer,
  itemColumns,
  itemsTable,
  labels,
  metaLines,
  metaTable,
  money,
  numberLabel,
  rate,
  supplierHeader,
  taxName,
  title,
  totalsColumns,
  totalsStacked,
  totalsSummaryTable,
} from './blocks';
import { Sheet } from './draw';
import type { InvoiceSpec } from './invoice-spec';
import type { Random } from './random';

export async function renderInvoice(spec: InvoiceSpec, random: Random): Promise<Uint8Array> {
  if (spec.layout === 'ticket') return renderTicket(spec, random);
  const sheet = await Sheet.create(spec.font);
  const bottomLimit = sheet.height - 200;
  const l = labels(spec);
  switch (spec.layout) {
    case 'right-header': {
      supplierHeader(sheet, spec, 545, 40, 'right');
      sheet.text(title(spec), 50, 40, { size: 22, bold: true });
      const y = metaLines(sheet, spec, 50, 75, 'left', random);
      const y2 = customerBlock(sheet, spec, 50, Math.max(y, 130), 260, false);
      const y3 = itemsTable(sheet, spec, itemColumns(spec, 'basic'), 50, y2 + 10, bottomLimit);
      totalsStacked(sheet, spec, 50, 300, y3 + 10, random);
      break;
    }
    case 'column-meta': {
      supplierHeader(sheet, spec, 50, 40, 'left');
      sheet.text(title(spec), 545, 40, { size: 18, bold: true, align: 'right' });
      customerBlock(sheet, spec, 330, 80, 220, true, l.client.toUpperCase());
      const y = metaTable(sheet, spec, 50, 170, 495);
      const y2 = itemsTable(sheet, spec, itemColumns(spec, 'coded'), 50, y, bottomLimit);
      totalsColumns(sheet, spec, 65, y2 + 14);
      break;
    }
    case 'boxed-parties': {
      sheet.text(title(spec), 297, 36, { size: 20, bold: true, align: 'center' });
      sheet.rect(44, 70, 245, 96);
      sheet.text('DATOS DEL EMISOR', 50, 74, { size: 8, bold: true, gray: 0.25 });
      const s = spec.supplier;
      [s.name, s.street, `${s.postcode} ${s.city}`, `NIF: ${s.taxId}`].forEach((text, i) => sheet.text(text, 50, 90 + i * 13, { size: i === 0 ? 10 : 8.5, bold: i === 0 }));
      customerBlock(sheet, spec, 312, 74, 240, true, 'DATOS DEL CLIENTE');
      const y = metaLines(sheet, spec, 50, 185, 'left', random);
      const y2 = itemsTable(sheet, spec, itemColumns(spec, 'with-rate'), 50, y + 6, bottomLimit);
      totalsSummaryTable(sheet, spec, 50, y2 + 10);
      break;
    }
    case 'footer-taxid': {
      sheet.text(spec.supplier.name.toUpperCase(), 50, 40, { size: 16, bold: true });
      sheet.text(`${spec.supplier.street} · ${spec.supplier.postcode} ${spec.supplier.city}`, 50, 62, { size: 8.5 });
      sheet.text(`${title(spec)} ${spec.number}`, 545, 40, { size: 13, bold: true, align: 'right' });
      sheet.text(`${l.date}: ${day(spec, spec.date)}`, 545, 60, { size: 9, align: 'right' });
      const y = customerBlock(sheet, spec, 320, 100, 230, false);
      const y2 = itemsTable(sheet, spec, itemColumns(spec, 'basic'), 50, y + 10, bottomLimit);
      totalsStacked(sheet, spec, 330, 545, y2 + 10, random);
      footer(sheet, spec, random, true);
      return sheet.pdf.save();
    }
    case 'summary-table':
    case 'recargo':
    case 'multi-rate': {
      supplierHeader(sheet, spec, 50, 40, 'left');
      sheet.text(title(spec), 545, 40, { size: 20, bold: true, align: 'right' });
      metaLines(sheet, spec, 545, 70, 'right', random);
      const y = customerBlock(sheet, spec, 56, 140, 250, true);
      const y2 = itemsTable(sheet, spec, itemColumns(spec, spec.layout === 'summary-table' ? 'with-rate' : 'basic'), 50, y + 10, bottomLimit);
      if (spec.layout === 'multi-rate' && random.chance(0.5)) totalsStacked(sheet, spec, 300, 545, y2 + 10, random);
      else totalsSummaryTable(sheet, spec, 50, y2 + 10);
      break;
    }
    case 'inline-totals': {
      // Meta and totals written as sentences on single lines.
      sheet.text(spec.supplier.name, 50, 40, { size: 14, bold: true });
      sheet.text(`C.I.F. ${spec.supplier.taxId.replace(/^(.)(\d{2})(\d{3})(\d{3})(.)$/, '$1-$2.$3.$4$5')} - ${spec.supplier.street} - ${spec.supplier.postcode} ${spec.supplier.city}`, 50, 60, { size: 8 });
      sheet.text(`${title(spec)} nº ${spec.number} de fecha ${day(spec, spec.date)}`, 50, 95, { size: 11, bold: true });
      sheet.text(`Cliente: ${spec.customer.name} (CIF ${spec.customer.taxId}), ${spec.customer.street}, ${spec.customer.city}`, 50, 115, { size: 8.5 });
      const y = itemsTable(sheet, spec, itemColumns(spec, 'basic'), 50, 140, bottomLimit);
      const parts = spec.vatLines.map((line) => `${taxName(spec)} (${rate(spec, line.rate)}): ${money(spec, line.cuota)}`);
      const base = Math.round(spec.vatLines.reduce((sum, line) => sum + line.base, 0) * 100) / 100;
      sheet.text(`Base imponible: ${money(spec, base)}  |  ${parts.join('  |  ')}`, 50, y + 12, { size: 9 });
      if (spec.irpf) sheet.text(`Retención IRPF (${rate(spec, spec.irpf.rate)}): -${money(spec, spec.irpf.amount)}`, 50, y + 26, { size: 9 });
      sheet.text(`Total a pagar: ${money(spec, spec.total)}`, 50, y + 44, { size: 11, bold: true });
      break;
    }
    case 'header-rate': {
      supplierHeader(sheet, spec, 50, 40, 'left');
      sheet.text(title(spec), 545, 40, { size: 18, bold: true, align: 'right' });
      metaLines(sheet, spec, 545, 70, 'right', random);
      const y = customerBlock(sheet, spec, 56, 150, 250, false);
      const y2 = itemsTable(sheet, spec, itemColumns(spec, 'basic'), 50, y + 10, bottomLimit);
      const line = spec.vatLines[0]!;
      const headers = ['Importe neto', `Cuota ${taxName(spec)} ${rate(spec, line.rate)}`, ...(spec.irpf ? [`IRPF ${rate(spec, spec.irpf.rate)}`] : []), 'Total a abonar'];
      const values = [money(spec, line.base), money(spec, line.cuota), ...(spec.irpf ? [money(spec, -spec.irpf.amount)] : []), money(spec, spec.total)];
      const cell = 495 / headers.length;
      headers.forEach((h, i) => sheet.text(h, 50 + i * cell + 4, y2 + 16, { size: 8, bold: true }));
      values.forEach((v, i) => sheet.text(v, 50 + i * cell + 4, y2 + 32, { size: 9.5, bold: i === values.length - 1 }));
      break;
    }
    case 'professional': {
      sheet.text(spec.supplier.name, 50, 40, { size: 17, bold: true });
      sheet.text(random.pick(['Abogada', 'Arquitecto técnico', 'Traductora jurada', 'Consultor informático', 'Psicólogo colegiado']), 50, 62, { size: 9 });
      sheet.text(`NIF ${spec.supplier.taxId}  ·  ${spec.supplier.street}, ${spec.supplier.postcode} ${spec.supplier.city}`, 50, 76, { size: 8.5 });
      const y = customerBlock(sheet, spec, 50, 110, 250, false, labels(spec).client.toUpperCase());
      sheet.text(`${title(spec)} ${numberLabel(spec).replace(/factura/i, '').trim()} ${spec.number}`, 545, 110, { size: 11, bold: true, align: 'right' });
      sheet.text(day(spec, spec.date), 545, 126, { size: 9, align: 'right' });
      const y2 = itemsTable(sheet, spec, itemColumns(spec, 'amount-only'), 50, y + 14, bottomLimit);
      totalsStacked(sheet, spec, 300, 545, y2 + 10, random);
      break;
    }
    default: {
      // classic, catalan, english, credit-note, albaran, non-euro, multi-page, verifactu-qr, canary-igic, proforma, exempt
      supplierHeader(sheet, spec, 50, 40, 'left');
      sheet.text(title(spec), 545, 40, { size: spec.layout === 'classic' ? 24 : 18, bold: true, align: 'right' });
      let y = metaLines(sheet, spec, 545, 72, 'right', random);
      if (spec.documentType === 'credit-note' && spec.originalNumber) {
        sheet.text(`Rectifica la factura ${spec.originalNumber} de ${day(spec, spec.dueDate)}`, 545, y, { size: 8.5, align: 'right' });
        y += 14;
      }
      if (spec.qr !== 'none') await drawQr(sheet, spec, 340, 40);
      const y2 = customerBlock(sheet, spec, 56, Math.max(y, 140), 260, spec.layout !== 'english');
      const albaran = spec.documentType === 'albaran';
      const priced = !albaran || random.chance(0.5);
      const y3 = itemsTable(sheet, spec, itemColumns(spec, spec.layout === 'canary-igic' ? 'with-rate' : 'basic', priced), 50, y2 + 10, bottomLimit);
      if (albaran) {
        sheet.text('Documento no válido como factura. Firma y sello del receptor:', 50, y3 + 20, { size: 8.5 });
        break;
      }
      if (spec.layout === 'exempt') sheet.text(`Operación exenta de ${taxName(spec)} (art. 20.Uno.9º Ley 37/1992)`, 50, y3 + 4, { size: 8 });
      totalsStacked(sheet, spec, 320, 545, y3 + 16, random);
      if (spec.layout === 'non-euro') sheet.text(`Currency / Moneda: ${spec.currency}`, 50, y3 + 20, { size: 8.5 });
    }
  }
  footer(sheet, spec, random, random.chance(0.3));
  return sheet.pdf.save();
}

async function renderTicket(spec: InvoiceSpec, random: Random): Promise<Uint8Array> {
  const height = 420 + spec.items.length * 12;
  const sheet = await Sheet.create('Courier', 226, height);
  const center = 113;
  let y = 14;
  const line = (text: string, options: { align?: 'left' | 'right' | 'center'; bold?: boolean; x?: number } = {}) => {
    sheet.text(text, options.x ?? (options.align === 'center' ? center : 10), y, { size: 7.5, bold: options.bold, align: options.align });
  };
  const next = (step = 10) => (y += step);
  line(spec.supplier.name, { align: 'center', bold: true });
  next();
  line(spec.supplier.street, { align: 'center' });
  next();
  line(`${spec.supplier.postcode} ${spec.supplier.city}`, { align: 'center' });
  next();
  line(`NIF: ${spec.supplier.taxId}`, { align: 'center' });
  next(16);
  line(random.pick(['FACTURA SIMPLIFICADA', 'FACTURA']), { align: 'center', bold: true });
  next(12);
  line(`Num: ${spec.number}`);
  next();
  line(`Fecha: ${day(spec, spec.date)}  ${random.int(8, 21)}:${String(random.int(0, 59)).padStart(2, '0')}`);
  next(14);
  for (const item of spec.items) {
    line(`${item.qty} x ${item.description.slice(0, 18)}`);
    sheet.text(money({ ...spec, symbol: 'none' }, item.amount), 216, y, { size: 7.5, align: 'right' });
    next();
  }
  next(4);
  sheet.line(10, y, 216, y);
  next(6);
  for (const vat of spec.vatLines) {
    line(`BASE ${rate(spec, vat.rate)}`);
    sheet.text(money({ ...spec, symbol: 'none' }, vat.base), 216, y, { size: 7.5, align: 'right' });
    next();
    line(`CUOTA ${taxName(spec)} ${rate(spec, vat.rate)}`);
    sheet.text(money({ ...spec, symbol: 'none' }, vat.cuota), 216, y, { size: 7.5, align: 'right' });
    next();
  }
  next(4);
  line('TOTAL', { bold: true });
  sheet.text(money(spec, spec.total), 216, y, { size: 8.5, bold: true, align: 'right' });
  next(18);
  line(`Cliente: ${spec.customer.name.slice(0, 26)}`);
  next();
  line(`CIF: ${spec.customer.taxId}`);
  next(16);
  line('Gracias por su visita', { align: 'center' });
  return sheet.pdf.save();
}
